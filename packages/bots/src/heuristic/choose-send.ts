// Which hand card to send, and to whom: the one whose likely landing helps my camp most, net of
// what the card would be worth kept.
import type { Command } from '@fengsheng/engine';
import type { Ctx } from './evaluate.ts';
import { keepValue, path, routeValue } from './evaluate.ts';

type Send = Extract<Command, { type: 'send' }>;

/** The worth of sending this command with these locks in place. */
export function sendValue(ctx: Ctx, cmd: Send, locks: readonly number[] = ctx.view.locks): number {
  const card = ctx.hand.find((c) => c.handle === cmd.card);
  if (!card?.face) return -Infinity;
  const face = card.face;
  const delivery = cmd.secret ? 'secret' : face.delivery;
  const stops = path(ctx, ctx.me, ctx.me, delivery, cmd.direction ?? 1, cmd.to ?? -1, 'transmit', locks, []);
  return routeValue(ctx, stops, face.colour, delivery === 'text') - keepValue(ctx, face) * 0.6;
}

export function bestSend(
  ctx: Ctx,
  locks: readonly number[] = ctx.view.locks,
  except = -1,
): { cmd: Send | null; value: number } {
  let best: Send | null = null;
  let value = -Infinity;
  for (const c of ctx.legal) {
    if (c.type !== 'send' || c.card === except) continue;
    const v = sendValue(ctx, c, locks);
    if (v > value) {
      value = v;
      best = c;
    }
  }
  return { cmd: best, value };
}

/** Best value of sending from a hand (in the play phase, before the send step lists the sends). */
export function bestSendFromHand(ctx: Ctx, locks: readonly number[], except = -1): number {
  let value = -Infinity;
  for (const card of ctx.hand) {
    if (card.handle === except || !card.face) continue;
    const face = card.face;
    const targets = face.delivery === 'direct' ? seatsBut(ctx) : [-1];
    for (const to of targets) {
      const stops = path(ctx, ctx.me, ctx.me, face.delivery, 1, to, 'transmit', locks, []);
      const v = routeValue(ctx, stops, face.colour, face.delivery === 'text') - keepValue(ctx, face) * 0.6;
      if (v > value) value = v;
    }
  }
  return value;
}

function seatsBut(ctx: Ctx): number[] {
  const out: number[] = [];
  for (let s = 0; s < ctx.n; s++) if (s !== ctx.me && ctx.active[s]) out.push(s);
  return out;
}

export function chooseSend(ctx: Ctx): Command | null {
  return bestSend(ctx).cmd;
}
