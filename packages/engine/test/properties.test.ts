// Property tests: random tables (3..9 players, any seed, either identity table, automatic passing on
// or off) played by random legal commands, with fast-check choosing every decision. After every
// command the table must still make sense to a player: every card somewhere exactly once, one seat
// to act, nobody out of the game still playing, deaths and victories declared at once, nothing
// hidden leaking out.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, cloneState, createGame, legalCommands, pending } from '../src/index.ts';
import type { GameState } from '../src/index.ts';
import {
  COMMAND_TYPES,
  chooserFrom,
  describeGame,
  gameOptionsArb,
  illegalAttempts,
  isListedLegal,
  playGame,
  playback,
  randomOptions,
  recording,
  rejectionViolations,
  sharedObjectPaths,
} from './helpers/invariants.ts';
import {
  checkConsistentTables,
  checkNoLeaks,
  checkReplays,
  expectNone,
  playManyToTheEnd,
  runs,
} from './helpers/table-properties.ts';

describe('every random game keeps the table consistent', () => {
  it('every card is in exactly one place, one seat is to act, nobody out of the game plays or holds cards, after every command', () => {
    checkConsistentTables(gameOptionsArb, 400);
  });
});

describe('a game is its seed and its commands', () => {
  it('replaying the recorded commands rebuilds the same table and the same events', () => {
    // Sometimes stopped mid-game: a replay must match a running game too.
    checkReplays(gameOptionsArb, 100);
  });

  it('the same seed and the same choices give the same game', () => {
    fc.assert(
      fc.property(gameOptionsArb, fc.gen(), (options, g) => {
        const rec = recording(chooserFrom(g));
        const first = playGame(options, rec.choose);
        const second = playGame(options, playback(rec.picks), { pure: true });
        expect(second.log).toStrictEqual(first.log);
        expect(second.events).toStrictEqual(first.events);
        expect(second.state).toStrictEqual(first.state);
        expect(createGame(options)).toStrictEqual(createGame(options));
      }),
      runs(60),
    );
  });

  it('the table is plain data: it survives JSON serialisation unchanged', () => {
    fc.assert(
      fc.property(gameOptionsArb, fc.gen(), (options, g) => {
        const check = (s: GameState, where: string): void =>
          expect(JSON.parse(JSON.stringify(s)), where).toStrictEqual(s);
        const game = playGame(options, chooserFrom(g), {
          onStep: ({ state, log }) => {
            if (log.length % 7 === 0) check(state, describeGame(options, log));
          },
        });
        check(game.state, describeGame(options, game.log));
      }),
      runs(30),
    );
  });
});

describe('apply is pure and agrees with applyInPlace', () => {
  it('apply leaves its input untouched and gives the same table and events as applyInPlace', () => {
    fc.assert(
      fc.property(gameOptionsArb, fc.gen(), (options, g) => {
        let snapshot: GameState | null = null;
        playGame(options, chooserFrom(g), {
          pure: true,
          beforeStep: (s) => {
            snapshot = structuredClone(s);
          },
          onStep: ({ before, state, seat, command, events, log }) => {
            const where = describeGame(options, log);
            if (!isDeepStrictEqual(before, snapshot))
              expect(before, `apply mutated its input: ${where}`).toStrictEqual(snapshot);
            const shared = sharedObjectPaths(state, before);
            if (shared.length > 0)
              expect.fail(`apply's new state shares ${shared.join(', ')} with its input: ${where}`);
            const inPlace = structuredClone(snapshot!);
            const r = applyInPlace(inPlace, seat, command);
            expect(r.ok, where).toBe(true);
            if (!r.ok) return;
            if (!isDeepStrictEqual(inPlace, state)) expect(inPlace, where).toStrictEqual(state);
            if (!isDeepStrictEqual(r.events, events)) expect(r.events, where).toStrictEqual(events);
          },
        });
      }),
      runs(80),
    );
  });

  it('cloneState gives an equal copy that shares nothing with the original', () => {
    fc.assert(
      fc.property(gameOptionsArb, fc.gen(), (options, g) => {
        const choose = chooserFrom(g);
        playGame(options, choose, {
          beforeStep: (s, log) => {
            if (choose(10) !== 0) return;
            const where = describeGame(options, log);
            const snapshot = structuredClone(s);
            const copy = cloneState(s);
            expect(copy, where).toStrictEqual(s);
            expect(sharedObjectPaths(copy, s), where).toEqual([]);
            // Playing on the copy leaves the original as it was.
            const p = pending(copy)!;
            const legal = legalCommands(copy, p.seat);
            expect(applyInPlace(copy, p.seat, legal[choose(legal.length)]).ok, where).toBe(true);
            if (!isDeepStrictEqual(s, snapshot)) expect(s, where).toStrictEqual(snapshot);
          },
        });
      }),
      runs(40),
    );
  });
});

describe('a rejected command changes nothing', () => {
  it('garbage, out-of-turn and ill-targeted commands are refused with a reason and leave the table as it was', () => {
    fc.assert(
      fc.property(gameOptionsArb, fc.gen(), (options, g) => {
        const choose = chooserFrom(g);
        const tryAll = (s: GameState, where: string): void => {
          const before = structuredClone(s);
          const fingerprint = JSON.stringify(s);
          for (const a of illegalAttempts(s, choose)) {
            if (isListedLegal(s, a.seat, a.command)) continue;
            expectNone(rejectionViolations(s, a, fingerprint), where);
          }
          // Arbitrary values as seat and command (a command with a known type is left out: it may
          // be a legal one with extra keys).
          const junk = (): fc.Arbitrary<unknown> =>
            fc.anything({
              withBigInt: true,
              withNullPrototype: true,
              withObjectString: true,
              withBoxedValues: true,
            });
          const seat = g(() => fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), junk()));
          const command = g(() => fc.oneof(junk(), fc.jsonValue()));
          if (!isListedLegal(s, seat, command) && !looksLikeCommand(command))
            expectNone(rejectionViolations(s, { label: 'anything', seat, command }, fingerprint), where);
          // And every listed command is accepted (by the pure apply, so nothing changes here).
          const p = pending(s);
          if (p) for (const c of legalCommands(s, p.seat)) expect(apply(s, p.seat, c).ok, where).toBe(true);
          // Exactly as before, down to the last field.
          if (!isDeepStrictEqual(s, before)) expect(s, where).toStrictEqual(before);
        };
        const game = playGame(options, choose, {
          beforeStep: (s, log) => {
            // Every table at random, and decisions (send, accept, discard) more often.
            if (log.length === 0 || choose(s.decision ? 3 : 25) === 0) tryAll(s, describeGame(options, log));
          },
        });
        // After the end, nothing is legal any more.
        tryAll(game.state, `${describeGame(options, game.log)} (game over)`);
        for (let seat = 0; seat < options.players; seat++)
          expectNone(
            rejectionViolations(game.state, { label: 'pass after the end', seat, command: { type: 'pass' } }),
            'game over',
          );
      }),
      runs(32),
    );
  });
});

/** A value that has a known command type might be legal with extra keys; those are not garbage. */
function looksLikeCommand(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return false;
  const t = (x as { type?: unknown }).type;
  return typeof t === 'string' && COMMAND_TYPES.includes(t);
}

describe('views leak nothing', () => {
  it('no seat and no spectator sees a hidden camp, another hand, a face-down intel, a probe, a traceable handle or engine internals', () => {
    checkNoLeaks(gameOptionsArb, 60);
  });
});

describe('every game ends', () => {
  it('200 random games per table size from 3 to 9 players all end with a known result and no exception', () => {
    playManyToTheEnd(0x5eed, [3, 4, 5, 6, 7, 8, 9], 200, (random, players) => randomOptions(random, players));
  });
});
