// One random game played to its end by seeded random legal commands, for the tests that check a
// property at every step of whole games.
import { applyInPlace, createGame, legalCommands, pending } from '../../src/index.ts';
import type { GameOptions, GameState } from '../../src/index.ts';
import { chooserFromRandom, seededRandom } from './invariants.ts';

const MAX_COMMANDS = 5000;

/** Plays one random game, calling `check` on the state before every command and at the end. */
export function playRandom(options: GameOptions, seed: number, check: (s: GameState) => void): GameState {
  const choose = chooserFromRandom(seededRandom(seed));
  const { state } = createGame(options);
  for (let i = 0; !state.result; i++) {
    if (i >= MAX_COMMANDS) throw new Error(`${JSON.stringify(options)}: no end after ${i} commands`);
    check(state);
    const p = pending(state)!;
    const legal = legalCommands(state, p.seat);
    const r = applyInPlace(state, p.seat, legal[choose(legal.length)]);
    if (!r.ok) throw new Error(r.error);
  }
  check(state);
  return state;
}
