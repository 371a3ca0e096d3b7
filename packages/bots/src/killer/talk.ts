// What a 杀人游戏 bot says in its speech or last words: one short sentence built from what its seat
// knows (its role, a police's checks, a killer's companions) and what it heard (claims, accusations,
// the vote record). A bot never asserts what its seat cannot know: a civilian says 「我信」/「我怀疑」,
// never 「是杀手」; a killer never names a companion in any sentence.
import type { KillerView, Seat } from '@fengsheng/killer';
import type { TableRead } from './knowledge.ts';
import {
  accuseText,
  claimText,
  defendText,
  doubtText,
  NO_INFO_LAST_WORDS,
  NO_INFO_LINES,
  readSpeech,
  supportText,
  type AccuseReason,
} from './speech.ts';

/** How often a killer with nothing to answer claims police on a day nobody has claimed (杀手跳警). */
export const FAKE_CLAIM_RATE = 0.05;
/** How often a killer answers a claim that named a companion with a counter-claim, not a doubt. */
export const COUNTER_CLAIM_RATE = 0.2;

/** What the speaker knows, for reports: its role and what it has to go on. */
export type Knowledge =
  | 'police:foundKiller'
  | 'police:checkedGood'
  | 'police:noCheck'
  | 'killer:named'
  | 'killer:unnamed'
  | 'civilian:heardClaim'
  | 'civilian:heardAccusation'
  | 'civilian:heardNothing';

function pick<T>(xs: readonly T[], rng: () => number): T {
  return xs[Math.floor(rng() * xs.length)];
}

/** The first claimer who named `seat` a killer, or null. */
function namedKillerBy(table: TableRead, seat: Seat): Seat | null {
  for (const c of table.claims) if (c.killer && c.target === seat && c.by !== seat) return c.by;
  return null;
}

export function knowledgeOf(view: KillerView, table: TableRead): Knowledge {
  const me = view.me!;
  if (me.role === 'police') {
    const checks = view.checks ?? [];
    for (const c of checks) if (c.killer && view.seats[c.target].alive) return 'police:foundKiller';
    return checks.length > 0 ? 'police:checkedGood' : 'police:noCheck';
  }
  if (me.role === 'killer') {
    if (namedKillerBy(table, me.seat) !== null) return 'killer:named';
    for (const m of me.mates) if (namedKillerBy(table, m) !== null) return 'killer:named';
    return 'killer:unnamed';
  }
  if (table.claimers.length > 0) return 'civilian:heardClaim';
  return table.heard ? 'civilian:heardAccusation' : 'civilian:heardNothing';
}

/** A ballot in the record that makes `seat` suspect: cast for a believed claimer or a seat named good. */
function voteEvidence(
  view: KillerView,
  table: TableRead,
  seat: Seat,
): { reason: AccuseReason; about: Seat } | null {
  for (let i = view.votes.length - 1; i >= 0; i--)
    for (const b of view.votes[i].ballots) {
      if (b.voter !== seat || b.target === null) continue;
      if (table.believed[b.target]) return { reason: 'votedClaimer', about: b.target };
      for (const c of table.claims)
        if (c.target === b.target && !c.killer && table.believed[c.by])
          return { reason: 'votedGood', about: b.target };
    }
  return null;
}

/** 「我怀疑 N号」 for the living seat with vote evidence, the most suspected first; never an `exclude`d seat. */
function accusation(
  view: KillerView,
  table: TableRead,
  score: readonly number[],
  exclude: readonly Seat[],
): string | null {
  let best: Seat | null = null;
  let bestWhy: { reason: AccuseReason; about: Seat } | null = null;
  for (const s of view.order) {
    if (s === view.me!.seat || exclude.includes(s) || !view.seats[s].alive) continue;
    const why = voteEvidence(view, table, s);
    if (why && (best === null || score[s] > score[best])) {
      best = s;
      bestWhy = why;
    }
  }
  return best !== null && bestWhy ? accuseText(best, bestWhy.reason, bestWhy.about) : null;
}

/** The first living seat named a killer by a believed claim, with its claimer, skipping `exclude`. */
function believedTarget(
  view: KillerView,
  table: TableRead,
  exclude: readonly Seat[],
): { by: Seat; target: Seat } | null {
  for (const c of table.claims)
    if (c.killer && table.believed[c.by] && view.seats[c.target].alive && !exclude.includes(c.target))
      if (c.target !== view.me!.seat) return { by: c.by, target: c.target };
  return null;
}

/** The last claimer not believed, other than the speaker. */
function contested(table: TableRead, me: Seat): Seat | null {
  for (let i = table.claimers.length - 1; i >= 0; i--) {
    const c = table.claimers[i];
    if (c !== me && !table.believed[c]) return c;
  }
  return null;
}

function quiet(view: KillerView, rng: () => number): string {
  return pick(view.step.kind === 'lastWords' ? NO_INFO_LAST_WORDS : NO_INFO_LINES, rng);
}

function policeLine(view: KillerView, table: TableRead, score: readonly number[], rng: () => number): string {
  const me = view.me!;
  const checks = view.checks ?? [];
  // The police know each other: any other claimer is lying.
  const fakes: Seat[] = [];
  for (const c of table.claimers) if (c !== me.seat && !me.mates.includes(c)) fakes.push(c);
  const doubted: Seat[] = [];
  for (const m of me.mates) if (table.claimers.includes(m) && !table.believed[m]) doubted.push(m);
  if (view.step.kind === 'lastWords') return claimText(checks, fakes, doubted);
  let unnamed = false;
  for (const c of checks) {
    if (!c.killer || !view.seats[c.target].alive) continue;
    let named = false;
    for (const d of table.claims)
      if (d.killer && d.target === c.target && me.mates.includes(d.by) && table.believed[d.by]) named = true;
    if (!named) unnamed = true;
  }
  let fakeBelieved = false;
  for (const f of fakes) if (table.believed[f]) fakeBelieved = true;
  const accused = namedKillerBy(table, me.seat) !== null || table.accusers[me.seat] > 0;
  if (unnamed || doubted.length > 0 || fakeBelieved || accused) return claimText(checks, fakes, doubted);
  return accusation(view, table, score, me.mates) ?? quiet(view, rng);
}

function civilianLine(
  view: KillerView,
  table: TableRead,
  score: readonly number[],
  rng: () => number,
): string {
  const me = view.me!.seat;
  const by = namedKillerBy(table, me);
  // Named a killer, a civilian knows that claimer lies.
  if (by !== null) return defendText(by, true);
  if (table.accusers[me] > 0) return defendText(firstAccuser(view, me), false);
  const named = believedTarget(view, table, []);
  if (named) return supportText(named.by, named.target);
  const doubt = contested(table, me);
  if (doubt !== null) return doubtText(doubt);
  return accusation(view, table, score, []) ?? quiet(view, rng);
}

function killerLine(view: KillerView, table: TableRead, score: readonly number[], rng: () => number): string {
  const me = view.me!;
  const by = namedKillerBy(table, me.seat);
  if (by !== null) return defendText(by, true);
  if (table.accusers[me.seat] > 0) return defendText(firstAccuser(view, me.seat), false);
  const claimed = table.claimers.includes(me.seat);
  for (const m of me.mates) {
    const against = namedKillerBy(table, m);
    if (against === null || !table.believed[against] || !view.seats[m].alive) continue;
    // Answer the claim that named a companion: claim police and name the claimer, or doubt it.
    if (!claimed && view.step.kind === 'speech' && rng() < COUNTER_CLAIM_RATE)
      return claimText([{ target: against, killer: true }]);
    return doubtText(against);
  }
  if (!claimed && !table.heardToday && view.step.kind === 'speech' && rng() < FAKE_CLAIM_RATE) {
    const pool: Seat[] = [];
    for (const s of view.order)
      if (s !== me.seat && !me.mates.includes(s) && view.seats[s].alive) pool.push(s);
    if (pool.length > 0) return claimText([{ target: pick(pool, rng), killer: true }]);
  }
  const named = believedTarget(view, table, me.mates);
  if (named) return supportText(named.by, named.target);
  return accusation(view, table, score, me.mates) ?? quiet(view, rng);
}

/** Who accused `seat` first in the speeches, or null. */
function firstAccuser(view: KillerView, seat: Seat): Seat | null {
  for (const m of view.messages) {
    if (m.kind === 'nightChat' || m.seat === seat) continue;
    const r = readSpeech(m.text, view.players);
    if (r.accused.includes(seat) || (!r.claim && r.fake.includes(seat))) return m.seat;
  }
  return null;
}

/** The sentence this seat says now. */
export function speechLine(
  view: KillerView,
  table: TableRead,
  score: readonly number[],
  rng: () => number,
): string {
  const role = view.me!.role;
  if (role === 'police') return policeLine(view, table, score, rng);
  if (role === 'killer') return killerLine(view, table, score, rng);
  return civilianLine(view, table, score, rng);
}
