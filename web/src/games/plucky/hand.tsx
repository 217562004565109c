// Plucky's hand panel: the viewer's Action cards and their penguins' Penguin cards,
// to play, discard or use.
import { usable, type Components } from './components';
import { CardFace } from './art';
import { num, type Penguin } from './observation';
import type { PluckyMove } from '../../moves';
import { playsSource, type Armed } from './squares';

// "Your hand: 3 Action cards", "Your hand: no Action cards" (your penguins'
// character cards are shown beside it, and are not in the hand).
function handWords(n: number) {
  return `Your hand: ${n === 0 ? 'no' : n} Action card${n === 1 ? '' : 's'}`;
}

export function HandPanel({
  moves,
  c,
  hand,
  handIds,
  myPenguins,
  live,
  armed,
  send,
  clickCard,
}: {
  moves: PluckyMove[];
  c: Components;
  hand: Record<string, number> | undefined;
  handIds: string[];
  myPenguins: Penguin[];
  live: boolean;
  armed: Armed | undefined;
  send: (move: string) => void;
  clickCard: (verb: 'play' | 'use', id: string, title: string) => void;
}) {
  return (
    <section class="plucky-hand" aria-label="your hand">
      <h2>{hand ? handWords(handIds.reduce((a, id) => a + num(hand[id]), 0)) : 'Your penguins'}</h2>
      {hand && handIds.length > 0 ? (
        <div class="plucky-cards">
          {handIds.map((id) => {
            const u = usable(c, id);
            const plays = live && moves.some((m) => playsSource(m, 'play', id));
            const discard = live ? moves.find((m) => m.kind === 'discard' && m.card === id) : undefined;
            const cls = `plucky-card plucky-action ${plays || discard ? 'legal' : ''} ${armed?.verb === 'play' && armed.id === id ? 'plucky-armed' : ''}`;
            if (plays || discard)
              return (
                <button
                  type="button"
                  class={cls}
                  data-card={id}
                  onClick={() => (discard ? send(discard.words) : clickCard('play', id, u.title))}
                >
                  {/* named by what it shows, the verb first: "Play Action card Waddle …" */}
                  <span class="plucky-card-do">{discard ? 'Discard' : 'Play'}</span>
                  <CardFace u={u} count={hand[id]} />
                </button>
              );
            return (
              <div class={cls} data-card={id}>
                <CardFace u={u} count={hand[id]} />
              </div>
            );
          })}
        </div>
      ) : null}
      {myPenguins.length > 0 && (
        <div class="plucky-cards" role="group" aria-label="your penguins' character cards">
          {myPenguins.map((p) => {
            if (!p.character) return null;
            const u = usable(c, p.character);
            const character = p.character;
            const uses = live && moves.some((m) => playsSource(m, 'use', character));
            const cls = `plucky-card plucky-character ${uses ? 'legal' : ''} ${p.ability_used ? 'plucky-used' : ''} ${armed?.verb === 'use' && armed.id === character ? 'plucky-armed' : ''}`;
            const face = (
              <>
                {p.ability_used && <span class="plucky-card-do">used this round</span>}
                {uses && <span class="plucky-card-do">Use</span>}
                <CardFace u={u} kind={`Penguin card · ${p.label}`} />
              </>
            );
            return uses ? (
              <button type="button" class={cls} data-character={p.character} onClick={() => clickCard('use', character, u.title)}>
                {face}
              </button>
            ) : (
              <div class={cls} data-character={p.character}>
                {face}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
