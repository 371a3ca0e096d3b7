// Test-only: commands that must be rejected, and the proof that a rejection changed nothing.
import { isDeepStrictEqual } from 'node:util';
import { apply, applyInPlace, getRuleset, legalCommands, pending } from '../../src/index.ts';
import type { Command, GameState, Seat } from '../../src/index.ts';
import type { Choose } from './game-driver.ts';

// ---------------------------------------------------------------------------------------------
// Commands that must be rejected

/** The command types the engine knows. */
export const COMMAND_TYPES: readonly string[] = [
  'pass',
  'use',
  'send',
  'accept',
  'refuse',
  'discard',
  'choose',
  'skill',
  'chooseCharacter',
];

export interface Attempt {
  label: string;
  seat: unknown;
  command: unknown;
}

/** True when `command` is, exactly, one of the commands `legalCommands` lists for `seat`. */
export function isListedLegal(s: GameState, seat: unknown, command: unknown): boolean {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players.length)
    return false;
  return legalCommands(s, seat).some((c) => isDeepStrictEqual(c, command));
}

const BAD_NUMBERS: readonly unknown[] = [
  -1,
  -7,
  1.5,
  NaN,
  Infinity,
  -Infinity,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_SAFE_INTEGER,
  1e9,
  null,
  '1',
  true,
  {},
  [],
];

const NOT_COMMANDS: readonly unknown[] = [
  null,
  undefined,
  0,
  42,
  NaN,
  'pass',
  '',
  true,
  [],
  [{ type: 'pass' }],
  {},
  { type: 'PASS' },
  { type: ' pass' },
  { type: null },
  { type: 5 },
  { type: ['pass'] },
  { type: {} },
  { type: 'toString' },
  { type: 'constructor' },
  { type: 'hasOwnProperty' },
  { type: 'play' },
  { card: 1 },
];

/**
 * Commands that a careless or hostile client might send at this moment. Some may happen to be
 * legal; callers skip those with `isListedLegal` (every candidate is built so that being listed is
 * the same as being legal: no `as`, no empty target object, no extra keys).
 */
export function illegalAttempts(s: GameState, choose: Choose): Attempt[] {
  const out: Attempt[] = [];
  const rs = getRuleset(s.ruleset);
  const n = s.players.length;
  const pick = <T>(xs: readonly T[]): T => xs[choose(xs.length)];
  const p = pending(s);
  const pendingSeat = p ? p.seat : choose(n);
  const legal = p ? legalCommands(s, p.seat) : [];
  const aLegal: Command = legal.length > 0 ? pick(legal) : { type: 'pass' };
  const handOf = (seat: Seat): number[] => s.players[seat].hand.map((c) => s.handleOf[c]);
  const myHand = handOf(pendingSeat);
  const aHandle = myHand.length > 0 ? pick(myHand) : 1;

  // Another seat (dead ones too) plays the pending seat's move.
  for (let seat = 0; seat < n; seat++)
    if (seat !== p?.seat) out.push({ label: 'a seat plays out of turn', seat, command: aLegal });
  // Seat numbers that are no seat.
  for (const seat of [
    -1,
    -n,
    n,
    n + 4,
    1e9,
    2 ** 53,
    Infinity,
    -Infinity,
    NaN,
    0.5,
    pendingSeat + 0.5,
    '0',
    String(pendingSeat),
    null,
    undefined,
    true,
    [],
    {},
  ])
    out.push({ label: 'the seat is not a seat number', seat, command: aLegal });

  // A move of the wrong kind for what the pending seat must do.
  const types = new Set(legal.map((c) => c.type));
  const kinds: Command[] = [
    { type: 'pass' },
    { type: 'use', card: aHandle },
    { type: 'send', card: aHandle },
    { type: 'accept' },
    { type: 'refuse' },
    { type: 'discard', card: aHandle },
    { type: 'choose' },
    { type: 'skill', skill: 'nothing' },
    { type: 'chooseCharacter', character: 'nobody' },
  ];
  for (const c of kinds)
    if (!types.has(c.type)) out.push({ label: 'a move of the wrong kind', seat: pendingSeat, command: c });

  // Handles that are not in the hand.
  const own = new Set(myHand);
  const foreign = s.handleOf.filter((h) => !own.has(h));
  const notMine: unknown[] = [
    pick(foreign),
    pick(foreign),
    pick(foreign),
    0,
    s.nextHandle,
    s.nextHandle + 1000,
    String(aHandle),
    aHandle + 0.5,
    ...BAD_NUMBERS,
  ];
  if (s.passing) notMine.push(s.handleOf[s.passing.card]);
  for (const card of notMine) {
    out.push({ label: 'use of a card not in the hand', seat: pendingSeat, command: { type: 'use', card } });
    out.push({ label: 'send of a card not in the hand', seat: pendingSeat, command: { type: 'send', card } });
    out.push({
      label: 'discard of a card not in the hand',
      seat: pendingSeat,
      command: { type: 'discard', card },
    });
  }

  // Real hand cards used at a moment or on a target that does not allow it.
  const intelHandles = s.players.flatMap((q) => q.intel.map((c) => s.handleOf[c]));
  const frameIds = (s.window?.stack ?? []).map((f) => f.id);
  const targets = (): unknown[] => {
    const ts: unknown[] = [
      undefined,
      { seat: choose(n) },
      { seat: pendingSeat },
      { frame: frameIds.length > 0 ? pick(frameIds) : 1 },
      { seat: pick([-1, n, NaN, 0.5, Infinity, '1', null]) },
      { frame: pick([-1, 0, s.nextFrameId, s.nextFrameId + 50, NaN, '1']) },
      {
        intel: pick([
          0,
          -1,
          NaN,
          aHandle,
          s.nextHandle,
          ...(intelHandles.length > 0 ? [pick(intelHandles)] : []),
        ]),
      },
      pick([null, 0, 7, 'seat', true]),
    ];
    if (intelHandles.length > 0) ts.push({ intel: pick(intelHandles) });
    return ts;
  };
  const useFrom = (seat: Seat, handles: readonly number[]): void => {
    for (const card of handles)
      for (const target of targets())
        out.push({
          label:
            seat === p?.seat
              ? 'use of a hand card on a bad target or at the wrong moment'
              : 'use of a hand card out of turn',
          seat,
          command: target === undefined ? { type: 'use', card } : { type: 'use', card, target },
        });
  };
  useFrom(pendingSeat, myHand);
  const other = choose(n);
  if (other !== pendingSeat) useFrom(other, handOf(other).slice(0, 2));
  // A card used as a function it is not.
  if (myHand.length > 0) {
    const card = pick(s.players[pendingSeat].hand);
    const fn = rs.cards[card].fn;
    const wrong = Object.keys(rs.functions).filter((f) => f !== fn);
    for (const as of [pick(wrong), 'nothing', '__proto__', 'constructor', 'toString', ''])
      out.push({
        label: 'use as another function',
        seat: pendingSeat,
        command: { type: 'use', card: s.handleOf[card], as },
      });
  }

  // Sending intel the wrong way.
  if (s.decision?.kind === 'sendIntel' && !s.result) {
    const seat = s.decision.seat;
    const dead = s.players.filter((q) => !q.alive || q.lost).map((q) => q.seat);
    for (const c of s.players[seat].hand) {
      const card = s.handleOf[c];
      if (rs.cards[c].delivery !== 'direct')
        for (const to of [choose(n), (seat + 1) % n, seat, -1, NaN])
          out.push({
            label: 'send with a target on a non-直达 card',
            seat,
            command: { type: 'send', card, to },
          });
      else
        for (const to of [undefined, seat, n, -1, NaN, 0.5, '1', null, ...dead])
          out.push({
            label: '直达 sent to nobody, oneself or someone out of the game',
            seat,
            command: to === undefined ? { type: 'send', card } : { type: 'send', card, to },
          });
    }
  }

  // Accepting, refusing or discarding when not asked to.
  for (let seat = 0; seat < n; seat++) {
    const d = s.decision;
    if (!(d?.kind === 'receiveIntel' && d.seat === seat)) {
      out.push({ label: 'accept when not deciding on intel', seat, command: { type: 'accept' } });
      out.push({ label: 'refuse when not deciding on intel', seat, command: { type: 'refuse' } });
    }
    const hand = handOf(seat);
    if (!(d?.kind === 'discardCard' && d.seat === seat) && hand.length > 0)
      out.push({ label: 'discard when not asked to', seat, command: { type: 'discard', card: pick(hand) } });
  }

  // Not commands at all.
  for (const command of NOT_COMMANDS) out.push({ label: 'not a command', seat: pendingSeat, command });
  return out;
}

/**
 * Send an attempt to `apply` and `applyInPlace`: both must reject it with a reason and change
 * nothing. `fingerprint` is `JSON.stringify(s)` taken beforehand (the state is plain JSON data, a
 * property checked on its own), so many attempts on one table cost one snapshot.
 */
export function rejectionViolations(s: GameState, a: Attempt, fingerprint = JSON.stringify(s)): string[] {
  const out: string[] = [];
  const tag = `${a.label}: seat ${safeJson(a.seat)} ${safeJson(a.command)}`;
  for (const [name, f] of [
    ['apply', apply],
    ['applyInPlace', applyInPlace],
  ] as const) {
    let r: { ok: boolean; error?: string };
    try {
      r = f(s, a.seat as Seat, a.command as Command);
    } catch (err) {
      out.push(`${name} threw on ${tag}: ${String(err)}`);
      continue;
    }
    if (r.ok) out.push(`${name} accepted ${tag}`);
    else if (typeof r.error !== 'string' || r.error.length === 0)
      out.push(`${name} rejected ${tag} without a reason`);
    if (JSON.stringify(s) !== fingerprint) {
      out.push(`${name} changed the state on ${tag}`);
      return out;
    }
  }
  return out;
}

function safeJson(x: unknown): string {
  try {
    const json = JSON.stringify(x, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v) ? String(v) : typeof v === 'bigint' ? `${v}n` : v,
    );
    return json ?? Object.prototype.toString.call(x);
  } catch {
    return Object.prototype.toString.call(x);
  }
}
