// Which hand card to send, and to whom: the one whose likely landing helps my camp most, net of
// what the card would be worth kept.
import type { CardFace, Command } from '@fengsheng/engine';
import type { Ctx, Stop } from './evaluate.ts';
import { acceptChance, keepValue, path, routeValue } from './evaluate.ts';
import { killMeetsAim } from './missions.ts';
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

/** A card sent along these stops: where it likely lands, less the card kept, less its coming back. */
function sendWorth(ctx: Ctx, stops: readonly Stop[], face: CardFace, faceUp: boolean): number {
  let v = routeValue(ctx, stops, face.colour, faceUp) - keepValue(ctx, face) * 0.6;
  if (
    ctx.tactics.returnedBlack &&
    face.colour === 'black' &&
    stops.length > 0 &&
    stops[stops.length - 1].seat === ctx.me
  )
    v -= (RETURNED_BLACK[ctx.counts[ctx.me][2]] ?? 0) * returnChance(ctx, stops, faceUp);
  if (ctx.kill !== null && face.colour === 'black')
    v += MISSION_WON * aimedKillChance(ctx, ctx.kill, stops, faceUp);
  return v;
}

/** A mission met: the game won (evaluate.ts's own scale for a camp's third intel). */
const MISSION_WON = 120;

/**
 * The chance a false intel I send kills, on its way, a player my kill aim wants dead (亲手: the
 * sender of the intel that kills is its killer).
 */
function aimedKillChance(ctx: Ctx, aim: KillAim, stops: readonly Stop[], faceUp: boolean): number {
  let reach = 1;
  let p = 0;
  for (const s of stops) {
    const acc = s.forced ? 1 : acceptChance(ctx, s.seat, faceUp || s.seat === ctx.me ? 'black' : null);
    const c = ctx.counts[s.seat];
    if (s.seat !== ctx.me && c[2] + 1 >= ctx.rs.deathAt && killMeetsAim(ctx.view, aim, s.seat, c))
      p += reach * acc;
    reach *= 1 - acc;
    if (reach < 1e-3) break;
  }
  return p;
}

/** The chance an intel of mine passes every stop before the last (me) untaken. */
function returnChance(ctx: Ctx, stops: readonly Stop[], faceUp: boolean): number {
  let reach = 1;
  for (let i = 0; i < stops.length - 1; i++) {
    const s = stops[i];
    reach *= 1 - (s.forced ? 1 : acceptChance(ctx, s.seat, faceUp ? 'black' : null));
  }
  return reach;
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
