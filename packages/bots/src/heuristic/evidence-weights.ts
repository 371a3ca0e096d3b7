// How much each kind of camp evidence counts (beliefs.ts reads the log with one of these).
/**
 * How much each kind of evidence counts: its likelihood factors are raised to this power (1 as
 * first written, 0 ignored). Kinds a player of any camp does for other reasons too count less.
 */
export interface EvidenceWeights {
  /** Took a face they knew (accepted it, or intercepted it face up). */
  accepted: number;
  /** Left a face they knew. */
  refused: number;
  /** Countered someone's card: probably not their teammate. */
  countered: number;
  /** Sent a false intel straight at someone, or locked them toward it. */
  aimedFalse: number;
  /** Sent a true intel straight at someone, or locked them toward it. */
  aimedTrue: number;
  /** Burned a false intel of someone's. */
  burned: number;
  /** Answered a probe this seat saw (the answer is forced by the identity). */
  probeAnswer: number;
  /**
   * With characters in play, the likelihood of a probe answer for the identities it rules out (城府
   * lets its owner answer either way); 0.03 as first written, as without characters.
   */
  probeLie: number;
  /**
   * A probe answer read by the answerer's face-up character: a character with 城府 may answer
   * either way (its answer tells nothing), any other face-up one must answer as its identity (0.03,
   * as without characters); only a face-down character's answer is read with `probeLie`.
   */
  probeFaceUp: boolean;
  /** A 试探 answered by drawing one (the online edition's copies) is the bet's camp (first written: no). */
  drawOneIsYes: boolean;
  /** 风声再临's camp-named 试探 are read (first written: not read at all). */
  campNamedProbes: boolean;
  /**
   * Taking or leaving a face one knew, read through the heuristic's own policy (policy-evidence.ts):
   * the power of its factors; 0 reads it the old way (`accepted`, `refused`).
   */
  policyReceive: number;
  /** A 直达's target and a sender's lock, read through the policy; 0: the old way (`aimedFalse`, `aimedTrue`). */
  policyAim: number;
  /** Taking or leaving an intel one could not see, read through the policy (its guess of the face). */
  policyBlind: number;
  /**
   * A neutral decider modelled as playing for its face-up character's collect or declarer mission,
   * not as the plain neutral (first written: no).
   */
  policyMissions: boolean;
  /** The policy's temperature (in the yardstick's points) and the share of choices it does not explain. */
  policyTemp: number;
  policyFloor: number;
}

/** The weights as first written: every factor at full strength (the `baseline` bot's). */
export const UNTUNED_EVIDENCE: EvidenceWeights = {
  accepted: 1,
  refused: 1,
  countered: 1,
  aimedFalse: 1,
  aimedTrue: 1,
  burned: 1,
  probeAnswer: 1,
  probeLie: 0.03,
  probeFaceUp: false,
  drawOneIsYes: false,
  campNamedProbes: false,
  policyReceive: 0,
  policyAim: 0,
  policyBlind: 0,
  policyMissions: false,
  policyTemp: 1,
  policyFloor: 1,
};

/**
 * The heuristic's weights, fitted to its own play: each kind's power chosen to minimise the
 * log-loss of its camp beliefs in heuristic self-play (docs/bots.md, "Camp beliefs").
 */
export const TUNED_EVIDENCE: EvidenceWeights = {
  accepted: -0.5,
  refused: -0.5,
  countered: 1,
  aimedFalse: 1.5,
  aimedTrue: 0,
  burned: 1,
  probeAnswer: 1,
  probeLie: 0.15,
  probeFaceUp: true,
  drawOneIsYes: true,
  campNamedProbes: true,
  policyReceive: 1,
  policyAim: 1,
  policyBlind: 1.5,
  policyMissions: true,
  policyTemp: 0.5,
  policyFloor: 0.35,
};
