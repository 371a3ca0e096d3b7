// More words of the effect vocabulary, for character skills: moving cards between hands, intel
// areas and the deck, looking at cards, turning character cards. Each is a rule of the game.
import { gainIntel } from './outcome.ts';
import { randInt } from './rng.ts';
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { reissue, takeFromHand, takeFromIntel, takeTop } from './zones.ts';
import type { CardId, GameEvent, GameState, Seat } from './types.ts';

/** Put a card from someone's hand in front of a player as intel (在…面前放置一张情报). `by` gets the kill. */
export function placeIntelFromHand(
  s: GameState,
  from: Seat,
  card: CardId,
  to: Seat,
  by: Seat,
  out: GameEvent[],
): void {
  if (!takeFromHand(s, from, card)) return;
  gainIntel(s, to, card, by, 'placed', by, out);
}

/** Give a hand card to another player's hand, face down (分给另一位玩家). */
export function giveCard(s: GameState, from: Seat, card: CardId, to: Seat, out: GameEvent[]): void {
  if (!takeFromHand(s, from, card)) return;
  reissue(s, card);
  s.players[to].hand.push(card);
  out.push({ type: 'give', seat: from, recipient: to, card });
}

/** Take a card at random from another player's hand (抽取…手牌); -1 if they have none. */
export function takeRandomHandCard(s: GameState, from: Seat, to: Seat, out: GameEvent[]): CardId {
  const hand = s.players[from].hand;
  if (hand.length === 0) return -1;
  const card = hand.splice(randInt(s.rng, hand.length), 1)[0];
  reissue(s, card);
  s.players[to].hand.push(card);
  out.push({ type: 'take', seat: to, victim: from, card });
  return card;
}

/** Put a hand card back on top of the deck, face down (放回牌库顶). */
export function handCardToDeckTop(s: GameState, seat: Seat, card: CardId, out: GameEvent[]): void {
  if (!takeFromHand(s, seat, card)) return;
  reissue(s, card);
  s.deck.push(card);
  out.push({ type: 'toDeckTop', seat, card });
}

/** Put an intel card back on top of the deck (潜藏伏击). */
export function intelToDeckTop(s: GameState, card: CardId, by: Seat, out: GameEvent[]): void {
  const owner = takeFromIntel(s, card);
  if (owner < 0) return;
  reissue(s, card);
  s.deck.push(card);
  out.push({ type: 'intelToDeckTop', seat: owner, card, by });
}

/** Take an intel card into a player's hand (时差, 掩护, 偷天). */
export function intelToHand(s: GameState, card: CardId, to: Seat, out: GameEvent[]): void {
  const owner = takeFromIntel(s, card);
  if (owner < 0) return;
  reissue(s, card);
  s.players[to].hand.push(card);
  out.push({ type: 'intelToHand', seat: owner, card, recipient: to });
}

/** Discard any intel card (狙击 burns true intel too). */
export function discardAnyIntel(s: GameState, card: CardId, by: Seat, out: GameEvent[]): boolean {
  const owner = takeFromIntel(s, card);
  if (owner < 0) return false;
  s.discard.push(card);
  out.push({ type: 'burn', seat: owner, card, by });
  return true;
}

/** Swap an intel card with the top card of the deck, keeping its place (偷龙转凤, 临危受命). */
export function swapIntelWithDeckTop(s: GameState, card: CardId, by: Seat, out: GameEvent[]): void {
  const owner = takeFromIntel(s, card);
  if (owner < 0) return;
  const top = takeTop(s, out);
  if (top < 0) {
    s.players[owner].intel.push(card);
    return;
  }
  reissue(s, card);
  s.deck.push(card);
  s.players[owner].intel.push(top);
  out.push({ type: 'intelSwapped', seat: owner, card, replacement: top, by });
}

/** Show the top card of the deck to everyone, then put it back (血染玫瑰). -1 if there is none. */
export function revealDeckTop(s: GameState, by: Seat, out: GameEvent[]): CardId {
  const top = takeTop(s, out);
  if (top < 0) return -1;
  s.deck.push(top);
  out.push({ type: 'deckTopShown', card: top, by });
  return top;
}

/** Let one player look at a card (检视): only they see it. */
export function showCardTo(s: GameState, viewer: Seat, card: CardId, out: GameEvent[]): void {
  out.push({ type: 'peek', seat: viewer, card, to: [viewer] });
}

/** Show a whole hand to one player (后着). */
export function showHandTo(s: GameState, owner: Seat, viewer: Seat, out: GameEvent[]): void {
  for (const card of s.players[owner].hand) out.push({ type: 'peek', seat: viewer, card, to: [viewer] });
}

export function isBlack(s: GameState, card: CardId): boolean {
  return getRuleset(s.ruleset).cards[card].colour === 'black';
}

export function isTrue(s: GameState, card: CardId): boolean {
  return getRuleset(s.ruleset).cards[card].colour !== 'black';
}

export function countIntel(s: GameState, seat: Seat, pred: (c: CardId) => boolean): number {
  let n = 0;
  for (const c of s.players[seat].intel) if (pred(c)) n++;
  return n;
}

export function livingSeats(s: GameState): Seat[] {
  return s.players.filter((p) => isActive(s, p.seat)).map((p) => p.seat);
}
