// Random games of every online mode end, with one winner side or the last standing (a whole-game
// test: the mutation run of the rulesets leaves it out).
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalCommands, pending } from '../src/index.ts';
import type { GameOptions, GameState } from '../src/index.ts';
import { chooserFromRandom, seededRandom } from './helpers/invariants.ts';

const MAX_COMMANDS = 5000;

/** Plays one random game, calling `check` on the state before every command and at the end. */
function playRandom(options: GameOptions, seed: number, check: (s: GameState) => void): GameState {
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

describe('random games of every mode end, with one winner side or the last standing', () => {
  const runs: [string, number][] = [
    ['novice', 4],
    ['threeVsThree', 6],
    ['fiveSix', 5],
    ['fiveSix', 6],
    ['free', 3],
    ['free', 8],
  ];
  for (const [mode, players] of runs)
    it(`${mode}, ${players} players`, () => {
      for (let seed = 1; seed <= 15; seed++) {
        const s = playRandom({ ruleset: 'online', players, seed, mode }, seed, () => {});
        expect(s.result).not.toBeNull();
        expect(s.options.mode).toBe(mode);
      }
    });
});
