// Seat picks that place intel whose colours the chooser knows (issue 17): 遗志 hands my whole hand
// to a player who takes three of it at random as intel, 黄雀在后 places up to two of my false intel in
// front of a player (风声再临's: one, received by the player named), 后着 one card of a hand I was
// shown, 冷血 one intel of the table moved to another player. The generic seat rule aims such a
// pick at the likeliest enemy whatever the cards; here each seat is valued by what those cards in
// front of it are worth to my camp, on evaluate.ts's yardstick (a camp's third true intel wins, a
// third false intel kills).
import type { CardView, Colour, Command, EventView } from '@fengsheng/engine';
import type { Ctx, Dist } from './evaluate.ts';
import { colourIndex, intelValueAt } from './evaluate.ts';

type Choose = Extract<Command, { type: 'choose' }>;

/** What these intel, placed together in front of `seat`, are worth to my camp: true ones first. */
function placedValue(ctx: Ctx, seat: number, colours: readonly Colour[]): number {
  return placedValueAt(ctx, seat, colours, ctx.counts[seat]);
}

/** The same, for `seat` holding the intel counted in `held` ([red, blue, black]). */
function placedValueAt(ctx: Ctx, seat: number, colours: readonly Colour[], held: Dist): number {
  const c: Dist = [held[0], held[1], held[2]];
  let v = 0;
  for (const pass of [false, true])
    for (const colour of colours) {
      if ((colour === 'black') !== pass) continue;
      v +=
        colour === 'dual'
          ? 0.5 * (intelValueAt(ctx, seat, 'red', c) + intelValueAt(ctx, seat, 'blue', c))
          : intelValueAt(ctx, seat, colour, c);
      if (colour === 'red') c[0]++;
      else if (colour === 'blue') c[1]++;
      else if (colour === 'black') c[2]++;
      else {
        c[0] += 0.5;
        c[1] += 0.5;
      }
    }
  return v;
}

function coloursOf(cards: readonly CardView[]): Colour[] {
  const out: Colour[] = [];
  for (const h of cards) if (h.face) out.push(h.face.colour);
  return out;
}

/** 遗志: three of my hand at random (all of it when three or fewer), averaged over the draws. */
function lastWishValue(ctx: Ctx, seat: number): number {
  const hand = coloursOf(ctx.hand);
  const n = hand.length;
  if (n <= 3) return placedValue(ctx, seat, hand);
  let v = 0;
  let draws = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let d = b + 1; d < n; d++) {
        v += placedValue(ctx, seat, [hand[a], hand[b], hand[d]]);
        draws++;
      }
  return v / draws;
}

/** 黄雀在后: one or two of my false intel, as many as are worth placing (none: nothing). */
function orioleValue(ctx: Ctx, seat: number): number {
  let blacks = 0;
  for (const h of ctx.hand) if (h.face?.colour === 'black') blacks++;
  let best = 0;
  const placed: Colour[] = [];
  for (let k = 0; k < Math.min(2, blacks); k++) {
    placed.push('black');
    best = Math.max(best, placedValue(ctx, seat, placed));
  }
  return best;
}

/** 风声再临's 黄雀在后: the one false intel of my hand I picked, received by the seat named. */
function oneFalseValue(ctx: Ctx, seat: number): number {
  return placedValue(ctx, seat, ONE_FALSE);
}

const ONE_FALSE: readonly Colour[] = ['black'];

const VALUES: Readonly<Record<string, (ctx: Ctx, seat: number) => number>> = {
  'skill.lastWish': lastWishValue,
  'skill.orioleBehind.target': orioleValue,
  'skill.orioleStrikes.to': oneFalseValue,
};

/** The seat where the intel placed is worth most to my camp; null when not such a pick. */
export function pickPlacedIntelSeat(ctx: Ctx, prompt: string, picks: readonly Choose[]): Choose | null {
  const value = VALUES[prompt];
  if (!value) return null;
  let best: Choose | null = null;
  let score = -Infinity;
  for (const c of picks) {
    const seat = c.pick?.seat;
    if (seat === undefined || seat === ctx.me) continue;
    const v = value(ctx, seat);
    if (v > score) {
      score = v;
      best = c;
    }
  }
  return best;
}

/** The cards I was last shown (the trailing `peek` events of my log), by handle. */
function peeked(ctx: Ctx, seen: readonly EventView[]): CardView[] {
  const out: CardView[] = [];
  for (let i = seen.length - 1; i >= 0; i--) {
    const e = seen[i];
    if (e.type !== 'peek' || e.seat !== ctx.me) break;
    const card = e.card as CardView | undefined;
    if (card?.face) out.push(card);
  }
  return out;
}

/**
 * 后着 (浮萍, at her death): one card of the hand she was shown, laid as intel in front of a player.
 * The card and the seat are one choice asked in two questions: both are answered with the best pair
 * of the cards shown and the players in the game, so the seat asked second is the one the card was
 * picked for (nothing happens between the two questions).
 */
function bestParting(ctx: Ctx, seen: readonly EventView[]): { handle: number; seat: number } | null {
  let best: { handle: number; seat: number } | null = null;
  let score = -Infinity;
  for (const card of peeked(ctx, seen))
    for (let seat = 0; seat < ctx.n; seat++) {
      if (seat === ctx.me || !ctx.active[seat]) continue;
      const v = placedValue(ctx, seat, [card.face!.colour]);
      if (v > score) {
        score = v;
        best = { handle: card.handle, seat };
      }
    }
  return best;
}

/** 后着's card, then its seat, by the best pair; null when not such a pick (or nothing was shown). */
export function pickPartingMove(
  ctx: Ctx,
  prompt: string,
  picks: readonly Choose[],
  seen: readonly EventView[],
): Choose | null {
  if (prompt !== 'skill.partingMove.card' && prompt !== 'skill.partingMove.seat') return null;
  const best = bestParting(ctx, seen);
  if (!best) return null;
  const isCard = prompt === 'skill.partingMove.card';
  return picks.find((c) => (isCard ? c.pick?.card === best.handle : c.pick?.seat === best.seat)) ?? null;
}

/** 冷血's move: the card (its holder) and the seat it goes to, and what the move is worth to my camp. */
export interface ColdBloodMove {
  handle: number;
  holder: number;
  seat: number;
  value: number;
}

/** A two-colour card counts toward red and blue in an intel area (evaluate.ts `intelCounts`). */
function without(c: Dist, colour: Colour): Dist {
  const d: Dist = [c[0], c[1], c[2]];
  if (colour === 'dual') {
    d[0] = Math.max(0, d[0] - 1);
    d[1] = Math.max(0, d[1] - 1);
  } else d[colourIndex(colour)] = Math.max(0, d[colourIndex(colour)] - 1);
  return d;
}

/**
 * 冷血 (王田香, at the end of a turn in which he killed): one intel on the table, face up in front of
 * a player still in the game, moved in front of another one (myself included). A move is worth its
 * value placed at the new seat less its value where it lies: what the holder's area is worth to my
 * camp with it, against without it (the value of adding it to the holder's counts less that card).
 * The best (card, seat) pair answers all three questions: whether to use the skill (only when the
 * pair is worth more than nothing: a move can hurt my camp), which card, then which seat (nothing
 * happens between them, so the pair is the same each time).
 */
export function bestColdBlood(ctx: Ctx): ColdBloodMove | null {
  let best: ColdBloodMove | null = null;
  for (const p of ctx.view.players) {
    if (!ctx.active[p.seat]) continue;
    for (const card of p.intel) {
      const colour = card.face?.colour;
      if (!colour) continue;
      const colours = [colour];
      const here = placedValueAt(ctx, p.seat, colours, without(ctx.counts[p.seat], colour));
      for (let seat = 0; seat < ctx.n; seat++) {
        if (seat === p.seat || !ctx.active[seat]) continue;
        const value = placedValue(ctx, seat, colours) - here;
        if (!best || value > best.value) best = { handle: card.handle, holder: p.seat, seat, value };
      }
    }
  }
  return best;
}

/**
 * 冷血's card, then its seat, by the best pair; null when not such a pick. At the seat the card
 * picked is the best pair's when its holder is the one player not offered (the card's holder may
 * not receive it); otherwise some other card was picked, and the generic rule answers.
 */
export function pickColdBlood(ctx: Ctx, prompt: string, picks: readonly Choose[]): Choose | null {
  if (prompt !== 'skill.coldBlood' && prompt !== 'skill.coldBlood.recipient') return null;
  const best = bestColdBlood(ctx);
  if (!best) return null;
  if (prompt === 'skill.coldBlood') return picks.find((c) => c.pick?.card === best.handle) ?? null;
  if (picks.some((c) => c.pick?.seat === best.holder)) return null;
  return picks.find((c) => c.pick?.seat === best.seat) ?? null;
}
