// The effect vocabulary: the words card (and later skill) files are written in.
// Each word is a rule of the game itself, named for what it does, never for a card.
import { campOf } from './moves.ts';
import { gainIntel } from './outcome.ts';
import { randInt, shuffleInPlace } from './rng.ts';
import { getRuleset } from './ruleset.ts';
import { activeFrom, isActive } from './seats.ts';
import { ask } from './choices.ts';
import { hasModifier } from './skills.ts';
import { defineTask, pushTask } from './tasks.ts';
import { fireTriggers } from './triggers.ts';
import { drawCards, reissue, takeFromIntel, takeTop } from './zones.ts';
import type { CardId, Frame, GameEvent, GameState, ProbeEffect, Seat } from './types.ts';

declare module './tasks.ts' {
  interface TaskPayloads {
    probeAnswer: { picks: { value: string }[]; target: Seat; frame: number };
    dealIntel: { order: Seat[]; user: Seat; i: number };
  }
}

/** The target must take this turn's intel if it reaches them (锁定). */
export function mustReceive(s: GameState, seat: Seat, by: Seat, out: GameEvent[]): void {
  if (!isActive(s, seat) || s.locks.includes(seat)) return;
  s.locks.push(seat);
  out.push({ type: 'locked', seat, by });
}

/** The target takes no part in this passing of intel (调虎离山). */
export function leaveOutOfPassing(s: GameState, seat: Seat, by: Seat, out: GameEvent[]): void {
  const p = s.passing;
  if (!p || p.lured.includes(seat)) return;
  p.lured.push(seat);
  out.push({ type: 'lured', seat, by });
}

/** Take the intel in transit straight into one's intel area (截获); not a pass, so locks and lures do not apply. */
export function takeIntelInTransit(s: GameState, seat: Seat, out: GameEvent[]): boolean {
  const p = s.passing;
  if (!p || !isActive(s, seat)) return false;
  s.passing = null;
  // Skills that fire on the interception come after the intel has landed.
  fireTriggers(s, 'intercepted', { seat, sender: p.sender }, out);
  gainIntel(s, seat, p.card, p.sender, 'intercepted', p.sender, out);
  return true;
}

/** The intel in transit turns round (退回). */
export function reverseIntel(s: GameState, seat: Seat, out: GameEvent[]): void {
  const p = s.passing;
  if (!p || p.holder !== seat || s.locks.includes(seat)) return;
  p.bounced = true;
  out.push({ type: 'bounced', seat });
}

/** Look at the face of the intel in transit; only this seat sees it (破译). */
export function peekIntel(s: GameState, seat: Seat, out: GameEvent[]): void {
  const p = s.passing;
  if (!p) return;
  if (!p.seenBy.includes(seat)) p.seenBy.push(seat);
  out.push({ type: 'peek', seat, card: p.card, to: [seat] });
  fireTriggers(s, 'peeked', { seat, sender: p.sender }, out);
}

/** Put a false intel from a player's intel area into the discard (烧毁). */
export function discardIntel(s: GameState, card: CardId, by: Seat, out: GameEvent[]): boolean {
  const owner = takeFromIntel(s, card);
  if (owner < 0 || !isActive(s, owner)) {
    if (owner >= 0) s.players[owner].intel.push(card);
    return false;
  }
  s.discard.push(card);
  out.push({ type: 'burn', seat: owner, card, by });
  fireTriggers(s, 'intelBurnt', { seat: owner, card, by }, out);
  return true;
}

/** Make a waiting card fail entirely (识破). */
export function negate(s: GameState, frameId: number, by: number, out: GameEvent[]): boolean {
  const f = s.window?.stack.find((x) => x.id === frameId);
  if (!f || f.countered) return false;
  f.countered = true;
  out.push({ type: 'countered', frame: frameId, counter: by });
  if (f.card >= 0) fireTriggers(s, 'countered', { frame: frameId, fn: f.fn, user: f.user }, out);
  return true;
}

/**
 * A bet on the target's camp (试探). A match carries out the card's effect; otherwise the target
 * declares the card's phrase. Only user and target see the card; everyone sees the answer.
 */
export function betOnIdentity(s: GameState, frame: Frame, out: GameEvent[]): void {
  const target = frame.target.seat!;
  if (!isActive(s, target)) return;
  const face = getRuleset(s.ruleset).cards[frame.card];
  const probe = face.probe!;
  out.push({ type: 'probeSeen', user: frame.user, target, card: frame.card, to: [frame.user, target] });
  const refusal = probe.effect === 'discard1' ? 'declareGood' : 'declareUndercover';
  // 城府: the target may answer either way, whatever their identity.
  if (s.options.characters && hasModifier(s, target, 'concealsIdentity')) {
    ask(s, target, 'probe.answer', [{ value: probe.effect }, { value: refusal }], 1, 1, {
      run: 'probeAnswer',
      data: { target, frame: frame.id },
    });
    return;
  }
  // A player whose identity card 临危受命 took holds none: no bet is right about him.
  answerProbe(s, target, campOf(s, target) === probe.camp ? probe.effect : refusal, frame.id, out);
}

defineTask('probeAnswer', (s, data, out) => {
  const picks = data.picks;
  answerProbe(s, data.target, picks[0].value as ProbeAnswer, data.frame, out);
});

type ProbeAnswer = ProbeEffect | 'declareGood' | 'declareUndercover';

function answerProbe(s: GameState, target: Seat, answer: ProbeAnswer, frame: number, out: GameEvent[]): void {
  out.push({ type: 'probeAnswer', seat: target, answer });
  if (answer === 'draw2' || answer === 'draw1') drawCards(s, target, answer === 'draw2' ? 2 : 1, out);
  // With no cards in hand the target only declares the discard.
  else if (answer === 'discard1' && s.players[target].hand.length > 0)
    s.decision = { kind: 'discardCard', seat: target, frame };
}

/**
 * Deal intel from the deck top (真伪莫辨): as many cards as living players, shuffled, laid on the
 * table; then each player from the user onward takes one at random as intel. Deaths count as the
 * user's kills; a victory mid-way ends the game at once. One card per task, so that skills fired
 * by one card are settled before the next player takes theirs.
 */
export function dealIntelFromDeck(s: GameState, user: Seat, out: GameEvent[]): void {
  const order = activeFrom(s, user);
  for (let i = 0; i < order.length; i++) {
    const c = takeTop(s, out);
    if (c < 0) break;
    reissue(s, c);
    s.dealPool.push(c);
  }
  shuffleInPlace(s.rng, s.dealPool);
  out.push({ type: 'scrambleDeal', user, count: s.dealPool.length });
  pushTask(s, 'dealIntel', { user, order, i: 0 });
}

defineTask('dealIntel', (s, data, out) => {
  const order = data.order;
  const user = data.user;
  let i = data.i;
  while (i < order.length && !isActive(s, order[i])) i++;
  if (s.dealPool.length === 0 || i >= order.length) {
    // Cards nobody could take (their player died meanwhile) go to the discard.
    s.discard.push(...s.dealPool);
    s.dealPool = [];
    return;
  }
  const c = s.dealPool.splice(randInt(s.rng, s.dealPool.length), 1)[0];
  pushTask(s, 'dealIntel', { user, order, i: i + 1 });
  gainIntel(s, order[i], c, user, 'dealt', user, out);
});

/**
 * The effect cannot be carried out (结算失败: its target or condition is gone). A card that would
 * leave the game face down goes face up to the discard instead.
 */
export function failResolution(frame: Frame, why: string, out: GameEvent[]): void {
  frame.failed = true;
  out.push({ type: 'fizzle', frame: frame.id, fn: frame.fn, why });
}

/**
 * The card's user draws `n`, unless they left the game while it waited: a player out of the game
 * holds no cards (003: 死亡的玩家把他的所有游戏卡…都放置到弃牌堆), so the card then fizzles.
 */
export function drawForUser(s: GameState, frame: Frame, n: number, out: GameEvent[]): void {
  if (!isActive(s, frame.user)) {
    failResolution(frame, 'its user is out of the game', out);
    return;
  }
  drawCards(s, frame.user, n, out);
}

export { cancelReceipt, redirectIntel, replaceAndResend, replaceIntelInTransit } from './passing.ts';
