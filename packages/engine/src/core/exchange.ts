// Exchanging two intel cards between two intel areas (替换: 将一张牌与另一张牌位置互换). Not a receipt:
// nothing that fires on receiving does (风声再临 合谍: 情报的位置替换不属于接收), but the two areas have
// changed, so death, loss and victory are checked for both, the exchanger taking any kill.
import { checkIntelArea } from './outcome.ts';
import type { CardId, GameEvent, GameState, Seat } from './types.ts';

/** Swap `a` (in one player's intel) and `b` (in another's). False, changing nothing, if either moved. */
export function exchangeIntel(s: GameState, a: CardId, b: CardId, by: Seat, out: GameEvent[]): boolean {
  const ownerA = s.players.findIndex((p) => p.intel.includes(a));
  const ownerB = s.players.findIndex((p) => p.intel.includes(b));
  if (ownerA < 0 || ownerB < 0 || ownerA === ownerB) return false;
  const ia = s.players[ownerA].intel;
  const ib = s.players[ownerB].intel;
  ia[ia.indexOf(a)] = b;
  ib[ib.indexOf(b)] = a;
  out.push({ type: 'intelSwapped', seat: ownerA, card: a, replacement: b, by });
  out.push({ type: 'intelSwapped', seat: ownerB, card: b, replacement: a, by });
  checkIntelArea(s, ownerA, by, out);
  checkIntelArea(s, ownerB, by, out);
  return true;
}
