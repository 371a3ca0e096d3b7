// The shapes every ruleset shares. State is plain JSON-serialisable data: no classes, no closures.
// Card behaviour lives in rulesets (frozen definitions shared by all games), never in state.

export type Seat = number;
export type Camp = 'red' | 'blue' | 'neutral';
/** 'dual' (双色, 机密文件): true intel that counts as red and as blue at once. */
export type Colour = 'red' | 'blue' | 'black' | 'dual';
export type Delivery = 'secret' | 'direct' | 'text';
/** Index of a physical card in its ruleset's card table. Never leaves the engine. */
export type CardId = number;
/** Opaque per-appearance id of a card as a seat sees it; re-issued whenever the card moves hidden. */
export type Handle = number;
/** A function-card identifier, e.g. 'lock'. The core treats it as an opaque string. */
export type FnId = string;

/** What a matching 试探-like bet makes its target do: draw one or two cards, or discard one. */
export type ProbeEffect = 'draw1' | 'draw2' | 'discard1';

/** The printed face of a game card. */
export interface CardFace {
  readonly fn: FnId;
  readonly colour: Colour;
  readonly delivery: Delivery;
  /** Only 试探 (probe) cards: the camp it bets on and what a matching target does. */
  readonly probe?: { readonly camp: Camp; readonly effect: ProbeEffect };
  /**
   * Which printed version of its function this card is, where copies differ (风声再临: the camp a
   * 试探 or 公开文本 singles out, the code table of a 秘密下达). Only the function's own file reads it.
   */
  readonly variant?: string;
  /** Special marks printed on the card (风声再临); ignored when the card is used for its function. */
  readonly marks?: CardMarks;
}

export interface CardMarks {
  /** 加密: once received, it cannot be burnt, used or replaced until its holder dies. */
  readonly encrypted?: boolean;
  /** 转向: the sender chooses the direction it travels. */
  readonly turnable?: boolean;
  /** 危险情报: the sender chooses its delivery (密电, 文本 or 直达). */
  readonly anyDelivery?: boolean;
}

/**
 * 'end': the end phase (004: 除非有角色技能或卡牌在此阶段使用): 烧毁, 识破 and skills with no printed timing.
 * 'declare': the current player has declared that intel will be sent, before choosing it (情报传出).
 * 'receive': a player has chosen to receive the intel, before it lands (情报接收).
 */
export type WindowKind = 'play' | 'declare' | 'transmit' | 'arrive' | 'receive' | 'end';
export type Step =
  | 'chooseCharacters'
  | 'turnStart'
  | 'draw'
  | 'play'
  | 'declare'
  | 'send'
  | 'passing'
  | 'turnEnd'
  | 'turnOver'
  | 'over';

/** A card (or later a skill) that has been used and waits on the response stack. */
export interface Frame {
  id: number;
  fn: FnId;
  /** The card used, or -1 for a skill (skills cannot be countered). */
  card: CardId;
  /** The skill used, when this frame is a skill or a skill acting as a card. */
  skill?: string;
  user: Seat;
  target: Target;
  countered: boolean;
  /** How far its resolution has got: 0 waiting, 1 triggers done, 2 effect done. */
  stage: number;
  /** Its effect failed (结算失败): a card that would leave the game face down goes to the discard. */
  failed?: boolean;
  /**
   * What its user named aloud when using it, before anyone responds (风声再临 ⑥「然后」: 秘密下达's
   * code). Public: every view shows it.
   */
  named?: string;
  /**
   * Cards its user's skill took from each seat on use, by seat, and owes back on resolution
   * (风声再临 ⑥: the part before 「然后」 is done on use). Public: the takes were seen by all.
   */
  owed?: number[];
  /** A second card its user named on use, besides the target (合谍: his own intel to exchange). */
  alsoCard?: CardId;
  /** A second player its user aimed it at on use, besides the target (风声再临 核燃机体: 额外指定一个目标). */
  alsoSeat?: Seat;
  /**
   * Its card went from the stack to a player's hand while it waited (风声再临 核燃机体: 被离间/识破的牌
   * 加入手牌): the frame still resolves or stays countered, but the card is placed nowhere afterwards.
   */
  taken?: boolean;
}

/** A piece of work still to do; see tasks.ts. */
export interface Task {
  run: string;
  data: Record<string, unknown>;
}

export interface Target {
  seat?: Seat;
  frame?: number;
  /** An intel card in some player's intel area. */
  card?: CardId;
}

export interface Window {
  kind: WindowKind;
  priority: Seat;
  /** Consecutive passes since the last action; a full round resolves the stack or closes the window. */
  passes: number;
  stack: Frame[];
  /** True while the stack is being resolved and a decision suspended it. */
  resolving: boolean;
  /** Passes walk to the left while nothing waits (a receipt of intel passed leftwards); absent: right. */
  direction?: -1;
  /**
   * The skills used in this window, as `seat:skill` (only under the policy `skillOncePerWindow`:
   * 一种技能同一时机中无法重复使用).
   */
  skillsUsed?: string[];
  /**
   * Hand cards drawn while cards waited on this window's stack (only under the policy
   * `drawnWaitForChain`): not usable until that chain has resolved.
   */
  fresh?: CardId[];
}

export interface Passing {
  card: CardId;
  sender: Seat;
  delivery: Delivery;
  faceUp: boolean;
  /** Where the intel is now: the sender at first, then each player it reaches. */
  holder: Seat;
  /** For secret/text: +1 to the right, -1 reversed by 退回. */
  direction: 1 | -1;
  /** The chosen target of a 直达 intel. */
  directTarget: Seat;
  /** 'receive': the holder chose to receive it and the table may respond before it lands. */
  stage: 'transmit' | 'arrive' | 'receive';
  /** The holder may not refuse it (转移 sent it to them). */
  mustTake: boolean;
  lured: Seat[];
  bounced: boolean;
  /** Seats that have seen the face while it travels (decoders). The sender always knows it. */
  seenBy: Seat[];
  /** Swapped with the deck top on the way (偷龙转凤): the sender no longer knows the face. */
  swapped?: boolean;
  /**
   * Who is answerable (亲手) if this intel kills its taker, when not its sender: the player whose
   * card sent it on to its taker (风声再临 转移/调包). Set only by those moves.
   */
  killer?: Seat;
  /**
   * The player whose card travels now, when not the sender's: it replaced the intel sent on the way
   * (风声再临 调包: 情报使用者 changes, the sender stays the sender). Set only by `replaceAndResend`.
   */
  user?: Seat;
  /** A card moved the intel during the chain now resolving: its new place gets a response point. */
  moved?: boolean;
  /**
   * The cards this one has taken the place of (取代, not 替换: the intel stands for the one it
   * superseded, so what was aimed at that one still holds). Set only by a skill that does so.
   */
  supersedes?: CardId[];
}

export type Decision =
  | { kind: 'sendIntel'; seat: Seat }
  | { kind: 'receiveIntel'; seat: Seat }
  /** Discard one hand card because an effect says so (e.g. a matching 试探); frame -1: the hand limit. */
  | { kind: 'discardCard'; seat: Seat; frame: number }
  /** Pick options one at a time (min..max) for a skill or effect; the answer resumes `resume`. */
  | {
      kind: 'choose';
      seat: Seat;
      prompt: string;
      options: ChoiceOption[];
      min: number;
      max: number;
      picked: ChoiceOption[];
      resume: Task;
    }
  /** Keep one of the two characters dealt (选将). */
  | { kind: 'chooseCharacter'; seat: Seat };

/** One option of a choice: a seat, a card, or a named value. */
export interface ChoiceOption {
  seat?: Seat;
  card?: CardId;
  value?: string;
}

export interface PlayerState {
  seat: Seat;
  camp: Camp;
  alive: boolean;
  /** Lost the game without dying (could not pass intel). */
  lost: boolean;
  /** Dead, but death skills are still firing (救美 may save them; 遗志 gives their hand away). */
  dying: boolean;
  /** Why they lost: 败露 (exposed) is a personal loss, so its loser does not share a camp victory. */
  lostBy?: 'cannotSend' | 'exposed';
  /** Identity revealed to everyone (death, loss, end of game). */
  revealed: boolean;
  /**
   * Their identity card was taken while they were dying (临危受命): they hold none and belong to no
   * camp (`camp` is then 'neutral', but they are no 打酱油的 either: no mission, never shown).
   */
  identityTaken?: boolean;
  hand: CardId[];
  intel: CardId[];
  /** The character kept, or null (no characters). */
  character: string | null;
  /** Character card face up (翻开) or down (盖伏). */
  characterUp: boolean;
  /** The person's own gender, if the seat gave it; women count as 女性 whatever their character. */
  gender: 'male' | 'female' | 'unknown';
  /** The two characters dealt to choose from, while choosing. */
  offer: string[];
}

export interface Death {
  seat: Seat;
  /** 亲手: the seat whose intel, card or skill caused the death; -1 when nobody. */
  killer: Seat;
  turn: number;
  /** What lay in front of them and in their hand when they died (missions look at these). */
  intel: CardId[];
  hand: CardId[];
}

export interface GameResult {
  winners: Seat[];
  /** The camps that won as camps (all their members win, dead ones too). */
  camps: Camp[];
  reason: 'intel' | 'lastStanding' | 'mission' | 'solo' | 'noneLeft' | 'stalled';
  /** The seat that declared (whose condition was met), -1 if none. */
  declarer: Seat;
}

export interface GameOptions {
  ruleset: string;
  players: number;
  seed: number;
  /** Identity table variant: 'standard' or the printed alternative (初次游戏 / optional rows). */
  identityTable?: 'standard' | 'variant';
  /** Seats with no legal action but passing pass automatically (default true). */
  autoPass?: boolean;
  /** Play with characters (default false: 初次游戏 without them). */
  characters?: boolean;
  /** 新手教学模式 (风声再临): the cards' special marks are void (and, with characters, no state characters). */
  teaching?: boolean;
  /** One of the ruleset's modes (`Ruleset.modes`), chosen in the lobby; none: the edition's free game. */
  mode?: string;
  /** Add the 「绝密任务」 expansion's characters to the pool. */
  expansion?: boolean;
  /** Each seat's own gender, if given. */
  genders?: ('male' | 'female' | 'unknown')[];
  /** Scenario setup: fixes what would otherwise be dealt at random. */
  setup?: Setup;
}

export interface Setup {
  camps?: Camp[];
  hands?: CardId[][];
  intel?: CardId[][];
  /** Deck from the top. Cards not placed anywhere else go to the bottom in a seeded random order unless `exactDeck`. */
  deck?: CardId[];
  discard?: CardId[];
  /** Cards set aside out of the game (removed). */
  removed?: CardId[];
  /** Where cards not placed by the setup go (default: the deck, under the given top). */
  rest?: 'deck' | 'discard' | 'removed';
  firstPlayer?: Seat;
  /**
   * Characters by seat (skips choosing); `characterUp` overrides their starting face. null: that seat
   * plays without one (as when a short roster runs out).
   */
  characters?: (string | null)[];
  characterUp?: boolean[];
  /** Skip the first turn's draw (scenarios that start in a play phase with given hands). */
  skipFirstDraw?: boolean;
  /**
   * The character pile once every player has chosen, top first (by default the characters nobody
   * plays, in a random order): what a skill that draws a character card draws (绝密任务).
   */
  characterDeck?: string[];
}

export interface GameState {
  ruleset: string;
  options: {
    players: number;
    seed: number;
    identityTable: 'standard' | 'variant';
    autoPass: boolean;
    characters: boolean;
    expansion: boolean;
    teaching: boolean;
    /** The ruleset's mode played, when one was chosen. */
    mode?: string;
  };
  /** sfc32 PRNG state. Never sent to any client. */
  rng: [number, number, number, number];
  players: PlayerState[];
  /** Top of the deck is the END of the array. */
  deck: CardId[];
  discard: CardId[];
  /** 试探 after use, face down. */
  removed: CardId[];
  /** Cards laid face down on the table to be taken one by one (真伪莫辨). */
  dealPool: CardId[];
  handleOf: Handle[];
  nextHandle: Handle;
  turn: number;
  current: Seat;
  step: Step;
  /** Seats locked this turn, in the order the locks resolved. */
  locks: Seat[];
  /**
   * The colour this turn's intel must be, if the sender holds one (秘密下达's code), and who asked;
   * with `card`, that very card must be sent while the sender still holds it (a card chosen from the
   * sender's hand by another player); `colour` is then that card's colour.
   */
  demand: { colour: Colour; by: Seat; card?: CardId } | null;
  failedToSend: boolean;
  /** The current player has used a card this turn (出牌): skills usable only 出牌前 look at it. */
  usedCard: boolean;
  /**
   * What skills remember until the turn ends (先机后置: she chose to draw four), as `seat:word`.
   * Absent until a skill marks something; gone at the end of the turn.
   */
  turnMarks?: string[];
  /**
   * The cards of the hand-limit discard under way (回合结束弃牌: one discard, one card per command),
   * for the `cardsDiscarded` point once it is done. Only with characters; gone before the turn ends.
   */
  handLimitDiscards?: CardId[];
  /** The character pile fixed by a scenario's setup, top first (absent: drawn at random). */
  characterDeck?: string[];
  /**
   * Characters whose missions are extra victory conditions of a player, whatever their camp
   * (风声再临 绝密任务: a character card laid under the identity card). Absent until a skill lays one.
   */
  extraMissions?: { seat: Seat; character: string }[];
  /**
   * Ties a skill set up between two players, which last the game whatever becomes of the skill
   * (风声再临 雇佣关系's 雇主: 所指定的玩家关系将在游戏中一直存在). Absent until a skill makes one.
   */
  bonds?: { seat: Seat; word: string; to: Seat }[];
  /**
   * Skills a player holds until the turn ends, taken from another's character, which lacks them
   * meanwhile (风声再临 乔装). Absent unless a skill lends some; gone at the end of the turn.
   */
  borrowed?: { seat: Seat; from: Seat; skills: string[] }[];
  /** This turn's draw does not happen: a scenario starts after it, or a skill replaced it (战术大师). */
  skipDraw: boolean;
  passing: Passing | null;
  window: Window | null;
  decision: Decision | null;
  /** Work still to do, last pushed first. */
  tasks: Task[];
  nextFrameId: number;
  deaths: Death[];
  /**
   * The last intel gained and how, until its consequences are settled (the engine comes to rest):
   * 一位玩家因为获得你传出的情报而宣告胜利 (时差's and 绝密's owners' missions).
   */
  lastIntel: {
    seat: Seat;
    card: CardId;
    from: Seat;
    how: 'accepted' | 'forced' | 'intercepted' | 'dealt' | 'placed' | 'received';
  } | null;
  result: GameResult | null;
  commandCount: number;
}

export type { Command, CommandTarget, ApplyResult } from './command-shapes.ts';
export type { GameEvent, EventBody } from './events.ts';
