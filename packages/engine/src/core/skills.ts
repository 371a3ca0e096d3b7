// Characters and their skills, in the small vocabulary the core understands:
//  - active:   used like a card while holding priority; waits on the stack; cannot be countered
//  - trigger:  fires at a timing point (当…时), in seat order from the current player
//  - viewAs:   a hand card may be used as another card (预谋 换日 亮剑 …); the result can be countered
//  - modifier: changes a rule for its owner (敏锐: 锁定 in others' turns; 精明: draw three …)
import { getRuleset, type Usable } from './ruleset.ts';
import type { CardFace, FnId, Frame, GameEvent, GameState, Seat, WindowKind } from './types.ts';

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
  | 'turnEnd';

export type TriggerPayload = Record<string, number | string | boolean>;

export interface TriggerSkill extends SkillBase {
  readonly kind: 'trigger';
  readonly on: TriggerPoint;
  /** 可以: the owner is asked first. Otherwise it always happens (锁定技 / forced). */
  readonly optional: boolean;
  /** Fires for its owner even when the owner is the one dying (遗志, 后着). */
  readonly whileDying?: boolean;
  when(s: GameState, owner: Seat, ev: TriggerPayload): boolean;
  run(s: GameState, owner: Seat, ev: TriggerPayload, out: GameEvent[]): void;
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
}

export type ModifierFlag = 'concealsIdentity' | 'choosesDirection' | 'textAsSecret' | 'bringsWoman';

/** Whether this seat's character has a working modifier with this flag. */
export function hasModifier(s: GameState, seat: Seat, flag: ModifierFlag): boolean {
  const ch = characterOf(s, seat);
  if (!ch) return false;
  for (const k of ch.skills) if (k.kind === 'modifier' && k[flag] && faceAllows(s, seat, k)) return true;
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
  /** From the 「绝密任务」 expansion. */
  readonly expansion: boolean;
  readonly skills: readonly Skill[];
  readonly mission: Mission | null;
}

export function characterOf(s: GameState, seat: Seat): CharacterDef | null {
  const id = s.players[seat].character;
  return id ? (getRuleset(s.ruleset).characters?.[id] ?? null) : null;
}

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
    const sk = findSkill(s, frame.skill) as ActiveSkill | null;
    if (sk?.actsAs) rs.functions[sk.actsAs].resolve(s, frame, out);
    else sk?.resolve?.(s, frame, out);
    return;
  }
  rs.functions[frame.fn].resolve(s, frame, out);
}
