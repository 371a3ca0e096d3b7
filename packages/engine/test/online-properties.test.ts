// The property tests of properties.test.ts over random games of the online edition (seed 003), in
// every one of its modes and in the free game without a mode, with and without characters: after
// every command every card is in exactly one of the 108 places, exactly one seat is to act, nobody
// out of the game plays; a game is its seed and its commands; a refused command changes nothing; no
// view and no event shows what its viewer may not see, and each seat sees exactly the camps its mode
// shows (新手场 every camp, 3V3 its teammates once characters are chosen, the others only its own);
// every game of every mode ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../src/index.ts';
import {
  checkConsistentTables,
  checkNoLeaks,
  checkRefusals,
  checkReplays,
  playManyToTheEnd,
} from './helpers/table-properties.ts';

/** Each mode with the table sizes it is played at; '' is the free game without a mode. */
const MODES: readonly { mode: string; players: readonly number[]; characters?: true }[] = [
  { mode: '', players: [3, 4, 5, 6, 7, 8] },
  { mode: 'novice', players: [4] },
  { mode: 'threeVsThree', players: [6] },
  { mode: 'fiveSix', players: [5, 6] },
  { mode: 'missions', players: [6], characters: true },
  { mode: 'free', players: [3, 4, 5, 6, 7, 8] },
];

function onlineOptions(
  m: number,
  size: number,
  seed: number,
  autoPass: boolean,
  characters: boolean,
): GameOptions {
  const { mode, players, characters: needed } = MODES[m];
  return {
    ruleset: 'online',
    players: players[size % players.length],
    seed,
    autoPass,
    characters: characters || !!needed,
    ...(mode ? { mode } : {}),
  };
}

/** Any online table of mode `m` (or of any mode): a size it is played at, any seed, characters or not. */
function onlineArb(m?: number): fc.Arbitrary<GameOptions> {
  return fc
    .record({
      mode: m === undefined ? fc.integer({ min: 0, max: MODES.length - 1 }) : fc.constant(m),
      size: fc.nat({ max: 5 }),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
      autoPass: fc.boolean(),
      characters: fc.boolean(),
    })
    .map((o) => onlineOptions(o.mode, o.size, o.seed, o.autoPass, o.characters));
}

const label = (m: number): string => MODES[m].mode || 'no mode';

describe('online: every random game keeps the table consistent', () => {
  for (const m of MODES.keys())
    it(`${label(m)}: every card is in exactly one place, one seat is to act, nobody out of the game plays, after every command`, () => {
      checkConsistentTables(onlineArb(m), 5);
    });

  it('replaying the recorded commands rebuilds the same table and the same events', () => {
    checkReplays(onlineArb(), 15);
  });

  it('garbage, out-of-turn and ill-targeted commands are refused with a reason and change nothing', () => {
    checkRefusals(onlineArb(), 5);
  });
});

describe('online: views leak nothing, and show exactly the camps each mode shows', () => {
  for (const m of MODES.keys())
    it(`${label(m)}: no seat and no spectator sees a camp its mode hides (nor misses one it shows), another hand, a face-down intel or internals`, () => {
      checkNoLeaks(onlineArb(m), 3);
    });
});

describe('online: every game of every mode ends', () => {
  for (const [m, { mode, players }] of MODES.entries())
    it(`${label(m)} (${players.join(', ')} players): random games with and without characters all end`, () => {
      const tally = playManyToTheEnd(0x0003 + m, players, mode === 'missions' ? 12 : 6, (random, _n, i) =>
        onlineOptions(m, players.indexOf(_n), Math.floor(random() * 0x100000000), i % 2 === 0, i % 3 !== 0),
      );
      expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    });
});
