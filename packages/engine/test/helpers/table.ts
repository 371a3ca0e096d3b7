// A table for tests written in TypeScript that need the whole state (views, raw events): built and
// played in the scenario words (card faces, seat letters, command lines), as a scenario file would.
import { applyInPlace, createGame, getRuleset } from '../../src/index.ts';
import type { Camp, CardId, GameEvent, GameState, Seat } from '../../src/index.ts';
import { parseCommand } from '../../src/scenario/index.ts';
import { findCharacterId } from '../../src/scenario/commands.ts';
import { matchesFace, parseFace } from '../../src/scenario/names.ts';

export interface TableSpec {
  players: number;
  camps: Camp[];
  first?: Seat;
  hands?: Record<number, string[]>;
  intel?: Record<number, string[]>;
  deck?: string[];
  discard?: string[];
  /** Where the cards not named go (default: the deck, under the named top). */
  rest?: 'deck' | 'discard' | 'removed';
  /** Characters by seat, by Chinese name; `up` lists the seats whose character starts face up. */
  characters?: string[];
  up?: Seat[];
  down?: Seat[];
  autoPass?: boolean;
  /** Start with the first turn's draw (default: in the play phase, no draw). */
  draw?: boolean;
}

export interface Table {
  s: GameState;
  /** Every event so far, raw (the views turn them into what each seat is shown). */
  events: GameEvent[];
  /** The card of this face (the first copy placed by the spec that matches). */
  card(face: string): CardId;
  /** Play one command line ("A: use red lock on C"); returns that command's events. */
  play(line: string): GameEvent[];
}

export function table(spec: TableSpec): Table {
  const rs = getRuleset('standard');
  const used = new Set<CardId>();
  const placed = new Map<string, CardId>();
  const take = (name: string): CardId => {
    const p = parseFace(name);
    if (typeof p === 'string') throw new Error(p);
    const c = rs.cards.findIndex((f, id) => !used.has(id) && matchesFace(p, f));
    if (c < 0) throw new Error(`no ${name} left`);
    used.add(c);
    if (!placed.has(name)) placed.set(name, c);
    return c;
  };
  const bySeat = (m: Record<number, string[]> | undefined): CardId[][] =>
    Array.from({ length: spec.players }, (_, i) => (m?.[i] ?? []).map(take));
  const characters = spec.characters?.map((name) => {
    const id = findCharacterId('standard', name);
    if (!id) throw new Error(`no character ${name}`);
    return id;
  });
  const characterUp = characters?.map((_, i) =>
    spec.up?.includes(i) ? true : spec.down?.includes(i) ? false : undefined,
  );
  const created = createGame({
    ruleset: 'standard',
    players: spec.players,
    seed: 1,
    autoPass: spec.autoPass ?? true,
    characters: characters !== undefined,
    setup: {
      camps: spec.camps,
      hands: bySeat(spec.hands),
      intel: bySeat(spec.intel),
      deck: (spec.deck ?? []).map(take),
      discard: (spec.discard ?? []).map(take),
      rest: spec.rest,
      firstPlayer: spec.first ?? 0,
      ...(characters ? { characters, characterUp: characterUp as boolean[] } : {}),
      skipFirstDraw: !spec.draw,
    },
  });
  const s = created.state;
  const events = created.events;
  return {
    s,
    events,
    card(face) {
      const c = placed.get(face);
      if (c === undefined) throw new Error(`${face} was not placed`);
      return c;
    },
    play(line) {
      const p = parseCommand(line, s);
      if ('error' in p) throw new Error(`${line}: ${p.error}`);
      const r = applyInPlace(s, p.seat, p.command);
      if (!r.ok) throw new Error(`${line}: ${r.error}`);
      events.push(...r.events);
      return r.events;
    },
  };
}
