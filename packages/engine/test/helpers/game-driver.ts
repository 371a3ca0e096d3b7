// Test-only: a random game driver for the property tests (options, choosers, playing a game to its end).
import fc from 'fast-check';
import { nextU32, seedRng } from '../../src/core/rng.ts';
import { apply, applyInPlace, createGame, legalCommands, pending } from '../../src/index.ts';
import type { Command, GameEvent, GameOptions, GameState, Seat } from '../../src/index.ts';

export const CARD_COUNT = 81;
/** The game cards of each edition: 81 (seed 000: 游戏牌81张), 87 (seed 001: 基础牌 87张), 108 (seed 003: 游戏卡108张). */
export const CARD_COUNTS: Readonly<Record<string, number>> = {
  standard: CARD_COUNT,
  zailin: 87,
  online: 108,
};
export const MAX_COMMANDS = 5000;
export const RESULT_REASONS = ['intel', 'lastStanding', 'mission', 'solo', 'noneLeft', 'stalled'] as const;
/** Table sizes with a printed alternative identity row (初次游戏 for 4 and 6, 2/2/3 for 7). */
export const VARIANT_TABLES: ReadonlySet<number> = new Set([4, 6, 7]);

export interface LoggedCommand {
  seat: Seat;
  command: Command;
}

/** Picks an index in [0, n). Driven by fast-check in properties, by a seeded PRNG in plain loops. */
export type Choose = (n: number) => number;

// ---------------------------------------------------------------------------------------------
// Game options and choices

function options(
  players: number,
  seed: number,
  autoPass: boolean,
  variant: boolean,
  characters = false,
): GameOptions {
  return {
    ruleset: 'standard',
    players,
    seed,
    autoPass,
    identityTable: variant && VARIANT_TABLES.has(players) ? 'variant' : 'standard',
    characters,
    expansion: characters,
  };
}

/** Any table: 3..9 players, any seed, either identity table where one exists, autoPass on or off. */
export const gameOptionsArb: fc.Arbitrary<GameOptions> = fc
  .record({
    players: fc.integer({ min: 3, max: 9 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    autoPass: fc.boolean(),
    variant: fc.boolean(),
    characters: fc.boolean(),
  })
  .map((o) => options(o.players, o.seed, o.autoPass, o.variant, o.characters));

/** A chooser that lets fast-check pick every decision (and shrink it). */
export function chooserFrom(g: fc.GeneratorValue): Choose {
  return (n) => (n <= 1 ? 0 : g(fc.nat, { max: n - 1 }));
}

/** A seeded PRNG for the plain (non fast-check) loops: the engine's own generator. */
export function seededRandom(seed: number): () => number {
  const r = seedRng(seed);
  return () => nextU32(r) / 4294967296;
}

export function chooserFromRandom(random: () => number): Choose {
  return (n) => Math.floor(random() * n);
}

export function randomOptions(random: () => number, players: number): GameOptions {
  return options(players, Math.floor(random() * 0x100000000), random() < 0.5, random() < 0.5, random() < 0.5);
}

/** A chooser that records its picks, and one that plays them back. */
export function recording(choose: Choose): { choose: Choose; picks: number[] } {
  const picks: number[] = [];
  return {
    picks,
    choose: (n) => {
      const i = choose(n);
      picks.push(i);
      return i;
    },
  };
}

export function playback(picks: readonly number[]): Choose {
  let k = 0;
  return () => {
    if (k >= picks.length) throw new Error('playback ran out of recorded picks');
    return picks[k++];
  };
}

export function describeGame(o: GameOptions, log: readonly LoggedCommand[]): string {
  const last = log.length > 0 ? log[log.length - 1] : null;
  return (
    `seed ${o.seed}, ${o.players} players, table ${o.identityTable ?? 'standard'}, autoPass ${o.autoPass ?? true}, ` +
    `after ${log.length} commands` +
    (last ? ` (last: seat ${last.seat} ${JSON.stringify(last.command)})` : '')
  );
}

// ---------------------------------------------------------------------------------------------
// The driver

export interface Step {
  /** 0-based index of this command in the log. */
  index: number;
  seat: Seat;
  command: Command;
  /** The state before the command (the same object as `state` unless `pure`). */
  before: GameState;
  state: GameState;
  events: GameEvent[];
  log: readonly LoggedCommand[];
}

export interface Played {
  options: GameOptions;
  state: GameState;
  log: LoggedCommand[];
  /** createGame's events followed by every command's events. */
  events: GameEvent[];
}

export interface PlayHooks {
  onStart?(state: GameState, events: GameEvent[]): void;
  /** Called before each command is chosen (the state is the one the command will apply to). */
  beforeStep?(state: GameState, log: readonly LoggedCommand[]): void;
  onStep?(step: Step): void;
  /** Step with `apply` (a fresh state each command) instead of `applyInPlace`. */
  pure?: boolean;
  maxCommands?: number;
}

/**
 * Play a game to its end (or `maxCommands`), each command picked by `choose` among the legal
 * commands of the seat the game waits for.
 */
export function playGame(opts: GameOptions, choose: Choose, hooks: PlayHooks = {}): Played {
  const created = createGame(opts);
  let state = created.state;
  const events = [...created.events];
  const log: LoggedCommand[] = [];
  hooks.onStart?.(state, created.events);
  const max = hooks.maxCommands ?? MAX_COMMANDS;
  while (!state.result && log.length < max) {
    hooks.beforeStep?.(state, log);
    const p = pending(state);
    if (!p) throw new Error(`nothing pending while the game runs: ${describeGame(opts, log)}`);
    const legal = legalCommands(state, p.seat);
    if (legal.length === 0)
      throw new Error(`seat ${p.seat} is pending with no legal command: ${describeGame(opts, log)}`);
    const command = legal[choose(legal.length)];
    const before = state;
    let stepEvents: GameEvent[];
    if (hooks.pure) {
      const r = apply(state, p.seat, command);
      if (!r.ok) throw new Error(`legal command rejected (${r.error}): ${describeGame(opts, log)}`);
      state = r.state;
      stepEvents = r.events;
    } else {
      const r = applyInPlace(state, p.seat, command);
      if (!r.ok) throw new Error(`legal command rejected (${r.error}): ${describeGame(opts, log)}`);
      stepEvents = r.events;
    }
    log.push({ seat: p.seat, command });
    events.push(...stepEvents);
    hooks.onStep?.({ index: log.length - 1, seat: p.seat, command, before, state, events: stepEvents, log });
  }
  return { options: opts, state, log, events };
}
