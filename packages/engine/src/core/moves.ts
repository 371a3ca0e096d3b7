// More words of the effect vocabulary, for character skills: moving cards between hands, intel
// areas and the deck, looking at cards, turning character cards. Each is a rule of the game.
import { checkIntelArea, gainIntel } from './outcome.ts';
import { randInt } from './rng.ts';
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { colourOf, reissue, takeFromHand, takeFromIntel, takeTop } from './zones.ts';
import type { Camp, CardId, GameEvent, GameState, Seat } from './types.ts';

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

/**
 * Cards of `seat`'s just went to the discard pile as one discard (弃牌), whoever chose them: the
 * skills of the `cardsDiscarded` point wake (风声再临 线索: 只要是弃牌…从对方当前所弃牌中选择其中一张).
 */
export function cardsDiscarded(s: GameState, seat: Seat, cards: readonly CardId[], out: GameEvent[]): void {
  if (cards.length > 0) fireTriggers(s, 'cardsDiscarded', { seat, cards }, out);
}

/**
 * Hand cards of one player go to the discard pile together, as one discard (a price paid, a
 * card's or skill's 舍弃); cards no longer in that hand are skipped. Returns those discarded.
 */
export function discardHandCards(
  s: GameState,
  seat: Seat,
  cards: readonly CardId[],
  out: GameEvent[],
): CardId[] {
  const gone: CardId[] = [];
  for (const c of cards) if (takeFromHand(s, seat, c)) gone.push(c);
  if (gone.length === 0) return gone;
  for (const c of gone) s.discard.push(c);
  out.push({ type: 'cardsToDiscard', seat, cards: gone });
  cardsDiscarded(s, seat, gone, out);
  return gone;
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
  fireTriggers(s, 'intelBurnt', { seat: owner, card, by }, out);
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

/**
 * Several hand cards placed as intel in front of one player at once (血染玫瑰: 三张假情报视为同时放置;
 * 遗志's three): they all land before death or victory is checked, so nothing can be used between them.
 */
export function placeIntelTogether(
  s: GameState,
  from: Seat,
  cards: readonly CardId[],
  to: Seat,
  by: Seat,
  out: GameEvent[],
): void {
  const placed = cards.filter((c) => takeFromHand(s, from, c));
  if (placed.length === 0) return;
  for (const card of placed) {
    s.players[to].intel.push(card);
    out.push({ type: 'receive', seat: to, card, from: by, how: 'placed' });
    if (s.options.characters)
      pushTask(s, 'intelGained', { seat: to, card, from: by, how: 'placed', colour: colourOf(s, card) });
  }
  checkIntelArea(s, to, by, out);
}

/**
 * Intel received by one player all at once (血染: 同时收到多张): the cards land together, death and
 * victory are checked once, and the skills that fire on receiving intel fire once, not once a card
 * (例②: 仅能触发一次). What a card does when received (公开文本) it still does, card by card.
 */
export function receiveTogether(
  s: GameState,
  to: Seat,
  cards: readonly CardId[],
  by: Seat,
  out: GameEvent[],
): void {
  if (cards.length === 0) return;
  for (const card of cards) {
    s.players[to].intel.push(card);
    out.push({ type: 'receive', seat: to, card, from: by, how: 'placed' });
  }
  const last = cards[cards.length - 1];
  if (s.options.characters) {
    s.lastIntel = { seat: to, card: last, from: by, how: 'placed' };
    pushTask(s, 'intelGained', { seat: to, card: last, from: by, how: 'placed', colour: colourOf(s, last) });
  }
  checkIntelArea(s, to, by, out);
  const rs = getRuleset(s.ruleset);
  for (const card of cards) {
    const fn = rs.functions[rs.cards[card].fn];
    if (fn?.whenReceived && !s.result && isActive(s, to) && s.players[to].intel.includes(card))
      fn.whenReceived(s, to, card, out);
  }
}

/** Look at the intel in transit without decoding it (速译): only this seat sees it; no 破译 triggers. */
export function lookAtIntelInTransit(s: GameState, seat: Seat, out: GameEvent[]): boolean {
  const p = s.passing;
  if (!p) return false;
  if (!p.seenBy.includes(seat)) p.seenBy.push(seat);
  out.push({ type: 'peek', seat, card: p.card, to: [seat] });
  return true;
}

/** Show one player's identity card to another (合谋: 互相查看对方的身份牌). */
export function showIdentityTo(s: GameState, seat: Seat, viewer: Seat, out: GameEvent[]): void {
  out.push({ type: 'identityShown', seat, camp: s.players[seat].camp, recipient: viewer, to: [viewer] });
}

/** Turn a player's character card face down (合谋 盖伏…另一张潜伏角色牌). */
export function coverCharacter(s: GameState, seat: Seat, out: GameEvent[]): void {
  const p = s.players[seat];
  if (!p.characterUp || !p.character) return;
  p.characterUp = false;
  out.push({ type: 'characterFlip', seat, up: false, character: p.character });
}

/**
 * Move an intel card from one intel area into another player's: the new owner gains it, with
 * death, loss and victory checked as for any intel (收买: 获得他面前的一张情报). `by` gets the kill.
 */
export function intelToIntel(s: GameState, card: CardId, to: Seat, by: Seat, out: GameEvent[]): void {
  if (takeFromIntel(s, card) < 0) return;
  gainIntel(s, to, card, by, 'placed', by, out);
}

/** Turn the face-down intel in transit face up for everyone (揭露: 翻开一张传递中的密电). */
export function turnIntelInTransitFaceUp(s: GameState, by: Seat, out: GameEvent[]): CardId {
  const p = s.passing;
  if (!p || p.faceUp) return -1;
  p.faceUp = true;
  out.push({ type: 'intelTurnedUp', card: p.card, by });
  return p.card;
}

/**
 * Swap the intel in transit with the top card of the deck (偷龙转凤): the new card travels on in the
 * same state, face up or face down; the old one goes face down on the deck. Nobody, the sender
 * included, knows a face-down replacement.
 */
export function swapIntelInTransitWithDeckTop(s: GameState, by: Seat, out: GameEvent[]): boolean {
  const p = s.passing;
  if (!p) return false;
  const top = takeTop(s, out);
  if (top < 0) return false;
  const old = p.card;
  reissue(s, old);
  s.deck.push(old);
  reissue(s, top);
  p.card = top;
  p.seenBy = [];
  p.swapped = true;
  // A replacement (替换), not a 取代: the new card stands for nothing that came before.
  delete p.supersedes;
  out.push({ type: 'transitSwapped', seat: by, card: old, replacement: top, faceUp: p.faceUp });
  return true;
}

/**
 * 临危受命: the taker's own identity card is set aside face down, out of the game, and they take the
 * dying player's card, unseen by the others. The dying player is left with no identity: their death
 * counts as no camp's (不会触发因某阵营死亡而触发的技能…机密任务) and they win with no camp.
 */
export function takeIdentityCard(s: GameState, taker: Seat, from: Seat, out: GameEvent[]): void {
  const t = s.players[taker];
  const f = s.players[from];
  if (f.identityTaken || taker === from) return;
  t.camp = f.camp;
  // The card taken lies face down in front of its new holder, whatever was shown of the old one.
  t.revealed = false;
  f.identityTaken = true;
  // Left with no card, he is no member of the 潜伏战线 or the 军情处: anything counting the deaths or
  // the members of a camp by `camp` leaves him out. (`campOf` says null; views show no camp.)
  f.camp = 'neutral';
  out.push({ type: 'identitySwapped', seat: taker, with: from });
}

/** The camp a player belongs to, or null when they hold no identity card (taken by 临危受命). */
export function campOf(s: GameState, seat: Seat): Camp | null {
  const p = s.players[seat];
  return p.identityTaken ? null : p.camp;
}

/**
 * 一位玩家因为获得你传出的情报而宣告胜利: the declaration comes of the last intel gained, which the
 * declarer got from `sender`'s passing (accepted, forced or intercepted; not dealt or placed), and
 * which is still theirs (in front of them, or among what they died with).
 */
export function declaresByIntelFrom(s: GameState, declarer: Seat, sender: Seat): boolean {
  const g = s.lastIntel;
  if (!g || g.seat !== declarer || g.from !== sender || declarer === sender) return false;
  if (g.how !== 'accepted' && g.how !== 'forced' && g.how !== 'intercepted') return false;
  const d = s.deaths.find((x) => x.seat === declarer);
  return s.players[declarer].intel.includes(g.card) || (!!d && d.intel.includes(g.card));
}
