// Holding priority: use a card when it is worth more to my camp than keeping it, else pass.
// Every card is scored with the same yardstick (evaluate.ts): how it changes where intel lands.
import type { CardFace, Command, FrameView } from '@fengsheng/engine';
import type { Ctx, Dist } from './evaluate.ts';
import {
  ally,
  enemy,
  expectedValue,
  faceDist,
  guessDist,
  keepValue,
  routeOf,
  routeValueDist,
  unseenDist,
} from './evaluate.ts';
import { bestSendFromHand } from './choose-send.ts';
import { CAMPS } from './beliefs.ts';

type Use = Extract<Command, { type: 'use' }>;

function passingDist(ctx: Ctx): Dist {
  const p = ctx.view.passing!;
  return faceDist(p.card.face, guessDist(ctx, p.sender, false));
}

/** Worth of the passing in progress, with some seats locked, left out, or the direction reversed. */
function passingValue(
  ctx: Ctx,
  extra: { locks?: number[]; lured?: number[]; reverse?: boolean } = {},
): number {
  const r = routeOf(ctx, extra);
  if (!r) return 0;
  return routeValueDist(ctx, r.stops, passingDist(ctx), r.faceUp);
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
      return f.user === ctx.me
        ? 3
        : -4 * enemy(ctx, f.user) * ally(ctx, t) + 2 * ally(ctx, f.user) * ally(ctx, t);
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

/** The gain of one use command over passing, or -Infinity when it is not worth considering. */
function useGain(ctx: Ctx, cmd: Use, face: CardFace): number {
  const keep = keepValue(ctx, face) * 0.6;
  const v = ctx.view;
  const ownTurn = v.current === ctx.me;
  const beforeSend = ownTurn && v.step === 'play';
  // Keep a card to send.
  if (beforeSend && ctx.hand.length <= 1) return -Infinity;
  const t = cmd.target?.seat;
  switch (face.fn) {
    case 'counter': {
      const f = v.window?.stack.find((x) => x.frame === cmd.target?.frame);
      if (!f || f.user === ctx.me) return -Infinity;
      return -frameValue(ctx, f) - keepValue(ctx, face);
    }
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
      return 5 * binaryEntropy(ctx.P[t][k]) - keep - 1;
    }
    case 'scramble':
      return scrambleValue(ctx) - keep - 1;
    default:
      return -Infinity;
  }
}

export function choosePlay(ctx: Ctx): Command | null {
  let best: Command | null = null;
  let gain = 0.25;
  for (const c of ctx.legal) {
    if (c.type !== 'use' || c.as) continue;
    const face = ctx.hand.find((h) => h.handle === c.card)?.face;
    if (!face) continue;
    const g = useGain(ctx, c, face);
    if (g > gain) {
      gain = g;
      best = c;
    }
  }
  return best ?? ctx.legal.find((c) => c.type === 'pass') ?? null;
}
