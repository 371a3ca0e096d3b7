// The enumeration behind the camp beliefs: every way to give the unknown seats camps that fits
// the identity table's counts, each weighted by the evidence (beliefs.ts reads it; the policy
// evidence asks it what a player would believe in a camp it is supposed to hold).
/** Likelihood of an observation for each camp of one seat (red, blue, neutral), as logs. */
export interface Unary {
  seat: number;
  log: [number, number, number];
}
/** Likelihood of an observation given whether two seats share a camp. */
export interface Pair {
  a: number;
  b: number;
  same: number;
  diff: number;
}

/**
 * Every assignment of camps to the unknown seats that the identity counts allow, each with its
 * log-weight from the evidence (per-seat terms and same/different-camp pairs). `camp` holds the
 * known seats' camp indexes (-1 for unknown) and is used as scratch; `counts` is left as it was.
 * Only the first `pairCount` pairs count (the evidence read before a decision, policy-evidence.ts).
 * The assignments are shared between calls (see `assignmentsFor`): callers must not change them.
 */
export function enumerateCamps(
  camp: number[],
  unknown: readonly number[],
  counts: number[],
  logU: readonly number[][],
  pairs: readonly Pair[],
  pairCount = pairs.length,
): { scores: number[]; assignments: number[][] } {
  const assignments = assignmentsFor(unknown.length, counts);
  const scores: number[] = [];
  for (const a of assignments) {
    for (let i = 0; i < unknown.length; i++) camp[unknown[i]] = a[i];
    // The terms are summed in the same order for every assignment (seats, then pairs).
    let sc = 0;
    for (const s of unknown) sc += logU[s][camp[s]];
    for (let i = 0; i < pairCount; i++) {
      const p = pairs[i];
      const x = camp[p.a];
      const y = camp[p.b];
      if (x < 0 || y < 0) continue;
      // Two neutrals are not a team: only a shared red or blue camp counts as "same".
      sc += x === y && x !== 2 ? p.same : p.diff;
    }
    scores.push(sc);
  }
  for (const s of unknown) camp[s] = -1;
  return { scores, assignments };
}

const assignmentCache = new Map<string, number[][]>();

/**
 * The ways to give `slots` unknown seats camps using exactly `counts` [red, blue, neutral], as
 * camp indexes by slot, first slot slowest, red before blue before neutral. They depend on the
 * counts alone, and every decision of every rollout asks again: built once per distinct counts.
 */
function assignmentsFor(slots: number, counts: readonly number[]): number[][] {
  const key = `${slots}|${counts[0]}|${counts[1]}|${counts[2]}`;
  let out = assignmentCache.get(key);
  if (out) return out;
  out = [];
  const left = counts.slice();
  const cur = new Array<number>(slots).fill(-1);
  const rec = (i: number): void => {
    if (i === slots) {
      out!.push(cur.slice());
      return;
    }
    for (let k = 0; k < 3; k++) {
      if (left[k] === 0) continue;
      left[k]--;
      cur[i] = k;
      rec(i + 1);
      left[k]++;
    }
  };
  rec(0);
  assignmentCache.set(key, out);
  return out;
}
