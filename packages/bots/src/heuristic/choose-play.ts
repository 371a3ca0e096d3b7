// Holding priority: use a card when it is worth more to my camp than keeping it, else pass.
// Every card is scored with the same yardstick (evaluate.ts): how it changes where intel lands.
import type { CardFace, Command, FrameView } from '@fengsheng/engine';
import type { Ctx, Dist } from './evaluate.ts';
import { handDrawGain, keepValue } from './keep.ts';
import {
  ally,
  campOdds,
  deathWorth,
  sameCamp,
  enemy,
  expectedValue,
  faceDist,
  guessDist,
  intelValue,
  routeOf,
  routeValueDist,
  unseenDist,
} from './evaluate.ts';
import { bestSendFromHand } from './choose-send.ts';
import { CAMPS } from './beliefs.ts';

type Use = Extract<Command, { type: 'use' }>;

/** A card moved into or out of a hand by a 试探, for the camp of that hand (a little over worth.ts's 1). */
const PROBE_CARD = 1.5;

/** The passing's likely colours (kept in the context: the same for every command weighed). */
function passingDist(ctx: Ctx): Dist {
  if (ctx.passingGuess) return ctx.passingGuess;
  const p = ctx.view.passing!;
  return (ctx.passingGuess = faceDist(p.card.face, guessDist(ctx, p.sender, false)));
}

type Change = { locks?: number[]; lured?: number[]; reverse?: boolean };
const AS_IT_STANDS: Change = {};

/** Worth of the passing in progress, with some seats locked, left out, or the direction reversed. */
function passingValue(ctx: Ctx, extra: Change = AS_IT_STANDS): number {
  // As it stands, the worth is the same for every command weighed: worked out once.
  if (extra === AS_IT_STANDS && !Number.isNaN(ctx.passingWorth)) return ctx.passingWorth;
  const r = routeOf(ctx, extra);
  const v = r ? routeValueDist(ctx, r.stops, passingDist(ctx), r.faceUp) : 0;
  if (extra === AS_IT_STANDS) ctx.passingWorth = v;
  return v;
}

/** Worth to my camp of removing one false intel from `seat`. */
function burnGain(ctx: Ctx, seat: number): number {
  const b = ctx.counts[seat][2];
  const near = b + 1 >= ctx.rs.deathAt;
  return (near ? 30 : 3) * ally(ctx, seat) - (near ? 15 : 2) * enemy(ctx, seat);
}

function ownerOfIntel(ctx: Ctx, handle: number): number {
  for (const p of ctx.view.players) if (p.intel.some((c) => c.handle === handle)) return p.seat;
  return -1;
}

/** Worth to my camp of a waiting card resolving. */
export function frameValue(ctx: Ctx, f: FrameView, depth = 0): number {
  if (depth > 6) return 0;
  const t = f.target.seat;
  switch (f.fn) {
    case 'counter': {
      const g = ctx.view.window?.stack.find((x) => x.frame === f.target.frame);
      return g ? -frameValue(ctx, g, depth + 1) : 0;
    }
    case 'lock':
      if (t === undefined) return 0;
      if (ctx.view.passing) return passingValue(ctx, { locks: [t] }) - passingValue(ctx);
      if (f.user === ctx.me) return 3;
      if (ctx.tactics.lethalLock && ctx.counts[t][2] + 1 >= ctx.rs.deathAt)
        return lethalLockValue(ctx, f.user, t);
      return -4 * enemy(ctx, f.user) * ally(ctx, t) + 2 * ally(ctx, f.user) * ally(ctx, t);
    case 'lure':
      return t === undefined ? 0 : passingValue(ctx, { lured: [t] }) - passingValue(ctx);
    case 'intercept':
      return ctx.view.passing ? expectedValue(ctx, f.user, passingDist(ctx)) - passingValue(ctx) : 0;
    case 'bounce':
      return passingValue(ctx, { reverse: true }) - passingValue(ctx);
    case 'burn': {
      const owner = f.target.intel !== undefined ? ownerOfIntel(ctx, f.target.intel) : -1;
      return owner < 0 ? 0 : burnGain(ctx, owner);
    }
    case 'probe':
      return t === ctx.me && f.user !== ctx.me ? -1.5 * (1 - ally(ctx, f.user)) : 0;
    case 'scramble':
      return scrambleValue(ctx);
    default:
      return 0;
  }
}

/**
 * A lock before the send on a player one false intel from death: unless its user is of the
 * target's camp, it most likely means a false intel sent to them, which they then must take and
 * die of. (Asked of the user and the target, not of the user and me: a neutral's "allies", the
 * seats whose declaration would win its mission, still kill it.) The lock itself tells the
 * target's camp: a player seldom locks a teammate one false intel from death, so each camp the
 * target may be of is weighed by how likely it would draw that lock.
 */
function lethalLockValue(ctx: Ctx, user: number, t: number): number {
  if (t === ctx.me)
    return (
      LOCK_SENDS_BLACK * (1 - sameCamp(ctx, user, t)) * intelValue(ctx, t, 'black') + 2 * ally(ctx, user)
    );
  const row = ctx.P[t];
  let z = 0;
  let v = 0;
  for (let k = 0; k < 3; k++) {
    if (row[k] <= 0) continue;
    const apart = k === 2 ? 1 : 1 - campOdds(ctx, user, k);
    const w = row[k] * (apart + LOCK_ON_TEAMMATE * (1 - apart));
    z += w;
    v += w * LOCK_SENDS_BLACK * apart * deathWorth(ctx, t, ONE_CAMP[k]);
  }
  return (z > 0 ? v / z : 0) + 2 * ally(ctx, user) * ally(ctx, t);
}

/** How often a lock on a player one false intel from death is followed by one, its user of another camp. */
const LOCK_SENDS_BLACK = 0.7;
/** How likely a player locks a teammate one false intel from death, against an opponent (1). */
const LOCK_ON_TEAMMATE = 0.3;
const ONE_CAMP: readonly (readonly number[])[] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

/** A frame already cancelled: a 识破 on it stands (is not itself cancelled). */
function cancelled(ctx: Ctx, frame: number, depth = 0): boolean {
  if (depth > 8) return false;
  const stack = ctx.view.window?.stack ?? [];
  for (const g of stack)
    if (g.fn === 'counter' && g.target.frame === frame && !cancelled(ctx, g.frame, depth + 1)) return true;
  return false;
}

function scrambleValue(ctx: Ctx): number {
  const d = unseenDist(ctx);
  let v = 0;
  for (let s = 0; s < ctx.n; s++) if (ctx.active[s]) v += expectedValue(ctx, s, d);
  return v;
}

function binaryEntropy(p: number): number {
  if (p <= 1e-9 || p >= 1 - 1e-9) return 0;
  return -p * Math.log2(p) - (1 - p) * Math.log2(1 - p);
}

/**
 * What the cards a 试探 makes its target draw or discard are worth to my camp. They move only if
 * the bet is right, that is when the target belongs to the camp bet on: 抽二张牌 then hands two
 * cards to a player of that camp (a gift when it is mine, else to an opponent), 弃一张手牌 takes one.
 */
function probeCards(ctx: Ctx, t: number, face: CardFace, k: number): number {
  const cards = face.probe!.effect === 'draw2' ? 2 : -1;
  const side = ctx.myCamp !== 'neutral' && CAMPS[k] === ctx.myCamp ? 1 : -1;
  return PROBE_CARD * cards * ctx.P[t][k] * side;
}

/** True when `card` is the last card of the hand that is not a false intel (one safe to send face down). */
function lastSafeSend(ctx: Ctx, card: number): boolean {
  let others = 0;
  let mine = false;
  for (const h of ctx.hand)
    if (h.face && h.face.colour !== 'black') {
      if (h.handle === card) mine = true;
      else others++;
    }
  return mine && others === 0;
}

/**
 * The cards of the deck and the discard pile that are surely not copies of `fn`: all of them, less
 * the copies seen in the discard and every copy this seat has not seen anywhere (one may lie in
 * the deck). Copies seen in its hand, on the stack or among intel are not in either pile.
 */
function otherCardsToDraw(ctx: Ctx, fn: string): number {
  const v = ctx.view;
  let copies = 0;
  for (const c of ctx.rs.cards) if (c.fn === fn) copies++;
  let inDiscard = 0;
  for (const c of v.discard) if (c.face?.fn === fn) inDiscard++;
  let elsewhere = 0;
  for (const c of ctx.hand) if (c.face?.fn === fn) elsewhere++;
  for (const f of v.window?.stack ?? []) if (f.fn === fn && f.card?.face?.fn === fn) elsewhere++;
  for (const p of v.players) for (const c of p.intel) if (c.face?.fn === fn) elsewhere++;
  const unseen = Math.max(0, copies - inDiscard - elsewhere);
  return v.deckCount + v.discard.length - inDiscard - unseen;
}

/**
 * Card functions useGain knows how to value. A card of another function (调包, 离间, ...) is never
 * played by the card logic; with characters the skill lookahead tries it instead (`unvaluedCards`),
 * since what it does there (窃于无形, 核燃机体 take cards on it) is the engine's to play out.
 */
const VALUED_FNS = new Set([
  'counter',
  'burn',
  'lock',
  'lure',
  'intercept',
  'bounce',
  'decode',
  'probe',
  'scramble',
  'reinforce',
  'classifiedFile',
  'dangerousIntel',
]);

export function cardValued(fn: string): boolean {
  return VALUED_FNS.has(fn);
}

/**
 * The gain of one use command over passing, or -Infinity when it is not worth considering. `fn` is
 * the function the card is used as: its own, or another through a view-as skill (洞察, 亮剑).
 */
function useGain(ctx: Ctx, cmd: Use, face: CardFace, fn: string): number {
  const keep = keepValue(ctx, face) * 0.6;
  const v = ctx.view;
  const ownTurn = v.current === ctx.me;
  const beforeSend = ownTurn && v.step === 'play';
  // Keep a card to send, and (safeSend) one that is not a false intel when there is one.
  if (beforeSend && ctx.hand.length <= 1) return -Infinity;
  if (beforeSend && ctx.tactics.safeSend && lastSafeSend(ctx, cmd.card)) return -Infinity;
  const t = cmd.target?.seat;
  switch (fn) {
    case 'counter':
      return counterGain(ctx, cmd.target?.frame, keepValue(ctx, face));
    case 'burn': {
      const owner = cmd.target?.intel !== undefined ? ownerOfIntel(ctx, cmd.target.intel) : -1;
      if (owner < 0) return -Infinity;
      return burnGain(ctx, owner) - keep;
    }
    case 'lock':
      if (t === undefined) return -Infinity;
      if (v.passing) return passingValue(ctx, { locks: [t] }) - passingValue(ctx) - keep;
      if (!beforeSend) return -Infinity;
      return (
        // Compared with the best send keeping the lock card (which could itself be the intel).
        bestSendFromHand(ctx, [...v.locks, t], cmd.card) - bestSendFromHand(ctx, v.locks) - keep
      );
    case 'lure':
      if (t === undefined || !v.passing) return -Infinity;
      return passingValue(ctx, { lured: [t] }) - passingValue(ctx) - keep;
    case 'intercept':
      if (!v.passing) return -Infinity;
      return expectedValue(ctx, ctx.me, passingDist(ctx)) - passingValue(ctx) - keep;
    case 'bounce':
      return passingValue(ctx, { reverse: true }) - passingValue(ctx) - keep;
    case 'decode':
      return v.passing && !v.passing.card.face && v.passing.holder === ctx.me && v.passing.sender !== ctx.me
        ? 2.5 - keep
        : -Infinity;
    case 'probe': {
      if (t === undefined || !face.probe || ctx.hand.length < 3) return -Infinity;
      const k = CAMPS.indexOf(face.probe.camp);
      return (
        5 * binaryEntropy(ctx.P[t][k]) - keep - 1 + (ctx.tactics.probeGift ? probeCards(ctx, t, face, k) : 0)
      );
    }
    case 'scramble':
      return scrambleValue(ctx) - keep - 1;
    // 风声再临's drawing cards: worth the cards they bring (a card in hand is worth about one, more
    // toward a hand aim).
    // Kept when the deck and the discard pile may hold too few other cards to draw: it would draw
    // back copies of itself, nothing gained, and a bot holding several would play them round and
    // round and never end its turn (网络版 新手场: two hands came to hold nearly every card).
    case 'reinforce': {
      const draws = 1 + ctx.counts[ctx.me][2];
      if (otherCardsToDraw(ctx, face.fn) < draws) return -Infinity;
      return draws + handDrawGain(ctx, draws) - keep;
    }
    case 'classifiedFile':
      return 2 + handDrawGain(ctx, 2) - keep;
    // Looking at a hand and discarding from it: worth it against a likely enemy.
    case 'dangerousIntel':
      return t === undefined ? -Infinity : 2.5 * enemy(ctx, t) - 0.5 - keep;
    default:
      return -Infinity;
  }
}

/** The gain of a 识破 (a card, or a skill acting as one) on `frame`, spending what is worth `cost` kept. */
function counterGain(ctx: Ctx, frame: number | undefined, cost: number): number {
  const f = ctx.view.window?.stack.find((x) => x.frame === frame);
  if (!f || f.user === ctx.me) return -Infinity;
  // Stack awareness: a card a standing 识破 already cancels fails anyway.
  if (ctx.tactics.stackAware && cancelled(ctx, f.frame)) return -Infinity;
  return -frameValue(ctx, f) - cost;
}

/**
 * What turning a character face up to act as 识破 (警觉) costs: a face-down character is worth
 * about two to its owner (worth.ts), its 暴露 skills still to come.
 */
const FLIP_COST = 2;

function actsAsCounter(ctx: Ctx, skill: string): boolean {
  const sk = ctx.rs.skills?.[skill];
  return sk !== undefined && sk.kind === 'active' && sk.actsAs === 'counter';
}

/** The function a use command is valued as: the card's own, or the one a view-as skill gives it. */
function valuedAs(ctx: Ctx, c: Use, face: CardFace): string | null {
  if (!c.as) return face.fn;
  if (c.as === 'counter' && ctx.tactics.asCounter) return 'counter';
  if (c.as === 'lock' && ctx.tactics.lockIntent) return 'lock';
  return null;
}

/**
 * What the best send loses when this card is spent before it (`keepSend`): nothing when another
 * card sends as well, much when the rest of the hand only holds sends that hurt my camp.
 */
function sendLoss(ctx: Ctx, card: number): number {
  if (Number.isNaN(ctx.sendWorth)) ctx.sendWorth = bestSendFromHand(ctx, ctx.view.locks);
  const without = bestSendFromHand(ctx, ctx.view.locks, card);
  return without >= ctx.sendWorth ? 0 : ctx.sendWorth - without;
}

export function choosePlay(ctx: Ctx): Command | null {
  let best: Command | null = null;
  let gain = 0.25;
  const v = ctx.view;
  const beforeSend = v.current === ctx.me && v.step === 'play';
  for (const c of ctx.legal) {
    if (c.type === 'skill') {
      // A skill acting as 识破 (警觉) on a card: valued as the counter it is (asCounter).
      if (!ctx.tactics.asCounter || !actsAsCounter(ctx, c.skill)) continue;
      const g = counterGain(ctx, c.target?.frame, FLIP_COST);
      if (g > gain) {
        gain = g;
        best = c;
      }
      continue;
    }
    if (c.type !== 'use') continue;
    const face = ctx.hand.find((h) => h.handle === c.card)?.face;
    if (!face) continue;
    const fn = valuedAs(ctx, c, face);
    if (fn === null) continue;
    let g = useGain(ctx, c, face, fn);
    // A 锁定 is already weighed against the best send without its card.
    if (g > gain && beforeSend && fn !== 'lock' && ctx.tactics.keepSend) g -= sendLoss(ctx, c.card);
    if (g > gain) {
      gain = g;
      best = c;
    }
  }
  return best ?? ctx.legal.find((c) => c.type === 'pass') ?? null;
}
