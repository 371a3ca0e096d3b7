// Fuzzing `apply` (issue 5): random games with characters, and between their commands a stream of
// wrong, ill-timed and malformed commands: another seat's move, a move of the wrong kind, handles
// that are not in the hand, bad targets, legal commands with one field spoiled, arbitrary values
// (fast-check `anything`), huge arrays and strings, deep nesting. Every one must be refused with a
// reason, by `apply` and `applyInPlace` alike, without throwing and without changing the state by a
// bit; the table's invariants hold throughout, and the game then goes on with a legal command.
// CI sends FUZZ_COMMANDS commands (20,000 by default); `FUZZ_COMMANDS=100000` for the full run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, createGame, legalCommands, pending } from '../src/index.ts';
import type { Command, GameOptions, GameState } from '../src/index.ts';
import {
  VARIANT_TABLES,
  chooserFromRandom,
  illegalAttempts,
  invariantViolations,
  isListedLegal,
  rejectionViolations,
  seededRandom,
} from './helpers/invariants.ts';
import type { Attempt, Choose } from './helpers/invariants.ts';

const COMMANDS = Number(process.env.FUZZ_COMMANDS ?? 20_000);
/** 风声再临 games (without characters, the teaching mode now and then): FUZZ_ZAILIN_COMMANDS. */
const ZAILIN_COMMANDS = Number(process.env.FUZZ_ZAILIN_COMMANDS ?? 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? 0xf022);

const junkArb = fc.anything({
  withBigInt: true,
  withNullPrototype: true,
  withObjectString: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
  maxDepth: 4,
});

const BAD_VALUES: readonly unknown[] = [
  -1,
  0,
  1e9,
  NaN,
  Infinity,
  -0,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  '',
  '0',
  'x'.repeat(100_000),
  null,
  undefined,
  true,
  [],
  {},
  [1, 2, 3],
  { seat: 0 },
  Symbol('x'),
  () => 1,
  new Array(100_000).fill(1),
  Object.create(null) as unknown,
  { __proto__: { type: 'pass' } },
];

/** A nested value `depth` levels deep. */
function deep(depth: number): unknown {
  let x: unknown = { type: 'pass' };
  for (let i = 0; i < depth; i++) x = i % 2 === 0 ? { type: 'use', card: x } : { type: 'choose', pick: x };
  return x;
}

/** A legal command with one field replaced by a bad value (kept only when not listed legal). */
function spoiled(legal: Command, choose: Choose): unknown {
  const c = { ...(legal as unknown as Record<string, unknown>) };
  const keys = Object.keys(c);
  const inner = [
    'card',
    'to',
    'direction',
    'secret',
    'delivery',
    'as',
    'target',
    'pick',
    'skill',
    'character',
    'type',
  ];
  const key = choose(2) === 0 && keys.length > 0 ? keys[choose(keys.length)] : inner[choose(inner.length)];
  const bad = BAD_VALUES[choose(BAD_VALUES.length)];
  if ((key === 'target' || key === 'pick') && choose(2) === 0)
    c[key] = { seat: bad, card: bad, frame: bad, intel: bad, value: bad };
  else c[key] = bad;
  return c;
}

interface Tally {
  sent: number;
  byKind: Record<string, number>;
}

function attempts(s: GameState, choose: Choose, junk: () => unknown): Attempt[] {
  const n = s.players.length;
  const p = pending(s);
  const legal = p ? legalCommands(s, p.seat) : [];
  const seat = p ? p.seat : choose(n);
  const out: Attempt[] = [];
  // The structured ones (helpers/invariants.ts), a sample of them.
  const structured = illegalAttempts(s, choose);
  for (let i = 0; i < 6 && structured.length > 0; i++) out.push(structured[choose(structured.length)]);
  // Another seat's legal move: a wrong seat.
  if (legal.length > 0) {
    const other = (seat + 1 + choose(n - 1)) % n;
    out.push({ label: 'wrong seat', seat: other, command: legal[choose(legal.length)] });
    for (let i = 0; i < 3; i++)
      out.push({
        label: 'a legal command spoiled',
        seat,
        command: spoiled(legal[choose(legal.length)], choose),
      });
  }
  // Arbitrary values as the command, and as the seat.
  out.push({ label: 'anything', seat, command: junk() });
  out.push({ label: 'anything as a seat', seat: junk(), command: legal[0] ?? { type: 'pass' } });
  out.push({ label: 'a bad value', seat, command: BAD_VALUES[choose(BAD_VALUES.length)] });
  const huge = choose(4);
  out.push({
    label: 'huge or deep',
    seat,
    command:
      huge === 0
        ? { type: 'use', card: new Array(50_000).fill(7) }
        : huge === 1
          ? { type: 'choose', pick: { value: 'v'.repeat(200_000) } }
          : huge === 2
            ? deep(2000)
            : { type: 'send', card: 1, to: new Array(10_000).fill({ seat: 1 }) },
  });
  return out;
}

/** True when `apply` accepts the attempt and the outcome is that of one of the listed legal commands. */
function actsAsListed(s: GameState, a: Attempt): boolean {
  let r: ReturnType<typeof apply>;
  try {
    r = apply(s, a.seat as number, a.command as Command);
  } catch {
    return false;
  }
  if (!r.ok) return false;
  const got = JSON.stringify([r.state, r.events]);
  return legalCommands(s, a.seat as number).some((c) => {
    const l = apply(s, a.seat as number, c);
    return l.ok && JSON.stringify([l.state, l.events]) === got;
  });
}

/** The options of the n-th fuzzed game (from 0). */
type OptionsOf = (games: number, random: () => number) => GameOptions;

const standardGame: OptionsOf = (games, random) => {
  const players = 3 + (games % 7);
  return {
    ruleset: 'standard',
    players,
    seed: Math.floor(random() * 0x100000000),
    characters: games % 4 !== 3,
    expansion: true,
    autoPass: games % 5 !== 4,
    identityTable: games % 3 === 0 && VARIANT_TABLES.has(players) ? 'variant' : 'standard',
  };
};

const zailinGame: OptionsOf = (games, random) => {
  const players = 3 + (games % 5);
  return {
    ruleset: 'zailin',
    players,
    seed: Math.floor(random() * 0x100000000),
    autoPass: games % 5 !== 4,
    teaching: players <= 5 && games % 3 === 1,
  };
};

describe('fuzzing apply', () => {
  it(`${COMMANDS} wrong, ill-timed and malformed commands: refused with a reason, nothing changed, invariants intact`, () => {
    fuzzGames(COMMANDS, SEED, standardGame, 'engine fuzz');
  }, 900_000);

  it(`风声再临: ${ZAILIN_COMMANDS} wrong, ill-timed and malformed commands, the same way`, () => {
    fuzzGames(ZAILIN_COMMANDS, SEED ^ 0x2a11, zailinGame, 'engine fuzz (zailin)');
  }, 900_000);
});

function fuzzGames(commands: number, seed: number, optionsOf: OptionsOf, label: string): void {
  const random = seededRandom(seed);
  const choose = chooserFromRandom(random);
  let junkSeed = seed;
  let junkPool: unknown[] = [];
  const junk = (): unknown => {
    if (junkPool.length === 0) junkPool = fc.sample(junkArb, { numRuns: 500, seed: junkSeed++ });
    return junkPool.pop();
  };
  const tally: Tally = { sent: 0, byKind: {} };
  let games = 0;
  while (tally.sent < commands) {
    const options = optionsOf(games, random);
    const players = options.players;
    games++;
    const state = createGame(options).state;
    let n = 0;
    const where = (): string => `game ${games} (${players} players, seed ${options.seed}) at command ${n}`;
    const fuzz = (): void => {
      const fingerprint = JSON.stringify(state);
      for (const a of attempts(state, choose, junk)) {
        if (isListedLegal(state, a.seat, a.command)) continue;
        tally.sent++;
        tally.byKind[a.label] = (tally.byKind[a.label] ?? 0) + 1;
        // A command may still be read as a legal one (a key its type does not use is ignored, a
        // key set to undefined is absent, `type` inherited from a prototype): then it must do
        // exactly what that legal command does, and the pure `apply` must change nothing.
        if (actsAsListed(state, a)) {
          tally.byKind['read as a legal command'] = (tally.byKind['read as a legal command'] ?? 0) + 1;
          if (JSON.stringify(state) !== fingerprint) expect.fail(`${where()}: apply changed its input`);
          continue;
        }
        const problems = rejectionViolations(state, a, fingerprint);
        if (problems.length > 0) expect.fail(`${where()}: ${problems.slice(0, 4).join('; ')}`);
      }
      const broken = invariantViolations(state);
      if (broken.length > 0) expect.fail(`${where()}: ${broken.slice(0, 4).join('; ')}`);
    };
    while (!state.result && tally.sent < commands) {
      if (choose(state.decision ? 2 : 6) === 0) fuzz();
      const p = pending(state)!;
      const legal = legalCommands(state, p.seat);
      const r = applyInPlace(state, p.seat, legal[choose(legal.length)]);
      if (!r.ok) expect.fail(`${where()}: legal command refused: ${r.error}`);
      n++;
    }
    if (state.result) fuzz();
  }
  expect(tally.sent).toBeGreaterThanOrEqual(commands);
  console.log(
    `${label}: ${tally.sent} commands over ${games} games, each refused with a reason or read as the legal command it equals: ${JSON.stringify(tally.byKind)}`,
  );
}
