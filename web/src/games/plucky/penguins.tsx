// Plucky's penguins panel: each penguin with its owner, team, character, fish and
// what has happened to it (and whether it has moved this round), the hand sizes and the
// Leader.
import { usable, type Components } from './components';
import { FishShape, LeaderToken, Meeple, TEAM_COLORS } from './art';
import type { Obs, Penguin } from './observation';

export function PenguinsPanel({
  o,
  c,
  active,
  one,
  holes,
  seatName,
}: {
  o: Obs;
  c: Components;
  active: Penguin | undefined;
  one: boolean;
  holes: string[];
  seatName: (seat: number) => string;
}) {
  return (
    <section class="plucky-penguins" aria-label="penguins">
      <h2>Penguins</h2>
      <ul>
        {o.penguins.map((p) => {
          const u = p.character ? usable(c, p.character) : undefined;
          return (
            <li class={`${p.alive ? '' : 'plucky-eaten'} ${p === active ? 'plucky-turn' : ''}`} data-penguin={p.index} data-fish={p.fish}>
              <svg viewBox="0 0 40 52" class="plucky-icon" aria-hidden="true">
                <Meeple p={p} x={0} y={0} s={1} ring={o.mode === 'capture_the_fish' ? TEAM_COLORS[p.team % 2] : undefined} />
              </svg>
              <div>
                <b>{p.label}</b> {o.leader === p.player && one && <LeaderToken />}
                {one ? (
                  p.label !== seatName(p.player) && <> · {seatName(p.player).replace(/^player \d+ ?/, '').replace(/^\((.*)\)$/, '$1')}</>
                ) : (
                  <> of {seatName(p.player)}</>
                )}
                {(o.mode === 'teams' || o.mode === 'capture_the_fish') && <> · team {p.team + 1}</>}
                {u && (
                  <span class="plucky-char" title={u.text}>
                    {' '}
                    · {u.title}
                    {p.ability_used ? ' (ability used)' : ''}
                  </span>
                )}
                <br />
                <span class="plucky-fishes" role="img" aria-label={`${p.fish} fish`}>
                  {Array.from({ length: Math.min(p.fish, 8) }, () => (
                    <svg viewBox="0 0 36 20" class="plucky-fish-icon">
                      <FishShape x={0} y={0} s={1} />
                    </svg>
                  ))}
                  <span class="plucky-fish-count">{p.fish} fish</span>
                </span>
                {p.golden_fish && <span class="plucky-badge plucky-gold">Golden Fish</span>}
                {!p.alive && <span class="plucky-badge plucky-dead">eaten</span>}
                {p.alive && <span class="plucky-where">{p.square ? ` on ${p.square}` : ' not placed'}</span>}
                {p.last_hole >= 0 && holes[p.last_hole] && <span class="plucky-badge">last fished at {holes[p.last_hole]}</span>}
                {p.thick_ice && <span class="plucky-badge">Thick Ice</span>}
                {p.cheaper_evade && <span class="plucky-badge">next evade −1 fish</span>}
                {p.moved && <span class="plucky-badge plucky-done">has moved</span>}
                {one && <span class="plucky-hand-size"> · {o.hand_sizes[p.player] ?? 0} cards in hand</span>}
              </div>
            </li>
          );
        })}
      </ul>
      {!one && (
        <p class="plucky-hands">
          {o.hand_sizes.map((n, s) => (
            <span>
              {seatName(s)}: {n} cards{o.leader === s ? ' · Leader' : ''}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
