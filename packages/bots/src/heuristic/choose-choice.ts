// Choices a card or a skill asks for: answering a probe, optional skills, picks of seats or cards.
import type { Command, EventView } from '@fengsheng/engine';
import type { Ctx } from './evaluate.ts';
import { ally, enemy, expectedValue, faceDist, unseenDist } from './evaluate.ts';
import { pickDiversionOption, pickDiversionReturn } from './diversion.ts';
import { pickColdBlood, pickPartingMove, pickPlacedIntelSeat } from './place-intel.ts';
import { pickFalseToPlace, pickIntel, pickPartingCard, pickRecipient, useTrigger } from './choose-picks.ts';

type Choose = Extract<Command, { type: 'choose' }>;

/** Declining an optional skill: the choice's empty answer, when the legal list has one. */
function declineOf(ctx: Ctx): Command | null {
  return ctx.legal.find((c) => c.type === 'choose' && c.pick === undefined) ?? null;
}

export function chooseChoice(ctx: Ctx, rng: () => number, seen: readonly EventView[] = []): Command | null {
  const picks = ctx.legal.filter((c): c is Choose => c.type === 'choose');
  if (picks.length === 0) return null;
  const prompt = ctx.view.pending?.prompt ?? '';
  const byValue = (v: string): Choose | undefined => picks.find((c) => c.pick?.value === v);
  if (prompt === 'probe.answer') {
    // With a choice at all (城府), draw when we may; otherwise tell an ally the truth and an enemy a lie.
    const draw = byValue('draw2');
    if (draw) return draw;
    const probe = ctx.ev.probe;
    const truthful = probe && probe.camp === ctx.myCamp ? 'discard1' : 'declareGood';
    const user = ctx.view.window?.stack.find((f) => f.fn === 'probe')?.user ?? -1;
    const lie = user >= 0 && enemy(ctx, user) > ally(ctx, user);
    const want = lie ? (truthful === 'discard1' ? 'declareGood' : 'discard1') : truthful;
    return byValue(want) ?? picks[0];
  }
  // 先机后置 (浮萍): four cards now, but the whole hand is discarded at the turn's end; declined, one
  // more card at the end. What is kept past the turn is worth a card each (worth.ts), what is
  // discarded nothing, so four are worth it only when there is next to nothing to keep anyway:
  // the hand is just the two cards of the draw (it will send one, and may play the other).
  if (prompt === 'skill.firstMove' && ctx.tactics.weighTriggers) {
    const take = ctx.hand.length <= 2;
    return take ? (byValue('use') ?? picks[0]) : declineOf(ctx);
  }
  // 紧急下达: which of the sender's cards it must send. Random, the forced send was no better than the
  // sender's own (docs/bots.md); valued, it is the card worth most to my camp where it will land.
  if (prompt === 'skill.urgentOrder' && ctx.tactics.weighTriggers) {
    const best = bestForcedSend(ctx, picks);
    if (best) return best;
  }
  // An optional skill offered: take it, unless its price is weighed and found too high.
  const use = byValue('use');
  if (use && ctx.tactics.weighChoices && useTrigger(ctx, prompt, seen) === false)
    return declineOf(ctx) ?? use;
  if (use) return use;
  if (ctx.tactics.handSwap) {
    const pick = pickDiversionOption(ctx, prompt, picks) ?? pickDiversionReturn(ctx, prompt, picks, seen);
    if (pick) return pick;
  }
  if (ctx.tactics.placeIntel) {
    const pick =
      pickPlacedIntelSeat(ctx, prompt, picks) ??
      pickPartingMove(ctx, prompt, picks, seen) ??
      pickColdBlood(ctx, prompt, picks);
    if (pick) return pick;
  }
  if (ctx.tactics.weighChoices) {
    const pick =
      pickIntel(ctx, prompt, picks) ??
      pickRecipient(ctx, prompt, picks) ??
      pickPartingCard(ctx, prompt, picks) ??
      pickFalseToPlace(ctx, prompt, picks, seen);
    if (pick) return pick;
  }
  // Seats: help an ally when the prompt is about giving, otherwise aim at an enemy; cards: the rng.
  const seats = picks.filter((c) => c.pick?.seat !== undefined);
  if (seats.length > 0) {
    let best = seats[0];
    let score = -Infinity;
    for (const c of seats) {
      const s = c.pick!.seat!;
      const v = s === ctx.me ? 0.5 : enemy(ctx, s) - ally(ctx, s);
      if (v > score) {
        score = v;
        best = c;
      }
    }
    return best;
  }
  return picks[Math.floor(rng() * picks.length)];
}

/**
 * The card to make the sender send: each card's worth to my camp (evaluate.ts) where the sender
 * will likely steer it: an ally of mine to the player it is worth most for, an enemy to the one it
 * is worth least for, anyone else to anyone (the mean), weighted by my belief about the sender.
 */
function bestForcedSend(ctx: Ctx, picks: readonly Choose[]): Choose | null {
  const sender = ctx.view.current;
  const options = ctx.view.pending?.options ?? [];
  const seats = ctx.view.players.filter((p) => ctx.active[p.seat] && p.seat !== sender).map((p) => p.seat);
  if (seats.length === 0) return null;
  const a = ally(ctx, sender);
  const e = enemy(ctx, sender);
  let best: Choose | null = null;
  let score = -Infinity;
  for (const c of picks) {
    const handle = c.pick?.card;
    const face = options.find((o) => o.card?.handle === handle)?.card?.face ?? null;
    if (handle === undefined) continue;
    const d = faceDist(face, unseenDist(ctx));
    const vals = seats.map((s) => expectedValue(ctx, s, d));
    const mean = vals.reduce((x, y) => x + y, 0) / vals.length;
    const v = a * Math.max(...vals) + e * Math.min(...vals) + (1 - a - e) * mean;
    if (v > score) {
      score = v;
      best = c;
    }
  }
  return best;
}
