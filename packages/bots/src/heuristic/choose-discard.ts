// Discard the hand card worth least: kept for its function, or as intel of my colour.
import type { CardFace, Command } from '@fengsheng/engine';
import type { Ctx } from './evaluate.ts';
import { keepValue } from './keep.ts';

export function cardWorth(ctx: Ctx, face: CardFace): number {
  const mine = ctx.myCamp === 'red' ? 'red' : ctx.myCamp === 'blue' ? 'blue' : null;
  return keepValue(ctx, face) + (face.colour === mine ? 1.5 : face.colour === 'black' ? 0.5 : 0);
}

export function chooseDiscard(ctx: Ctx): Command | null {
  let best: Command | null = null;
  let worth = Infinity;
  for (const c of ctx.legal) {
    if (c.type !== 'discard') continue;
    const face = ctx.hand.find((h) => h.handle === c.card)?.face;
    const w = face ? cardWorth(ctx, face) : 0;
    if (w < worth) {
      worth = w;
      best = c;
    }
  }
  return best;
}
