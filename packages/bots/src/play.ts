// Run one whole game between bots: pending -> legal commands -> bot choice -> applyKept.
// While the game runs its state stays inside this function and changes only through `applyKept`:
// that is what lets the engine hand back the legal list it built when it stopped (`keptCommands`).
import { applyKept, createGame, eventsFor, keptCommands, pending, view } from '@fengsheng/engine';
import type {
  Command,
  EventView,
  GameEvent,
  GameOptions,
  GameResult,
  GameState,
  GameView,
} from '@fengsheng/engine';
import type { Bot, BotInput } from './bot.ts';
import { mulberry32 } from './rng.ts';

export interface PlayLimits {
  /** More commands than this and the game counts as stalled. Default 5,000. */
  maxCommands?: number;
  /** A turn number above this and the game counts as stalled. Default 1,000. */
  maxTurns?: number;
}

export const DEFAULT_MAX_COMMANDS = 5000;
export const DEFAULT_MAX_TURNS = 1000;

export interface PlayedGame {
  /** finished: the engine declared a result; stalled: a limit was hit; error: see `error`. */
  outcome: 'finished' | 'stalled' | 'error';
  result: GameResult | null;
  /** Commands the bots played (the engine's automatic passes are not counted). */
  commands: number;
  /** The turn number the game ended on. */
  turns: number;
  deaths: number;
  /** Why the game errored: an illegal command, an exception, or an engine waiting for nobody. */
  error: string | null;
  /** The final state (null only if `createGame` itself failed). */
  state: GameState | null;
}

function describe(cmd: unknown): string {
  try {
    return JSON.stringify(cmd) ?? String(cmd);
  } catch {
    return String(cmd);
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Play a game to its end. `botsBySeat[i]` plays seat i; `rngSeed` seeds the bots' shared mulberry32,
 * so the same options, bots and seed always give the same game. Never throws for game-time problems:
 * they come back as `outcome: 'error'` with a message.
 */
export function playGame(
  options: GameOptions,
  botsBySeat: readonly Bot[],
  rngSeed: number,
  limits: PlayLimits = {},
  observe?: (events: readonly GameEvent[], state: GameState) => void,
): PlayedGame {
  if (botsBySeat.length !== options.players)
    throw new Error(`playGame: ${botsBySeat.length} bots for ${options.players} seats`);
  const maxCommands = limits.maxCommands ?? DEFAULT_MAX_COMMANDS;
  const maxTurns = limits.maxTurns ?? DEFAULT_MAX_TURNS;
  const rng = mulberry32(rngSeed);
  let state: GameState;
  // Each seat's log of the events it received, kept only for seats whose bot reads views.
  const seen: (EventView[] | null)[] = botsBySeat.map((b) => (b.chooseFromLegal ? null : []));
  const logging = seen.some((l) => l !== null);
  const record = (events: readonly GameEvent[]): void => {
    for (let seat = 0; seat < seen.length; seat++) {
      const log = seen[seat];
      if (log) for (const e of eventsFor(state, events, seat)) log.push(e);
    }
  };
  try {
    const created = createGame(options);
    state = created.state;
    if (logging) record(created.events);
    observe?.(created.events, state);
  } catch (err) {
    return done('error', null, 0, `createGame: ${messageOf(err)}`);
  }
  let commands = 0;
  while (!state.result) {
    if (commands >= maxCommands || state.turn > maxTurns) return done('stalled', state, commands, null);
    const p = pending(state);
    if (!p)
      return done('error', state, commands, `turn ${state.turn}: the game is not over but waits for nobody`);
    const seat = p.seat;
    const bot = botsBySeat[seat];
    // The random bot's fast path needs only the legal list; other bots get the seat's view and log.
    let legal: Command[];
    let v: GameView | null = null;
    try {
      if (bot.chooseFromLegal) legal = keptCommands(state, seat);
      else legal = (v = view(state, seat)).legal;
    } catch (err) {
      return done(
        'error',
        state,
        commands,
        `turn ${state.turn}: engine threw listing seat ${seat}'s commands: ${messageOf(err)}`,
      );
    }
    if (legal.length === 0)
      return done(
        'error',
        state,
        commands,
        `turn ${state.turn}: seat ${seat} must act (${p.kind}) but has no legal command`,
      );
    let cmd: Command;
    try {
      if (v) {
        const input: BotInput = { view: v, legal, seen: seen[seat]! };
        cmd = bot.choose(input, rng);
      } else cmd = bot.chooseFromLegal!(legal, rng);
    } catch (err) {
      return done(
        'error',
        state,
        commands,
        `turn ${state.turn}: bot ${bot.name} at seat ${seat} threw: ${messageOf(err)}`,
      );
    }
    let r: ReturnType<typeof applyKept>;
    try {
      r = applyKept(state, seat, cmd);
    } catch (err) {
      return done(
        'error',
        state,
        commands,
        `turn ${state.turn}: engine threw on seat ${seat} ${describe(cmd)}: ${messageOf(err)}`,
      );
    }
    if (!r.ok)
      return done(
        'error',
        state,
        commands,
        `turn ${state.turn}: bot ${bot.name} at seat ${seat} chose an illegal command ${describe(cmd)}: ${r.error}`,
      );
    commands++;
    if (logging) record(r.events);
    observe?.(r.events, state);
  }
  return done('finished', state, commands, null);
}

function done(
  outcome: PlayedGame['outcome'],
  state: GameState | null,
  commands: number,
  error: string | null,
): PlayedGame {
  return {
    outcome,
    result: state?.result ?? null,
    commands,
    turns: state?.turn ?? 0,
    deaths: state?.deaths.length ?? 0,
    error,
    state,
  };
}
