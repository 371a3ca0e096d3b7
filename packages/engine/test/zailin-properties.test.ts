// The property tests of properties.test.ts over random 风声再临 games (3-7 players, automatic passing
// on or off, the teaching mode at up to five): after every command every card is in exactly one of
// the 87 places, exactly one seat is to act, nobody out of the game plays; a game is its seed and
// its commands; a rejected command changes nothing; no view and no event shows what its viewer may
// not see; every game ends. Fewer runs than the 2010 edition's (zailin games are longer): about
// 20 s of CI on a loaded two-core machine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.ts';
import type { GameOptions } from '../src/index.ts';
import {
  checkConsistentTables,
  checkNoLeaks,
  checkRefusals,
  checkReplays,
  playManyToTheEnd,
} from './helpers/table-properties.ts';

function zailinOptions(players: number, seed: number, autoPass: boolean, teaching: boolean): GameOptions {
  return { ruleset: 'zailin', players, seed, autoPass, teaching: teaching && players <= 5 };
}

/** Any 风声再临 table: 3..7 players, any seed, autoPass on or off, the teaching mode where allowed. */
const zailinArb: fc.Arbitrary<GameOptions> = fc
  .record({
    players: fc.integer({ min: 3, max: 7 }),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    autoPass: fc.boolean(),
    teaching: fc.boolean(),
  })
  .map((o) => zailinOptions(o.players, o.seed, o.autoPass, o.teaching));

describe('风声再临: every random game keeps the table consistent', () => {
  it('every card is in exactly one place, one seat is to act, nobody out of the game plays, after every command', () => {
    checkConsistentTables(zailinArb, 12);
  });

  it('replaying the recorded commands rebuilds the same table and the same events', () => {
    checkReplays(zailinArb, 12);
  });

  it('garbage, out-of-turn and ill-targeted commands are refused with a reason and change nothing', () => {
    checkRefusals(zailinArb, 4);
  });
});

describe('风声再临: views leak nothing', () => {
  it('no seat and no spectator sees a hidden camp, another hand, a face-down intel, a hidden card or internals', () => {
    checkNoLeaks(zailinArb, 7);
  });
});

describe('风声再临: every game ends', () => {
  it('40 random games per table size from 3 to 7 players, with and without automatic passing, all end', () => {
    const tally = playManyToTheEnd(0x2a11, [3, 4, 5, 6, 7], 40, (random, players, i) =>
      zailinOptions(players, Math.floor(random() * 0x100000000), i % 2 === 0, i % 4 === 1),
    );
    // Both ways a 风声再临 game ends without characters occur: an intel victory and the last one standing.
    expect(tally.intel).toBeGreaterThan(0);
    expect(tally.lastStanding).toBeGreaterThan(0);
  });

  it('a teaching game of six is refused before it starts', () => {
    expect(() => createGame({ ruleset: 'zailin', players: 6, seed: 1, teaching: true })).toThrow(/at most 5/);
  });
});
