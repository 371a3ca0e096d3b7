// Play one whole 杀人游戏 between bots: pending -> the seat's view, legal commands and log -> bot.
import { applyInPlace, createGame, eventsFor, pending, view } from '@fengsheng/killer';
import type {
  KillerCommand,
  KillerEventView,
  KillerOptions,
  KillerResult,
  KillerState,
  KillerView,
} from '@fengsheng/killer';
import { mulberry32 } from '../rng.ts';
import type { KillerBot } from './bot.ts';

export interface PlayedKillerGame {
  result: KillerResult | null;
  commands: number;
  state: KillerState;
}

/** Told of each decision before it is applied (reports): the seat, what it saw and what it chose. */
export type KillerObserver = (
  seat: number,
  view: KillerView,
  command: KillerCommand,
  state: KillerState,
) => void;

/** Play to the end (or `maxCommands`); throws if a bot plays an illegal command. */
export function playKillerGame(
  options: KillerOptions,
  botsBySeat: readonly KillerBot[],
  rngSeed: number,
  maxCommands = 5000,
  observe?: KillerObserver,
): PlayedKillerGame {
  if (botsBySeat.length !== options.players)
    throw new Error(`playKillerGame: ${botsBySeat.length} bots for ${options.players} seats`);
  const rng = mulberry32(rngSeed);
  const { state, events } = createGame(options);
  const seen: KillerEventView[][] = botsBySeat.map((_, seat) => [...eventsFor(state, events, seat)]);
  let commands = 0;
  while (!state.result && commands < maxCommands) {
    const seat = pending(state)!.seat;
    const v = view(state, seat);
    const cmd = botsBySeat[seat].choose({ view: v, legal: v.legal, seen: seen[seat] }, rng);
    if (observe) observe(seat, v, cmd, state);
    const r = applyInPlace(state, seat, cmd);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(cmd)}: ${r.error}`);
    for (let s = 0; s < seen.length; s++) seen[s].push(...eventsFor(state, r.events, s));
    commands++;
  }
  return { result: state.result, commands, state };
}
