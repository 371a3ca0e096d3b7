// A card of the discard pile comes into a player's hand (心智迷茫, 枪下留情).
import type { CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { keepOutOfChain, reissue } from '../../../core/zones.ts';

export function discardToHand(s: GameState, owner: Seat, card: CardId, from: Seat, out: GameEvent[]): void {
  const i = s.discard.indexOf(card);
  if (i < 0) return;
  s.discard.splice(i, 1);
  reissue(s, card);
  s.players[owner].hand.push(card);
  keepOutOfChain(s, card);
  out.push({ type: 'fromDiscard', seat: owner, card, from });
}
