// What a ruleset (an edition) provides to the core. The core calls these; it never names a card.
import type { CharacterDef, Skill } from './skills.ts';
import type {
  Camp,
  CardFace,
  CardId,
  Colour,
  Delivery,
  FnId,
  Frame,
  GameEvent,
  GameState,
  ProbeEffect,
  Seat,
  Target,
  WindowKind,
} from './types.ts';

/** A display name in both languages a client offers. */
export interface Name {
  readonly zh: string;
  readonly en: string;
}

/**
 * The words an edition uses for the ids its views show beyond cards, characters and skills (whose
 * names sit on their own definitions). Only presentation reads them; no rule does.
 */
export interface RulesetTerms {
  readonly camps: Readonly<Record<Camp, Name>>;
  readonly colours: Readonly<Record<Colour, Name>>;
  readonly deliveries: Readonly<Record<Delivery, Name>>;
  /** How intel of each delivery travels, in a sentence (a first game's coach reads it). */
  readonly deliveryTexts?: Readonly<Record<Delivery, Name>>;
  /** What a matching 试探-like bet makes its target do, by `CardFace.probe.effect`. */
  readonly probeEffects: Readonly<Partial<Record<ProbeEffect, Name>>>;
  /** The named values a choice may offer (`ChoiceOption.value`), e.g. a probe's answers. */
  readonly choiceValues: Readonly<Record<string, Name>>;
  /**
   * Prompts of choices beyond `skill.<skill id>` (which is named by its skill): the sub-steps of a
   * skill (`skill.<id>.<step>`) and choices asked by card effects.
   */
  readonly prompts: Readonly<Record<string, Name>>;
  /** What each camp plays for, in a sentence: the reminder a player keeps in view all game. */
  readonly campGoals: Readonly<Record<Camp, Name>>;
  /** The names of the marks its cards may bear (`CardFace.marks`), by mark. */
  readonly marks?: Readonly<Record<'encrypted' | 'turnable' | 'anyDelivery', Name>>;
  /** What each printed version of a card does differently (`CardFace.variant`), by variant. */
  readonly variants?: Readonly<Record<string, Name>>;
}

/** Who a card function may target, in the vocabulary the core knows how to enumerate. */
export type TargetKind =
  | 'none'
  /** a living player other than the user */
  | 'otherSeat'
  /** any living player, the user included */
  | 'anySeat'
  /** a card or skill waiting on the response stack */
  | 'frame'
  /** a false (black) intel in a living player's intel area */
  | 'falseIntel'
  /** any intel in a living player's intel area */
  | 'anyIntel';

/** When something used while holding priority (a card, an active skill) may be used, and on what. */
export interface Usable {
  /** The response windows in which it may be used. */
  readonly windows: readonly WindowKind[];
  /** Whose turn it must be: the user's own, someone else's, or either. */
  readonly turn: 'own' | 'others' | 'any';
  readonly target: TargetKind;
  /** Further conditions on the user at this moment. */
  canUse?(s: GameState, user: Seat): boolean;
  /** Further conditions on a candidate target. */
  canTarget?(s: GameState, user: Seat, t: Target): boolean;
}

/** A function card's rules: when it may be used, on what, and what it does. One per file. */
export interface CardFunction extends Usable {
  readonly id: FnId;
  readonly name: { readonly zh: string; readonly en: string };
  /** What the card does: the Chinese as printed on the card, the English in our own words. */
  readonly text: Name;
  /** Only the user and the target see the face while it waits and resolves (试探). */
  readonly hiddenFace?: boolean;
  /**
   * What its user does on laying it, before anyone may respond: the part of a card's text before
   * 「然后」 (风声再临 ⑥), such as naming 秘密下达's code. It may ask its user a choice.
   */
  onUse?(s: GameState, frame: Frame, out: GameEvent[]): void;
  /** The effect, written with the core's effect vocabulary (`effects.ts`). */
  resolve(s: GameState, frame: Frame, out: GameEvent[]): void;
  /**
   * What receiving this card as intel makes its receiver do (风声再临 公开文本: 此牌作为情报被成功接收时…),
   * once it has landed and if they are still in the game.
   */
  whenReceived?(s: GameState, seat: Seat, card: CardId, out: GameEvent[]): void;
  /**
   * Where the card goes after it resolves; a countered card always goes to the discard.
   * 'byEffect': the effect itself puts the card somewhere (公开文本 goes into the target's hand).
   */
  readonly afterUse: 'discard' | 'removed' | 'byEffect';
}

export interface Ruleset {
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly startingHand: number;
  readonly drawCount: number;
  /** The physical game cards; a CardId is an index into this table. */
  readonly cards: readonly CardFace[];
  readonly functions: Readonly<Record<FnId, CardFunction>>;
  /**
   * The identity cards for a table of this size. There may be more cards than players: the cards
   * are shuffled, one dealt to each, and the rest go back face down unseen (风声再临 3-4 players).
   */
  identities(players: number, table: 'standard' | 'variant'): Camp[];
  /** Whether a table of this size has a printed variant row. */
  hasVariant(players: number): boolean;
  /** The colour a camp collects to win, if any. */
  campColour(camp: Camp): 'red' | 'blue' | null;
  /** Intel of this colour counts toward death. */
  readonly deadlyColour: 'black';
  readonly deathAt: number;
  readonly winAt: number;
  /** The characters of this edition, by id (none: the edition is played without characters). */
  readonly characters?: Readonly<Record<string, CharacterDef>>;
  /**
   * Whether hosts may offer its games with characters (default: whenever it has some). False while
   * an edition's roster is still incomplete: the engine and its tools play them, the lobby does not.
   */
  readonly charactersOffered?: boolean;
  /** How many characters each player is offered to keep one (default 2; 风声再临: 随机抽三张角色牌). */
  readonly characterOffer?: number;
  /** Every skill of every character, by id. */
  readonly skills?: Readonly<Record<string, Skill>>;
  /** Display words for the other ids its views show (camps, colours, deliveries, choices). */
  readonly terms?: RulesetTerms;
  /** How this edition's turn and passing differ from the core's defaults (the 2010 rules). */
  readonly policy?: RulesetPolicy;
  /** The ways of playing it a lobby offers beside the free game, by id (网络版: 新手场, 3V3...). */
  readonly modes?: Readonly<Record<string, GameMode>>;
}

/**
 * A way of playing an edition, with its own table sizes and, where it says so, its own identity
 * cards, seating and what players see of each other's camps. Fields left out keep the free game's.
 */
export interface GameMode {
  readonly id: string;
  readonly name: Name;
  /** What it changes, in a sentence a lobby shows. */
  readonly text: Name;
  /** The table sizes it is played at. */
  readonly players: readonly number[];
  /** Its identity cards for a table of this size, when not the edition's table. */
  identities?(players: number): Camp[];
  /** 'alternate': the two camps sit in turn around the table (3V3), the first seat's drawn at random. */
  readonly seating?: 'alternate';
  /**
   * Whose camps each player sees from the start: 'all' (阵营公开), or 'team' (one's own camp's
   * players, once characters are chosen: 角色选定后可以查看己方队友). Default: only one's own.
   */
  readonly campsShown?: 'all' | 'team';
  /**
   * 'missions': every player, whatever the identity, wins only by their character's mission
   * (玩家无论身份均需完成酱油任务才可胜利): no camp wins by its colour of intel, and a win is its
   * owner's alone. Played with characters only. Default: the edition's victories.
   */
  readonly victory?: 'missions';
}

/**
 * The ways editions differ in the shape of a turn, each a general rule, never a card. Every field
 * left out keeps the core's default, which is the 2010 standard edition's.
 */
export interface RulesetPolicy {
  /** At the end of a turn the current player discards down to this many hand cards (default: none). */
  readonly handLimit?: number;
  /**
   * Sending begins with a declaration the table may respond to, before the intel is chosen
   * (风声再临 情报传出); default false.
   */
  readonly declareSend?: boolean;
  /** A priority window before each step the intel travels (2010 情报传递); default true. */
  readonly transmitWindow?: boolean;
  /** A priority window after a player chooses to receive, before the intel lands (风声再临 情报接收). */
  readonly receiveWindow?: boolean;
  /** A current player with no hand card at the send step: loses (2010) or sends the deck top (风声再临). */
  readonly emptyHand?: 'loses' | 'sendsDeckTop';
  /** The last player standing wins with their camp (2010) or alone (风声再临 单独获胜). */
  readonly lastStanding?: 'camp' | 'alone';
  /** A neutral player also wins holding this many true intel (风声再临 特工: 六张真情报). */
  readonly neutralWinAtTrueIntel?: number;
  /** A player may respond only to someone else's card or skill (风声再临 ②: 无法响应自己); default false. */
  readonly noSelfResponse?: boolean;
  /** The number of players up to which the teaching mode may be played (新手教学模式: 不超过五人). */
  readonly teachingMaxPlayers?: number;
  /**
   * Once the chain of responses at a response point has resolved, the game goes on to the next step
   * (风声再临 ②: 效果结算完毕则进入下一环节), except in the play phase and where a card moved the intel;
   * default false: priority comes back and the window goes on (2010).
   */
  readonly chainEndsResponsePoint?: boolean;
  /**
   * A skill may be used once per window, a response point or a phase's window being one timing
   * (风声再临 ②: 一种技能同一时机中无法重复使用); default false.
   */
  readonly skillOncePerWindow?: boolean;
  /**
   * Cards drawn by a card's or a skill's effect while a chain of responses waits cannot join that
   * chain (风声再临: 因卡牌/技能新抽的牌不得加入当次响应链中); default false.
   */
  readonly drawnWaitForChain?: boolean;
  /**
   * Each player knows their own identity while choosing a character (风声再临 游戏准备 ② before ③:
   * 清楚自己身份后将其面朝下盖置); default false: identities come after the choice (2010: 身份决定在挑选角色之后).
   */
  readonly identityBeforeCharacters?: boolean;
  /**
   * A player in the middle of their own death (dying, death skills firing) whose intel meets a
   * victory condition declares it (风声再临 ③ 宣胜优先于死亡: 即便该玩家正在其死亡结算中); default false:
   * a dying player's intel is no longer checked.
   */
  readonly declaresWhileDying?: boolean;
  /**
   * Declarations made at once (one event met several players' victories): the neutral declarers
   * win together and every other declaration fails (风声再临: 同时宣胜的特工共同获胜，特工宣胜会导致
   * 非特工玩家宣胜失败); default false: the declarations are settled one by one, the game ending at
   * the first.
   */
  readonly neutralsOutrankDeclarers?: boolean;
  /**
   * A character skill, once used, resolves at once: nobody may answer it and nothing waits on top of
   * it (千智风声: 技能一律不可被再次回响，只需要在适当的时机选择目标使用技能即可); default false: it waits
   * on the stack for a round of passes like a card.
   */
  readonly skillsUnanswerable?: boolean;
}

/** The policy of a game's ruleset, with the core's defaults filled in. */
export interface Policy {
  readonly handLimit: number;
  readonly declareSend: boolean;
  readonly transmitWindow: boolean;
  readonly receiveWindow: boolean;
  readonly emptyHand: 'loses' | 'sendsDeckTop';
  readonly lastStanding: 'camp' | 'alone';
  readonly neutralWinAtTrueIntel: number;
  readonly noSelfResponse: boolean;
  readonly teachingMaxPlayers: number;
  readonly chainEndsResponsePoint: boolean;
  readonly skillOncePerWindow: boolean;
  readonly drawnWaitForChain: boolean;
  readonly identityBeforeCharacters: boolean;
  readonly declaresWhileDying: boolean;
  readonly neutralsOutrankDeclarers: boolean;
  readonly skillsUnanswerable: boolean;
}

const policies = new Map<string, Policy>();
let lastPolicyId = '';
let lastPolicy: Policy | null = null;

function fillPolicy(p: RulesetPolicy | undefined): Policy {
  return {
    handLimit: p?.handLimit ?? Infinity,
    declareSend: p?.declareSend ?? false,
    transmitWindow: p?.transmitWindow ?? true,
    receiveWindow: p?.receiveWindow ?? false,
    emptyHand: p?.emptyHand ?? 'loses',
    lastStanding: p?.lastStanding ?? 'camp',
    neutralWinAtTrueIntel: p?.neutralWinAtTrueIntel ?? Infinity,
    noSelfResponse: p?.noSelfResponse ?? false,
    teachingMaxPlayers: p?.teachingMaxPlayers ?? 0,
    chainEndsResponsePoint: p?.chainEndsResponsePoint ?? false,
    skillOncePerWindow: p?.skillOncePerWindow ?? false,
    drawnWaitForChain: p?.drawnWaitForChain ?? false,
    identityBeforeCharacters: p?.identityBeforeCharacters ?? false,
    declaresWhileDying: p?.declaresWhileDying ?? false,
    neutralsOutrankDeclarers: p?.neutralsOutrankDeclarers ?? false,
    skillsUnanswerable: p?.skillsUnanswerable ?? false,
  };
}

/** The filled-in policy of a ruleset, computed once per ruleset. */
export function policyOf(rulesetId: string): Policy {
  // Asked at every priority step with a card waiting: the last one asked is kept, as getRuleset does.
  if (lastPolicy !== null && lastPolicyId === rulesetId) return lastPolicy;
  let p = policies.get(rulesetId);
  if (!p) {
    p = fillPolicy(getRuleset(rulesetId).policy);
    policies.set(rulesetId, p);
  }
  lastPolicyId = rulesetId;
  lastPolicy = p;
  return p;
}

const registry = new Map<string, Ruleset>();
// The last ruleset looked up: every game of a run asks for the same one, thousands of times a game.
let last: Ruleset | null = null;

export function registerRuleset(r: Ruleset): void {
  registry.set(r.id, r);
  policies.delete(r.id);
  last = null;
  lastPolicy = null;
}

export function getRuleset(id: string): Ruleset {
  if (last !== null && last.id === id) return last;
  const r = registry.get(id);
  if (!r) throw new Error(`unknown ruleset "${id}" (known: ${[...registry.keys()].join(', ')})`);
  last = r;
  return r;
}

export function listRulesets(): string[] {
  return [...registry.keys()];
}
