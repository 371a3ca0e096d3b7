// The heuristic's tactics that can be turned off one by one. `baseline` (registered as a bot of
// its own) is the heuristic as it stood before these tactics, so every change is measured against
// it on paired deals (docs/bots.md); a test turns one tactic off to watch the behaviour it covers
// go away. Plain booleans in one object of one shape: read on hot paths.
export interface Tactics {
  /** Others take or refuse intel for their own likely camp: nobody takes a visible false intel. */
  acceptByCamp: boolean;
  /** A 识破 on a card that already fails (another 识破 on it, still standing) is worth nothing. */
  stackAware: boolean;
  /** A 锁定 that would kill (the target at one false intel from death) is countered unless its user is an ally. */
  lethalLock: boolean;
  /** A 试探 an enemy answers by drawing hands them a card: that counts against it. */
  probeGift: boolean;
  /** The skill lookahead plays on past the send, so skills that shape the intel sent are valued. */
  pastSend: boolean;
  /** Keep a card one may send face down safely (not a false intel) before spending cards. */
  safeSend: boolean;
  /**
   * With characters, cards the card logic cannot value (调包, 离间, ...) go to the skill lookahead
   * too: some characters' skills fire on them (窃于无形, 核燃机体), which only a playout sees.
   */
  unvaluedCards: boolean;
  /** Optional triggers with a price are weighed, not always taken (先机后置's four cards). */
  weighTriggers: boolean;
  /**
   * Keep the offered character with the best win rate for the camps one may hold (heuristic
   * self-play, character-table.ts), instead of one at random.
   */
  pickCharacter: boolean;
  /**
   * Costly optional triggers weighed (临危受命, 救美, 釜底抽薪), intel a skill takes off the table
   * chosen by its worth, and a card a skill hands out given to myself or an ally, not at random.
   */
  weighChoices: boolean;
  /**
   * Before its own send, a card spent in the play phase costs what the best send loses without
   * it: a hand left with only sends that hurt (a face-up false 文本 that comes back) keeps one.
   */
  keepSend: boolean;
  /**
   * A player one false intel from death refuses a face-down intel they may refuse (it could be
   * the one that kills them), so a route past them goes on, and it is not counted as a kill.
   */
  nearDeath: boolean;
  /**
   * 锁定 used as another card's function (a view-as skill: 亮剑, ...) is valued by the card logic as
   * a 锁定 is (the best send with the lock against without), not left to the skill lookahead.
   */
  lockIntent: boolean;
  /**
   * 识破 through a view-as skill (洞察) or a skill acting as 识破 (警觉) is valued by the card logic
   * as a 识破 is, so a lethal card on me or an ally is countered whenever some counter is at hand.
   */
  asCounter: boolean;
  /**
   * A neutral plays for its character's mission (missions.ts): its own intel of the colours it
   * collects, and the players whose declaration would win for it helped as allies.
   */
  missions: boolean;
  /**
   * A false intel I send that nobody takes comes back to me: that costs more than its count on my
   * intel (returnedBlack in choose-send.ts), so a face-up false 文本 is not sent round for nothing.
   */
  returnedBlack: boolean;
  /**
   * 风声再临's 声东击西 valued by the cards it keeps and gives back (diversion.ts), not by the
   * lookahead, which counts every hand card as one and so sees no gain in a swap; its option and
   * the cards given back chosen the same way (the worst to an enemy).
   */
  handSwap: boolean;
  /**
   * Others' missions read from the table: a player whose face-up character's mission collects
   * intel (老枪: three red) may be a neutral one intel from winning alone; that intel in front of
   * him costs my camp the game by the belief that he is, and he is expected to take it.
   */
  rivalMissions: boolean;
  /**
   * A seat pick that places intel of colours I know (遗志: three of my hand; 黄雀在后: my false intel)
   * goes where those cards are worth most to my camp (place-intel.ts), not to the likeliest enemy;
   * 冷血 moves the intel of the table whose move is worth most, and is declined when none helps.
   */
  placeIntel: boolean;
  /** How much each kind of evidence about camps counts (beliefs.ts). */
  evidence: EvidenceWeights;
}
import { TUNED_EVIDENCE, UNTUNED_EVIDENCE, type EvidenceWeights } from './evidence-weights.ts';

export const BASELINE_TACTICS: Tactics = {
  acceptByCamp: false,
  stackAware: false,
  lethalLock: false,
  probeGift: false,
  pastSend: false,
  safeSend: false,
  unvaluedCards: false,
  weighTriggers: false,
  pickCharacter: false,
  weighChoices: false,
  keepSend: false,
  nearDeath: false,
  lockIntent: false,
  asCounter: false,
  missions: false,
  returnedBlack: false,
  handSwap: false,
  rivalMissions: false,
  placeIntel: false,
  evidence: UNTUNED_EVIDENCE,
};

export const TACTICS: Tactics = {
  acceptByCamp: true,
  stackAware: true,
  lethalLock: true,
  probeGift: true,
  pastSend: true,
  safeSend: true,
  unvaluedCards: true,
  weighTriggers: true,
  pickCharacter: true,
  weighChoices: true,
  keepSend: true,
  nearDeath: true,
  lockIntent: true,
  asCounter: true,
  missions: true,
  returnedBlack: true,
  handSwap: true,
  rivalMissions: true,
  placeIntel: true,
  evidence: TUNED_EVIDENCE,
};
