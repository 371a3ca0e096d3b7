// Checking a scenario's expectations against the table (at a step or at the end). Each failure is one readable line.
import { checkConsecutive, checkNoEvents, checkSubsequence } from '@fengsheng/game/scenario';
import { check, pending } from '../core/commands.ts';
import { getRuleset } from '../core/ruleset.ts';
import { view } from '../core/views.ts';
import type { CardFace, CardId, GameEvent, GameState } from '../core/types.ts';
import { canonicalFace, formatFace, parseSeat, seatLetter } from './names.ts';
import { readableEvent } from './readable.ts';
import type { CommandEntry, Expectations } from './schema.ts';
import { checkOffered, checkChoice, withLetters } from './offers.ts';
import { findCharacterId, parseCommand } from './commands.ts';

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
  if (x.events) errs.push(...checkSubsequence(x.events, log, normalise));
  if (x.noEvents) errs.push(...checkNoEvents(x.noEvents, log, normalise));
  if (x.consecutive) errs.push(...checkConsecutive(x.consecutive, log, normalise));
  errs.push(...checkZones(x, s));
  errs.push(...checkOffered(s, x.offered, 'offered', 'want'));
  errs.push(...checkOffered(s, x.notOffered, 'notOffered', 'refuse'));
  if (x.choice) errs.push(...checkChoice(s, x.choice));
  if (x.campCounts) {
    const got = { red: 0, blue: 0, neutral: 0 };
    for (const p of s.players) got[p.camp]++;
    for (const [camp, n] of Object.entries(x.campCounts))
      want(`campCounts ${camp}`, n, got[camp as keyof typeof got]);
  }
  for (const il of x.illegal ?? []) errs.push(...checkIllegal(s, il.command, il.reason));
  for (const [k, sees] of Object.entries(x.sees ?? {})) errs.push(...checkSees(s, seatOf(k), k, sees));
  return errs;
}

/** Expected event fields in the readable log's words (canonical card names, upper-case seats). */
export function normalise(key: string, v: unknown): unknown {
  if ((key === 'card' || key === 'intel') && typeof v === 'string') return canonicalFace(v);
  if (key === 'cards' && Array.isArray(v))
    return v.map((c) => (typeof c === 'string' ? canonicalFace(c) : c));
  if (typeof v === 'string' && /^[a-i]$/.test(v)) return v.toUpperCase();
  if (Array.isArray(v)) return v.map((y) => normalise('', y));
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, y]) => [k, normalise(k, y)]));
  return v;
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
  // The view shows only how many cards are removed: no seat is shown a removed card's face.
  if (sees.removedCount !== undefined && sees.removedCount !== v.removedCount)
    errs.push(`sees ${letter} removedCount: expected ${sees.removedCount}, got ${v.removedCount}`);
  if (sees.stackFaces) {
    const got = (v.window?.stack ?? []).map((f) => (f.card?.face ? formatFace(f.card.face) : null));
    const exp = sees.stackFaces.map((f) => (f === null ? null : canonicalFace(f)));
    if (JSON.stringify(got) !== JSON.stringify(exp))
      errs.push(`sees ${letter} stackFaces: expected ${JSON.stringify(exp)}, got ${JSON.stringify(got)}`);
  }
  for (const [k, name] of Object.entries(sees.extraMission ?? {})) {
    const got = v.players[parseSeat(k, s.players.length) ?? 0].extraMission;
    const exp = name === null ? null : (findCharacterId(s.ruleset, name) ?? name);
    if (got !== exp)
      errs.push(
        `sees ${letter} extraMission of ${k}: expected ${JSON.stringify(exp)}, got ${JSON.stringify(got)}`,
      );
  }
  const faces = (cs: { face: CardFace | null }[]): (string | null)[] =>
    cs.map((c) => (c.face ? formatFace(c.face) : null)).sort(byFace);
  const expected = (fs: (string | null)[]): (string | null)[] =>
    fs.map((f) => (f === null ? null : canonicalFace(f))).sort(byFace);
  for (const [k, exp] of Object.entries(sees.intelFaces ?? {})) {
    const got = faces(v.players[parseSeat(k, s.players.length) ?? 0].intel);
    if (JSON.stringify(got) !== JSON.stringify(expected(exp)))
      errs.push(
        `sees ${letter} intelFaces of ${k}: expected ${JSON.stringify(expected(exp))}, got ${JSON.stringify(got)}`,
      );
  }
  if (sees.discardFaces) {
    const got = faces(v.discard);
    const exp = expected(sees.discardFaces);
    if (JSON.stringify(got) !== JSON.stringify(exp))
      errs.push(`sees ${letter} discardFaces: expected ${JSON.stringify(exp)}, got ${JSON.stringify(got)}`);
  }
  if (sees.stackNamed) {
    const got = (v.window?.stack ?? []).map((f) => f.named);
    if (JSON.stringify(got) !== JSON.stringify(sees.stackNamed))
      errs.push(
        `sees ${letter} stackNamed: expected ${JSON.stringify(sees.stackNamed)}, got ${JSON.stringify(got)}`,
      );
  }
  return errs;
}

/** Deck top, intel counts, the removed zone, and faces a zone must not hold. */
function checkZones(x: Expectations, s: GameState): string[] {
  const errs: string[] = [];
  const cards = getRuleset(s.ruleset).cards;
  const names = (cs: CardId[]): string[] => cs.map((c) => formatFace(cards[c]));
  const seatOf = (l: string): number => parseSeat(l, s.players.length) ?? -1;
  if (x.deckTop) {
    const top = names(s.deck.slice(-x.deckTop.length).reverse());
    const exp = x.deckTop.map(canonicalFace);
    if (JSON.stringify(top) !== JSON.stringify(exp))
      errs.push(`deckTop: expected ${JSON.stringify(exp)} (top first), got ${JSON.stringify(top)}`);
  }
  for (const [k, n] of Object.entries(x.intelCount ?? {})) {
    const got = s.players[seatOf(k)].intel.length;
    if (got !== n) errs.push(`intelCount ${k}: expected ${n}, got ${got}`);
  }
  if (x.removed && !sortedEq(x.removed.map(canonicalFace), names(s.removed)))
    errs.push(`removed: expected ${JSON.stringify(x.removed)}, got ${JSON.stringify(names(s.removed))}`);
  const w = x.without;
  if (!w) return errs;
  const none = (where: string, zone: CardId[], faces: string[]): void => {
    const got = names(zone);
    for (const f of faces.map(canonicalFace))
      if (got.includes(f)) errs.push(`without ${where}: ${f} is there (${JSON.stringify(got)})`);
  };
  for (const [k, v] of Object.entries(w.hands ?? {})) none(`hands ${k}`, s.players[seatOf(k)].hand, v);
  for (const [k, v] of Object.entries(w.intel ?? {})) none(`intel ${k}`, s.players[seatOf(k)].intel, v);
  if (w.discard) none('discard', s.discard, w.discard);
  if (w.removed) none('removed', s.removed, w.removed);
  if (w.deck) none('deck', s.deck, w.deck);
  return errs;
}

/** A command that must be rejected now, with part of the reason. */
export function checkIllegal(s: GameState, entry: CommandEntry, reason?: string): string[] {
  const line = typeof entry === 'string' ? entry : JSON.stringify(entry);
  const p = parseCommand(entry, s);
  if ('error' in p) {
    // A misspelt command is the scenario's mistake, not a rejection by the rules.
    if (!p.absent) return [`illegal "${line}": ${p.error}`];
    return reason && !p.error.includes(reason) ? [`"${line}" is illegal for another reason: ${p.error}`] : [];
  }
  const c = check(s, p.seat, p.command);
  if (c.ok) return [`"${line}" was expected to be illegal but is legal`];
  const why = withLetters(c.error);
  if (reason && !why.includes(reason)) return [`"${line}" is illegal for another reason: ${why}`];
  return [];
}

/** Faces in a fixed order for comparing as sets; face-down cards (null) last. */
function byFace(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
