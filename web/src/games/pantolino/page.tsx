// The Pantolino table: four dice of coloured boots with the star joker, the supply
// of boot tokens sorted by colour, and every player's centipede from head to tail.
// The roller picks dice to reroll on the dice themselves; the taker clicks a token.
import { useEffect, useState } from 'preact/hooks';
import type { View } from '../../api';
import { hasKind, movesOf, ofKind, type PantolinoMove, type PantolinoMoveToken as Token } from '../../moves';
import { readPantolino, type PantolinoObservation } from '../observation';
import type { GamePage, GameProps } from '../types';
import { InBar } from '../../table/decision';
import { CentipedeHead, DieFace, TokenFace, tokenWidth } from './art';
import './pantolino.css';

const COLOURS = ['yellow', 'red', 'green', 'blue', 'black'] as const;
const SIZES = [2, 3, 4];
const MAX_ROLLS = 3;
const SOLO_TURNS = 15;

// The observation, as its schema (docs/schemas/pantolino.observation.json) has it.
type Obs = PantolinoObservation;

// "red 3" -> ["red", 3].
function token(name: string): [string, number] {
  const [colour, n] = name.split(' ');
  return [colour, Number(n) || 0];
}

// One die as the table shows it (it rolls in when its face changes, style.css).
function DieSvg({ face }: { face?: string }) {
  return (
    <svg viewBox="0 0 48 48" class="pantolino-die-svg rolls" aria-hidden="true">
      <DieFace face={face} />
    </svg>
  );
}

// A boot-leg token: its colour, with as many boots drawn as it is worth.
function TokenSvg({ colour, boots }: { colour: string; boots: number }) {
  const w = tokenWidth(boots);
  return (
    <svg viewBox={`0 0 ${w} 34`} class="pantolino-token-svg" style={{ width: `${w * 1.1}px` }} aria-hidden="true">
      <TokenFace colour={colour} boots={boots} />
    </svg>
  );
}

// "Yellow 2 (stars included)": what each colour counts with the dice as they are
// (the caller leaves out dice still rolling, whose old faces no longer count).
function counts(dice: string[]) {
  const stars = dice.filter((d) => d === 'star').length;
  return COLOURS.map((c) => [c, dice.filter((d) => d === c).length + stars] as const);
}

function Dice({ obs, moves, act }: { obs: Obs; moves: PantolinoMove[]; act?: (a: string) => void }) {
  const dice = obs.dice ?? [];
  const rolling = new Set(obs.phase === 'rolling' ? obs.dice_to_roll ?? [] : []);
  const [picked, setPicked] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const rerolls = ofKind(moves, 'reroll');
  const canReroll = !!act && rerolls.length > 0;
  // A new roll (or someone else's turn) clears the choice.
  useEffect(() => {
    setPicked([]);
    setNote('');
  }, [dice.join(','), obs.rolls_done, obs.current_player]);

  // The legal reroll of exactly these dice (counted from 0, as forms count), if any.
  const rerollOf = (dice: number[]) => rerolls.find((m) => m.dice.length === dice.length && m.dice.every((d, i) => d === dice[i]));
  const toggle = (d: number) => setPicked((p) => (p.includes(d) ? p.filter((x) => x !== d) : [...p, d].sort((a, b) => a - b)));
  // `picked` counts dice from 1, as the players do; forms count from 0.
  const reroll = () => {
    if (!act) return;
    const move = rerollOf(picked.map((d) => d - 1));
    if (move) act(move.words);
    else setNote(`Rerolling ${picked.length === 1 ? `die ${picked[0]}` : `dice ${picked.join(', ')}`} is not allowed now.`);
  };
  const stop = moves.find((m) => m.kind === 'stop');
  const rolls = obs.rolls_done ?? 0;
  // For each colour showing: the reroll (R3) that keeps it and the stars (R5: a star
  // counts for the colour named), when that is a legal move.
  const keeps = COLOURS.filter((c) => dice.includes(c)).flatMap((colour) => {
    const others = dice.map((f, i) => (f !== colour && f !== 'star' ? i : -1)).filter((i) => i >= 0);
    const move = rerollOf(others);
    return canReroll && move ? [{ colour, move: move.words, n: others.length }] : [];
  });
  return (
    <section class="pantolino-dice-area" aria-label="dice">
      <h2>
        Dice <small>{obs.phase === 'over' ? '' : `roll ${Math.min(rolls + (obs.phase === 'rolling' ? 1 : 0), MAX_ROLLS)} of ${MAX_ROLLS}`}</small>
      </h2>
      <div class="pantolino-dice">
        {[0, 1, 2, 3].map((i) => {
          const face = rolling.has(i + 1) ? undefined : dice[i];
          const shown = face === 'star' ? 'joker' : face ?? '…';
          const name = face === 'star' ? 'joker (a star)' : face ? `${face} boot` : 'being rolled';
          const chosen = picked.includes(i + 1);
          // The name starts with the word on the die (voice control's "click black").
          const label = `${name}, die ${i + 1}`;
          const body = (
            <>
              {/* keyed by face: a die that changes is drawn afresh, and rolls in (style.css) */}
              <DieSvg key={face ?? '?'} face={face} />
              <span class="pantolino-die-name">{shown}</span>
              {/* "keep" or "reroll" is drawn by the style sheet: a screen reader hears the
                  button's pressed state (pressed: to reroll) instead */}
            </>
          );
          return canReroll ? (
            <button
              type="button"
              class={`pantolino-die legal${chosen ? ' pantolino-chosen' : ''}`}
              data-die={i + 1}
              data-face={face ?? ''}
              aria-pressed={chosen}
              aria-label={`${label}: reroll`}
              onClick={() => toggle(i + 1)}
            >
              {body}
            </button>
          ) : (
            <div class="pantolino-die" data-die={i + 1} data-face={face ?? ''} aria-label={label} role="img">
              {body}
            </div>
          );
        })}
      </div>
      {canReroll && (
        <>
          <InBar>
            <button type="button" class="primary pantolino-reroll" disabled={picked.length === 0} onClick={reroll}>
              {picked.length === 0 ? 'Pick dice to reroll' : `Reroll ${picked.length} ${picked.length === 1 ? 'die' : 'dice'}`}
            </button>
            {stop && (
              <button type="button" class="pantolino-stop legal" onClick={() => act?.(stop.words)}>
                Stop
              </button>
            )}
            {/* The usual reroll in one press: keep a colour (and the stars), reroll the rest. */}
            {keeps.map(({ colour, move, n }) => (
              <button type="button" class="pantolino-keep legal" data-move={move} onClick={() => act?.(move)}>
                Keep {colour}, reroll {n}
              </button>
            ))}
          </InBar>
          <p class="pantolino-roll-actions">
            <small>Click dice to choose which to reroll; the others are set aside.</small>
          </p>
        </>
      )}
      {note && <p class="error">{note}</p>}
      {dice.length > 0 && obs.phase !== 'over' && (
        <p class="pantolino-counts" aria-label="counts with stars">
          Counts (stars included):{' '}
          {counts(dice.filter((_, i) => !rolling.has(i + 1))).map(([c, n]) => (
            <span class={`pantolino-count pantolino-c-${c}`}>
              {c} {n}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

function Supply({ obs, moves, act }: { obs: Obs; moves: PantolinoMove[]; act?: (a: string) => void }) {
  const supply = new Set(obs.supply ?? []);
  const is = (t: Token | null, c: string, n: number) => t?.colour === c && t.boots === n;
  const nothing = moves.find((m) => m.kind === 'take_nothing');
  return (
    <section class="pantolino-supply" aria-label="supply of boot tokens">
      <h2>
        Supply <small>{supply.size} of 15 tokens left</small>
      </h2>
      <div class="pantolino-supply-grid">
        {COLOURS.map((c) => (
          <div class="pantolino-supply-row" role="group" aria-label={`${c} tokens`}>
            {SIZES.map((n) => {
              const name = `${c} ${n}`;
              if (!supply.has(name))
                return <div class="pantolino-slot" data-token={name} role="img" aria-label={`${name}: gone`} />;
              const move = moves.find((m) => (m.kind === 'discard' || (m.kind === 'take' && m.from === undefined)) && is(m.token, c, n));
              const take = act ? move?.words : undefined;
              const face = (
                <>
                  <TokenSvg colour={c} boots={n} />
                  <span class="pantolino-token-name">
                    {move?.kind === 'discard' ? 'discard ' : ''}
                    {name}
                  </span>
                </>
              );
              return take ? (
                <button type="button" class="pantolino-token legal" data-token={name} data-flip={`token ${name}`} data-move={take} aria-label={`${take} (${n} ${c} boots)`} onClick={() => act!(take)}>
                  {face}
                </button>
              ) : (
                <div class="pantolino-token" data-token={name} data-flip={`token ${name}`} role="img" aria-label={`${name}: ${n} ${c} boots`}>
                  {face}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {act && nothing && <TakeNothing act={act} words={nothing.words} />}
    </section>
  );
}

// When no token qualifies there is nothing to choose (R6, PA-5): the move is made for the
// player after a moment, which the status line explains; the button only hurries it.
const NOTHING_AFTER_MS = 1200;
function TakeNothing({ act, words }: { act: (a: string) => void; words: string }) {
  useEffect(() => {
    const t = setTimeout(() => act(words), NOTHING_AFTER_MS);
    return () => clearTimeout(t);
  }, [words]);
  return (
    <InBar>
      <button type="button" class="legal pantolino-nothing" onClick={() => act(words)}>
        Go on
      </button>
    </InBar>
  );
}

function Centipedes({ obs, moves, act, seatName, viewer }: { obs: Obs; moves: PantolinoMove[]; act?: (a: string) => void; seatName: (s: number) => string; viewer: number }) {
  const winners = new Set(obs.winners ?? []);
  return (
    <section class="pantolino-centipedes" aria-label="centipedes">
      <h2>Centipedes</h2>
      {(obs.centipedes ?? []).map((c) => {
        const tokens = c.tokens ?? [];
        return (
          <div class={`pantolino-centipede${c.player === obs.current_player && obs.phase !== 'over' ? ' pantolino-current' : ''}`} data-player={c.player}>
            <div class="pantolino-centipede-head">
              <b>{seatName(c.player)}</b>
              <span class="pantolino-boots" data-boots={c.boots}>
                {c.boots} {c.boots === 1 ? 'boot' : 'boots'}
              </span>
              {winners.has(c.player) && <span class="pantolino-winner">winner</span>}
            </div>
            <ol class="pantolino-body" aria-label={`${seatName(c.player)}'s centipede, head to tail`}>
              <li class="pantolino-head-token" aria-label="centipede head">
                <svg viewBox="0 0 40 34" aria-hidden="true">
                  <CentipedeHead fill={c.player === viewer ? '#7cc26b' : '#9acb7a'} />
                </svg>
              </li>
              {tokens.map((t, i) => {
                const [colour, n] = token(t);
                const tail = i === tokens.length - 1;
                const steal = tail ? ofKind(moves, 'take').find((m) => m.from === c.player)?.words : undefined;
                const can = act && steal;
                const face = <TokenSvg colour={colour} boots={n} />;
                return (
                  <li class={tail ? 'pantolino-tail' : ''} data-token={t} data-flip={`token ${t}`}>
                    {can ? (
                      <button type="button" class="pantolino-token legal" data-move={steal} aria-label={`${steal} (the tail of the centipede)`} onClick={() => act!(steal)}>
                        {face}
                        <span class="pantolino-token-name">take {t}</span>
                      </button>
                    ) : (
                      <span role="img" aria-label={`${t}${tail ? ' (tail)' : ''}`}>
                        {face}
                      </span>
                    )}
                  </li>
                );
              })}
              {tokens.length === 0 && <li class="pantolino-empty">no tokens yet</li>}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

function Board({ view, act, seatName }: GameProps) {
  const obs = readPantolino(view);
  const opts = obs.options ?? {};
  const solo = opts.players === 1;
  const moves = movesOf<PantolinoMove>(view, act);
  const turn = obs.turn ?? 0;
  const modes = [
    solo ? `Solo game: ${SOLO_TURNS} turns, and when no token qualifies the smallest one left leaves the game` : undefined,
    opts.escaping_boots ? 'Escaping Boots: the tail token of an opponent’s centipede may be taken' : undefined,
    !solo && opts.discard_smallest ? 'When no token qualifies, the smallest token in the supply is discarded' : undefined,
  ].filter(Boolean);
  return (
    <div class="pantolino-board">
      <p class="pantolino-turn">
        {obs.phase === 'over'
          ? solo
            ? `The solo game is over: ${obs.centipedes?.[0]?.boots ?? 0} boots collected.`
            : 'The game is over: the longest centipede wins.'
          : `Turn ${turn}${solo ? ` of ${SOLO_TURNS}` : ''}: ${seatName(obs.current_player ?? 0)} ${obs.phase === 'taking' ? 'takes a token' : 'rolls'}.`}
      </p>
      {modes.length > 0 && (
        <ul class="pantolino-modes" aria-label="variants">
          {modes.map((m) => (
            <li>{m}</li>
          ))}
        </ul>
      )}
      <Dice obs={obs} moves={moves} act={act} />
      <Supply obs={obs} moves={moves} act={act} />
      <Centipedes obs={obs} moves={moves} act={act} seatName={seatName} viewer={view.viewer} />
    </div>
  );
}

// What the player whose move it is should do, in words.
function prompt(view: View): string | undefined {
  const obs = readPantolino(view);
  const moves = movesOf<PantolinoMove>(view, true);
  if (hasKind(moves, 'reroll')) {
    const left = MAX_ROLLS - (obs.rolls_done ?? 0);
    return `pick dice to reroll (${left} ${left === 1 ? 'reroll' : 'rerolls'} left) or stop`;
  }
  const takes = ofKind(moves, 'take');
  if (takes.length > 0)
    return takes.some((m) => m.from !== undefined) ? 'take a boot token from the supply or an opponent’s tail' : 'take a boot token from the supply';
  if (hasKind(moves, 'discard')) return 'no token qualifies: discard a smallest token from the supply';
  if (hasKind(moves, 'take_nothing')) return 'no token qualifies, so you take nothing this turn; the game goes on in a moment';
  return undefined;
}

// The end, boots per colour: the score is the boots (R10), and a tie goes to the
// larger single-colour total.
function Breakdown({ view, seatName }: { view: View; seatName: (seat: number) => string }) {
  const obs = readPantolino(view);
  return (
    <div class="pantolino-breakdown">
      <table>
        <thead>
          <tr>
            <th>player</th>
            <th>boots</th>
            {COLOURS.map((c) => (
              <th>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(obs.centipedes ?? []).map((c) => {
            const per: Record<string, number> = {};
            for (const t of c.tokens) {
              const [colour, boots] = token(t);
              per[colour] = (per[colour] ?? 0) + boots;
            }
            return (
              <tr data-player={c.player}>
                <td>{seatName(c.player)}</td>
                <td>{c.boots}</td>
                {COLOURS.map((colour) => (
                  <td data-colour={colour}>{per[colour] ?? ''}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {(obs.centipedes?.length ?? 0) > 1 && <p>The most boots wins; a tie goes to the larger total in one colour.</p>}
    </div>
  );
}

export const page: GamePage = {
  Breakdown,
  Board,
  prompt,
  scoreName: 'boots',
  optionWords: (o) => [
    ...(o.escaping_boots === 'true' ? ['Escaping Boots'] : []),
    ...(o.discard_smallest === 'true' && o.players !== '1' ? ['the smallest token is discarded when none qualifies'] : []),
  ],
};
