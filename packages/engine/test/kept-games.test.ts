// The kept offer (`keptCommands`, `applyKept`): a driver that owns its state gets back the legal
// list the engine built when it stopped, and applies a command from it without a second check.
// These games compare it, step by step, with the plain path on a copy of the same state.
import { describe, expect, it } from 'vitest';
import {
  applyInPlace,
  applyKept,
  cloneState,
  createGame,
  keptCommands,
  legalCommands,
  pending,
} from '../src/index.ts';
import type { GameOptions } from '../src/index.ts';

const TABLES: { name: string; options: Omit<GameOptions, 'seed'> }[] = [
  { name: '2010, five players', options: { ruleset: 'standard', players: 5 } },
  {
    name: '2010, nine players with characters',
    options: { ruleset: 'standard', players: 9, characters: true, expansion: true },
  },
  { name: '风声再临, five players', options: { ruleset: 'zailin', players: 5 } },
  {
    name: '风声再临, four players with characters',
    options: { ruleset: 'zailin', players: 4, characters: true },
  },
];

/** A seeded pick, so each game takes different branches. */
function picker(seed: number): (n: number) => number {
  let x = seed * 2654435761;
  return (n) => {
    x = (Math.imul(x ^ (x >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return x % n;
  };
}

describe('the kept offer is the legal list, and applying from it is applying in place', () => {
  for (const { name, options } of TABLES)
    it(name, () => {
      let kept = 0;
      for (let seed = 1; seed <= 12; seed++) {
        // Two copies of the game in step. The engine keeps one offer, that of the state a command
        // was last played on: the copy played second each step is the one played from its offer
        // the next step, so the kept path is taken every step.
        let s = createGame({ ...options, seed }).state;
        let copy = cloneState(s);
        const pick = picker(seed);
        for (let step = 0; !s.result && step < 3000; step++) {
          const seat = pending(s)!.seat;
          const offered = keptCommands(s, seat);
          // What a player is offered does not depend on the path the list came from.
          expect(offered).toEqual(legalCommands(copy, seat));
          const cmd = offered[pick(offered.length)];
          const r = applyKept(s, seat, cmd);
          const plain = applyInPlace(copy, seat, structuredClone(cmd));
          expect(r).toEqual(plain);
          expect(s).toEqual(copy);
          if (offered.length > 1 && s.window?.kind !== undefined) kept++;
          [s, copy] = [copy, s];
        }
        expect(s.result).not.toBeNull();
      }
      expect(kept).toBeGreaterThan(0);
    });
});
