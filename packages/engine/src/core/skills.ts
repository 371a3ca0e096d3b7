// Characters and their skills, in the small vocabulary the core understands:
//  - active:   used like a card while holding priority; waits on the stack; cannot be countered
//  - trigger:  fires at a timing point (当…时), in seat order from the current player
//  - viewAs:   a hand card may be used as another card (预谋 换日 亮剑 …); the result can be countered
//  - modifier: changes a rule for its owner (敏锐: 锁定 in others' turns; 精明: draw three …)
import { getRuleset, type Ruleset, type Usable } from './ruleset.ts';
import { isSealed } from './zones.ts';
import type { CardFace, CardId, FnId, Frame, GameEvent, GameState, Seat, WindowKind } from './types.ts';

export type Gender = 'male' | 'female' | 'both';

/**
 * What the character card's face must be for the skill to work, and what using it does to it:
 * 'up' works face up; 'flip' works face down and turns it face up (翻开此角色); 'cover' works face up
 * and turns it face down (盖伏此角色); 'any' works either way; 'anyUp' works either way and, used face
 * down, turns it face up (弹药无限: 翻开此角色 … 在盖伏状态下也能使用).
 */
export type FaceRule = 'up' | 'flip' | 'cover' | 'any' | 'anyUp';

interface SkillBase {
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  /**
   * What the skill does: the Chinese as printed on the character card, the English in our own
   * words. Only presentation reads it (the glossary hands it to clients); no rule does.
   */
  readonly text: { readonly zh: string; readonly en: string };
  readonly face: FaceRule;
}

export type TriggerPoint =
  | 'beforeResolve'
  | 'afterResolve'
  | 'cardUsed'
  | 'countered'
  | 'intelGained'
  | 'dying'
  | 'peeked'
  | 'intercepted'
  | 'drawPhase'
  /** The current player's turn has begun, before the draw (抽牌前); a skill may replace the draw. */
  | 'beforeDraw'
  | 'turnEnd'
  /** Once every character is placed, before the first turn (风声再临 游戏开始技能). */
  | 'gameStart'
  /** The intel is about to land after its receive window (接收成功); `seat` receives it. */
  | 'landing'
  /** An intel of `seat`'s area was burnt (烧毁: `card` is in the discard now, `by` burnt it). */
  | 'intelBurnt'
  /**
   * `seat` has become the receiver of the intel in transit (情报接收, where the edition has a receive
   * window): chose to or must receive it, or a skill made them its receiver; it has not landed yet.
   */
  | 'receiving'
  /**
   * Cards of `seat`'s went to the discard pile as one discard (弃牌: a price, a card's effect, the
   * hand limit, a death's 舍弃所有手牌与情报), whoever chose them; `cards` are in the discard now.
   */
  | 'cardsDiscarded';

export type TriggerPayload = Record<string, number | string | boolean | readonly number[]>;

export interface TriggerSkill extends SkillBase {
  readonly kind: 'trigger';
  readonly on: TriggerPoint;
  /** 可以: the owner is asked first. Otherwise it always happens (锁定技 / forced). */
  readonly optional: boolean;
  /** Fires for its owner even when the owner is the one dying (遗志, 后着). */
  readonly whileDying?: boolean;
  when(s: GameState, owner: Seat, ev: TriggerPayload): boolean;
  run(s: GameState, owner: Seat, ev: TriggerPayload, out: GameEvent[]): void;
  /**
   * A triggered skill whose effect waits for responses (风声再临 ⑥「然后」): when a window is open, a
   * frame of the skill goes on its stack first, `run` then does the part before 然后 (the frame on
   * top is its own), and `resolve` the rest once the table has answered.
   */
  resolve?(s: GameState, frame: Frame, out: GameEvent[]): void;
}

export interface ActiveSkill extends SkillBase, Usable {
  readonly kind: 'active';
  /** Resolves exactly as this card function would (截上截 as 截获, 警觉 as 识破), but cannot be countered. */
  readonly actsAs?: FnId;
  /**
   * A cost paid the moment the skill is used, before anyone responds (爱情 翻开你的身份牌, 偷龙转凤
   * 丢弃一张手牌, 收买's four cards, 揭露's black card): announcing a skill is never free.
   */
  onUse?(s: GameState, user: Seat, out: GameEvent[], frame: Frame): void;
  resolve?(s: GameState, frame: Frame, out: GameEvent[]): void;
}

export interface ViewAsSkill extends SkillBase {
  readonly kind: 'viewAs';
  readonly as: FnId;
  from(face: CardFace): boolean;
}

export interface ModifierSkill extends SkillBase {
  readonly kind: 'modifier';
  /** Card functions its owner may use in anyone's turn (敏锐). */
  readonly anyTurn?: readonly FnId[];
  /** Cards drawn in the draw phase (精明, 贪婪). */
  readonly drawCount?: number;
  /** Its owner loses (not dies) on reaching this many intel (败露). */
  readonly loseAtIntel?: number;
  /** On declaring victory, its owner chooses a woman to win too (风度). */
  readonly bringsWoman?: boolean;
  /** When probed, its owner may answer either way (城府). */
  readonly concealsIdentity?: boolean;
  /** Its owner chooses the direction of their 密电 and 文本 intel (逢缘). */
  readonly choosesDirection?: boolean;
  /** Its owner may send 文本 intel as 密电 (加密). */
  readonly textAsSecret?: boolean;
  /**
   * Intel in its owner's own area may be used as a function card: the function a face is used as,
   * or null for a face that may not (就计: 真情报均可作为功能牌使用). Sealed intel never may (加密).
   */
  readonly intelAs?: (face: CardFace) => FnId | null;
  /** Cards and skills, by id, that may not name its owner as their target (城府: 试探/秘密下达). */
  readonly untargetableBy?: readonly string[];
  /** Its owner may keep the identity card face down where a death would turn it up (城府: 可隐藏身份). */
  readonly keepsIdentityHidden?: boolean;
  /** Card functions its owner may aim at one more player besides the target (核燃机体: 危险情报). */
  readonly extraTarget?: readonly FnId[];
  /** Card functions aimed at a false intel that its owner may aim at any intel (定点抹除: 烧毁红蓝情报). */
  readonly anyIntelFor?: readonly FnId[];
}

export type ModifierFlag =
  'concealsIdentity' | 'choosesDirection' | 'textAsSecret' | 'bringsWoman' | 'keepsIdentityHidden';

const NO_SKILLS: readonly Skill[] = [];

/**
 * The skills a seat has now: its character's, less any lent to another player, plus any borrowed
 * (乔装: 获取他人一项非状态技能，直至回合结束; 对方角色会失去被获取的技能). Without borrowing, the
 * character's own list itself (no copy).
 */
export function skillsOf(s: GameState, seat: Seat): readonly Skill[] {
  const ch = characterOf(s, seat);
  const own = ch ? ch.skills : NO_SKILLS;
  const lent = s.borrowed;
  if (!lent) return own;
  let out: Skill[] | null = null;
  for (const b of lent) {
    if (b.from === seat) out = (out ?? own.slice()).filter((k) => !b.skills.includes(k.id));
    if (b.seat === seat) {
      out ??= own.slice();
      for (const id of b.skills) {
        const k = findSkill(s, id);
        if (k) out.push(k);
      }
    }
  }
  return out ?? own;
}

/** `seat` takes these skills of `from`'s character until the turn ends; `from` lacks them meanwhile. */
export function borrowSkills(s: GameState, seat: Seat, from: Seat, skills: string[]): void {
  (s.borrowed ??= []).push({ seat, from, skills });
}

/** Whether this seat's character has a working modifier with this flag. */
export function hasModifier(s: GameState, seat: Seat, flag: ModifierFlag): boolean {
  if (!s.players[seat].character) return false;
  for (const k of skillsOf(s, seat))
    if (k.kind === 'modifier' && k[flag] && faceAllows(s, seat, k)) return true;
  return false;
}

/** The function this seat may use an intel card of its own area as (就计), or null. */
export function intelUsableAs(s: GameState, seat: Seat, card: CardId): FnId | null {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch || !s.players[seat].intel.includes(card)) return null;
  if (isSealed(s, card)) return null;
  const rs = getRuleset(s.ruleset);
  for (const k of skillsOf(s, seat))
    if (k.kind === 'modifier' && k.intelAs && faceAllows(s, seat, k)) {
      const fn = k.intelAs(rs.cards[card]);
      if (fn !== null) return fn;
    }
  return null;
}

/** Whether this seat may aim a card of this function at a second player (核燃机体: 可额外指定一个目标). */
export function mayAimTwice(s: GameState, seat: Seat, fn: FnId): boolean {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return false;
  for (const k of skillsOf(s, seat))
    if (k.kind === 'modifier' && k.extraTarget?.includes(fn) && faceAllows(s, seat, k)) return true;
  return false;
}

/** Whether this seat may aim this function, printed for a false intel, at any intel (定点抹除). */
export function aimsAtAnyIntel(s: GameState, seat: Seat, fn: FnId): boolean {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return false;
  for (const k of skillsOf(s, seat))
    if (k.kind === 'modifier' && k.anyIntelFor?.includes(fn) && faceAllows(s, seat, k)) return true;
  return false;
}

/** Whether this seat's character keeps it from being named by this card or skill (城府). */
export function untargetableBy(s: GameState, seat: Seat, id: string): boolean {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return false;
  for (const k of skillsOf(s, seat))
    if (k.kind === 'modifier' && k.untargetableBy?.includes(id) && faceAllows(s, seat, k)) return true;
  return false;
}

/** Reveal a player's identity card to everyone (翻开你的身份牌). */
export function revealIdentity(s: GameState, seat: Seat, out: GameEvent[]): void {
  if (s.players[seat].revealed) return;
  s.players[seat].revealed = true;
  out.push({ type: 'identityRevealed', seat, camp: s.players[seat].camp });
}

/**
 * 没有注明使用时机的技能可以在任何时候使用: every window a skill with no printed timing may be used
 * in (no window opens before the draw: 当前回合玩家抽牌过后的时机可以使用卡牌与角色技能).
 */
export const ANY_MOMENT: readonly WindowKind[] = ['play', 'transmit', 'arrive', 'end'];

export type Skill = TriggerSkill | ActiveSkill | ViewAsSkill | ModifierSkill;

/** A neutral (打酱油) player's secret mission: the condition under which they declare victory. */
export interface Mission {
  readonly text: { readonly zh: string; readonly en: string };
  /**
   * The ruleset whose printed mission this is, when the edition's own print is unreadable and the
   * same character's mission of that edition was carried over (风声再临's 〔?〕 → the 2010 text).
   */
  readonly from?: string;
  /** Met by the table as it stands (intel, hand): checked whenever the engine comes to rest. */
  standing?(s: GameState, owner: Seat): boolean;
  /** A dead owner can still complete a standing mission. */
  readonly whileDead?: boolean;
  /** Met by a death (after it is final). */
  onDeath?(s: GameState, owner: Seat, dead: Seat, killer: Seat): boolean;
  /** Met when another player declares victory. */
  onDeclare?(s: GameState, owner: Seat, declarer: Seat): boolean;
  /** 你的胜利会导致他的宣告失败: meeting it makes the declarer fail and the owner win alone. */
  readonly hijacks?: boolean;
}

export interface CharacterDef {
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly gender: Gender;
  /** A 潜伏 character: placed face down at the start. */
  readonly hidden: boolean;
  /**
   * A state character (风声再临 状态角色, its skills marked 【隐藏】/【暴露】): its owner chooses whether it
   * is placed face down or face up; `hidden` is then only the face it takes when nobody says.
   */
  readonly stateful?: boolean;
  /** From the 「绝密任务」 expansion. */
  readonly expansion: boolean;
  readonly skills: readonly Skill[];
  readonly mission: Mission | null;
}

export function characterOf(s: GameState, seat: Seat): CharacterDef | null {
  const id = s.players[seat].character;
  if (!id) return null;
  // Asked many times per priority step and trigger point: each seat's last answer is kept, for
  // the ruleset in play (a character id is compared by identity first, which is what it usually is).
  const rs = getRuleset(s.ruleset);
  if (rs !== memoRuleset) {
    memoRuleset = rs;
    memoIds.fill(null);
  }
  if (seat < MEMO_SEATS && memoIds[seat] === id) return memoDefs[seat];
  const def = rs.characters?.[id] ?? null;
  if (seat < MEMO_SEATS) {
    memoIds[seat] = id;
    memoDefs[seat] = def;
  }
  return def;
}

const MEMO_SEATS = 16;
let memoRuleset: Ruleset | null = null;
const memoIds: (string | null)[] = new Array<string | null>(MEMO_SEATS).fill(null);
const memoDefs: (CharacterDef | null)[] = new Array<CharacterDef | null>(MEMO_SEATS).fill(null);

/** Whether a skill works now given its owner's character face. */
export function faceAllows(s: GameState, seat: Seat, skill: Skill): boolean {
  const up = s.players[seat].characterUp;
  switch (skill.face) {
    case 'up':
    case 'cover':
      return up;
    case 'flip':
      return !up;
    case 'any':
    case 'anyUp':
      return true;
  }
}

/** Carry out the flip or cover that using a skill costs. */
export function turnCharacter(s: GameState, seat: Seat, skill: Skill, out: GameEvent[]): void {
  if ((skill.face === 'flip' || skill.face === 'anyUp') && !s.players[seat].characterUp) {
    s.players[seat].characterUp = true;
    out.push({ type: 'characterFlip', seat, up: true, character: s.players[seat].character! });
  } else if (skill.face === 'cover' && s.players[seat].characterUp) {
    s.players[seat].characterUp = false;
    out.push({ type: 'characterFlip', seat, up: false, character: s.players[seat].character! });
  }
}

/**
 * 女性 counts women among players and characters: a player who is a woman, or a face-up female
 * character (a face-down character has no gender). 乔装 counts as both.
 */
export function isWoman(s: GameState, seat: Seat): boolean {
  const p = s.players[seat];
  if (p.gender === 'female') return true;
  const ch = characterOf(s, seat);
  if (!ch || !p.characterUp) return false;
  return ch.gender === 'female' || ch.gender === 'both';
}

/** A male character (face up): 大美女's mission speaks of 男性角色. */
export function isMaleCharacter(s: GameState, seat: Seat): boolean {
  const ch = characterOf(s, seat);
  return !!ch && s.players[seat].characterUp && (ch.gender === 'male' || ch.gender === 'both');
}

export function findSkill(s: GameState, id: string): Skill | null {
  return getRuleset(s.ruleset).skills?.[id] ?? null;
}

/** The effect of a waiting card or skill. */
export function resolveFrame(s: GameState, frame: Frame, out: GameEvent[]): void {
  const rs = getRuleset(s.ruleset);
  if (frame.skill) {
    // A skill whose user has left the game meanwhile does nothing (like a 截获 whose user died:
    // 因丢失目标而无效); otherwise a dead player could still draw or take cards.
    if (!s.players[frame.user].alive || s.players[frame.user].lost) {
      out.push({ type: 'fizzle', frame: frame.id, fn: frame.fn, why: 'its user is out of the game' });
      return;
    }
    const sk = findSkill(s, frame.skill);
    if (sk?.kind === 'active' && sk.actsAs) rs.functions[sk.actsAs].resolve(s, frame, out);
    else if (sk?.kind === 'active' || sk?.kind === 'trigger') sk.resolve?.(s, frame, out);
    return;
  }
  rs.functions[frame.fn].resolve(s, frame, out);
}

/** Remember something about this seat until the turn ends (先机后置's choice of four cards). */
export function markTurn(s: GameState, seat: Seat, word: string): void {
  (s.turnMarks ??= []).push(`${seat}:${word}`);
}

export function turnMarked(s: GameState, seat: Seat, word: string): boolean {
  return s.turnMarks?.includes(`${seat}:${word}`) === true;
}

/** Forget one such mark; whether it was there (a one-off allowance spent). */
export function unmarkTurn(s: GameState, seat: Seat, word: string): boolean {
  const i = s.turnMarks?.indexOf(`${seat}:${word}`) ?? -1;
  if (i < 0) return false;
  s.turnMarks!.splice(i, 1);
  if (s.turnMarks!.length === 0) delete s.turnMarks;
  return true;
}

/**
 * Turn marks the core itself reads: one more 情报传出 after the intel has been received
 * (`extraSend`), every card its holder sends this turn may go any way (`anyDelivery`) or must go
 * 直达 (`directDelivery`).
 */
export const EXTRA_SEND = 'extraSend';
export const ANY_DELIVERY = 'anyDelivery';
/** Every card its holder sends this turn goes 直达, whatever its printed delivery. */
export const DIRECT_DELIVERY = 'directDelivery';

/** Tie `seat` to `to` under this word for the rest of the game (雇佣关系: 指定…为雇主). */
export function bind(s: GameState, seat: Seat, word: string, to: Seat): void {
  // A new array: states handed out before this one keep theirs (the clone shares the old one).
  s.bonds = (s.bonds ?? []).concat({ seat, word, to });
}

/** The player `seat` is tied to under this word, or -1. */
export function boundTo(s: GameState, seat: Seat, word: string): Seat {
  if (s.bonds) for (const b of s.bonds) if (b.seat === seat && b.word === word) return b.to;
  return -1;
}
