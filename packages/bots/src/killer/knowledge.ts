// What a bot reads from the table: the speeches read back (see speech.ts), which police claims are
// believed, and a public suspicion score that every bot computes the same way from the same view.
// Only public things enter it; what a police checked or a killer knows is added by the bot itself.
import type { KillerView, Seat } from '@fengsheng/killer';
import { readSpeech } from './speech.ts';

export interface Claim {
  /** Who claimed to be police. */
  by: Seat;
  target: Seat;
  killer: boolean;
}

/** The table as every player reads it. Arrays are indexed by seat. */
export interface TableRead {
  /** Every check line of every claim, in the order said. */
  claims: Claim[];
  /** Seats that claimed police, in the order of their first claim. */
  claimers: Seat[];
  /**
   * A claimer is believed unless other claimers contest it (name it a killer or 「假警察」) more
   * than they back it (name it good or 「真警察」); see `weigh`.
   */
  believed: boolean[];
  /** Distinct players who accused the seat (「我怀疑」, 「乱点」, 「假警察」 said by a non-claimer). */
  accusers: number[];
  /** Whether anyone has claimed police or accused anyone in a speech or last words. */
  heard: boolean;
  /** The same, counting only what was said in the current round. */
  heardToday: boolean;
}

function push(list: Seat[], seat: Seat): void {
  if (!list.includes(seat)) list.push(seat);
}

/**
 * Which claimers are believed: contested no more than backed. A claim stands against a later
 * counter-claim that names its maker a killer (the reply of a named killer's companion): it counts
 * one more backer then, but not when a claimer called it 「假警察」, as only the police know that.
 * With `trusted`, only the word of claimers trusted there counts.
 */
function weigh(
  claimers: readonly Seat[],
  countered: readonly Seat[][],
  tagged: readonly Seat[][],
  backers: readonly Seat[][],
  trusted: readonly boolean[] | null,
  players: number,
): boolean[] {
  const out: boolean[] = [];
  for (let s = 0; s < players; s++) {
    const at = claimers.indexOf(s);
    let standing = true;
    let no = 0;
    let yes = 0;
    for (const by of countered[s]) {
      if (trusted && !trusted[by]) continue;
      no++;
      if (claimers.indexOf(by) < at) standing = false;
    }
    for (const by of tagged[s]) {
      if ((trusted && !trusted[by]) || countered[s].includes(by)) continue;
      no++;
      standing = false;
    }
    for (const by of backers[s]) if (!trusted || trusted[by]) yes++;
    out.push(at >= 0 && no <= yes + (standing ? 1 : 0));
  }
  return out;
}

export function readTable(view: KillerView): TableRead {
  const p = view.players;
  const claims: Claim[] = [];
  const claimers: Seat[] = [];
  const countered: Seat[][] = [];
  const tagged: Seat[][] = [];
  const backers: Seat[][] = [];
  const accusedBy: Seat[][] = [];
  for (let s = 0; s < p; s++) {
    countered.push([]);
    tagged.push([]);
    backers.push([]);
    accusedBy.push([]);
  }
  let heard = false;
  let heardToday = false;
  for (const m of view.messages) {
    if (m.kind === 'nightChat') continue;
    const r = readSpeech(m.text, p);
    if (r.claim || r.accused.length > 0 || r.fake.length > 0) {
      heard = true;
      if (m.round === view.round) heardToday = true;
    }
    if (r.claim) {
      push(claimers, m.seat);
      for (const c of r.claim) claims.push({ by: m.seat, target: c.target, killer: c.killer });
      for (const c of r.claim) if (c.target !== m.seat && !c.killer) push(backers[c.target], m.seat);
      for (const s of r.real) if (s !== m.seat) push(backers[s], m.seat);
      for (const s of r.fake) if (s !== m.seat) push(tagged[s], m.seat);
      for (const c of r.claim) if (c.killer && c.target !== m.seat) push(countered[c.target], m.seat);
    } else {
      for (const s of r.fake) if (s !== m.seat) push(accusedBy[s], m.seat);
    }
    for (const s of r.accused) if (s !== m.seat) push(accusedBy[s], m.seat);
  }
  // A counter-claim is answered by the claim it names: the earlier claim stands against the reply.
  for (const c of claimers)
    for (const by of countered[c])
      if (claimers.indexOf(by) > claimers.indexOf(c) && !countered[by].includes(c)) countered[by].push(c);
  // Twice: first counting every claimer's word, then only the word of those believed the first time.
  let believed = weigh(claimers, countered, tagged, backers, null, p);
  believed = weigh(claimers, countered, tagged, backers, believed, p);
  const accusers: number[] = [];
  for (let s = 0; s < p; s++) accusers.push(accusedBy[s].length);
  return { claims, claimers, believed, accusers, heard, heardToday };
}

/** Claims read back from the speeches and last words of the view. */
export function claims(view: KillerView): Claim[] {
  return readTable(view).claims;
}

/**
 * Public suspicion of each seat, from a table read: named a killer by a believed claim +10, named
 * good −6, a believed claimer −6, a claimer not believed +4, each accuser +1; a ballot against a
 * believed claimer or a seat named good +3, a ballot for a seat named killer −2.
 */
export function suspicion(view: KillerView, table: TableRead = readTable(view)): number[] {
  const score: number[] = [];
  const namedKiller: boolean[] = [];
  const namedGood: boolean[] = [];
  for (let s = 0; s < view.players; s++) {
    score.push(table.accusers[s]);
    namedKiller.push(false);
    namedGood.push(false);
  }
  for (const c of table.claims) {
    if (!table.believed[c.by]) continue;
    if (c.killer) namedKiller[c.target] = true;
    else namedGood[c.target] = true;
  }
  for (let s = 0; s < view.players; s++) {
    if (namedKiller[s]) score[s] += 10;
    else if (namedGood[s]) score[s] -= 6;
  }
  for (const s of table.claimers) score[s] += table.believed[s] ? (namedKiller[s] ? 0 : -6) : 4;
  for (const v of view.votes)
    for (const b of v.ballots) {
      if (b.target === null) continue;
      if (table.believed[b.target] || (namedGood[b.target] && !namedKiller[b.target])) score[b.voter] += 3;
      if (namedKiller[b.target]) score[b.voter] -= 2;
    }
  return score;
}

/** The candidate the town would vote for: the highest score, ties to the first in the order. */
export function townPick(
  candidates: readonly Seat[],
  score: readonly number[],
  exclude: readonly Seat[] = [],
): Seat | null {
  let best: Seat | null = null;
  for (const c of candidates) {
    if (exclude.includes(c)) continue;
    if (best === null || score[c] > score[best]) best = c;
  }
  return best;
}
