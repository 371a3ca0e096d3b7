// The calibration of a bot's camp beliefs (issue 17): at each decision of a seat, the belief it
// holds about every player whose camp it does not see, scored against the true camp. Log-loss is
// the mean of −ln p(true camp); the prior is the same score for the identity table alone (no
// evidence), so a belief that learns nothing scores the prior.
import type { Camp, GameView } from '@fengsheng/engine';

/** A turn from which a belief counts as late in the game. */
export const LATE_TURN = 20;
/** A true camp given less than this is "confidently wrong". */
export const CONFIDENTLY_WRONG = 0.05;

export interface BeliefCounts {
  /** (decision, unseen player) pairs scored, and of those in turn LATE_TURN or later. */
  terms: number;
  lateTerms: number;
  /** Sums of −ln p(true camp): the beliefs', the prior's, the beliefs' late in the game. */
  logLoss: number;
  priorLogLoss: number;
  lateLogLoss: number;
  /** Terms whose true camp had a belief under CONFIDENTLY_WRONG, all and late. */
  confidentlyWrong: number;
  lateConfidentlyWrong: number;
}

export function emptyBeliefCounts(): BeliefCounts {
  return {
    terms: 0,
    lateTerms: 0,
    logLoss: 0,
    priorLogLoss: 0,
    lateLogLoss: 0,
    confidentlyWrong: 0,
    lateConfidentlyWrong: 0,
  };
}

// A probability of exactly 0 would make one term infinite; the bots' own floor is far above this.
const FLOOR = 1e-9;
const INDEX: Record<Camp, number> = { red: 0, blue: 1, neutral: 2 };

/**
 * Score the beliefs `held` by `view`'s seat against the true camps; `prior` is what the same bot
 * believes from the view alone (an empty log).
 */
export function scoreBeliefs(
  counts: BeliefCounts,
  view: GameView,
  held: readonly (readonly number[])[],
  prior: readonly (readonly number[])[],
  trueCamps: readonly Camp[],
  turn: number,
): void {
  const late = turn >= LATE_TURN;
  for (const p of view.players) {
    if (p.camp !== null && p.camp !== undefined) continue;
    const k = INDEX[trueCamps[p.seat]];
    const q = held[p.seat][k];
    const loss = -Math.log(Math.max(q, FLOOR));
    counts.terms++;
    counts.logLoss += loss;
    counts.priorLogLoss += -Math.log(Math.max(prior[p.seat][k], FLOOR));
    if (q < CONFIDENTLY_WRONG) counts.confidentlyWrong++;
    if (late) {
      counts.lateTerms++;
      counts.lateLogLoss += loss;
      if (q < CONFIDENTLY_WRONG) counts.lateConfidentlyWrong++;
    }
  }
}
