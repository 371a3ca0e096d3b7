// Take the intel in front of me, or let it go on: whichever is worth more to my camp.
import type { Command } from '@fengsheng/engine';
import type { Ctx } from './evaluate.ts';
import { expectedValue, faceDist, guessDist, path, routeValueDist } from './evaluate.ts';

export function chooseReceive(ctx: Ctx): Command | null {
  const p = ctx.view.passing;
  const accept = ctx.legal.find((c) => c.type === 'accept');
  const refuse = ctx.legal.find((c) => c.type === 'refuse');
  if (!p || !accept || !refuse) return null;
  const firstStop =
    p.delivery === 'direct' ||
    path(
      ctx,
      p.sender,
      p.sender,
      p.delivery,
      p.direction,
      p.directTarget,
      'transmit',
      ctx.view.locks,
      p.lured,
    )[0]?.seat === ctx.me;
  const dist = faceDist(p.card.face, guessDist(ctx, p.sender, firstStop));
  const take = expectedValue(ctx, ctx.me, dist);
  // Refused, it goes on from me (a 直达 goes back to its sender).
  const rest = path(
    ctx,
    p.sender,
    ctx.me,
    p.delivery,
    p.direction,
    p.directTarget,
    'transmit',
    ctx.view.locks,
    p.lured,
  );
  const onward = routeValueDist(ctx, rest, dist, p.card.face !== null && p.delivery === 'text');
  return take > onward ? accept : refuse;
}
