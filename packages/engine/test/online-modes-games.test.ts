// Random games of every online mode end, with one winner side or the last standing (a whole-game
// test: the mutation run of the rulesets leaves it out).
import { describe, expect, it } from 'vitest';
import { playRandom } from './helpers/random-game.ts';

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
