// The shapes every ruleset shares. State is plain JSON-serialisable data: no classes, no closures.
// Card behaviour lives in rulesets (frozen definitions shared by all games), never in state.

export type Seat = number;
export type Camp = 'red' | 'blue' | 'neutral';
export type Colour = 'red' | 'blue' | 'black';
export type Delivery = 'secret' | 'direct' | 'text';
/** Index of a physical card in its ruleset's card table. Never leaves the engine. */
export type CardId = number;
/** Opaque per-appearance id of a card as a seat sees it; re-issued whenever the card moves hidden. */
export type Handle = number;
/** A function-card identifier, e.g. 'lock'. The core treats it as an opaque string. */
export type FnId = string;

/** The printed face of a game card. */
export interface CardFace {
  readonly fn: FnId;
  readonly colour: Colour;
  readonly delivery: Delivery;
  /** Only 试探 (probe) cards: the camp it bets on and what a matching target does. */
  readonly probe?: { readonly camp: Camp; readonly effect: 'draw2' | 'discard1' };
}

/** 'end': the end phase (004: 除非有角色技能或卡牌在此阶段使用): 烧毁, 识破 and skills with no printed timing. */
export type WindowKind = 'play' | 'transmit' | 'arrive' | 'end';
export type Step =
  'chooseCharacters' | 'turnStart' | 'draw' | 'play' | 'send' | 'passing' | 'turnEnd' | 'turnOver' | 'over';

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
  stage: 'transmit' | 'arrive';
  lured: Seat[];
  bounced: boolean;
  /** Seats that have seen the face while it travels (decoders). The sender always knows it. */
  seenBy: Seat[];
  /** Swapped with the deck top on the way (偷龙转凤): the sender no longer knows the face. */
  swapped?: boolean;
}

export type Decision =
  | { kind: 'sendIntel'; seat: Seat }
  | { kind: 'receiveIntel'; seat: Seat }
  /** Discard one hand card because an effect says so (e.g. a matching 试探). */
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
  /** Characters by seat (skips choosing); `characterUp` overrides their starting face. */
  characters?: string[];
  characterUp?: boolean[];
  /** Skip the first turn's draw (scenarios that start in a play phase with given hands). */
  skipFirstDraw?: boolean;
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
  failedToSend: boolean;
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
    how: 'accepted' | 'forced' | 'intercepted' | 'dealt' | 'placed';
  } | null;
  result: GameResult | null;
  commandCount: number;
}

export type Command =
  | { type: 'pass' }
  | { type: 'use'; card: Handle; as?: FnId; target?: CommandTarget }
  /** `direction: -1` sends 密电/文本 to the left (逢缘); `secret` sends 文本 as 密电 (加密). */
  | { type: 'send'; card: Handle; to?: Seat; direction?: 1 | -1; secret?: boolean }
  | { type: 'accept' }
  | { type: 'refuse' }
  | { type: 'discard'; card: Handle }
  /** Answer a choice: one pick, or none to stop once enough are picked. */
  | { type: 'choose'; pick?: { seat?: Seat; card?: Handle; value?: string } }
  /** Use an active character skill while holding priority. */
  | { type: 'skill'; skill: string; target?: CommandTarget }
  | { type: 'chooseCharacter'; character: string };

export interface CommandTarget {
  seat?: Seat;
  frame?: number;
  /** An intel card (by its handle) in some player's intel area. */
  intel?: Handle;
}

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: string };

/**
 * Events carry the full truth; `to` limits who may see them (absent = everyone).
 * `views.ts` redacts each event for a viewer before it leaves the engine.
 */
export type GameEvent = EventBody & {
  /** Seats allowed to see this event; absent means everyone. */
  to?: Seat[];
};

export type EventBody =
  | { type: 'gameStart'; players: number; first: Seat }
  | { type: 'turnStart'; turn: number; seat: Seat }
  | { type: 'draw'; seat: Seat; cards: CardId[] }
  | { type: 'reshuffle'; count: number }
  | { type: 'pass'; seat: Seat }
  | {
      type: 'use';
      seat: Seat;
      frame: number;
      fn: FnId;
      card: CardId;
      target: Target;
      hiddenFace: boolean;
      skill?: string;
    }
  | { type: 'resolve'; frame: number; fn: FnId; countered: boolean }
  | { type: 'fizzle'; frame: number; fn: FnId; why: string }
  | { type: 'countered'; frame: number; counter: number }
  | { type: 'locked'; seat: Seat; by: Seat }
  | { type: 'lured'; seat: Seat; by: Seat }
  | { type: 'send'; seat: Seat; card: CardId; delivery: Delivery; faceUp: boolean; toward: Seat }
  | { type: 'transmit'; from: Seat; direction: 1 | -1 }
  | { type: 'arrive'; seat: Seat }
  | { type: 'bounced'; seat: Seat }
  | { type: 'peek'; seat: Seat; card: CardId }
  | { type: 'refuse'; seat: Seat }
  | {
      type: 'receive';
      seat: Seat;
      card: CardId;
      from: Seat;
      how: 'accepted' | 'forced' | 'intercepted' | 'dealt' | 'placed';
    }
  | { type: 'burn'; seat: Seat; card: CardId; by: Seat }
  | { type: 'discarded'; seat: Seat; card: CardId }
  | { type: 'probeSeen'; user: Seat; target: Seat; card: CardId }
  | { type: 'probeAnswer'; seat: Seat; answer: 'draw2' | 'discard1' | 'declareGood' | 'declareUndercover' }
  | { type: 'scrambleDeal'; user: Seat; count: number }
  | { type: 'death'; seat: Seat; killer: Seat; camp: Camp }
  | { type: 'lose'; seat: Seat; camp: Camp; why: 'cannotSend' | 'exposed' }
  | { type: 'dying'; seat: Seat; killer: Seat }
  | { type: 'saved'; seat: Seat; by: Seat }
  | { type: 'declare'; seat: Seat; how: string }
  | { type: 'declareFailed'; seat: Seat; by: Seat }
  | { type: 'cardsToDiscard'; seat: Seat; cards: CardId[] }
  | { type: 'gameOver'; result: GameResult; camps: Camp[] }
  | { type: 'characterFlip'; seat: Seat; up: boolean; character: string }
  /** A hand card given to another hand: only the two of them see which. */
  | { type: 'give'; seat: Seat; recipient: Seat; card: CardId }
  /** A card taken at random from another's hand: only the two of them see which. */
  | { type: 'take'; seat: Seat; victim: Seat; card: CardId }
  /** A hand card put back on the deck top, face down: only its owner sees which. */
  | { type: 'toDeckTop'; seat: Seat; card: CardId }
  | { type: 'intelToDeckTop'; seat: Seat; card: CardId; by: Seat }
  | { type: 'intelToHand'; seat: Seat; card: CardId; recipient: Seat }
  /** A 直达 whose target left the game goes back to its sender's hand: only the sender sees which card. */
  | { type: 'intelReturned'; seat: Seat; card: CardId }
  | { type: 'intelSwapped'; seat: Seat; card: CardId; replacement: CardId; by: Seat }
  | { type: 'deckTopShown'; card: CardId; by: Seat }
  /** The intel in transit swapped with the deck top (偷龙转凤): the faces are public only for face-up intel. */
  | { type: 'transitSwapped'; seat: Seat; card: CardId; replacement: CardId; faceUp: boolean }
  /** The face-down intel in transit turned face up for everyone (揭露). */
  | { type: 'intelTurnedUp'; card: CardId; by: Seat }
  | { type: 'identitySwapped'; seat: Seat; with: Seat }
  /** One player is shown another's identity card (合谋): only `recipient` sees it. */
  | { type: 'identityShown'; seat: Seat; camp: Camp; recipient: Seat }
  | { type: 'identityRevealed'; seat: Seat; camp: Camp }
  | { type: 'skill'; seat: Seat; skill: string }
  | { type: 'charactersDealt'; seat: Seat; offer: string[] }
  | { type: 'characterChosen'; seat: Seat; character: string; up: boolean };
