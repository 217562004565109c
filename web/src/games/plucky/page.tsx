// The Plucky Penguins table page: the 9×9 board with the walrus, the fishing holes
// and every penguin; the hand of Action cards with their texts; the cards in play
// (the response stack and the padlock cards on the table); the Events as they are
// drawn; the round, the Leader, the decks, the Final Phase and the melting. Legal
// moves are squares and cards to click; the table page's move buttons stay below.
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { View } from '../../api';
import type { GamePage, GameProps } from '../types';
import { bringIntoView, InBar, wholeOnScreen } from '../../table/decision';
import { GRID_CELL, useGridKeys } from '../../table/grid_keys';
import { eventCard, readComponents, titled, usable } from './components';
import { CardFace, color, EventFace, FishShape, LeaderToken, Meeple, slots, TEAM_COLORS, Walrus } from './art';
import { EventsPanel } from './events';
import { HandPanel } from './hand';
import { num, readObs, type Obs } from './observation';
import { TablePanel } from './on_table';
import { PenguinsPanel } from './penguins';
import { hasKind, movesOf, ofKind, type PluckyMove } from '../../moves';
import { boardOptions, cellOf, eventPenguin, HOMES, playsSource, sqName, TERRAIN, type Armed, type Option } from './squares';
import { StackPanel, stackWords } from './stack';
import './plucky.css';

function Board({ view, components, act, seatName }: GameProps) {
  const o = readObs(view);
  const c = readComponents(components);
  const [armed, setArmed] = useState<Armed>();
  const [picking, setPicking] = useState<string>();
  // A new position: any half-made choice is dropped.
  useEffect(() => {
    setArmed(undefined);
    setPicking(undefined);
  }, [view.version]);
  // A card armed from the hand, which sits below the board: its target squares are
  // brought into view when none is whole on screen (N1, a 768-px laptop).
  useEffect(() => {
    if (!armed) return;
    const targets = [...document.querySelectorAll<HTMLElement>('.plucky-cell.plucky-target')];
    if (targets.length > 0 && !targets.some(wholeOnScreen)) bringIntoView(targets[0]);
  }, [armed]);
  const moves = movesOf<PluckyMove>(view, act);
  const live = moves.length > 0;
  const armedForms = armed ? moves.filter((m) => playsSource(m, armed.verb, armed.id)) : [];
  const options = live ? boardOptions(view, o, armedForms.length > 0 ? armed : undefined) : new Map<string, Option[]>();
  const send = (move: string) => {
    setArmed(undefined);
    setPicking(undefined);
    act?.(move);
  };
  const size = o.board.length || 9;
  // The fishing holes in reading order, as hole_guard and last_hole count them.
  const holes: string[] = [];
  o.board.forEach((row, r) => [...row].forEach((t, col) => t === 'o' && holes.push(sqName(r, col))));
  const active = o.penguins[o.active];
  const walrusArea = new Set(o.walrus_area);
  const pickingOptions = picking ? options.get(picking) : undefined;
  // The arrow keys walk the board from the first legal square (else a1).
  const firstLegal = [...options.keys()].map(cellOf).sort((a, b) => a.row - b.row || a.col - b.col)[0] ?? { row: 0, col: 0 };
  const grid = useGridKeys(size, size, firstLegal, view.version);

  // The board is a grid of rows (each a subgrid of the board's columns): a header
  // row of column letters, then each row led by its number (K7).
  const rows: JSX.Element[] = [
    <div role="row" class="plucky-row">
      <span role="columnheader" class="plucky-coord">
        <span class="sr-only">row</span>
      </span>
      {Array.from({ length: size }, (_, col) => (
        <span role="columnheader" class="plucky-coord">
          {String.fromCharCode(97 + col)}
        </span>
      ))}
    </div>,
  ];
  for (let r = 0; r < size; r++) {
    const cells: JSX.Element[] = [
      <span role="rowheader" class="plucky-coord">
        {r + 1}
      </span>,
    ];
    const row = o.board[r] ?? '';
    for (let col = 0; col < size; col++) {
      const sq = sqName(r, col);
      const t = row[col] ?? '.';
      const here = o.penguins.filter((p) => p.alive && p.square === sq);
      const walrus = o.walrus === sq;
      const gold = o.golden_fish.map((g, i) => ({ ...g, i })).filter((g) => g.square === sq && g.holder < 0);
      const hole = t === 'o' ? o.board.slice(0, r).join('').split('o').length - 1 + (row.slice(0, col).split('o').length - 1) : -1;
      const guard = hole >= 0 ? (o.hole_guard[hole] ?? -1) : -1;
      const home = o.mode === 'capture_the_fish' ? HOMES.findIndex((h) => h.includes(sq)) : -1;
      const opts = options.get(sq);
      const shown = here.slice(0, here.length > 4 ? 3 : 4);
      const pos = slots(shown.length);
      const words = [
        `${sq}: ${TERRAIN[t] ?? 'ice'}`,
        walrus ? 'the walrus' : '',
        walrusArea.has(sq) && !walrus ? "the walrus' area" : '',
        ...here.map((p) => `${p.label} (${p.fish} fish${p.golden_fish ? ', Golden Fish' : ''})`),
        ...gold.map((g) => (o.mode === 'capture_the_fish' ? `team ${g.i + 1}'s Golden Fish` : 'the Golden Fish')),
        guard >= 0 ? `Hole Guard of ${seatName(guard)}` : '',
        home >= 0 ? `team ${home + 1}'s home` : '',
      ].filter(Boolean);
      const art = (
        <svg viewBox="0 0 100 100" class="plucky-cell-art" aria-hidden="true">
          {t === 'o' && <ellipse cx="50" cy="56" rx="30" ry="17" fill="#16425b" stroke="#0b2536" stroke-width="3" />}
          {t === 'o' && <ellipse cx="50" cy="53" rx="22" ry="10" fill="#2a6f97" />}
          {guard >= 0 && (
            <g transform="translate(70 2) scale(1.6)">
              <path d="M9 1 L16 4 V9 C16 13 12 16 9 17 C6 16 2 13 2 9 V4 Z" fill={color(guard)} stroke="#fff" stroke-width="1.2" />
            </g>
          )}
          {gold.map((g, k) =>
            here.length || walrus ? (
              <FishShape x={2} y={2 + k * 22} s={0.8} gold team={o.mode === 'capture_the_fish' ? g.i : undefined} />
            ) : (
              <FishShape x={14} y={30 + k * 24} s={2} gold team={o.mode === 'capture_the_fish' ? g.i : undefined} />
            ),
          )}
          {walrus && <Walrus x={here.length ? 2 : 8} y={here.length ? 2 : 18} s={here.length ? 0.95 : 1.4} />}
          {shown.map((p, k) => {
            // Beside the walrus the penguins stand along its right and lower edge.
            const at = walrus ? [{ x: 54, y: 44, s: 1.1 }, { x: 8, y: 52, s: 0.95 }, { x: 58, y: 2, s: 0.8 }, { x: 34, y: 52, s: 0.9 }][k] : pos[k];
            return <Meeple flip p={p} x={at.x} y={at.y} s={at.s} active={p === active && o.stage === 'turns'} ring={o.mode === 'capture_the_fish' ? TEAM_COLORS[p.team % 2] : undefined} />;
          })}
          {here.length > shown.length && (
            <text x="75" y="90" text-anchor="middle" font-size="24" font-weight="bold" fill="#17324d">
              +{here.length - shown.length}
            </text>
          )}
        </svg>
      );
      const cls = [
        'plucky-cell',
        `plucky-t${t === '+' ? 'corner' : t === '~' ? 'water' : t === 'o' ? 'hole' : 'ice'}`,
        walrusArea.has(sq) ? 'plucky-area' : '',
        home >= 0 ? `plucky-home${home + 1}` : '',
        opts ? 'plucky-target legal' : '',
        picking === sq ? 'plucky-picking' : '',
      ]
        .filter(Boolean)
        .join(' ');
      // A legal square is a button in its cell; any other square is the cell itself,
      // focusable by the arrows so that it can be read.
      const at = { [GRID_CELL]: `${r},${col}`, tabIndex: grid.tabIndex(r, col) };
      if (opts) {
        const label = `${words.join(', ')}. ${opts.map((x) => x.label).join(', or ')}`;
        cells.push(
          <div role="gridcell" class="plucky-gc">
            <button type="button" class={cls} data-square={sq} {...at} aria-label={label} title={label} onClick={() => (opts.length === 1 ? send(opts[0].move) : setPicking(sq))}>
              {art}
            </button>
          </div>,
        );
      } else {
        // Named by the picture it holds, not by a label of its own: the numbers
        // drawn on the penguins are then no words of the cell's name (WCAG 2.5.3).
        cells.push(
          <div role="gridcell" class={cls} data-square={sq} {...at} title={words.join(', ')}>
            <div role="img" class="plucky-cell-img" aria-label={words.join(', ')}>
              {art}
            </div>
          </div>,
        );
      }
    }
    rows.push(
      <div role="row" class="plucky-row">
        {cells}
      </div>,
    );
  }

  // What the viewer is asked now, beside the board: responses, Events, Leader choices.
  const pass = moves.find((m) => m.kind === 'pass');
  const asked = live && o.asked === view.viewer && !!pass;
  const top = o.stack[o.stack.length - 1];
  const eventEntry = o.stack.find((e) => e.event !== undefined);
  const evade = moves.find((m) => m.kind === 'evade');
  const accept = moves.find((m) => m.kind === 'accept');
  const evading = !!evade;
  const evPenguin = eventPenguin(o);
  const evCard = eventEntry?.event ? eventCard(c, eventEntry.deck ?? 'orca', eventEntry.event) : undefined;
  const evCost = evCard ? Math.max(0, evCard.evade - (evPenguin?.cheaper_evade ? 1 : 0)) : undefined;
  const characterChoices = ofKind(moves, 'choose_character');
  const directionChoices = ofKind(moves, 'choose_direction');
  const endTurn = moves.find((m) => m.kind === 'end_turn');
  const mineTurn = live && o.stage === 'turns' && o.asked < 0 && !!endTurn;

  const hand = o.hand;
  const handIds = hand ? [...c.cards.map((x) => x.id).filter((id) => hand[id]), ...Object.keys(hand).filter((id) => !c.cards.some((x) => x.id === id))] : [];
  const clickCard = (verb: 'play' | 'use', id: string, title: string) => {
    const forms = moves.filter((m) => playsSource(m, verb, id));
    if (forms.length === 1) send(forms[0].words);
    else if (forms.length > 1) {
      setPicking(undefined);
      setArmed({ verb, id, title });
    }
  };
  const one = o.penguins.length === o.hand_sizes.length;
  const myPenguins = o.penguins.filter((p) => p.player === view.viewer);
  // With nothing on the stack, the window answers the active penguin's movement (PL-8).
  const moveWords = active && active.square ? `${one ? seatName(active.player) : `${active.label} of ${seatName(active.player)}`} moving to ${active.square}` : undefined;
  const discardTotal = Object.values(o.discard).reduce((a, b) => a + num(b), 0);
  const onTable = Object.entries(o.on_table).filter(([, n]) => n > 0);

  return (
    <div class="plucky">
      <ul class="plucky-info" aria-label="round">
        <li>
          <b>Round {o.round}</b>
          {o.mode === 'golden_fish' ? ' of 10' : ''} · {o.stage}
        </li>
        <li class="plucky-leader-line">
          <LeaderToken /> Penguin Leader: {seatName(o.leader)}
        </li>
        <li data-deck={o.deck}>Action deck: {o.deck} left</li>
        <li>Discard pile: {discardTotal}</li>
        <li>Fish supply: {o.supply}</li>
        <li>Orca Events: {o.events.orca.left}</li>
        <li>Walrus Events: {o.events.walrus.left}</li>
        {o.stage === 'turns' && active && (
          <li>
            {active.label}'s turn: {o.movements} movement{o.movements === 1 ? '' : 's'} left
          </li>
        )}
        {o.final_phase && <li class="plucky-flag plucky-final">Final Phase: the walrus moves 3</li>}
        {o.melted && <li class="plucky-flag plucky-melted">Melted: the corners are water</li>}
        {o.snowstorm && <li class="plucky-flag">Snowstorm: no extra water square</li>}
        {o.deck_out && <li class="plucky-flag">Last round: the Action deck is out</li>}
        {o.mode === 'capture_the_fish' && <li class="plucky-flag">Capture the Fish: carry the rival Golden Fish home</li>}
        {o.mode === 'golden_fish' && <li class="plucky-flag">Golden Fish: hold it at the end of round 10</li>}
      </ul>

      {/* The board with what is asked and the hand beside it on a laptop, so that a
          card and the squares it targets are on screen together (N1, 1366×768). */}
      <div class="plucky-play">
      <div class="plucky-board-wrap">
        <div
          class="plucky-board"
          role="grid"
          style={{ gridTemplateColumns: `1.1em repeat(${size}, minmax(0, 1fr))` }}
          aria-label={`the board: columns a to ${String.fromCharCode(96 + size)}, rows 1 to ${size}; the arrow keys move between squares`}
          onKeyDown={grid.onKeyDown}
          onFocusIn={grid.onFocusIn}
        >
          {rows}
        </div>
        <ul class="plucky-legend" aria-label="board key">
          <li><i class="plucky-tcorner" /> corner ice{o.melted ? ' (melted: water)' : ''}</li>
          <li><i class="plucky-tice" /> island ice</li>
          <li><i class="plucky-twater" /> water</li>
          <li><i class="plucky-thole plucky-key-hole" /> fishing hole</li>
          <li><i class="plucky-tice plucky-area" /> the walrus' area</li>
          {o.mode === 'capture_the_fish' && (
            <li><i class="plucky-tcorner plucky-home1" /> team 1's / <i class="plucky-tcorner plucky-home2" /> team 2's home</li>
          )}
          {live && <li><i class="plucky-tice plucky-key-target" /> a legal move: click it</li>}
        </ul>
      </div>

      {(pickingOptions || armedForms.length > 0 || asked || evading || characterChoices.length > 0 || directionChoices.length > 0 || mineTurn) && (
        <section class="plucky-ask" aria-label="your choice">
          {pickingOptions && (
            <div>
              <p>Several moves reach {picking}:</p>
              <InBar>
                {pickingOptions.map((x) => (
                  <button type="button" class="legal" onClick={() => send(x.move)}>
                    {x.label}
                  </button>
                ))}
                <button type="button" onClick={() => setPicking(undefined)}>
                  Cancel
                </button>
              </InBar>
            </div>
          )}
          {armedForms.length > 0 && (
            <div>
              <p>
                {armed?.verb === 'use' ? 'Use' : 'Play'} {armed?.title}: click a highlighted square, or choose:
              </p>
              <InBar>
                {armedForms.map((m) => (
                  <button type="button" class="legal" onClick={() => send(m.words)}>
                    {m.words}
                  </button>
                ))}
                <button type="button" onClick={() => setArmed(undefined)}>
                  Cancel
                </button>
              </InBar>
            </div>
          )}
          {asked && (
            <div class="plucky-respond">
              <p>
                <b>Respond?</b> Answering: {top ? stackWords(top, o, c, seatName) : (moveWords ?? 'the last move')}. Play a lightning card or ability
                from your hand, or pass.
              </p>
              {top && (
                // Keyed by the card and its place on the stack: the card just played or drawn flips (style.css).
                <div
                  key={`${o.stack.length} ${top.play ?? `${top.deck} ${top.event}`}`}
                  class={`plucky-card plucky-small flips ${top.event !== undefined ? `plucky-event-${top.deck}` : ''}`}
                  data-card={top.play}
                  data-event={top.event}
                >
                  {top.event !== undefined ? (
                    top.event ? <EventFace e={eventCard(c, top.deck ?? 'orca', top.event)} deck={top.deck ?? 'orca'} /> : <span>an Event is drawn</span>
                  ) : (
                    <CardFace u={usable(c, top.play ?? '')} kind={c.characters.some((x) => x.id === top.play) ? 'Penguin ability' : 'Action card'} />
                  )}
                </div>
              )}
              {/* A pass that is no choice is made by the server (docs/protocol.md, "Made for you"). */}
              {moves.length > 1 && (
                <InBar>
                  <button type="button" class="legal" aria-label="Pass: do not respond" onClick={() => send(pass!.words)}>
                    Pass
                  </button>
                </InBar>
              )}
            </div>
          )}
          {evading && (
            <div>
              <p>
                <b>{evCard ? evCard.title : 'The Event'}</b> is about to resolve on {evPenguin?.label ?? 'your penguin'}.
              </p>
              <InBar>
                <button type="button" class="legal" onClick={() => send(evade!.words)}>
                  Evade: discard {evCost ?? '?'} fish
                </button>
                {accept && (
                  <button type="button" class="legal" onClick={() => send(accept.words)}>
                    Accept
                  </button>
                )}
              </InBar>
            </div>
          )}
          {characterChoices.length > 0 && (
            <div>
              <p>Choose your penguin's character:</p>
              <div class="plucky-cards">
                {characterChoices.map((m) => {
                  const u = usable(c, m.character);
                  return (
                    <button type="button" class="plucky-card plucky-character legal" data-move={m.words} onClick={() => send(m.words)}>
                      <span class="plucky-card-do">Choose</span>
                      <CardFace u={u} kind="Penguin card" />
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          {directionChoices.length > 0 && (
            <div>
              <p>{o.decision ? o.decision[0].toUpperCase() + o.decision.slice(1) : 'Choose a direction'}:</p>
              <InBar>
                {directionChoices.map((m) => (
                  <button type="button" class="legal" onClick={() => send(m.words)}>
                    {m.direction}
                  </button>
                ))}
              </InBar>
            </div>
          )}
          {mineTurn && (
            <>
              <p>
                {active?.label ?? 'Your penguin'}: {o.movements} movement{o.movements === 1 ? '' : 's'} left.
              </p>
              <InBar>
                <button type="button" class="legal plucky-end-turn" onClick={() => send(endTurn!.words)}>
                  End turn
                </button>
              </InBar>
            </>
          )}
        </section>
      )}

      {(hand || myPenguins.length > 0) && (
        <HandPanel moves={moves} c={c} hand={hand} handIds={handIds} myPenguins={myPenguins} live={live} armed={armed} send={send} clickCard={clickCard} />
      )}
      </div>

      {o.stack.length > 0 && <StackPanel o={o} c={c} seatName={seatName} eventEntry={eventEntry} evCost={evCost} />}

      <PenguinsPanel o={o} c={c} active={active} one={one} holes={holes} seatName={seatName} />

      <TablePanel o={o} c={c} onTable={onTable} holes={holes} seatName={seatName} />

      <EventsPanel o={o} c={c} seatName={seatName} />
    </div>
  );
}

// The decisions the Leader makes for the walrus and the current (PL-3), each answered by
// clicking a square.
const LEADER_DECISIONS: ReadonlySet<string> = new Set<Obs['decision']>([
  'as Leader, choose which tied penguin the walrus goes for',
  "as Leader, choose the walrus' step",
  "as Leader, choose the current's direction",
  'as Leader, choose where the walrus shoves',
]);

// What to do now, in words, from the decision and the legal moves.
function prompt(view: View): string | undefined {
  const o = readObs(view);
  const legal = movesOf<PluckyMove>(view, true);
  // With two penguins (the team modes), say which one this decision is for: the
  // first of yours still off the board, or still without a character.
  const mine = o.penguins.filter((p) => p.player === view.viewer);
  const nth = ['first', 'second', 'third', 'fourth'];
  const which = (p: (typeof mine)[number] | undefined) =>
    mine.length > 1 && p ? `${p.label} (your ${nth[mine.indexOf(p)] ?? 'next'} penguin)` : 'your penguin';
  if (hasKind(legal, 'place')) return `place ${which(mine.find((p) => !p.square))} on a corner ice square (click a highlighted corner)`;
  if (o.decision === 'choose a character') return `choose the character card of ${which(mine.find((p) => !p.character))}`;
  if (hasKind(legal, 'evade')) return 'evade the Event by discarding fish, or accept it';
  if (hasKind(legal, 'discard')) return o.decision === 'discard down to the hand limit' ? 'discard down to the hand limit (click a card in your hand)' : 'discard a card (click it in your hand)';
  if (hasKind(legal, 'go_with')) return 'choose which of your penguins takes its turn (click it on the board)';
  if (LEADER_DECISIONS.has(o.decision)) return o.decision + ' (click a highlighted square)';
  if (o.asked === view.viewer && hasKind(legal, 'pass')) {
    const top = o.stack[o.stack.length - 1];
    const what = top?.event !== undefined ? 'the Event just drawn' : top?.play ? `the ${titled(top.play)} just played` : 'the last move';
    // The server passes for a seat that holds no answer (docs/protocol.md, "Response windows").
    return legal.length > 1 ? `answer ${what} with a lightning card or ability, or pass` : `nothing you hold answers ${what}: you pass in a moment`;
  }
  if (hasKind(legal, 'move'))
    return `move your penguin (${o.movements} movement${o.movements === 1 ? '' : 's'} left: click a highlighted square), play cards, or end your turn`;
  // No movement left (N12): no square is lit, so none is asked for.
  if (hasKind(legal, 'end_turn')) return legal.length > 1 ? 'play cards, or end your turn' : 'end your turn';
  return undefined;
}

const MODES: Record<string, string> = {
  teams: 'teams',
  golden_fish: 'Golden Fish',
  capture_the_fish: 'Capture the Fish',
};

// The end: what decided it (N12), then every penguin with its player, its fish,
// the Golden Fish it holds, and whether it was eaten, for the result panel.
function Breakdown({ view, seatName }: { view: View; seatName: (seat: number) => string }) {
  const o = readObs(view);
  const teams = o.mode === 'teams' || o.penguins.length > view.seats.length;
  return (
    <div class="plucky-end">
      <p class="plucky-end-why">{endWords(o)}</p>
      <table class="plucky-breakdown">
        <thead>
          <tr>
            {teams && <th>penguin</th>}
            <th>player</th>
            <th>fish</th>
            <th>
              <span class="sr-only">notes</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {o.penguins.map((p) => (
            <tr data-penguin={p.index}>
              {teams && <td>{p.label}</td>}
              <td>{seatName(p.player)}</td>
              <td>{p.fish}</td>
              <td>{[p.golden_fish ? 'holds the Golden Fish' : '', p.alive ? '' : 'eaten'].filter(Boolean).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Why the game ended as it did, in the rulebook's terms: the walrus ate everyone
// (R17, PL-9), one penguin or team was left standing (R17, R19), a carrier brought
// the rival fish home (R21), or the Action deck ran out or the 60 rounds passed and
// the most fish won (R16, PL-11).
function endWords(o: Obs): string {
  const standing = o.penguins.filter((p) => p.alive);
  if (standing.length === 0) return 'The walrus ate the last penguins: nobody wins.';
  const sides = new Set(standing.map((p) => (o.mode === 'teams' || o.mode === 'capture_the_fish' ? p.team : p.player)));
  const byFish = 'the most fish among the penguins still standing wins';
  if (o.deck_out) return `The Action deck ran out, so the game ended with round ${o.round}: ${byFish}.`;
  if (o.round >= 60) return `Sixty rounds were played, the most a game lasts: ${byFish}.`;
  if (o.mode === 'capture_the_fish' && sides.size > 1) return "A carrier brought the rival team's fish home to its own corner.";
  if (sides.size === 1)
    return o.mode === 'teams' || o.mode === 'capture_the_fish'
      ? 'One team was left standing: the walrus ate the others.'
      : 'One penguin was left standing: the walrus ate the others.';
  return 'The game is over.';
}

export const page: GamePage = {
  Breakdown,
  scoreName: 'fish',
  Board,
  prompt,
  needsComponents: true,
  optionWords: (o) => [
    ...(o.mode && MODES[o.mode] ? [MODES[o.mode]] : []),
    ...(o.characters === 'chosen' ? ['characters chosen'] : []),
  ],
};
