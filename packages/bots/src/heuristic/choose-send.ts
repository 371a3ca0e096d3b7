// Which hand card to send, and to whom: the one whose likely landing helps my camp most, net of
// what the card would be worth kept.
import type { CardFace, Command } from '@fengsheng/engine';
import type { Ctx, Stop } from './evaluate.ts';
import { acceptChance, intelValue, path, routeValue } from './evaluate.ts';
import { keepValue } from './keep.ts';
import { killChance } from './missions.ts';
import type { KillAim } from './missions.ts';

type Send = Extract<Command, { type: 'send' }>;

/** The worth of sending this command with these locks in place. */
export function sendValue(ctx: Ctx, cmd: Send, locks: readonly number[] = ctx.view.locks): number {
  const card = ctx.hand.find((c) => c.handle === cmd.card);
  if (!card?.face) return -Infinity;
  const delivery = cmd.secret ? 'secret' : card.face.delivery;
  const stops = path(ctx, ctx.me, ctx.me, delivery, cmd.direction ?? 1, cmd.to ?? -1, 'transmit', locks, []);
  return sendWorth(ctx, stops, card.face, delivery === 'text');
}

/**
 * What a false intel of mine coming back costs beyond its count on my intel, by the false intel I
 * hold: the first back leaves me nearer death, the second one false intel from it (every later
 * face-down intel or 锁定 then threatens me). Measured in docs/bots.md: these cut returned face-up
 * false 文本 by half at no measurable cost in play.
 */
const RETURNED_BLACK = [6, 20];

/** A card sent along these stops: where it likely lands, less the card kept, and if false intel, the rest. */
function sendWorth(ctx: Ctx, stops: readonly Stop[], face: CardFace, faceUp: boolean): number {
  const v = routeValue(ctx, stops, face.colour, faceUp) - keepValue(ctx, face) * 0.6;
  return face.colour === 'black' ? v + falseIntelRest(ctx, stops, faceUp) : v;
}

/** A mission met: the game won (evaluate.ts's own scale for a camp's third intel). */
const MISSION_WON = 120;

/**
 * What a false intel of mine is worth beyond where it lands, in one walk along its stops: its coming
 * back to me (the chance every stop before the last, me, leaves it; `returnedBlack`), and a kill my
 * kill aim wants (亲手: the sender of the intel that kills is its killer; the chance it kills such a
 * player on its way).
 */
function falseIntelRest(ctx: Ctx, stops: readonly Stop[], faceUp: boolean): number {
  // Not when a false intel of my own is what I want (老鬼 seeking her death): it counts where it lands.
  const back =
    ctx.tactics.returnedBlack &&
    stops.length > 0 &&
    stops[stops.length - 1].seat === ctx.me &&
    intelValue(ctx, ctx.me, 'black') <= 0;
  // A kill by anyone's intel is weighed where the intel lands (evaluate.ts), this one among them.
  const aim = ctx.kill?.byAnyone ? null : ctx.kill;
  if (!back && aim === null) return 0;
  let reach = 1;
  let kill = 0;
  const last = stops.length - 1;
  for (let i = 0; i < last; i++) {
    const s = stops[i];
    const acc = s.forced ? 1 : acceptChance(ctx, s.seat, faceUp ? 'black' : null);
    if (aim !== null && reach >= 1e-3) kill += reach * acc * aimedVictim(ctx, aim, s.seat);
    reach *= 1 - acc;
  }
  if (aim !== null && last >= 0 && reach >= 1e-3) {
    const s = stops[last];
    const acc = s.forced ? 1 : acceptChance(ctx, s.seat, faceUp || s.seat === ctx.me ? 'black' : null);
    kill += reach * acc * aimedVictim(ctx, aim, s.seat);
  }
  const returned = back ? (RETURNED_BLACK[ctx.counts[ctx.me][2]] ?? 0) * reach : 0;
  return MISSION_WON * kill - returned;
}

/** The chance that a false intel of mine taken by `seat` kills a player my kill aim wants dead. */
function aimedVictim(ctx: Ctx, aim: KillAim, seat: number): number {
  const c = ctx.counts[seat];
  return seat !== ctx.me && c[2] + 1 >= ctx.rs.deathAt ? killChance(ctx.view, aim, seat, c, ctx.P[seat]) : 0;
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
      const v = sendWorth(ctx, stops, face, face.delivery === 'text');
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
