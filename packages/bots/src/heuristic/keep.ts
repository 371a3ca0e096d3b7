// What a hand card is worth kept (for its function, not as intel), and what drawing is worth to a
// neutral's hand aims (missions.ts): the yardstick's values of the cards a seat holds.
import type { CardFace, CardView } from '@fengsheng/engine';
import type { Ctx } from './evaluate.ts';
import { colourIndex } from './evaluate.ts';
import type { HandAim } from './missions.ts';
import { handKeep, handStep } from './missions.ts';

/** What a hand card is worth kept for its function (not as intel), and toward my hand aims. */
export function keepValue(ctx: Ctx, face: CardFace): number {
  const base = fnKeepValue(ctx, face);
  return ctx.handAims.length > 0 ? base + handKeep(ctx.handAims, ctx.handHave, ctx.handMissing, face) : base;
}

/**
 * What drawing `n` cards is worth to my hand aims: each step toward them it may take, by the chance
 * a drawn card counts (any card for a hand's size; else the unseen cards of that colour or function).
 */
export function handDrawGain(ctx: Ctx, n: number): number {
  if (ctx.handMissing <= 0) return 0;
  let p = 0;
  let atDeath = false;
  for (let i = 0; i < ctx.handAims.length; i++) {
    const a = ctx.handAims[i];
    if (ctx.handHave[i] >= a.count) continue;
    atDeath ||= !!a.atDeath;
    p = Math.max(p, drawCounts(ctx, a));
  }
  let v = 0;
  for (let i = 0; i < n && i < ctx.handMissing; i++) v += p * handStep(ctx.handMissing - 1 - i, atDeath);
  return v;
}

/** The chance that a card this seat has not seen counts toward a hand aim. */
function drawCounts(ctx: Ctx, aim: HandAim): number {
  if (aim.counts === 'any') return 1;
  const u = ctx.unseen;
  const total = u[0] + u[1] + u[2];
  if (total <= 0) return 0;
  if ('colour' in aim.counts) return u[colourIndex(aim.counts.colour)] / total;
  const fn = aim.counts.fn;
  let copies = 0;
  for (const f of ctx.rs.cards) if (f.fn === fn) copies++;
  const v = ctx.view;
  const seen = (cards: readonly CardView[]): void => {
    for (const c of cards) if (c.face?.fn === fn) copies--;
  };
  seen(ctx.hand);
  seen(v.discard);
  for (const p of v.players) seen(p.intel);
  return Math.max(0, copies) / total;
}

function fnKeepValue(ctx: Ctx, face: CardFace): number {
  switch (face.fn) {
    case 'counter':
      return 3;
    case 'burn':
      return ctx.counts[ctx.me][2] >= 1 ? 4 : 2.5;
    case 'lock':
      return 2.5;
    case 'intercept':
      return 2;
    case 'lure':
      return 2;
    case 'decode':
      return 1.5;
    case 'bounce':
      return 1.2;
    case 'probe':
      return 1.2;
    default:
      return 1;
  }
}
