// The property checks every edition's random games must pass, written once and run by each
// edition's property test file with its own table arbitrary and its own run counts: the table stays
// consistent after every command, a game is its seed and its commands, a refused command changes
// nothing, views leak nothing, every game ends.
import fc from 'fast-check';
import { expect } from 'vitest';
import { apply, legalCommands, pending, replay } from '../../src/index.ts';
import type { GameOptions, GameState, Seat } from '../../src/index.ts';
import {
  MAX_COMMANDS,
  RESULT_REASONS,
  chooserFrom,
  chooserFromRandom,
  describeGame,
  eventViolations,
  freshHandleViolations,
  handleSnapshot,
  illegalAttempts,
  invariantViolations,
  isListedLegal,
  playGame,
  rejectionViolations,
  seededRandom,
  viewViolations,
} from './invariants.ts';
import type { HandleSnapshot } from './invariants.ts';

/**
 * fast-check settings: `numRuns` games, and shrinking (which replays whole games) cut short after a
 * while so that a failure is reported in seconds, with its seed and path for replay.
 */
export function runs(numRuns: number): fc.Parameters<unknown> {
  return { numRuns, plugins: [fc.interruptAfterTimeLimit(20_000)] };
}

/** Fails with the table, the command count and the first few problems. */
export function expectNone(problems: string[], where: string): void {
  if (problems.length > 0) expect.fail(`${where}\n  ${problems.slice(0, 8).join('\n  ')}`);
}

/** After every command: every card in exactly one place, one seat to act, nobody out plays; the game ends. */
export function checkConsistentTables(tables: fc.Arbitrary<GameOptions>, numRuns: number): void {
  fc.assert(
    fc.property(tables, fc.gen(), (options, g) => {
      const game = playGame(options, chooserFrom(g), {
        onStart: (s) => expectNone(invariantViolations(s), `${describeGame(options, [])} (new game)`),
        onStep: ({ state, log }) => expectNone(invariantViolations(state), describeGame(options, log)),
      });
      expect(game.state.result, `${describeGame(options, game.log)}: no result`).not.toBeNull();
      expect(game.log.length).toBeLessThanOrEqual(MAX_COMMANDS);
    }),
    runs(numRuns),
  );
}

/** Replaying the recorded commands rebuilds the same table and events, mid-game (sometimes) or at the end. */
export function checkReplays(tables: fc.Arbitrary<GameOptions>, numRuns: number): void {
  fc.assert(
    fc.property(tables, fc.gen(), fc.boolean(), (options, g, stopEarly) => {
      const maxCommands = stopEarly ? 1 + g(fc.nat, { max: 400 }) : MAX_COMMANDS;
      const game = playGame(options, chooserFrom(g), { maxCommands });
      const replayed = replay(options, game.log);
      expect(replayed.state).toStrictEqual(game.state);
      expect(replayed.events).toStrictEqual(game.events);
    }),
    runs(numRuns),
  );
}

/**
 * At random tables (decisions more often), every wrong command of `illegalAttempts` is refused with a
 * reason and leaves the table as it was, and every listed command is accepted.
 */
export function checkRefusals(tables: fc.Arbitrary<GameOptions>, numRuns: number): void {
  fc.assert(
    fc.property(tables, fc.gen(), (options, g) => {
      const choose = chooserFrom(g);
      const tryAll = (s: GameState, where: string): void => {
        const fingerprint = JSON.stringify(s);
        for (const a of illegalAttempts(s, choose)) {
          if (isListedLegal(s, a.seat, a.command)) continue;
          expectNone(rejectionViolations(s, a, fingerprint), where);
        }
        const p = pending(s);
        if (p) for (const c of legalCommands(s, p.seat)) expect(apply(s, p.seat, c).ok, where).toBe(true);
      };
      playGame(options, choose, {
        beforeStep: (s, log) => {
          if (log.length === 0 || choose(s.decision ? 4 : 30) === 0) tryAll(s, describeGame(options, log));
        },
      });
    }),
    runs(numRuns),
  );
}

/**
 * No seat and no spectator sees what it may not: every event of every step, every fresh handle, and
 * the views at one step in four and at the end, against the knowledge oracle.
 */
export function checkNoLeaks(tables: fc.Arbitrary<GameOptions>, numRuns: number): void {
  fc.assert(
    fc.property(tables, fc.gen(), (options, g) => {
      const choose = chooserFrom(g);
      let decoded = new Set<Seat>();
      // The card those seats looked at: a card put in its place (调包, 移花接木) was seen by nobody yet.
      let decodedCard = -1;
      let handles: HandleSnapshot | null = null;
      playGame(options, choose, {
        beforeStep: (s) => {
          handles = handleSnapshot(s);
        },
        onStart: (s, events) => {
          expectNone(eventViolations(s, events), 'createGame events');
          expectNone(viewViolations(s, decoded), 'new game');
        },
        onStep: ({ state, events, log }) => {
          for (const e of events) {
            if (e.type === 'send') decoded = new Set();
            // Only a look at the intel in transit (破译, 速译), not at a hand card (搜取, 后着).
            if (e.type === 'peek' && e.card === state.passing?.card) {
              if (e.card !== decodedCard) decoded = new Set();
              decodedCard = e.card;
              decoded.add(e.seat);
            }
          }
          if (state.passing?.card !== decodedCard) decoded = new Set();
          const where = describeGame(options, log);
          expectNone(eventViolations(state, events), where);
          expectNone(freshHandleViolations(handles!, state), where);
          if (state.result || choose(4) === 0) expectNone(viewViolations(state, decoded), where);
        },
      });
    }),
    runs(numRuns),
  );
}

/**
 * `perSize` random games at each table size, options from `tableFor`, all end with a known result
 * and a consistent table. Returns how many ended for each reason.
 */
export function playManyToTheEnd(
  seed: number,
  sizes: readonly number[],
  perSize: number,
  tableFor: (random: () => number, players: number, i: number) => GameOptions,
): Record<string, number> {
  const random = seededRandom(seed);
  const choose = chooserFromRandom(random);
  const tally: Record<string, number> = {};
  for (const players of sizes)
    for (let i = 0; i < perSize; i++) {
      const options = tableFor(random, players, i);
      const game = playGame(options, choose);
      const where = describeGame(options, game.log);
      expect(game.state.result, `${where}: did not end`).not.toBeNull();
      expect(RESULT_REASONS, where).toContain(game.state.result!.reason);
      expectNone(invariantViolations(game.state), where);
      tally[game.state.result!.reason] = (tally[game.state.result!.reason] ?? 0) + 1;
    }
  expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(sizes.length * perSize);
  return tally;
}
