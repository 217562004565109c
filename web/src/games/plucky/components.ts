// Plucky's printed components (GET /api/components?game=plucky): the Action cards,
// the characters' Penguin cards and the Events, found by their ids or titles.

export interface Usable {
  id: string;
  title: string;
  text: string;
  timing: string; // "turn", "padlock", "lightning", "passive"
}
export interface EventCard {
  id: string;
  title: string;
  text: string;
  evade: number; // fish to discard to prevent it; -1: cannot be evaded
}
export interface Components {
  cards: Usable[];
  characters: Usable[];
  events: { orca: EventCard[]; walrus: EventCard[] };
}

// The components, or empty lists while they load (titles then come from ids).
export function readComponents(raw: unknown): Components {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const c = (raw ?? {}) as any;
  const list = (x: unknown) => (Array.isArray(x) ? x : []);
  return {
    cards: list(c.cards),
    characters: list(c.characters),
    events: { orca: list(c.events?.orca), walrus: list(c.events?.walrus) },
  };
}

export const titled = (id: string) =>
  id
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

export function usable(c: Components, id: string): Usable {
  return (
    c.cards.find((u) => u.id === id) ??
    c.characters.find((u) => u.id === id) ?? { id, title: titled(id), text: '', timing: '' }
  );
}
export function eventCard(c: Components, deck: string, id: string): EventCard {
  const list = deck === 'orca' ? c.events.orca : c.events.walrus;
  return list.find((e) => e.id === id) ?? list.find((e) => e.title === id) ?? { id, title: titled(id), text: '', evade: -1 };
}
