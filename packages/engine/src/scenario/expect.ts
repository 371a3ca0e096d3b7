// Checking a scenario's expectations against the final table. Each failure is one readable line.
import { pending } from '../core/commands.ts';
import { getRuleset } from '../core/ruleset.ts';
import { view } from '../core/views.ts';
import type { CardId, GameEvent, GameState } from '../core/types.ts';
import { canonicalFace, formatFace, parseSeat, seatLetter } from './names.ts';
import { readableEvent } from './readable.ts';
import type { Expectations } from './schema.ts';

const sortedEq = (a: string[], b: string[]): boolean =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
const letters = (xs: string[]): string[] => xs.map((x) => x.toUpperCase());

export function checkExpectations(x: Expectations, s: GameState, events: GameEvent[]): string[] {
  const errs: string[] = [];
  const cards = getRuleset(s.ruleset).cards;
  const names = (cs: CardId[]): string[] => cs.map((c) => formatFace(cards[c]));
  const seatOf = (l: string): number => parseSeat(l, s.players.length) ?? -1;
  const want = (what: string, expected: unknown, actual: unknown): void => {
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      errs.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };

  if (x.winners)
    want('winners', [...letters(x.winners)].sort(), (s.result?.winners ?? []).map(seatLetter).sort());
  if (x.winnerCamps) want('winnerCamps', [...x.winnerCamps].sort(), [...(s.result?.camps ?? [])].sort());
  if (x.noWinner !== undefined) want('noWinner', x.noWinner, s.result === null);
  if (x.dead)
    want(
      'dead',
      letters(x.dead).sort(),
      s.players.filter((p) => !p.alive).map((p) => seatLetter(p.seat)),
    );
  for (const [k, up] of Object.entries(x.characterUp ?? {}))
    want(`characterUp ${k}`, up, s.players[seatOf(k)].characterUp);
  if (x.lost)
    want(
      'lost',
      letters(x.lost).sort(),
      s.players.filter((p) => p.lost).map((p) => seatLetter(p.seat)),
    );
  for (const [k, v] of Object.entries(x.intel ?? {})) {
    const got = names(s.players[seatOf(k)].intel);
    if (!sortedEq(v.map(canonicalFace), got))
      errs.push(`intel ${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
  }
  for (const [k, v] of Object.entries(x.hands ?? {})) {
    const got = names(s.players[seatOf(k)].hand);
    if (!sortedEq(v.map(canonicalFace), got))
      errs.push(`hands ${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
  }
  for (const [k, v] of Object.entries(x.handCount ?? {}))
    want(`handCount ${k}`, v, s.players[seatOf(k)].hand.length);
  if (x.discard) {
    const pile = names(s.discard);
    for (const n of x.discard.map(canonicalFace)) {
      const i = pile.indexOf(n);
      if (i < 0) errs.push(`discard: expected it to hold ${n}, got ${JSON.stringify(names(s.discard))}`);
      else pile.splice(i, 1);
    }
  }
  if (x.discardCount !== undefined) want('discardCount', x.discardCount, s.discard.length);
  if (x.removedCount !== undefined) want('removedCount', x.removedCount, s.removed.length);
  if (x.deckCount !== undefined) want('deckCount', x.deckCount, s.deck.length);
  if (x.pending) {
    const p = pending(s);
    if (x.pending.seat) want('pending.seat', x.pending.seat.toUpperCase(), p ? seatLetter(p.seat) : null);
    if (x.pending.kind) want('pending.kind', x.pending.kind, p?.kind ?? null);
  }
  if (x.turn !== undefined) want('turn', x.turn, s.turn);
  if (x.current) want('current', x.current.toUpperCase(), seatLetter(s.current));
  for (const [k, v] of Object.entries(x.killers ?? {})) {
    const d = s.deaths.find((dd) => dd.seat === seatOf(k));
    want(
      `killer of ${k}`,
      v === null ? null : v.toUpperCase(),
      d ? (d.killer < 0 ? null : seatLetter(d.killer)) : 'not dead',
    );
  }
  const log = events.map((e) => readableEvent(s, e));
  if (x.events) errs.push(...checkSubsequence(x.events, log));
  for (const e of x.noEvents ?? []) {
    const hit = log.find((ev) => matchesEvent(e, ev));
    if (hit) errs.push(`noEvents: found ${JSON.stringify(hit)}`);
  }
  for (const [k, sees] of Object.entries(x.sees ?? {})) errs.push(...checkSees(s, seatOf(k), k, sees));
  return errs;
}

function normalise(key: string, v: unknown): unknown {
  if ((key === 'card' || key === 'intel') && typeof v === 'string') return canonicalFace(v);
  if (key === 'cards' && Array.isArray(v))
    return v.map((c) => (typeof c === 'string' ? canonicalFace(c) : c));
  if (typeof v === 'string' && /^[a-i]$/.test(v)) return v.toUpperCase();
  if (Array.isArray(v)) return v.map((y) => normalise('', y));
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, y]) => [k, normalise(k, y)]));
  return v;
}

function matchesEvent(expected: Record<string, unknown>, actual: Record<string, unknown>): boolean {
  for (const [k, v] of Object.entries(expected)) {
    const a = actual[k];
    const e = normalise(k, v);
    if (typeof e === 'object' && e !== null && !Array.isArray(e) && typeof a === 'object' && a !== null) {
      if (!matchesEvent(e as Record<string, unknown>, a as Record<string, unknown>)) return false;
    } else if (JSON.stringify(e) !== JSON.stringify(a)) return false;
  }
  return true;
}

function checkSubsequence(expected: Record<string, unknown>[], log: Record<string, unknown>[]): string[] {
  let at = 0;
  for (let i = 0; i < expected.length; i++) {
    while (at < log.length && !matchesEvent(expected[i], log[at])) at++;
    if (at >= log.length)
      return [
        `events.${i}: ${JSON.stringify(expected[i])} not found in order (after the events matched before it)`,
      ];
    at++;
  }
  return [];
}

function checkSees(
  s: GameState,
  seat: number,
  letter: string,
  sees: NonNullable<Expectations['sees']>[string],
): string[] {
  const errs: string[] = [];
  const v = view(s, seat);
  if (sees.passingFace !== undefined) {
    const face = v.passing?.card.face;
    const got = face ? formatFace(face) : null;
    const exp = sees.passingFace === null ? null : canonicalFace(sees.passingFace);
    if (got !== exp)
      errs.push(`sees ${letter} passingFace: expected ${JSON.stringify(exp)}, got ${JSON.stringify(got)}`);
  }
  for (const [k, camp] of Object.entries(sees.camps ?? {})) {
    const got = v.players[parseSeat(k, s.players.length) ?? 0].camp;
    if (got !== camp)
      errs.push(`sees ${letter} camp of ${k}: expected ${JSON.stringify(camp)}, got ${JSON.stringify(got)}`);
  }
  if (sees.stackFaces) {
    const got = (v.window?.stack ?? []).map((f) => (f.card?.face ? formatFace(f.card.face) : null));
    const exp = sees.stackFaces.map((f) => (f === null ? null : canonicalFace(f)));
    if (JSON.stringify(got) !== JSON.stringify(exp))
      errs.push(`sees ${letter} stackFaces: expected ${JSON.stringify(exp)}, got ${JSON.stringify(got)}`);
  }
  return errs;
}
