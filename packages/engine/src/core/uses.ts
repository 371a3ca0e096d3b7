// Which cards and skills a seat may use right now, and on what. Shared by enumeration and
// validation, so the legal list and `apply` can never disagree.
import { getRuleset, policyOf, type CardFunction, type Ruleset, type Usable } from './ruleset.ts';
import { isSealed, waitsForChain } from './zones.ts';
import { isActive } from './seats.ts';
import {
  aimsAtAnyIntel,
  characterOf,
  faceAllows,
  intelUsableAs,
  skillsOf,
  untargetableBy,
  type ActiveSkill,
  type ModifierSkill,
  type Skill,
} from './skills.ts';
import {
  FACE_DOWN,
  FACE_UP,
  NO_SKILLS,
  OTHERS_TURN_SHIFT,
  skillIndexOf,
  usableWindows,
  windowBit,
  type SkillIndex,
} from './skill-index.ts';
import type { CardId, FnId, GameState, Seat, Target } from './types.ts';

let ownFor: Ruleset | null = null;
let ownByCard: (CardFunction | undefined)[] = [];
let ownWindows: number[] = [];

function ownTables(rs: Ruleset): void {
  ownByCard = rs.cards.map((face) => rs.functions[face.fn]);
  ownWindows = ownByCard.map((fn) => (fn ? usableWindows(fn) : 0));
  ownFor = rs;
}

/**
 * The bit of `ownWindowMasks` a card needs to be worth asking about now: the open window's kind, in
 * the seat's own turn or another's. Where a character's modifier widens the turn (敏锐 lets a card
 * meant for one's own turn be used in anyone's), the turn is left to `timingAllows`.
 */
export function ownWindowBits(s: GameState, seat: Seat, index: SkillIndex): number {
  if (!s.window) return 0;
  const bit = windowBit(s.window.kind);
  if (index.anyTurn) return bit | (bit << OTHERS_TURN_SHIFT);
  return s.current === seat ? bit : bit << OTHERS_TURN_SHIFT;
}

/**
 * Each card's own function, by card id, for the ruleset in play: read for every hand card at every
 * priority step, so it is one array index rather than two lookups (kept for the last ruleset).
 */
export function ownFunctions(rs: Ruleset): readonly (CardFunction | undefined)[] {
  if (ownFor !== rs) ownTables(rs);
  return ownByCard;
}

/**
 * The windows each card's own function may be used in, as a mask of `windowBit`s by card id (in the
 * user's own turn, and shifted, in another's): a card whose bit is not set fails `timingAllows` at
 * once, so it is not asked.
 */
export function ownWindowMasks(rs: Ruleset): readonly number[] {
  if (ownFor !== rs) ownTables(rs);
  return ownWindows;
}

/** The functions a hand card can be used as: its own, and any a face-up character's skill lets it be. */
export function functionsOf(s: GameState, seat: Seat, card: CardId): FnId[] {
  const face = getRuleset(s.ruleset).cards[card];
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return [face.fn];
  const out = [face.fn];
  for (const sk of skillIndexOf(s, seat).viewAs)
    if (faceAllows(s, seat, sk) && sk.from(face) && !out.includes(sk.as)) out.push(sk.as);
  return out;
}

/** The function a hand card can be used as at this moment, or null. */
export function usableAs(s: GameState, seat: Seat, card: CardId, as?: FnId): CardFunction | null {
  const rs = getRuleset(s.ruleset);
  const fnId = as ?? rs.cards[card].fn;
  if (as !== undefined && !functionsOf(s, seat, card).includes(as)) return null;
  if (waitsForChain(s, card)) return null;
  const fn = rs.functions[fnId];
  if (!fn) return null;
  return timingAllows(s, seat, fn) ? fn : null;
}

/** A character's modifier lets its owner use this function in anyone's turn (敏锐). */
function anyTurnFor(s: GameState, seat: Seat, fn: string): boolean {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return false;
  // A loop, not `some` with an arrow: no closure per priority step.
  for (const sk of skillsOf(s, seat))
    if (sk.kind === 'modifier' && faceAllows(s, seat, sk) && (sk as ModifierSkill).anyTurn?.includes(fn))
      return true;
  return false;
}

export function timingAllows(s: GameState, seat: Seat, u: Usable & { id?: string }): boolean {
  const w = s.window;
  if (!w || w.resolving || w.priority !== seat || !u.windows.includes(w.kind)) return false;
  if (u.turn === 'own' && s.current !== seat && !(u.id && anyTurnFor(s, seat, u.id))) return false;
  if (u.turn === 'others' && s.current === seat) return false;
  // 仅能响应他人无法响应自己: nothing may be added on top of one's own card or skill.
  if (w.stack.length > 0 && w.stack[w.stack.length - 1].user === seat && policyOf(s.ruleset).noSelfResponse)
    return false;
  return u.canUse ? u.canUse(s, seat) : true;
}

/** An active skill of this seat's character usable now, or null. */
export function usableSkill(s: GameState, seat: Seat, skillId: string): ActiveSkill | null {
  const sk = s.options.characters ? findOwnSkill(s, seat, skillId) : undefined;
  if (!sk || sk.kind !== 'active') return null;
  return activeNow(s, seat, sk) ? sk : null;
}

/** This active skill, one of the seat's own, may be used now (face, once per window, timing). */
function activeNow(s: GameState, seat: Seat, sk: ActiveSkill): boolean {
  if (!faceAllows(s, seat, sk)) return false;
  // No general "one use at a time" in 2010: each use pays its cost or turns the character as it is
  // used, which bounds repeated uses; the skills that would loop say so themselves (掩护, 弹药无限).
  if (s.window?.skillsUsed && usedInWindow(s, seat, sk.id)) return false;
  return timingAllows(s, seat, sk);
}

/**
 * The face bit (`FACE_UP`, `FACE_DOWN`) the seat's active skills are filtered by before
 * `usableIndexedSkill`; 0 while skills are lent, when nothing is filtered (`mayBeUsable`).
 */
export function activeFaceBit(s: GameState, seat: Seat): number {
  if (s.borrowed) return 0;
  return s.players[seat].characterUp ? FACE_UP : FACE_DOWN;
}

/**
 * Whether the index's `k`th active skill may be usable now by its windows (`bit`: `ownWindowBits`)
 * and the owner's face (`face`: `activeFaceBit`); false only where `usableIndexedSkill` is null,
 * without calling it. Face 0 (skills lent) filters nothing.
 */
export function mayBeUsable(index: SkillIndex, k: number, bit: number, face: number): boolean {
  return face === 0 || ((index.activeWindows[k] & bit) !== 0 && (index.activeFaces[k] & face) !== 0);
}

/**
 * `usableSkill` for a skill taken from the seat's own index: no search by id, which finds the
 * same skill (a character's skills have distinct ids), except while skills are lent.
 */
export function usableIndexedSkill(s: GameState, seat: Seat, sk: ActiveSkill): ActiveSkill | null {
  if (s.borrowed) return usableSkill(s, seat, sk.id);
  return activeNow(s, seat, sk) ? sk : null;
}

/** The first of this seat's skills with this id: a loop, not `find` with an arrow (hot). */
function findOwnSkill(s: GameState, seat: Seat, skillId: string): Skill | undefined {
  if (!characterOf(s, seat)) return undefined;
  const list = skillsOf(s, seat);
  for (let i = 0; i < list.length; i++) if (list[i].id === skillId) return list[i];
  return undefined;
}

/** This seat has used this skill in the open window (一种技能同一时机中无法重复使用). */
function usedInWindow(s: GameState, seat: Seat, skillId: string): boolean {
  const used = s.window!.skillsUsed!;
  for (let i = 0; i < used.length; i++) if (used[i] === `${seat}:${skillId}`) return true;
  return false;
}

/** Remember a skill used in the open window, where the edition allows a skill once per window. */
export function noteSkillUsed(s: GameState, seat: Seat, skillId: string): void {
  if (!s.window || !policyOf(s.ruleset).skillOncePerWindow) return;
  (s.window.skillsUsed ??= []).push(`${seat}:${skillId}`);
}

/** A candidate target passes the usable's own conditions. A plain function: no closure per call. */
/** A target of false intel only, for this user (a skill may widen it to any intel: 定点抹除). */
function blackOnly(s: GameState, user: Seat, u: Usable & { id?: string }): boolean {
  return u.target === 'falseIntel' && !(u.id !== undefined && aimsAtAnyIntel(s, user, u.id));
}

function targetOk(s: GameState, user: Seat, u: Usable & { id?: string }, t: Target): boolean {
  if (t.seat !== undefined && u.id !== undefined && s.options.characters && untargetableBy(s, t.seat, u.id))
    return false;
  return u.canTarget ? u.canTarget(s, user, t) : true;
}

/** Every legal target for this user. Calls `visit` for each; stops when it returns true. */
export function forEachTarget(s: GameState, user: Seat, u: Usable, visit: (t: Target) => boolean): void {
  switch (u.target) {
    case 'none': {
      const t: Target = {};
      if (targetOk(s, user, u, t)) visit(t);
      return;
    }
    case 'otherSeat':
    case 'anySeat':
      for (const p of s.players) {
        if (!isActive(s, p.seat) || (u.target === 'otherSeat' && p.seat === user)) continue;
        const t: Target = { seat: p.seat };
        if (targetOk(s, user, u, t) && visit(t)) return;
      }
      return;
    case 'frame': {
      const w = s.window;
      if (w)
        for (const f of w.stack) {
          const t: Target = { frame: f.id };
          if (targetOk(s, user, u, t) && visit(t)) return;
        }
      return;
    }
    case 'falseIntel':
    case 'anyIntel': {
      const cards = getRuleset(s.ruleset).cards;
      const onlyBlack = blackOnly(s, user, u);
      for (const p of s.players) {
        if (!isActive(s, p.seat)) continue;
        for (const c of p.intel) {
          if ((onlyBlack && cards[c].colour !== 'black') || isSealed(s, c)) continue;
          const t: Target = { card: c };
          if (targetOk(s, user, u, t) && visit(t)) return;
        }
      }
      return;
    }
  }
}

/**
 * Whether `t` is one of the targets `forEachTarget` would offer. Checked directly rather than by
 * enumerating: a target names exactly one candidate (one seat, one frame or one intel card).
 */
export function isLegalTarget(s: GameState, user: Seat, u: Usable, t: Target): boolean {
  switch (u.target) {
    case 'none':
      return (
        t.seat === undefined && t.frame === undefined && t.card === undefined && targetOk(s, user, u, {})
      );
    case 'otherSeat':
    case 'anySeat': {
      const seat = t.seat;
      if (seat === undefined || t.frame !== undefined || t.card !== undefined) return false;
      const p = s.players.find((q) => q.seat === seat);
      if (!p || !isActive(s, p.seat) || (u.target === 'otherSeat' && p.seat === user)) return false;
      return targetOk(s, user, u, { seat: p.seat });
    }
    case 'frame': {
      const id = t.frame;
      if (id === undefined || t.seat !== undefined || t.card !== undefined) return false;
      const f = s.window?.stack.find((x) => x.id === id);
      return f !== undefined && targetOk(s, user, u, { frame: f.id });
    }
    case 'falseIntel':
    case 'anyIntel': {
      const c = t.card;
      if (c === undefined || t.seat !== undefined || t.frame !== undefined) return false;
      if (blackOnly(s, user, u) && getRuleset(s.ruleset).cards[c]?.colour !== 'black') return false;
      if (isSealed(s, c)) return false;
      const holder = s.players.find((p) => isActive(s, p.seat) && p.intel.includes(c));
      return holder !== undefined && targetOk(s, user, u, { card: c });
    }
  }
}

/** Whether this user has at least one legal target: `forEachTarget` without a visitor or a closure. */
function hasTarget(s: GameState, user: Seat, u: Usable & { id?: string }): boolean {
  switch (u.target) {
    case 'none':
      return targetOk(s, user, u, {});
    case 'otherSeat':
    case 'anySeat':
      for (const p of s.players) {
        if (!isActive(s, p.seat) || (u.target === 'otherSeat' && p.seat === user)) continue;
        if (u.id !== undefined && s.options.characters && untargetableBy(s, p.seat, u.id)) continue;
        if (!u.canTarget || u.canTarget(s, user, { seat: p.seat })) return true;
      }
      return false;
    case 'frame': {
      const w = s.window;
      if (w) for (const f of w.stack) if (!u.canTarget || u.canTarget(s, user, { frame: f.id })) return true;
      return false;
    }
    case 'falseIntel':
    case 'anyIntel': {
      const cards = getRuleset(s.ruleset).cards;
      const onlyBlack = blackOnly(s, user, u);
      for (const p of s.players) {
        if (!isActive(s, p.seat)) continue;
        for (const c of p.intel) {
          if ((onlyBlack && cards[c].colour !== 'black') || isSealed(s, c)) continue;
          if (!u.canTarget || u.canTarget(s, user, { card: c })) return true;
        }
      }
      return false;
    }
  }
}

/** A function usable now (timing and target). */
function fnUsable(s: GameState, seat: Seat, fn: CardFunction | undefined): boolean {
  return fn !== undefined && timingAllows(s, seat, fn) && hasTarget(s, seat, fn);
}

/**
 * True when the seat holding priority has anything to do but pass. Hot: runs for every automatic
 * pass. The same answer as "some `usableAs` function of some hand card, or some `usableSkill`, has a
 * target", walked without building the lists of functions and without closures.
 */
export function hasAnyUse(s: GameState, seat: Seat): boolean {
  const rs = getRuleset(s.ruleset);
  const own = ownFunctions(rs);
  const masks = ownWindowMasks(rs);
  const ch = s.options.characters ? characterOf(s, seat) : null;
  const index = ch ? skillIndexOf(s, seat) : NO_SKILLS;
  const bit = ownWindowBits(s, seat, index);
  const viewAs = index.viewAs;
  for (const card of s.players[seat].hand) {
    if (waitsForChain(s, card)) continue;
    if ((masks[card] & bit) !== 0 && fnUsable(s, seat, own[card])) return true;
    if (viewAs.length === 0) continue;
    const face = rs.cards[card];
    for (let k = 0; k < viewAs.length; k++) {
      const sk = viewAs[k];
      if (
        sk.as !== face.fn &&
        faceAllows(s, seat, sk) &&
        sk.from(face) &&
        fnUsable(s, seat, rs.functions[sk.as])
      )
        return true;
    }
  }
  if (ch) {
    const active = index.active;
    const face = activeFaceBit(s, seat);
    for (let k = 0; k < active.length; k++) {
      if (!mayBeUsable(index, k, bit, face)) continue;
      const a = usableIndexedSkill(s, seat, active[k]);
      if (a && hasTarget(s, seat, a)) return true;
    }
    // 就计: only a character with such a modifier may use its intel; most have none.
    if (index.intelAs.length > 0)
      for (const card of s.players[seat].intel) {
        const fn = intelUsableAs(s, seat, card);
        if (fn !== null && fnUsable(s, seat, rs.functions[fn])) return true;
      }
  }
  return false;
}

/** The function an intel card of this seat's own area can be used as at this moment (就计), or null. */
export function intelUsableNow(s: GameState, seat: Seat, card: CardId, as?: FnId): CardFunction | null {
  const fnId = intelUsableAs(s, seat, card);
  if (fnId === null || (as !== undefined && as !== fnId)) return null;
  const fn = getRuleset(s.ruleset).functions[fnId];
  return fn && timingAllows(s, seat, fn) ? fn : null;
}
