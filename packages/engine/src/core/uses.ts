// Which cards and skills a seat may use right now, and on what. Shared by enumeration and
// validation, so the legal list and `apply` can never disagree.
import { getRuleset, type CardFunction, type Usable } from './ruleset.ts';
import { isActive } from './seats.ts';
import { characterOf, faceAllows, type ActiveSkill, type ModifierSkill } from './skills.ts';
import type { CardId, FnId, GameState, Seat, Target } from './types.ts';

/** The functions a hand card can be used as: its own, and any a face-up character's skill lets it be. */
export function functionsOf(s: GameState, seat: Seat, card: CardId): FnId[] {
  const face = getRuleset(s.ruleset).cards[card];
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return [face.fn];
  const out = [face.fn];
  for (const sk of ch.skills)
    if (sk.kind === 'viewAs' && faceAllows(s, seat, sk) && sk.from(face) && !out.includes(sk.as))
      out.push(sk.as);
  return out;
}

/** The function a hand card can be used as at this moment, or null. */
export function usableAs(s: GameState, seat: Seat, card: CardId, as?: FnId): CardFunction | null {
  const rs = getRuleset(s.ruleset);
  const fnId = as ?? rs.cards[card].fn;
  if (as !== undefined && !functionsOf(s, seat, card).includes(as)) return null;
  const fn = rs.functions[fnId];
  if (!fn) return null;
  return timingAllows(s, seat, fn) ? fn : null;
}

/** A character's modifier lets its owner use this function in anyone's turn (敏锐). */
function anyTurnFor(s: GameState, seat: Seat, fn: string): boolean {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (!ch) return false;
  return ch.skills.some(
    (sk) => sk.kind === 'modifier' && faceAllows(s, seat, sk) && (sk as ModifierSkill).anyTurn?.includes(fn),
  );
}

export function timingAllows(s: GameState, seat: Seat, u: Usable & { id?: string }): boolean {
  const w = s.window;
  if (!w || w.resolving || w.priority !== seat || !u.windows.includes(w.kind)) return false;
  if (u.turn === 'own' && s.current !== seat && !(u.id && anyTurnFor(s, seat, u.id))) return false;
  if (u.turn === 'others' && s.current === seat) return false;
  return u.canUse ? u.canUse(s, seat) : true;
}

/** An active skill of this seat's character usable now, or null. */
export function usableSkill(s: GameState, seat: Seat, skillId: string): ActiveSkill | null {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  const sk = ch?.skills.find((x) => x.id === skillId);
  if (!sk || sk.kind !== 'active' || !faceAllows(s, seat, sk)) return null;
  // No general "one use at a time": each use pays its cost or turns the character as it is used,
  // which bounds repeated uses; the skills that would loop say so themselves (掩护, 弹药无限).
  return timingAllows(s, seat, sk) ? sk : null;
}

/** A candidate target passes the usable's own conditions. A plain function: no closure per call. */
function targetOk(s: GameState, user: Seat, u: Usable, t: Target): boolean {
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
      for (const p of s.players) {
        if (!isActive(s, p.seat)) continue;
        for (const c of p.intel) {
          if (u.target === 'falseIntel' && cards[c].colour !== 'black') continue;
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
      if (u.target === 'falseIntel' && getRuleset(s.ruleset).cards[c]?.colour !== 'black') return false;
      const holder = s.players.find((p) => isActive(s, p.seat) && p.intel.includes(c));
      return holder !== undefined && targetOk(s, user, u, { card: c });
    }
  }
}

/** Whether this user has at least one legal target: `forEachTarget` without a visitor or a closure. */
function hasTarget(s: GameState, user: Seat, u: Usable): boolean {
  switch (u.target) {
    case 'none':
      return targetOk(s, user, u, {});
    case 'otherSeat':
    case 'anySeat':
      for (const p of s.players) {
        if (!isActive(s, p.seat) || (u.target === 'otherSeat' && p.seat === user)) continue;
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
      for (const p of s.players) {
        if (!isActive(s, p.seat)) continue;
        for (const c of p.intel) {
          if (u.target === 'falseIntel' && cards[c].colour !== 'black') continue;
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
  const ch = s.options.characters ? characterOf(s, seat) : null;
  for (const card of s.players[seat].hand) {
    const face = rs.cards[card];
    if (fnUsable(s, seat, rs.functions[face.fn])) return true;
    if (!ch) continue;
    for (const sk of ch.skills)
      if (
        sk.kind === 'viewAs' &&
        sk.as !== face.fn &&
        faceAllows(s, seat, sk) &&
        sk.from(face) &&
        fnUsable(s, seat, rs.functions[sk.as])
      )
        return true;
  }
  if (ch)
    for (const sk of ch.skills) {
      const a = sk.kind === 'active' ? usableSkill(s, seat, sk.id) : null;
      if (a && hasTarget(s, seat, a)) return true;
    }
  return false;
}
