// Moving cards between zones. Every card is always in exactly one zone; tests check it.
import { getRuleset } from './ruleset.ts';
import { shuffleInPlace } from './rng.ts';
import type { CardId, Colour, GameEvent, GameState, Seat } from './types.ts';

/** Give the card a new opaque handle: called whenever it moves where some seat cannot see its face. */
export function reissue(s: GameState, card: CardId): void {
  s.handleOf[card] = s.nextHandle++;
}

export function colourOf(s: GameState, card: CardId): Colour {
  return getRuleset(s.ruleset).cards[card].colour;
}

/**
 * Take the top card of the deck; -1 if deck and discard are both empty. The moment the deck runs
 * out, the discard is shuffled into a new deck (000: 当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库);
 * if the discard was empty then, the next draw tries again.
 */
export function takeTop(s: GameState, out: GameEvent[]): CardId {
  if (s.deck.length === 0) rebuildDeck(s, out);
  if (s.deck.length === 0) return -1;
  const c = s.deck.pop() as CardId;
  if (s.deck.length === 0) rebuildDeck(s, out);
  return c;
}

function rebuildDeck(s: GameState, out: GameEvent[]): void {
  if (s.discard.length === 0) return;
  const d = s.discard;
  s.discard = [];
  shuffleInPlace(s.rng, d);
  s.deck = d;
  out.push({ type: 'reshuffle', count: d.length });
}

/** Draw up to n cards into a hand. A deck that runs out mid-draw is rebuilt between the cards. */
export function drawCards(s: GameState, seat: Seat, n: number, out: GameEvent[]): void {
  let got: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) rebuildDeck(s, out);
    if (s.deck.length === 0) break;
    const c = s.deck.pop() as CardId;
    reissue(s, c);
    s.players[seat].hand.push(c);
    got.push(c);
    if (s.deck.length === 0) {
      out.push({ type: 'draw', seat, cards: got });
      got = [];
      rebuildDeck(s, out);
    }
  }
  if (got.length > 0) out.push({ type: 'draw', seat, cards: got });
}

/** Remove a card from a hand; returns false if it is not there. */
export function takeFromHand(s: GameState, seat: Seat, card: CardId): boolean {
  const h = s.players[seat].hand;
  const i = h.indexOf(card);
  if (i < 0) return false;
  h.splice(i, 1);
  return true;
}

/** Remove a card from whichever intel area holds it; returns the seat or -1. */
export function takeFromIntel(s: GameState, card: CardId): Seat {
  for (const p of s.players) {
    const i = p.intel.indexOf(card);
    if (i >= 0) {
      p.intel.splice(i, 1);
      return p.seat;
    }
  }
  return -1;
}

export function countColour(s: GameState, seat: Seat, colour: Colour): number {
  const cards = getRuleset(s.ruleset).cards;
  let n = 0;
  for (const c of s.players[seat].intel) if (cards[c].colour === colour) n++;
  return n;
}

export function findHandCard(s: GameState, seat: Seat, handle: number): CardId {
  const h = s.players[seat].hand;
  for (let i = 0; i < h.length; i++) if (s.handleOf[h[i]] === handle) return h[i];
  return -1;
}

export function findIntelCard(s: GameState, handle: number): CardId {
  for (const p of s.players) for (const c of p.intel) if (s.handleOf[c] === handle) return c;
  return -1;
}
