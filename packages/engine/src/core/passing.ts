// Passing intel: 情报传递 (transmit) -> 情报到达 (arrive) -> 情报接收 (receive), repeated until
// someone takes it. Each of the first two steps opens a priority window; an edition's policy may
// drop the transmit window and add one after a player chooses to receive (风声再临 情报接收).
import { gainIntel } from './outcome.ts';
import { getRuleset, policyOf } from './ruleset.ts';
import { isActive, nextActive } from './seats.ts';
import { defineTask, pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { openWindow } from './window.ts';
import { reissue, takeFromHand } from './zones.ts';
import type { CardId, Delivery, GameEvent, GameState, Seat } from './types.ts';

declare module './tasks.ts' {
  interface TaskPayloads {
    landIntel: Record<string, never>;
  }
}

/** The receive window closed with the intel still on its way to its holder: it lands (接收成功). */
function land(s: GameState, out: GameEvent[]): void {
  if (!s.options.characters) {
    landIntel(s, out);
    return;
  }
  // 接收成功: skills of that moment may change who receives it (牺牲: 替对方成功接收) before it lands.
  s.window = null;
  pushTask(s, 'landIntel', {});
  fireTriggers(s, 'landing', { seat: s.passing!.holder, card: s.passing!.card }, out);
}

/** The intel in transit lands in front of its holder (接收成功), unless something landed it already. */
export function landIntel(s: GameState, out: GameEvent[]): void {
  const p = s.passing;
  if (!p) return;
  s.passing = null;
  s.window = null;
  gainIntel(s, p.holder, p.card, p.sender, p.mustTake ? 'forced' : 'accepted', p.killer ?? p.sender, out);
}

defineTask('landIntel', (s, _data, out) => landIntel(s, out));

/** The current player sends a hand card as intel in the way printed on it. */
export function sendIntel(
  s: GameState,
  seat: Seat,
  card: CardId,
  to: Seat,
  out: GameEvent[],
  how: { direction?: 1 | -1; secret?: boolean; delivery?: Delivery } = {},
): void {
  const printed = getRuleset(s.ruleset).cards[card].delivery;
  const delivery = how.delivery ?? (how.secret && printed === 'text' ? 'secret' : printed);
  if (s.players[seat].hand.includes(card)) takeFromHand(s, seat, card);
  launch(s, seat, card, delivery, to, how.direction ?? 1, out);
}

/** Intel leaves its sender: face up only as 文本. */
function launch(
  s: GameState,
  seat: Seat,
  card: CardId,
  delivery: Delivery,
  to: Seat,
  direction: 1 | -1,
  out: GameEvent[],
): void {
  const faceUp = delivery === 'text';
  if (!faceUp) reissue(s, card);
  s.passing = {
    card,
    sender: seat,
    delivery,
    faceUp,
    holder: seat,
    direction,
    directTarget: delivery === 'direct' ? to : -1,
    stage: 'transmit',
    mustTake: false,
    lured: [],
    bounced: false,
    seenBy: [],
  };
  s.step = 'passing';
  out.push({ type: 'send', seat, card, delivery, faceUp, toward: nextHolder(s) });
  moveOn(s);
}

// The three moves below happen while a window's cards resolve: they only change where the intel is
// and at which step; when the resolution ends, the window gives way to the step's own (window.ts).

/**
 * The intel in transit is replaced by another card, which its sender passes on again, face down,
 * from seat to seat in the same direction (风声再临 调包: 替换后传递方式变更为文本…面朝下，保持原方向传递).
 * The card replaced goes to the discard. A death it causes is the replacer's (`by`: 情报替换会变更传出者).
 */
export function replaceAndResend(
  s: GameState,
  card: CardId,
  direction: 1 | -1,
  by: Seat,
  out: GameEvent[],
): void {
  const p = s.passing!;
  s.discard.push(p.card);
  out.push({ type: 'cardsToDiscard', seat: p.holder, cards: [p.card] });
  reissue(s, card);
  s.passing = {
    card,
    sender: p.sender,
    delivery: 'text',
    faceUp: false,
    holder: p.sender,
    direction,
    directTarget: -1,
    stage: 'transmit',
    mustTake: false,
    lured: [],
    bounced: false,
    seenBy: [],
    killer: by,
    user: by,
    moved: true,
  };
  out.push({ type: 'send', seat: p.sender, card, delivery: 'text', faceUp: false, toward: nextHolder(s) });
}

/**
 * The intel in transit is replaced by `card`, which travels on from where it is, face up, in the same
 * delivery and direction; the card replaced goes face up to the discard. The new card is `by`'s: a
 * death it causes is theirs. Nobody has seen it face down, so what decoders saw no longer holds.
 */
export function replaceIntelInTransit(s: GameState, card: CardId, by: Seat, out: GameEvent[]): void {
  const p = s.passing!;
  const old = p.card;
  s.discard.push(old);
  out.push({ type: 'cardsToDiscard', seat: p.holder, cards: [old] });
  p.card = card;
  p.faceUp = true;
  p.seenBy = [];
  p.killer = by;
  p.user = by;
  delete p.swapped;
  delete p.supersedes;
  out.push({ type: 'intelTurnedUp', card, by });
}

/**
 * The intel in transit goes straight to `seat`, who then decides on it as on any arrival
 * (截获: 从接收时机点退回到传递过程中), or must take it (转移: 被指定的玩家无法拒收). Sent to them by
 * `by`, a death it causes is `by`'s (因转移…而直接导致的玩家死亡); taken by the holder's own choice, the
 * sender's again.
 */
export function redirectIntel(s: GameState, seat: Seat, by: Seat, mustTake: boolean, out: GameEvent[]): void {
  const p = s.passing!;
  p.holder = seat;
  p.stage = 'arrive';
  p.mustTake = mustTake;
  p.bounced = false;
  p.moved = true;
  if (mustTake) p.killer = by;
  else delete p.killer;
  out.push({ type: 'redirected', seat: by, recipient: seat, by, mustTake });
  out.push({ type: 'arrive', seat });
}

/**
 * A skill makes `seat` the receiver of the intel in transit in place of its holder (截上截, 牺牲): what
 * answers the choice to receive (the `receiving` point) answers this too.
 */
export function takeOverReceipt(s: GameState, seat: Seat, out: GameEvent[]): void {
  const p = s.passing!;
  p.holder = seat;
  fireTriggers(s, 'receiving', { seat, card: p.card }, out);
}

/** A player who chose to receive does not (调虎离山 in 风声再临): the intel goes on as if refused. */
export function cancelReceipt(s: GameState, out: GameEvent[]): void {
  const p = s.passing!;
  if (p.stage !== 'receive') return;
  out.push({ type: 'refuse', seat: p.holder });
  p.stage = 'transmit';
  p.moved = true;
  delete p.killer;
}

/**
 * 接收者按传递方向依次询问玩家是否响应；直达则按行动顺序询问 (风声再临 情报接收): for intel passed seat by
 * seat, the table is asked from the player after the receiver in the direction of passing (the
 * receiver last); for 直达, in turn order from the current player, as any window.
 */
function askFromTheReceiver(s: GameState): void {
  const p = s.passing!;
  const w = s.window!;
  if (p.delivery === 'direct') return;
  if (p.direction === -1) w.direction = -1;
  const first = nextActive(s, p.holder, p.direction);
  w.priority = first < 0 ? p.holder : first;
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
  p.mustTake = false;
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
  if (p.stage === 'receive') {
    land(s, out);
    return;
  }
  if (mustReceive(s)) {
    receive(s, 'forced', out);
    return;
  }
  s.decision = { kind: 'receiveIntel', seat: p.holder };
}

/** The holder may not refuse: it came back to its sender, a lock holds them, or it was sent to them (转移). */
export function mustReceive(s: GameState): boolean {
  const p = s.passing!;
  return p.holder === p.sender || isLocked(s, p.holder) || p.mustTake;
}

/** The intel travels on from its holder: through a transmit window where the edition has one. */
function moveOn(s: GameState): void {
  s.passing!.stage = 'transmit';
  if (policyOf(s.ruleset).transmitWindow) openWindow(s, 'transmit');
  else s.window = null;
}

export function refuse(s: GameState, out: GameEvent[]): void {
  out.push({ type: 'refuse', seat: s.passing!.holder });
  moveOn(s);
}

export function receive(s: GameState, how: 'accepted' | 'forced', out: GameEvent[]): void {
  const p = s.passing!;
  if (policyOf(s.ruleset).receiveWindow) {
    // 若接收则等待响应: the table may respond before it lands.
    p.stage = 'receive';
    p.mustTake = how === 'forced';
    out.push({ type: 'receiving', seat: p.holder });
    openWindow(s, 'receive');
    askFromTheReceiver(s);
    fireTriggers(s, 'receiving', { seat: p.holder, card: p.card }, out);
    return;
  }
  s.passing = null;
  s.window = null;
  // Whoever made the card the intel (调包) is its killer, as when it lands after a receive window.
  gainIntel(s, p.holder, p.card, p.sender, how, p.killer ?? p.sender, out);
}
