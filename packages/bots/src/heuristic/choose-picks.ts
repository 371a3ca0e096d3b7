// Choices after an optional trigger that the heuristic used to answer blindly (issue 17): whether a
// costly trigger is worth using, which intel to take off the table, who receives a card. Each is
// valued on evaluate.ts's yardstick from the seat's own view and log.
import type { Command, EventView } from '@fengsheng/engine';
import type { Ctx, Dist } from './evaluate.ts';
import { ally, COLOURS, colourIndex, enemy, intelValueAt, unseenDist } from './evaluate.ts';
import { cardWorth } from './choose-discard.ts';
import { ownDeathWins } from './missions.ts';
import { bestColdBlood } from './place-intel.ts';

type Choose = Extract<Command, { type: 'choose' }>;

/** The seat of the latest `dying` event the seat saw (who a death trigger is about), or -1. */
function dyingSeat(seen: readonly EventView[]): number {
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i];
    if (e.type === 'dying') return Number(e.seat);
  }
  return -1;
}

/**
 * Use an optional trigger whose price can outweigh it? true / false, or null for a trigger not
 * weighed here (taken, as before).
 */
export function useTrigger(ctx: Ctx, prompt: string, seen: readonly EventView[]): boolean | null {
  switch (prompt) {
    // 临危受命: my identity card for the dying player's. A player of my camp: the same camp kept,
    // and an intel swapped. Anyone else would move me out of my camp (which loses a member), so
    // only a neutral, who has no mission with this character, takes another camp's card.
    case 'skill.takeCommand': {
      const d = dyingSeat(seen);
      if (d < 0) return null;
      return ctx.myCamp === 'neutral' || ally(ctx, d) >= 0.5;
    }
    // 救美: shows my identity to save a dying woman: for an ally only.
    case 'skill.rescue': {
      const d = dyingSeat(seen);
      if (d < 0) return null;
      return ally(ctx, d) > enemy(ctx, d);
    }
    // 遗志: my hand handed to a player, three of it as their intel. Not when my death wins my
    // mission holding this hand (老鬼): the hand's true intel could first win a camp's declaration.
    case 'skill.lastWish':
      return ctx.ownDeath?.hand && ownDeathWins(ctx.view, ctx.ownDeath, 0) ? false : null;
    // 釜底抽薪: a false intel put in front of myself first: not when it would be my last.
    case 'skill.pullTheFirewood':
      return ctx.counts[ctx.me][2] + 1 < ctx.rs.deathAt;
    // 冷血: an intel on the table moved in front of another player: only when the best move helps
    // my camp (place-intel.ts; with that tactic off, taken as before).
    case 'skill.coldBlood':
      return ctx.tactics.placeIntel ? (bestColdBlood(ctx)?.value ?? 0) > 0 : null;
  }
  return null;
}

/** What it is worth to my camp that `seat` holds this intel (taking it away is worth the negative). */
function heldValue(ctx: Ctx, seat: number, colour: Dist): number {
  let v = 0;
  const c = ctx.counts[seat];
  for (let i = 0; i < 3; i++) {
    if (colour[i] === 0) continue;
    const without: Dist = [c[0], c[1], c[2]];
    without[i] = Math.max(0, without[i] - 1);
    v += colour[i] * intelValueAt(ctx, seat, COLOURS[i], without);
  }
  return v;
}

/** Intel a skill takes off the table: into a hand (时差, 偷天) or swapped with the deck's top (临危受命). */
const INTEL_TAKEN: Readonly<Record<string, 'remove' | 'swap'>> = {
  'skill.timeLag': 'remove',
  'skill.stealSky': 'remove',
  'skill.takeCommand': 'swap',
  // Burnt: 狙击 (up to three in front of one player), 爱情 (two false intel anywhere), 计中计.
  'skill.snipe': 'remove',
  'skill.beautyLove': 'remove',
  'skill.plotWithinPlot': 'remove',
};

/** The empty answer that ends a pick of several, when the legal list has it. */
function stopOf(picks: readonly Choose[]): Choose | null {
  return picks.find((c) => c.pick === undefined) ?? null;
}

/** The intel whose leaving its holder's area is best for my camp; null when not such a pick. */
export function pickIntel(ctx: Ctx, prompt: string, picks: readonly Choose[]): Choose | null {
  const how = INTEL_TAKEN[prompt];
  if (!how) return null;
  const top = unseenDist(ctx);
  let best: Choose | null = null;
  let score = -Infinity;
  for (const c of picks) {
    const handle = c.pick?.card;
    if (handle === undefined) continue;
    let holder = -1;
    let dist: Dist | null = null;
    for (const p of ctx.view.players) {
      const card = p.intel.find((x) => x.handle === handle);
      if (!card) continue;
      holder = p.seat;
      const d: Dist = [0, 0, 0];
      const colour = card.face?.colour;
      if (colour === 'dual') d[0] = d[1] = 0.5;
      else if (colour) d[colourIndex(colour)] = 1;
      else d.splice(0, 3, ...top);
      dist = d;
      break;
    }
    if (holder < 0 || !dist) continue;
    let v = -heldValue(ctx, holder, dist);
    // Swapped: the holder then has the deck's top card instead, unseen to me.
    if (how === 'swap') v += heldValue(ctx, holder, top);
    if (v > score) {
      score = v;
      best = c;
    }
  }
  // Picking more is optional (狙击's second and third): stop when no intel left is worth taking.
  const stop = stopOf(picks);
  return stop && score <= 0 ? stop : best;
}

/** The seat a player named with a skill of mine, by the latest use of it I saw; -1 if none. */
function namedBy(ctx: Ctx, skill: string, seen: readonly EventView[]): number {
  // The frame being resolved, while it is on the stack (a lookahead's seats see only an older log).
  const frame = ctx.view.window?.stack.find((f) => f.skill === skill && f.user === ctx.me);
  if (frame?.target.seat !== undefined) return frame.target.seat;
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i];
    if (e.type !== 'use' || e.skill !== skill || e.seat !== ctx.me) continue;
    const seat = (e.target as { seat?: unknown } | undefined)?.seat;
    return seat === undefined ? -1 : Number(seat);
  }
  return -1;
}

/**
 * 血染玫瑰: false intel from my hand placed in front of the player it named, one at a time while one
 * more is worth more than the card it costs (a hand card: 1, as worth.ts counts it), the least
 * useful first. Null when not such a pick.
 */
export function pickFalseToPlace(
  ctx: Ctx,
  prompt: string,
  picks: readonly Choose[],
  seen: readonly EventView[],
): Choose | null {
  if (prompt !== 'skill.bloodRose') return null;
  const target = namedBy(ctx, 'bloodRose', seen);
  if (target < 0) return null;
  let offered = 0;
  let best: Choose | null = null;
  let worth = Infinity;
  for (const c of picks) {
    const handle = c.pick?.card;
    if (handle === undefined) continue;
    offered++;
    const face = ctx.hand.find((h) => h.handle === handle)?.face;
    const w = face ? cardWorth(ctx, face) : 0;
    if (w < worth) {
      worth = w;
      best = c;
    }
  }
  // Those already picked are no longer offered: they lie in front of the target once all are placed.
  const blacks = ctx.hand.filter((h) => h.face?.colour === 'black').length;
  const c = ctx.counts[target];
  const more = intelValueAt(ctx, target, 'black', [c[0], c[1], c[2] + Math.max(0, blacks - offered)]) - 1;
  return more > 0 && best ? best : stopOf(picks);
}

/** Prompts where the chosen seat receives a card into hand (a gift): kept by me when I may. */
const RECIPIENT = new Set([
  'skill.bloodthirst.recipient',
  'skill.song.recipient',
  'skill.linkage.recipient',
  'skill.stealSky.to',
]);

/** The seat a card goes to: myself when offered, else the likeliest ally; null when not such a pick. */
export function pickRecipient(ctx: Ctx, prompt: string, picks: readonly Choose[]): Choose | null {
  if (!RECIPIENT.has(prompt)) return null;
  let best: Choose | null = null;
  let score = -Infinity;
  for (const c of picks) {
    const s = c.pick?.seat;
    if (s === undefined) continue;
    const v = s === ctx.me ? 1 : 0.6 * (ally(ctx, s) - enemy(ctx, s));
    if (v > score) {
      score = v;
      best = c;
    }
  }
  return best;
}

/**
 * Prompts where the picked hand card leaves my hand for nothing in return: put back on the deck
 * (隔墙有耳, 攻守兼备, 弃卒保帅, 精明), discarded as a price (真相, 偷龙转凤), handed out (嗜血, 联动,
 * 笙歌) or placed as a false intel whatever it is (笑里藏刀).
 */
const PARTING = new Set([
  'skill.eavesdrop',
  'skill.offenseDefense',
  'skill.shrewdReturn',
  'skill.sacrificePawn',
  'skill.truth',
  'skill.switcheroo.discard',
  'skill.bloodthirst.card',
  'skill.linkage.card',
  'skill.song',
  'skill.daggerInSmile',
]);

/** The hand card worth least (choose-discard.ts) for a prompt that takes one away; null otherwise. */
export function pickPartingCard(ctx: Ctx, prompt: string, picks: readonly Choose[]): Choose | null {
  if (!PARTING.has(prompt)) return null;
  let best: Choose | null = null;
  let worth = Infinity;
  for (const c of picks) {
    const handle = c.pick?.card;
    if (handle === undefined) continue;
    const face = ctx.hand.find((h) => h.handle === handle)?.face;
    if (!face) continue;
    const w = cardWorth(ctx, face);
    if (w < worth) {
      worth = w;
      best = c;
    }
  }
  return best;
}
