// 风声再临 老枪's 声东击西 (skill `diversion`): cards taken at random from others (one from each
// holder, or two from one player), then as many given back, chosen from the hand. The hand counts
// do not change, so worth.ts (every hand card 1) sees no gain in it; its worth is in which cards
// are kept. Valued here on the same yardstick: each of my cards as the discard values it
// (choose-discard.ts `cardWorth`, a plain card 1), another's hand card by its function
// (evaluate.ts `keepValue`) times (ally - enemy) as worth.ts counts another's hand, the unknown
// cards taken drawn from the cards this seat has not seen.
import type { CardFace, Command, EventView } from '@fengsheng/engine';
import { mulberry32 } from '../rng.ts';
import { cardWorth } from './choose-discard.ts';
import type { Ctx } from './evaluate.ts';
import { ally, enemy } from './evaluate.ts';
import { keepValue } from './keep.ts';
import { OTHER_HAND_CARD } from './worth.ts';

export const DIVERSION = 'diversion';

type Choose = Extract<Command, { type: 'choose' }>;

/** A card as both sides value it: mine kept (cardWorth), another's kept for its function. */
interface Valued {
  mine: number;
  theirs: number;
}

/** Draws of the unknown cards taken: enough for a steady mean, fixed so a decision is repeatable. */
const DRAWS = 64;

function valued(ctx: Ctx, face: CardFace): Valued {
  return { mine: cardWorth(ctx, face), theirs: keepValue(ctx, face) };
}

function faceKey(f: CardFace): string {
  return `${f.fn}|${f.colour}|${f.variant ?? ''}`;
}

/** The cards this seat has not seen (in others' hands or the deck), valued, one entry per card. */
function unseenCards(ctx: Ctx): Valued[] {
  const left = new Map<string, { face: CardFace; n: number }>();
  for (const f of ctx.rs.cards) {
    const k = faceKey(f);
    const e = left.get(k);
    if (e) e.n++;
    else left.set(k, { face: f, n: 1 });
  }
  const seen = (face: CardFace | null): void => {
    if (!face) return;
    const e = left.get(faceKey(face));
    if (e && e.n > 0) e.n--;
  };
  for (const c of ctx.hand) seen(c.face);
  for (const c of ctx.view.discard) seen(c.face);
  for (const p of ctx.view.players) for (const c of p.intel) seen(c.face);
  const out: Valued[] = [];
  for (const { face, n } of left.values()) {
    if (n === 0) continue;
    const v = valued(ctx, face);
    for (let i = 0; i < n; i++) out.push(v);
  }
  return out;
}

/** The seats 声东击西 may take from: the others still in the game who hold a card. */
function holders(ctx: Ctx): number[] {
  const out: number[] = [];
  for (let i = 1; i < ctx.n; i++) {
    const seat = (ctx.me + i) % ctx.n;
    if (ctx.active[seat] && ctx.view.players[seat].handCount > 0) out.push(seat);
  }
  return out;
}

/** One of the skill's options: one card from each holder (`eachOne`), or two from `seat`. */
export interface DiversionOption {
  seat?: number;
  value?: string;
}

/**
 * The expected gain of an option for my camp: the best cards of hand and take kept, the worst
 * given back (the worst of all to the likeliest enemy), and what each player taken from lost and
 * received, as worth.ts counts another's hand.
 */
export function diversionGain(ctx: Ctx, option: DiversionOption): number {
  const slots: number[] = [];
  if (option.value === 'eachOne') slots.push(...holders(ctx));
  else if (option.seat !== undefined) {
    const n = Math.min(2, ctx.view.players[option.seat]?.handCount ?? 0);
    for (let i = 0; i < n; i++) slots.push(option.seat);
  }
  if (slots.length === 0) return 0;
  const pool = unseenCards(ctx);
  if (pool.length < slots.length) return 0;
  const hand: Valued[] = [];
  for (const c of ctx.hand) if (c.face) hand.push(valued(ctx, c.face));
  // Who receives the worst cards first: the likeliest enemies.
  const weight = new Map<number, number>();
  for (const s of slots) weight.set(s, OTHER_HAND_CARD * (ally(ctx, s) - enemy(ctx, s)));
  const order = slots.slice().sort((a, b) => weight.get(a)! - weight.get(b)!);
  const rng = mulberry32(0x5eed + ctx.hand.length * 131 + slots.length);
  let total = 0;
  for (let d = 0; d < DRAWS; d++) {
    // Taken without replacement from the unseen cards.
    const picked = new Set<number>();
    const taken: Valued[] = [];
    while (taken.length < slots.length) {
      const i = Math.floor(rng() * pool.length);
      if (picked.has(i)) continue;
      picked.add(i);
      taken.push(pool[i]);
    }
    const all = hand.concat(taken).sort((a, b) => a.mine - b.mine);
    const back = all.slice(0, taken.length);
    let v = 0;
    for (const t of taken) v += t.mine;
    for (const b of back) v -= b.mine;
    // Each player's hand: the card taken from it lost, a card given back received.
    for (let k = 0; k < slots.length; k++) v -= weight.get(slots[k])! * taken[k].theirs;
    for (let k = 0; k < order.length; k++) v += weight.get(order[k])! * back[k].theirs;
    total += v;
  }
  return total / DRAWS;
}

/** The option worth most, with its expected gain; null when there is none. */
export function bestDiversion(ctx: Ctx): { option: DiversionOption; gain: number } | null {
  const options: DiversionOption[] = [{ value: 'eachOne' }, ...holders(ctx).map((seat) => ({ seat }))];
  let best: { option: DiversionOption; gain: number } | null = null;
  for (const option of options) {
    const gain = diversionGain(ctx, option);
    if (!best || gain > best.gain) best = { option, gain };
  }
  return best;
}

/** `skill.diversion`: the option worth most. Null when not that prompt. */
export function pickDiversionOption(ctx: Ctx, prompt: string, picks: readonly Choose[]): Choose | null {
  if (prompt !== 'skill.diversion') return null;
  let best: Choose | null = null;
  let score = -Infinity;
  for (const c of picks) {
    if (!c.pick) continue;
    const g = diversionGain(ctx, c.pick);
    if (g > score) {
      score = g;
      best = c;
    }
  }
  return best;
}

/**
 * Who is owed cards by my latest 声东击西, from my log: for each seat, the cards taken from it less
 * those already given back. Null when the log does not show the use (a lookahead's older log).
 */
function owedBack(ctx: Ctx, seen: readonly EventView[]): number[] | null {
  let start = -1;
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i];
    if (e.type === 'use' && e.skill === DIVERSION && e.seat === ctx.me) {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  const owed = new Array<number>(ctx.n).fill(0);
  for (let i = start + 1; i < seen.length; i++) {
    const e = seen[i];
    if (e.type === 'take' && e.seat === ctx.me) owed[Number(e.victim)]++;
    else if (e.type === 'give' && e.seat === ctx.me) owed[Number(e.recipient)]--;
  }
  return owed;
}

/**
 * `skill.diversion.return`: the cards to give back, one pick at a time. Those given back in all
 * are the worst of my hand (by cardWorth); of them an enemy receives the worst, an ally the best
 * (a card in an ally's hand still counts for my camp). The recipient, the first seat after mine
 * still owed cards, is read from my log; without it the worst card goes. Null when not that prompt.
 */
export function pickDiversionReturn(
  ctx: Ctx,
  prompt: string,
  picks: readonly Choose[],
  seen: readonly EventView[],
): Choose | null {
  if (prompt !== 'skill.diversion.return') return null;
  const cards: { c: Choose; v: Valued }[] = [];
  for (const c of picks) {
    const handle = c.pick?.card;
    if (handle === undefined) continue;
    const face = ctx.hand.find((h) => h.handle === handle)?.face;
    cards.push({ c, v: face ? valued(ctx, face) : { mine: 0, theirs: 0 } });
  }
  if (cards.length === 0) return null;
  cards.sort((a, b) => a.v.mine - b.v.mine || a.v.theirs - b.v.theirs);
  const owed = owedBack(ctx, seen);
  let to = -1;
  let left = 0;
  if (owed) {
    // Picked already for this recipient: offered at first, no longer among the legal picks.
    const offered = ctx.view.pending?.options?.length ?? cards.length;
    const pickedNow = Math.max(0, offered - cards.length);
    for (let i = 1; i < ctx.n; i++) {
      const seat = (ctx.me + i) % ctx.n;
      if (owed[seat] > 0 && ctx.active[seat]) {
        if (to < 0) to = seat;
        left += owed[seat];
      }
    }
    left -= pickedNow;
  }
  if (to < 0 || left <= 0 || ally(ctx, to) <= enemy(ctx, to)) return cards[0].c;
  // An ally: the card of those going back anyway that is worth most to it.
  const going = cards.slice(0, Math.min(left, cards.length));
  let best = going[0];
  for (const g of going) if (g.v.theirs > best.v.theirs) best = g;
  return best.c;
}
