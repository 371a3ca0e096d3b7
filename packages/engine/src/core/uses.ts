// Which cards a seat may use right now, and on what. Shared by enumeration and validation, so the
// legal list and `apply` can never disagree.
import { getRuleset, type CardFunction } from './ruleset.ts';
import { isActive } from './seats.ts';
import type { CardId, FnId, GameState, Seat, Target } from './types.ts';

/** The function a hand card can be used as at this moment, or null. */
export function usableAs(s: GameState, seat: Seat, card: CardId, as?: FnId): CardFunction | null {
  const rs = getRuleset(s.ruleset);
  const fnId = as ?? rs.cards[card].fn;
  // Only the card's own function for now; view-as rules (预谋, 换日...) widen this list.
  if (fnId !== rs.cards[card].fn) return null;
  const fn = rs.functions[fnId];
  if (!fn) return null;
  return timingAllows(s, seat, fn) ? fn : null;
}

export function timingAllows(s: GameState, seat: Seat, fn: CardFunction): boolean {
  const w = s.window;
  if (!w || w.resolving || w.priority !== seat || !fn.windows.includes(w.kind)) return false;
  if (fn.turn === 'own' && s.current !== seat) return false;
  if (fn.turn === 'others' && s.current === seat) return false;
  return fn.canUse ? fn.canUse(s, seat) : true;
}

/** Every legal target of a function for this user. Calls `visit` for each; stops when it returns true. */
export function forEachTarget(
  s: GameState,
  user: Seat,
  fn: CardFunction,
  visit: (t: Target) => boolean,
): void {
  const ok = (t: Target): boolean => (fn.canTarget ? fn.canTarget(s, user, t) : true);
  switch (fn.target) {
    case 'none':
      if (ok({})) visit({});
      return;
    case 'otherSeat':
    case 'anySeat':
      for (const p of s.players) {
        if (!isActive(s, p.seat) || (fn.target === 'otherSeat' && p.seat === user)) continue;
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
    case 'falseIntel': {
      const cards = getRuleset(s.ruleset).cards;
      for (const p of s.players) {
        if (!isActive(s, p.seat)) continue;
        for (const c of p.intel) {
          if (cards[c].colour !== 'black') continue;
          const t = { card: c };
          if (ok(t) && visit(t)) return;
        }
      }
      return;
    }
  }
}

export function isLegalTarget(s: GameState, user: Seat, fn: CardFunction, t: Target): boolean {
  let found = false;
  forEachTarget(s, user, fn, (c) => {
    found = c.seat === t.seat && c.frame === t.frame && c.card === t.card;
    return found;
  });
  return found;
}

/** True when the seat holding priority has anything to do but pass. */
export function hasAnyUse(s: GameState, seat: Seat): boolean {
  for (const card of s.players[seat].hand) {
    const fn = usableAs(s, seat, card);
    if (!fn) continue;
    let any = false;
    forEachTarget(s, seat, fn, () => (any = true));
    if (any) return true;
  }
  return false;
}
