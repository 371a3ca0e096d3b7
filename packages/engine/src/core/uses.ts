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

/** Every legal target for this user. Calls `visit` for each; stops when it returns true. */
export function forEachTarget(s: GameState, user: Seat, u: Usable, visit: (t: Target) => boolean): void {
  const ok = (t: Target): boolean => (u.canTarget ? u.canTarget(s, user, t) : true);
  switch (u.target) {
    case 'none':
      if (ok({})) visit({});
      return;
    case 'otherSeat':
    case 'anySeat':
      for (const p of s.players) {
        if (!isActive(s, p.seat) || (u.target === 'otherSeat' && p.seat === user)) continue;
        const t = { seat: p.seat };
        if (ok(t) && visit(t)) return;
      }
      return;
    case 'frame':
      for (const f of s.window?.stack ?? []) {
        const t = { frame: f.id };
        if (ok(t) && visit(t)) return;
      }
      return;
    case 'falseIntel':
    case 'anyIntel': {
      const cards = getRuleset(s.ruleset).cards;
      for (const p of s.players) {
        if (!isActive(s, p.seat)) continue;
        for (const c of p.intel) {
          if (u.target === 'falseIntel' && cards[c].colour !== 'black') continue;
          const t = { card: c };
          if (ok(t) && visit(t)) return;
        }
      }
      return;
    }
  }
}

export function isLegalTarget(s: GameState, user: Seat, u: Usable, t: Target): boolean {
  let found = false;
  forEachTarget(s, user, u, (c) => {
    found = c.seat === t.seat && c.frame === t.frame && c.card === t.card;
    return found;
  });
  return found;
}

function hasTarget(s: GameState, seat: Seat, u: Usable): boolean {
  let any = false;
  forEachTarget(s, seat, u, () => (any = true));
  return any;
}

/** True when the seat holding priority has anything to do but pass. Hot: runs for every automatic pass. */
export function hasAnyUse(s: GameState, seat: Seat): boolean {
  const ch = s.options.characters ? characterOf(s, seat) : null;
  for (const card of s.players[seat].hand) {
    const own = usableAs(s, seat, card);
    if (own && hasTarget(s, seat, own)) return true;
    if (!ch) continue;
    for (const fnId of functionsOf(s, seat, card)) {
      const fn = usableAs(s, seat, card, fnId);
      if (fn && hasTarget(s, seat, fn)) return true;
    }
  }
  if (ch)
    for (const sk of ch.skills) {
      const a = sk.kind === 'active' ? usableSkill(s, seat, sk.id) : null;
      if (a && hasTarget(s, seat, a)) return true;
    }
  return false;
}
