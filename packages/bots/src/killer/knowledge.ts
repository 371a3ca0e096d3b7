// What a bot reads from its view: the police's public claims (in the words bots speak, see
// `claimText`), the vote history, and a public suspicion score that every town bot computes the same
// way, so that the town's votes converge without talking.
import type { KillerView, Seat } from '@fengsheng/killer';

export interface Claim {
  /** Who claimed to be police. */
  by: Seat;
  target: Seat;
  killer: boolean;
}

/** 「我是警察。验 3号 是杀手；验 5号 是好人」: the one line a police bot speaks. */
export function claimText(checks: readonly { target: Seat; killer: boolean }[]): string {
  const parts = checks.map((c) => `验 ${c.target + 1}号 是${c.killer ? '杀手' : '好人'}`);
  return `我是警察。${parts.join('；')}${checks.some((c) => c.killer) ? '。请投杀手' : ''}`;
}

/** Claims read back from the speeches and last words of the view. */
export function claims(view: KillerView): Claim[] {
  const out: Claim[] = [];
  for (const m of view.messages) {
    if (m.kind === 'nightChat' || !m.text.includes('我是警察')) continue;
    for (const hit of m.text.matchAll(/验\s*(\d+)号\s*是(杀手|好人)/g)) {
      const target = Number(hit[1]) - 1;
      if (target >= 0 && target < view.players) out.push({ by: m.seat, target, killer: hit[2] === '杀手' });
    }
  }
  return out;
}

/**
 * Public suspicion of each seat: named a killer by a claim (+10), named good (-6), a claimed police
 * (-6), a ballot against a claimed police or a seat named good (+3 each), a ballot for a seat named
 * killer (-2 each). Everyone who reads the same view gets the same numbers.
 */
export function suspicion(view: KillerView): number[] {
  const score = Array<number>(view.players).fill(0);
  const cs = claims(view);
  const claimers = new Set(cs.map((c) => c.by));
  const named = new Map<Seat, boolean>();
  for (const c of cs) {
    // A claimer named a killer by another claim is not believed.
    if (cs.some((d) => d.target === c.by && d.killer)) continue;
    named.set(c.target, named.get(c.target) === true || c.killer);
  }
  for (const [seat, killer] of named) score[seat] += killer ? 10 : -6;
  for (const seat of claimers) if (!named.get(seat)) score[seat] -= 6;
  for (const v of view.votes)
    for (const b of v.ballots) {
      if (b.target === null) continue;
      if (claimers.has(b.target) || named.get(b.target) === false) score[b.voter] += 3;
      if (named.get(b.target) === true) score[b.voter] -= 2;
    }
  return score;
}

/** The candidate the town would vote for: the highest score, ties to the first in the order. */
export function townPick(
  candidates: readonly Seat[],
  score: readonly number[],
  exclude: (s: Seat) => boolean,
): Seat | null {
  let best: Seat | null = null;
  for (const c of candidates) {
    if (exclude(c)) continue;
    if (best === null || score[c] > score[best]) best = c;
  }
  return best;
}
