// What a seat plays when its timer runs out. A cautious player: pass while holding priority,
// refuse intel when allowed to, decline an optional choice, and otherwise take the first thing
// offered. It is always one of the legal commands, so a timer can never stall a game.
import { legalCommands } from '../core/legal.ts';
import type { Command, GameState, Seat } from '../core/types.ts';

/** Most cautious first; the first legal command of the earliest kind listed is played. */
const PREFERENCE: readonly ((c: Command) => boolean)[] = [
  (c) => c.type === 'pass',
  (c) => c.type === 'refuse',
  // Stop choosing (decline an optional skill, or pick no more than needed).
  (c) => c.type === 'choose' && c.pick === undefined,
];

export function defaultCommand(state: GameState, seat: Seat): Command {
  const legal = legalCommands(state, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has nothing to do now`);
  for (const prefer of PREFERENCE) {
    const c = legal.find(prefer);
    if (c) return c;
  }
  // Sending (a send is required), discarding, a required pick, a character: the first offered.
  return legal[0];
}
