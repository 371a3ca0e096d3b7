// Passing intel: 情报传递 (transmit) -> 情报到达 (arrive) -> 情报接收 (receive), repeated until
// someone takes it. Each of the first two steps opens a priority window.
import { gainIntel } from './outcome.ts';
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { openWindow } from './window.ts';
import { reissue, takeFromHand } from './zones.ts';
import type { CardId, GameEvent, GameState, Seat } from './types.ts';

/** The current player sends a hand card as intel in the way printed on it. */
export function sendIntel(
  s: GameState,
  seat: Seat,
  card: CardId,
  to: Seat,
  out: GameEvent[],
  how: { direction?: 1 | -1; secret?: boolean } = {},
): void {
  const printed = getRuleset(s.ruleset).cards[card].delivery;
  const delivery = how.secret && printed === 'text' ? 'secret' : printed;
  takeFromHand(s, seat, card);
  const faceUp = delivery === 'text';
  if (!faceUp) reissue(s, card);
  s.passing = {
    card,
    sender: seat,
    delivery,
    faceUp,
    holder: seat,
    direction: how.direction ?? 1,
    directTarget: delivery === 'direct' ? to : -1,
    stage: 'transmit',
    lured: [],
    bounced: false,
    seenBy: [],
  };
  s.step = 'passing';
  out.push({ type: 'send', seat, card, delivery, faceUp, toward: nextHolder(s) });
  openWindow(s, 'transmit');
}

function isLocked(s: GameState, seat: Seat): boolean {
  return s.locks.includes(seat);
}

/** Left out by 调虎离山, unless a lock holds them (锁定 beats 调虎离山). */
function isLuredOut(s: GameState, seat: Seat): boolean {
  return s.passing!.lured.includes(seat) && !isLocked(s, seat);
}

/**
 * Where the intel goes next from its holder: the sender when it comes back round (or a 直达 is
 * refused, bounced or its target is left out); -1 when it would come back to a sender no longer in
 * the game. Dead players and players left out are skipped.
 */
export function nextHolder(s: GameState): Seat {
  const p = s.passing!;
  const back = isActive(s, p.sender) ? p.sender : -1;
  if (p.delivery === 'direct') {
    if (p.holder !== p.sender) return back;
    const t = p.directTarget;
    return isActive(s, t) && !isLuredOut(s, t) ? t : back;
  }
  const n = s.players.length;
  let seat = p.holder;
  for (let i = 0; i < n; i++) {
    seat = (((seat + p.direction) % n) + n) % n;
    if (seat === p.sender) return back;
    if (isActive(s, seat) && !isLuredOut(s, seat)) return seat;
  }
  return back;
}

/**
 * A 直达 whose target left the game before deciding on it goes back to its sender's hand, not in
 * front of him (004: 情报传递途中某角色…死亡，情报将继续传递（直达情报返回传出者手中）). A target who
 * refused or was lured out does not count: then the intel comes back to be taken as intel.
 */
function directTargetGone(s: GameState): boolean {
  const p = s.passing!;
  if (p.delivery !== 'direct' || !isActive(s, p.sender) || isActive(s, p.directTarget)) return false;
  // On its way to the target (first transmit step), or arrived there (before the decision).
  return p.stage === 'transmit' ? p.holder === p.sender : p.holder === p.directTarget;
}

function returnToSendersHand(s: GameState, out: GameEvent[]): void {
  const p = s.passing!;
  s.passing = null;
  s.window = null;
  reissue(s, p.card);
  s.players[p.sender].hand.push(p.card);
  out.push({ type: 'intelReturned', seat: p.sender, card: p.card });
}

/** The transmit window closed: the intel reaches its next holder, or the discard if nobody is left to take it. */
export function deliver(s: GameState, out: GameEvent[]): void {
  const p = s.passing!;
  if (directTargetGone(s)) {
    returnToSendersHand(s, out);
    return;
  }
  const to = nextHolder(s);
  out.push({ type: 'transmit', from: p.holder, direction: p.direction });
  if (to < 0) {
    s.passing = null;
    s.discard.push(p.card);
    out.push({ type: 'cardsToDiscard', seat: p.sender, cards: [p.card] });
    return;
  }
  p.holder = to;
  p.stage = 'arrive';
  p.bounced = false;
  out.push({ type: 'arrive', seat: to });
  openWindow(s, 'arrive');
}

/** The arrive window closed: bounced intel turns round; otherwise the holder must or may take it. */
export function afterArrival(s: GameState, out: GameEvent[]): void {
  const p = s.passing!;
  if (directTargetGone(s)) {
    returnToSendersHand(s, out);
    return;
  }
  if (!isActive(s, p.holder)) {
    moveOn(s);
    return;
  }
  if (p.bounced) {
    p.direction = p.direction === 1 ? -1 : 1;
    moveOn(s);
    return;
  }
  if (p.holder === p.sender || isLocked(s, p.holder)) {
    receive(s, 'forced', out);
    return;
  }
  s.decision = { kind: 'receiveIntel', seat: p.holder };
}

function moveOn(s: GameState): void {
  s.passing!.stage = 'transmit';
  openWindow(s, 'transmit');
}

export function refuse(s: GameState, out: GameEvent[]): void {
  out.push({ type: 'refuse', seat: s.passing!.holder });
  moveOn(s);
}

export function receive(s: GameState, how: 'accepted' | 'forced', out: GameEvent[]): void {
  const p = s.passing!;
  s.passing = null;
  s.window = null;
  gainIntel(s, p.holder, p.card, p.sender, how, p.sender, out);
}
