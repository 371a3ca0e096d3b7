// Sampling a joint assignment of camps to the seats whose camp this seat does not know, from the
// same posterior the heuristic's marginals come from (heuristic/beliefs.ts: its evidence, the
// identity table's counts, one's own and revealed camps fixed).
import { getRuleset } from '@fengsheng/engine';
import type { Camp, GameView } from '@fengsheng/engine';
import { CAMPS, campIndex, enumerateCamps } from '../heuristic/beliefs.ts';
import type { Evidence } from '../heuristic/beliefs.ts';
import { settlePolicy } from '../heuristic/policy-evidence.ts';

/** Every assignment of camps to the unknown seats that fits the counts, with its posterior weight. */
export interface CampPosterior {
  unknown: number[];
  /** assignments[j][i]: camp index of unknown[i] in assignment j. */
  assignments: number[][];
  /** Cumulative normalised weights, for sampling. */
  cumulative: number[];
  /** The known camps by seat (null: unknown). */
  known: (Camp | null)[];
  /**
   * When the identity table does not fix the counts (风声再临 deals n identities from a larger
   * pool at 3, 4 and 6 players; an identity moved): each unknown seat's own [red, blue, neutral]
   * from its evidence alone, drawn independently (as heuristic/beliefs.ts falls back). Else null.
   */
  independent: number[][] | null;
}

export function campPosterior(view: GameView, ev: Evidence): CampPosterior | null {
  const n = view.players.length;
  const counts = [0, 0, 0];
  for (const c of getRuleset(view.ruleset).identities(n, 'standard')) counts[campIndex(c)]++;
  const known = view.players.map((p) => p.camp);
  const unknown: number[] = [];
  for (const p of view.players) {
    if (p.camp) counts[campIndex(p.camp)]--;
    else unknown.push(p.seat);
  }
  settlePolicy(ev, view);
  const logU = view.players.map(() => [0, 0, 0]);
  for (const u of ev.unary) for (let k = 0; k < 3; k++) logU[u.seat][k] += u.log[k];
  for (const u of ev.policy) for (let k = 0; k < 3; k++) logU[u.seat][k] += u.log[k];
  if (counts.some((c) => c < 0) || counts[0] + counts[1] + counts[2] !== unknown.length) {
    const independent = unknown.map((seat) => {
      const w = logU[seat].map((l) => Math.exp(l));
      const z = w[0] + w[1] + w[2];
      return w.map((x) => x / z);
    });
    return { unknown, assignments: [], cumulative: [], known, independent };
  }
  const camp = known.map((c) => (c ? campIndex(c) : -1));
  const { scores, assignments } = enumerateCamps(camp, unknown, counts, logU, ev.pairs);
  if (scores.length === 0) return null;
  const max = Math.max(...scores);
  const w = scores.map((s) => Math.exp(s - max));
  const z = w.reduce((a, b) => a + b, 0);
  let acc = 0;
  const cumulative = w.map((x) => (acc += x / z));
  return { unknown, assignments, cumulative, known, independent: null };
}

/** One full camp assignment drawn from the posterior. */
export function sampleCamps(post: CampPosterior, rng: () => number): Camp[] {
  if (post.independent) {
    const out = post.known.map((c) => c ?? 'neutral');
    post.unknown.forEach((seat, i) => {
      const [red, blue] = post.independent![i];
      const r = rng();
      out[seat] = r < red ? 'red' : r < red + blue ? 'blue' : 'neutral';
    });
    return out;
  }
  const r = rng();
  let j = post.cumulative.findIndex((c) => r < c);
  if (j < 0) j = post.cumulative.length - 1;
  const out = post.known.map((c) => c ?? 'neutral');
  post.unknown.forEach((seat, i) => (out[seat] = CAMPS[post.assignments[j][i]]));
  return out;
}
