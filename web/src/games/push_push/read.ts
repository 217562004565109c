// Push Push Penguin's view as the page reads it: the observation read defensively,
// the penguins' colours and names, and where the penguin in turn would land.
import type { View } from '../../api';
import { readPushPush, type PushPushObservation } from '../observation';

// The observation's parts, as its schema (docs/schemas/push_push.observation.json) has them.
export type Penguin = PushPushObservation['penguins'][number];
type Board = Omit<PushPushObservation['board'], 'name'>;

// The six colours of the box, one per penguin in seat order.
const COLOURS = [
  ['blue', '#2f6fd6'],
  ['red', '#d64541'],
  ['green', '#2e9e4f'],
  ['yellow', '#e8b923'],
  ['purple', '#8e44ad'],
  ['orange', '#e67e22'],
] as const;
export const colourOf = (i: number) => COLOURS[((i % 6) + 6) % 6];

const nums = (x: unknown): number[] => (Array.isArray(x) ? x.filter((n) => typeof n === 'number') : []);

// Reads the observation defensively: a field missing or of another shape never breaks the page.
export function read(view: View) {
  const o = readPushPush(view);
  const b = o.board ?? {};
  const last = typeof b.last_space === 'number' ? b.last_space : 80;
  const board: Board = {
    last_space: last,
    ocean_start: typeof b.ocean_start === 'number' ? b.ocean_start : last + 1,
    diving_point: typeof b.diving_point === 'number' ? b.diving_point : last,
    slides: Array.isArray(b.slides)
      ? b.slides.filter((s: unknown) => Array.isArray(s) && s.length === 2).map((s: number[]) => [s[0], s[1]] as [number, number])
      : [],
    fish: nums(b.fish),
    seals: nums(b.seals),
  };
  const penguins: Penguin[] = Array.isArray(o.penguins)
    ? o.penguins.map((p, i) => ({
        ...p,
        penguin: typeof p.penguin === 'number' ? p.penguin : i,
        owner: typeof p.owner === 'number' ? p.owner : i,
        space: typeof p.space === 'number' ? p.space : 0,
        fish: typeof p.fish === 'number' ? p.fish : 0,
      }))
    : [];
  const line = nums(o.line).filter((i) => i >= 0 && i < penguins.length);
  return {
    board,
    penguins,
    line: line.length === penguins.length ? line : penguins.map((p) => p.penguin),
    orca: typeof o.orca === 'number' ? o.orca : board.last_space,
    holder: typeof o.orca_die_holder === 'number' ? o.orca_die_holder : -1,
    focus: typeof o.focus === 'number' ? o.focus : -1,
    phase: typeof o.phase === 'string' ? o.phase : '',
    round: typeof o.round === 'number' ? o.round : 0,
    supply: typeof o.fish_supply === 'number' ? o.fish_supply : undefined,
    seal: typeof o.seal === 'string' ? o.seal : undefined,
    lastSeal: o.last_seal,
    lastOrcaDie: o.last_orca_die,
    winner: typeof o.winner === 'number' ? o.winner : undefined,
    you: typeof o.you === 'number' ? o.you : view.viewer,
  };
}
export type Obs = ReturnType<typeof read>;

export const sum = (xs: number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);
// Where the penguin in turn lands if it moves now (R5: never past the orca), before its space acts.
export function landing(o: Obs, p: Penguin) {
  const steps = sum(p.go);
  const to = p.space < o.orca && p.space + steps >= o.orca ? o.orca : p.space + steps;
  return Math.min(to, o.board.last_space);
}
// Whether the Seal die asks the penguin in focus to follow the lead penguin (R9).
export const followsTheLead = (o: Obs) => o.phase === 'seal' && o.seal === 'lead penguin';
// Where "lead penguin" on the Seal die takes penguin `p` (R9): just in front of the
// leader among the others (the orca's space at most, a Surprise); undefined when p
// leads, and the result does nothing.
export function leadTarget(o: Obs, p: Penguin): number | undefined {
  const lead = Math.max(-1, ...o.penguins.filter((q) => q.penguin !== p.penguin).map((q) => q.space));
  return lead < p.space ? undefined : Math.min(lead + 1, o.orca);
}
export const isMine = (o: Obs, p: Penguin) => !p.waddlebot && p.owner === o.you && o.you >= 0;

export function penguinName(p: Penguin, seatName: (s: number) => string) {
  return p.waddlebot ? `Waddlebot of ${seatName(p.owner)}` : seatName(p.owner);
}
export const short = (p: Penguin) => (p.waddlebot ? `W${p.owner + 1}` : `P${p.owner + 1}`);
export const ordinal = (k: number) => ['1st', '2nd', '3rd'][k] ?? `${k + 1}th`;
