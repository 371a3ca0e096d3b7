// Moving cards between zones. Every card is always in exactly one zone; tests check it.
import { getRuleset, policyOf } from './ruleset.ts';
import { shuffleInPlace } from './rng.ts';
import type { CardId, CardMarks, Colour, GameEvent, GameState, Seat } from './types.ts';

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

/**
 * The card at the bottom of the deck (牌库底), left there; -1 if deck and discard are both empty. An
 * empty deck is rebuilt from the discard first, as for a draw.
 */
export function deckBottom(s: GameState, out: GameEvent[]): CardId {
  if (s.deck.length === 0) rebuildDeck(s, out);
  return s.deck.length === 0 ? -1 : s.deck[0];
}

/**
 * Make sure the top `n` cards of the deck can be looked at: a deck shorter than that gets the
 * discard, shuffled, beneath it (若牌库不足…将弃牌堆洗匀作为新牌库，不足部分再从新牌库抽取), so its own
 * cards stay on top. Returns the top cards, top first (fewer if the two together are short).
 */
export function deckTopCards(s: GameState, n: number, out: GameEvent[]): CardId[] {
  if (s.deck.length < n && s.discard.length > 0) {
    const d = s.discard;
    s.discard = [];
    shuffleInPlace(s.rng, d);
    s.deck = d.concat(s.deck);
    out.push({ type: 'reshuffle', count: s.deck.length });
  }
  const top: CardId[] = [];
  for (let i = s.deck.length - 1; i >= 0 && top.length < n; i--) top.push(s.deck[i]);
  return top;
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
    // Drawn while a chain waits: kept out of that chain (drawnWaitForChain).
    keepOutOfChain(s, c);
    if (s.deck.length === 0) {
      out.push({ type: 'draw', seat, cards: got });
      got = [];
      rebuildDeck(s, out);
    }
  }
  if (got.length > 0) out.push({ type: 'draw', seat, cards: got });
}

/**
 * A card just come into a hand by a card or skill while a chain waits (drawn, or taken from another
 * hand: 抽他人一张手牌) is kept out of that chain under the edition's `drawnWaitForChain`.
 */
export function keepOutOfChain(s: GameState, card: CardId): void {
  const w = s.window;
  if (w && w.stack.length > 0 && policyOf(s.ruleset).drawnWaitForChain) (w.fresh ??= []).push(card);
}

/** A hand card drawn while the chain now waiting began, which cannot join it (drawnWaitForChain). */
export function waitsForChain(s: GameState, card: CardId): boolean {
  const fresh = s.window?.fresh;
  return fresh !== undefined && fresh.includes(card);
}

/** Remove a card from a hand; returns false if it is not there. */
export function takeFromHand(s: GameState, seat: Seat, card: CardId): boolean {
  const h = s.players[seat].hand;
  const i = h.indexOf(card);
  if (i < 0) return false;
  // Shifted down by hand, not spliced: a splice allocates the array of what it removed.
  for (let k = i + 1; k < h.length; k++) h[k - 1] = h[k];
  h.pop();
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

/** Intel of this colour in a player's intel area; a two-colour card counts as red and as blue. */
export function countColour(s: GameState, seat: Seat, colour: Colour): number {
  const cards = getRuleset(s.ruleset).cards;
  let n = 0;
  for (const c of s.players[seat].intel) {
    const k = cards[c].colour;
    if (k === colour || (k === 'dual' && (colour === 'red' || colour === 'blue'))) n++;
  }
  return n;
}

/** True intel (red, blue or two-colour) in a player's intel area. */
export function countTrueIntel(s: GameState, seat: Seat): number {
  const cards = getRuleset(s.ruleset).cards;
  let n = 0;
  for (const c of s.players[seat].intel) if (cards[c].colour !== 'black') n++;
  return n;
}

// What is left of a card's marks in the teaching mode: a card printed with no delivery still goes
// any way its sender declares (右上角无标识则表示任选传递方式 is its delivery, not a special mark).
const DELIVERY_ONLY: CardMarks = Object.freeze({ anyDelivery: true });

/**
 * A card's special marks, or null when it has none. The teaching mode voids the special marks
 * (所有基础牌的特殊标记作废: 转向, 加密) and keeps only a free choice of delivery.
 */
export function marksOf(s: GameState, card: CardId): CardMarks | null {
  const marks = getRuleset(s.ruleset).cards[card].marks ?? null;
  if (!s.options.teaching || marks === null) return marks;
  return marks.anyDelivery ? DELIVERY_ONLY : null;
}

/**
 * A received intel marked 加密 cannot be burnt, used or replaced while its holder lives (风声再临);
 * the marks are void in the teaching mode. Only intel in a living player's area is ever targeted.
 */
export function isSealed(s: GameState, card: CardId): boolean {
  return marksOf(s, card)?.encrypted === true;
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

/** The one card this sender must send, when a demand names a card still in their hand; else -1. */
export function demandedCard(s: GameState, seat: Seat): CardId {
  const c = s.demand?.card;
  return c !== undefined && s.players[seat].hand.includes(c) ? c : -1;
}

/** The colour this sender must send, when a demand stands and the hand holds such a card. */
export function demandedColour(s: GameState, seat: Seat): Colour | null {
  const d = s.demand;
  if (!d) return null;
  const cards = getRuleset(s.ruleset).cards;
  for (const c of s.players[seat].hand) if (colourMatches(cards[c].colour, d.colour)) return d.colour;
  return null;
}

/** A two-colour card counts as red and as blue. */
export function colourMatches(face: Colour, wanted: Colour): boolean {
  return face === wanted || (face === 'dual' && (wanted === 'red' || wanted === 'blue'));
}

/** Each player draws the ruleset's starting hand, from the first player on. */
export function dealStartingHands(s: GameState, out: GameEvent[]): void {
  const n = s.players.length;
  const count = getRuleset(s.ruleset).startingHand;
  for (let i = 0; i < n; i++) drawCards(s, (s.current + i) % n, count, out);
}
