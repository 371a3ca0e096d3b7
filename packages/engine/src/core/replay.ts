// A game is its options plus its commands: replaying them rebuilds it exactly.
import { applyInPlace } from './commands.ts';
import { createGame } from './setup.ts';
import type { Command, GameEvent, GameOptions, GameState, Seat } from './types.ts';

export interface LoggedCommand {
  seat: Seat;
  command: Command;
}

export function replay(
  options: GameOptions,
  log: readonly LoggedCommand[],
): { state: GameState; events: GameEvent[] } {
  const { state, events } = createGame(options);
  for (let i = 0; i < log.length; i++) {
    const r = applyInPlace(state, log[i].seat, log[i].command);
    if (!r.ok) throw new Error(`replay: command ${i} by seat ${log[i].seat} was rejected: ${r.error}`);
    events.push(...r.events);
  }
  return { state, events };
}
