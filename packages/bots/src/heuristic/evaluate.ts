// What things are worth to this seat's camp: intel landing in front of a player, a passing's likely
// outcome, a hand card kept. All from the view and the beliefs, never from the true state.
import { getRuleset } from '@fengsheng/engine';
import type { Camp, CardFace, CardView, Colour, Command, GameView, Ruleset } from '@fengsheng/engine';
import type { BotInput } from '../bot.ts';
import { beliefs, campIndex, evidenceOf } from './beliefs.ts';
import type { Evidence } from './beliefs.ts';
import type { CollectAim, HandAim, KillAim, OwnDeathAim } from './missions.ts';
import {
  collectGain,
  handHas,
  killChance,
  liveCollect,
  missionPlan,
  NO_PLAN,
  ownDeathWins,
  rivalCollect,
} from './missions.ts';
import { declarerWeights } from './declarer.ts';
import type { Tactics } from './tactics.ts';
import { TACTICS } from './tactics.ts';

export const COLOURS: readonly Colour[] = ['red', 'blue', 'black'];
export type Dist = [red: number, blue: number, black: number];

export interface Ctx {
  view: GameView;
  legal: readonly Command[];
  rs: Ruleset;
  me: number;
  n: number;
  myCamp: Camp;
  /** P[seat] = [red, blue, neutral]. */
  P: number[][];
  ev: Evidence;
  active: boolean[];
  /** Intel in front of each seat by colour: [red, blue, black]. */
  counts: Dist[];
  hand: CardView[];
  /** Colours of the cards this seat has not seen. */
  unseen: Dist;
  /** Which tactics are on (tactics.ts): all for `heuristic`, none for `baseline`. */
  tactics: Tactics;
  /**
   * The passing's worth as it stands and its likely colours, worked out once per decision (NaN
   * and null until asked): every lock, lure and bounce considered is compared with them.
   */
  passingWorth: number;
  passingGuess: Dist | null;
  /** The best send from the hand before any card is spent (NaN until asked: `keepSend`). */
  sendWorth: number;
  /** A neutral's collect aims (missions.ts), or none. */
  collect: readonly CollectAim[];
  /** A neutral's declarer aim: each seat's weight as an ally (1: its win is mine), or null. */
  declarerW: number[] | null;
  /** A neutral's own-death aim, or null. */
  ownDeath: OwnDeathAim | null;
  /** A neutral's kill aim (a death by its own intel), or null. */
  kill: KillAim | null;
  /** What each other seat would collect as a neutral (its face-up character's mission), or null. */
  rivals: (readonly CollectAim[])[] | null;
  /** A neutral's hand aims (all to hold at once), how many hand cards count toward each, and how many all miss. */
  handAims: readonly HandAim[];
  handHave: number[];
  handMissing: number;
}

/** `ev`: the seat's evidence when the caller keeps it (a search's rollouts), else read from `input.seen`. */
export function makeCtx(input: BotInput, tactics: Tactics = TACTICS, ev?: Evidence): Ctx {
  const { view } = input;
  const e = ev ?? evidenceOf(input.seen, view.viewer as number, tactics.evidence, view.ruleset);
  return ctxWithBeliefs(input, e, beliefs(view, e), tactics);
}

/** A context for this input with beliefs already formed (a lookahead keeps the decision's own). */
export function ctxWithBeliefs(
  input: BotInput,
  ev: Evidence,
  P: number[][],
  tactics: Tactics = TACTICS,
): Ctx {
  const { view } = input;
  const me = view.viewer as number;
  const rs = getRuleset(view.ruleset);
  const counts: Dist[] = [];
  const active: boolean[] = [];
  const unseen: Dist = deckColours(rs).slice() as Dist;
  for (const p of view.players) {
    counts.push(intelCounts(p));
    active.push(p.alive && !p.lost);
    seenFaces(unseen, p.intel);
  }
  if (view.hand) seenFaces(unseen, view.hand);
  seenFaces(unseen, view.discard);
  const plan = tactics.missions ? missionPlan(view) : NO_PLAN;
  const hand = view.hand ?? [];
  const handHave = plan.hand.map((a) => handHas(hand, a));
  let handMissing = 0;
  for (let i = 0; i < plan.hand.length; i++) handMissing += Math.max(0, plan.hand[i].count - handHave[i]);
  return {
    view,
    legal: input.legal,
    rs,
    me,
    n: view.players.length,
    myCamp: view.players[me].camp ?? 'neutral',
    P,
    ev,
    active,
    counts,
    hand,
    unseen,
    tactics,
    passingWorth: NaN,
    passingGuess: null,
    sendWorth: NaN,
    collect: liveCollect(view, plan.collect),
    declarerW: plan.declarer !== null ? declarerWeights(view, plan.declarer) : null,
    ownDeath: plan.ownDeath,
    kill: plan.kill,
    rivals: tactics.rivalMissions ? rivalCollect(view) : null,
    handAims: plan.hand,
    handHave,
    handMissing,
  };
}

/** Take the faces among `cards` out of the unseen colours. */
function seenFaces(unseen: Dist, cards: readonly CardView[]): void {
  for (const c of cards) if (c.face) addColour(unseen, c.face.colour, -1, -0.5);
}

/** A player's face-up intel by colour, a two-colour card counting toward red and blue. */
function intelCounts(p: GameView['players'][number]): Dist {
  const c: Dist = [0, 0, 0];
  for (const card of p.intel) if (card.face) addColour(c, card.face.colour, 1, 1);
  return c;
}

const colourTotals = new WeakMap<Ruleset, Dist>();

/** How many cards of each colour the ruleset's deck holds (computed once per ruleset). */
export function deckColours(rs: Ruleset): Dist {
  let d = colourTotals.get(rs);
  if (!d) {
    d = [0, 0, 0];
    for (const f of rs.cards) addColour(d, f.colour, 1, 0.5);
    colourTotals.set(rs, d);
  }
  return d;
}

/**
 * Add `n` cards of a colour to a count. A two-colour card (风声再临) counts as red and as blue: in
 * an intel area it counts `dual` toward each (1: it wins for either camp); in a distribution over
 * unseen cards it is half of each. Counts never go below zero.
 */
function addColour(d: Dist, c: Colour, n: number, dual: number): void {
  if (c === 'dual') {
    d[0] = Math.max(0, d[0] + dual);
    d[1] = Math.max(0, d[1] + dual);
  } else d[colourIndex(c)] = Math.max(0, d[colourIndex(c)] + n);
}

export function colourIndex(c: Colour): number {
  return c === 'red' ? 0 : c === 'blue' ? 1 : 2;
}

/**
 * Probability that `seat` is on this seat's side (itself: 1; a neutral has no side, but helps the
 * players whose declaration would win its mission).
 */
export function ally(ctx: Ctx, seat: number): number {
  if (seat === ctx.me) return 1;
  if (ctx.myCamp === 'neutral') return ctx.declarerW === null ? 0 : ctx.declarerW[seat];
  return ctx.P[seat][campIndex(ctx.myCamp)];
}

/** Probability that two seats belong to one colour camp (neutrals share no camp). */
export function sameCamp(ctx: Ctx, a: number, b: number): number {
  return campOdds(ctx, a, 0) * campOdds(ctx, b, 0) + campOdds(ctx, a, 1) * campOdds(ctx, b, 1);
}

/** Probability that `seat` is of colour camp `k` (0 red, 1 blue), as this seat knows it. */
export function campOdds(ctx: Ctx, seat: number, k: number): number {
  if (seat === ctx.me) return ctx.myCamp !== 'neutral' && campIndex(ctx.myCamp) === k ? 1 : 0;
  return ctx.P[seat][k];
}

/** Probability that `seat` belongs to the opposing colour camp (for a neutral: any camp). */
export function enemy(ctx: Ctx, seat: number): number {
  if (seat === ctx.me) return 0;
  if (ctx.myCamp === 'neutral')
    return (ctx.P[seat][0] + ctx.P[seat][1]) * (ctx.declarerW === null ? 1 : 1 - ctx.declarerW[seat]);
  return ctx.P[seat][ctx.myCamp === 'red' ? 1 : 0];
}

/** What it is worth to my camp that `seat` gains intel of `colour` now. */
export function intelValue(ctx: Ctx, seat: number, colour: Colour): number {
  return intelValueAt(ctx, seat, colour, ctx.counts[seat]);
}

/** The same, for `seat` holding the intel counted in `c` ([red, blue, black]). */
export function intelValueAt(ctx: Ctx, seat: number, colour: Colour, c: Dist): number {
  if (colour === 'black') {
    const b = c[2];
    const neutralP = seat === ctx.me ? 0 : ctx.P[seat][2];
    if (b + 1 >= ctx.rs.deathAt) {
      if (seat === ctx.me)
        return ctx.ownDeath !== null && ownDeathWins(ctx.view, ctx.ownDeath, c[0] + c[1] + c[2] + 1)
          ? 120
          : -150;
      return deathWorth(ctx, seat, ctx.P[seat]) + anyonesKill(ctx, seat, c);
    }
    // My death wins with the hand I hold (老鬼): each false intel of mine is a step toward it, on a
    // camp's scale (the one before the last: a second intel).
    if (seat === ctx.me && ctx.ownDeath?.hand && ownDeathWins(ctx.view, ctx.ownDeath, 0))
      return b + 2 >= ctx.rs.deathAt ? 12 : 5;
    const own = seat === ctx.me && ctx.collect.length > 0 ? collectGain(ctx.collect, colour, c) : 0;
    return (
      own +
      (b + 1) * (-3 * ally(ctx, seat) + 2 * enemy(ctx, seat) + 0.8 * neutralP) -
      rivalGain(ctx, seat, colour, c)
    );
  }
  if (seat === ctx.me && ctx.collect.length > 0) return collectGain(ctx.collect, colour, c);
  const k = colour === 'red' ? 0 : 1;
  const have = c[k];
  const gain = have + 1 >= ctx.rs.winAt ? 120 : have === 1 ? 12 : 5;
  const pk = seat === ctx.me ? (campIndex(ctx.myCamp) === k ? 1 : 0) : ctx.P[seat][k];
  // A neutral whose mission a seat's declaration wins wants that seat's camp to win.
  const side = campIndex(ctx.myCamp) === k ? 1 : ctx.declarerW === null ? -1 : 2 * ctx.declarerW[seat] - 1;
  return side * pk * gain - rivalGain(ctx, seat, colour, c);
}

/**
 * What another seat's gain of this intel is worth to it as a neutral collecting it (its face-up
 * character's mission), by the belief that it is one: its win ends the game without my camp,
 * unless its declaration is one that wins for me too (declarerW).
 */
function rivalGain(ctx: Ctx, seat: number, colour: Colour, c: Dist): number {
  const aims = ctx.rivals?.[seat];
  if (!aims || aims.length === 0) return 0;
  const mine = ctx.declarerW === null ? 1 : 1 - 2 * ctx.declarerW[seat];
  return mine * ctx.P[seat][2] * collectGain(aims, colour, c);
}

/**
 * The death of `seat` by a false intel, whoever sent it, when my kill aim counts anyone's kill (风声再临's
 * 黑玫瑰): a win (120, a camp's third intel), by the chance it meets the aim.
 */
function anyonesKill(ctx: Ctx, seat: number, c: Dist): number {
  const aim = ctx.kill;
  return aim?.byAnyone ? 120 * killChance(ctx.view, aim, seat, c, ctx.P[seat]) : 0;
}

/**
 * What another seat's death by a false intel is worth to my camp, its camp weighed by `row`
 * ([red, blue, neutral]): the beliefs, or one camp when the caller weighs each in turn.
 */
export function deathWorth(ctx: Ctx, seat: number, row: readonly number[]): number {
  if (ctx.myCamp === 'neutral') {
    const helps = ctx.declarerW === null ? 0 : ctx.declarerW[seat];
    return -45 * helps + 30 * (row[0] + row[1]) * (1 - helps);
  }
  const mine = campIndex(ctx.myCamp);
  return -45 * row[mine] + 30 * row[1 - mine] + 14 * row[2];
}

export function expectedValue(ctx: Ctx, seat: number, dist: Dist): number {
  let v = 0;
  for (let i = 0; i < 3; i++) if (dist[i] > 0) v += dist[i] * intelValue(ctx, seat, COLOURS[i]);
  return v;
}

export function faceDist(face: CardFace | null, fallback: Dist): Dist {
  if (!face) return fallback;
  const d: Dist = [0, 0, 0];
  if (face.colour === 'dual') d[0] = d[1] = 0.5;
  else d[colourIndex(face.colour)] = 1;
  return d;
}

export function unseenDist(ctx: Ctx): Dist {
  const z = ctx.unseen[0] + ctx.unseen[1] + ctx.unseen[2] || 1;
  return [ctx.unseen[0] / z, ctx.unseen[1] / z, ctx.unseen[2] / z];
}

/**
 * A face-down intel's likely colours as this seat guesses them: the unseen cards, tilted by what
 * its sender probably wants for the first player it reaches.
 */
export function guessDist(ctx: Ctx, sender: number, firstStop: boolean): Dist {
  const base = unseenDist(ctx);
  if (sender === ctx.me) return base;
  const w = firstStop ? 1 : 0.3;
  // A neutral's helped seats are no camp of its own: their sends say nothing of its colour.
  const pa = (ctx.myCamp === 'neutral' ? 0 : ally(ctx, sender)) * 0.5 * w;
  const pe = enemy(ctx, sender) * 0.3 * w;
  const d: Dist = [base[0] * (1 - pa - pe), base[1] * (1 - pa - pe), base[2] * (1 - pa - pe)];
  if (ctx.myCamp !== 'neutral') d[campIndex(ctx.myCamp)] += pa;
  d[2] += pe;
  return d;
}

/** One stop on an intel's way: who, and whether they must take it. */
export interface Stop {
  seat: number;
  forced: boolean;
}

export interface Route {
  stops: Stop[];
  sender: number;
  faceUp: boolean;
}

/** Where the intel in `view.passing` will go from now on, stop by stop, with these extra locks/lures. */
export function routeOf(
  ctx: Ctx,
  extra: { locks?: number[]; lured?: number[]; reverse?: boolean } = {},
): Route | null {
  const p = ctx.view.passing;
  if (!p) return null;
  const locks = extra.locks ? [...ctx.view.locks, ...extra.locks] : ctx.view.locks;
  const lured = extra.lured ? [...p.lured, ...extra.lured] : p.lured;
  const direction = extra.reverse ? (-p.direction as 1 | -1) : p.direction;
  return {
    stops: path(
      ctx,
      p.sender,
      p.holder,
      p.delivery,
      direction,
      p.directTarget,
      p.stage === 'receive' ? 'arrive' : p.stage,
      locks,
      lured,
    ),
    sender: p.sender,
    faceUp: p.card.face !== null && p.delivery === 'text',
  };
}

export function path(
  ctx: Ctx,
  sender: number,
  holder: number,
  delivery: string,
  direction: 1 | -1,
  target: number,
  stage: 'transmit' | 'arrive',
  locks: readonly number[],
  lured: readonly number[],
): Stop[] {
  const stops: Stop[] = [];
  const senderIn = ctx.active[sender];
  if (stage === 'arrive' && addStop(stops, holder, sender, locks)) return stops;
  if (delivery === 'direct') {
    if (
      holder === sender &&
      stage === 'transmit' &&
      ctx.active[target] &&
      !leftOut(target, locks, lured) &&
      addStop(stops, target, sender, locks)
    )
      return stops;
    if (senderIn && holder !== sender) addStop(stops, sender, sender, locks);
    else if (senderIn && stage === 'transmit') addStop(stops, sender, sender, locks);
    return stops;
  }
  let seat = holder;
  for (let i = 0; i < ctx.n; i++) {
    seat = (((seat + direction) % ctx.n) + ctx.n) % ctx.n;
    if (seat === sender) {
      if (senderIn) addStop(stops, sender, sender, locks);
      return stops;
    }
    if (ctx.active[seat] && !leftOut(seat, locks, lured) && addStop(stops, seat, sender, locks)) return stops;
  }
  return stops;
}

// path()'s helpers, at module level so a call allocates no closures.
/** Left out by a lure, unless a lock holds them. */
function leftOut(seat: number, locks: readonly number[], lured: readonly number[]): boolean {
  return lured.includes(seat) && !locks.includes(seat);
}

/** The intel stops at `seat`; true when it must take it there (the sender, or locked). */
function addStop(stops: Stop[], seat: number, sender: number, locks: readonly number[]): boolean {
  const forced = seat === sender || locks.includes(seat);
  stops.push({ seat, forced });
  return forced;
}

/**
 * How likely a player one false intel from death takes a face-down intel (`nearDeath`): seldom,
 * since it may be the one that kills them (the heuristic itself refuses it unless sure).
 */
const NEAR_DEATH_BLIND = 0.1;

/** How likely `seat` takes intel it may refuse: allies act for the camp, the rest at even odds. */
export function acceptChance(ctx: Ctx, seat: number, colour: Colour | null): number {
  if (seat === ctx.me) return colour === null ? 0.3 : intelValue(ctx, seat, colour) > 0 ? 1 : 0;
  if (colour === null)
    return ctx.tactics.nearDeath && ctx.counts[seat][2] + 1 >= ctx.rs.deathAt ? NEAR_DEATH_BLIND : 0.5;
  if (ctx.tactics.acceptByCamp) return campAccept(ctx, seat, colour);
  const a = ally(ctx, seat);
  const good = intelValue(ctx, seat, colour) > 0;
  return a * (good ? 0.9 : 0.1) + (1 - a) * 0.5;
}

/**
 * How likely another player takes a visible intel, acting for the camp it probably belongs to (an
 * ally of mine included: it plays for its own camp's intel, not for my guesses): nobody takes a
 * false intel they may refuse (a little noise aside), a colour is taken by its camp and seldom by
 * the other, a neutral takes colours now and then.
 */
function campAccept(ctx: Ctx, seat: number, colour: Colour): number {
  if (colour === 'black') return 0.03;
  const P = ctx.P[seat];
  if (colour === 'dual') return 0.9 * (P[0] + P[1]) + 0.4 * P[2];
  const k = colour === 'red' ? 0 : 1;
  // A neutral whose face-up character collects this colour takes it, as the heuristic's would.
  const wants = ctx.rivals !== null && collectGain(ctx.rivals[seat], colour, ctx.counts[seat]) > 0;
  return 0.9 * P[k] + 0.1 * P[1 - k] + (wants ? 0.9 : 0.4) * P[2];
}

/** Expected worth of a route for an intel of a known colour. */
export function routeValue(ctx: Ctx, stops: readonly Stop[], colour: Colour, faceUp: boolean): number {
  let reach = 1;
  let v = 0;
  for (const s of stops) {
    const acc = s.forced ? 1 : acceptChance(ctx, s.seat, faceUp || s.seat === ctx.me ? colour : null);
    v += reach * acc * intelValue(ctx, s.seat, colour);
    reach *= 1 - acc;
    if (reach < 1e-3) break;
  }
  return v;
}

export function routeValueDist(ctx: Ctx, stops: readonly Stop[], dist: Dist, faceUp: boolean): number {
  let v = 0;
  for (let i = 0; i < 3; i++) if (dist[i] > 0) v += dist[i] * routeValue(ctx, stops, COLOURS[i], faceUp);
  return v;
}

/** Uncertainty (entropy in bits) about a seat's camp. */
export function entropy(ctx: Ctx, seat: number): number {
  let h = 0;
  for (const p of ctx.P[seat]) if (p > 1e-9) h -= p * Math.log2(p);
  return h;
}
