// Fixed tables for the bots' tests: distinct cards picked by function and colour, a table whose
// seats each keep the log they have seen, and a command played on it.
import { applyInPlace, createGame, eventsFor, getRuleset } from '@fengsheng/engine';
import type {
  Camp,
  CardId,
  Colour,
  Command,
  Delivery,
  EventView,
  FnId,
  GameEvent,
  GameState,
} from '@fengsheng/engine';

/** Picks distinct card ids of `ruleset`'s deck by function, colour and (when given) delivery, each id once. */
export function cardPicker(ruleset: string): (fn: FnId, colour: Colour, delivery?: Delivery) => CardId {
  const cards = getRuleset(ruleset).cards;
  const used = new Set<CardId>();
  return (fn, colour, delivery) => {
    const id = cards.findIndex(
      (f, i) =>
        !used.has(i) &&
        f.fn === fn &&
        f.colour === colour &&
        (delivery === undefined || f.delivery === delivery),
    );
    if (id < 0) throw new Error(`no ${colour} ${fn} ${delivery ?? ''} left`);
    used.add(id);
    return id;
  };
}

/** A game and, per seat, the events that seat has seen (what a bot is handed as `seen`). */
export interface Table {
  state: GameState;
  logs: EventView[][];
}

export function tableOf(created: { state: GameState; events: GameEvent[] }): Table {
  return {
    state: created.state,
    logs: created.state.players.map((_, s) => eventsFor(created.state, created.events, s)),
  };
}

/** `seat` plays `cmd`; every seat's log gains what it sees of it. */
export function step(t: Table, seat: number, cmd: Command): void {
  const r = applyInPlace(t.state, seat, cmd);
  if (!r.ok) throw new Error(`${JSON.stringify(cmd)}: ${r.error}`);
  t.logs.forEach((log, s) => log.push(...eventsFor(t.state, r.events, s)));
}

/** A table of characters, each seat's hand and intel set, the first draw skipped (seed 7). */
export interface CharacterTableSpec {
  ruleset?: string;
  camps: Camp[];
  hands: CardId[][];
  intel: CardId[][];
  first: number;
  characters: (string | null)[];
  /** The seats whose character is face up. */
  up: boolean[];
}

export function characterTable(spec: CharacterTableSpec): Table {
  return tableOf(
    createGame({
      ruleset: spec.ruleset ?? 'standard',
      players: spec.camps.length,
      seed: 7,
      characters: true,
      setup: {
        camps: spec.camps,
        hands: spec.hands,
        intel: spec.intel,
        firstPlayer: spec.first,
        skipFirstDraw: true,
        characters: spec.characters,
        characterUp: spec.up,
      },
    }),
  );
}
