// How a whole table stands for this seat's camp, on evaluate.ts's yardstick: the intel in front of
// every player (each card worth what gaining it was worth, by belief), the intel in transit (its
// likely route), the cards in hands (in one's own, progress toward a hand aim), and a face-down
// state character's skills still to come. The difference of two such standings is what a command
// changed, in the same units as a card's gain.
import type { Colour, GameView } from '@fengsheng/engine';
import { getRuleset } from '@fengsheng/engine';
import type { Ctx, Dist } from './evaluate.ts';
import { ally, enemy, faceDist, guessDist, intelValueAt, routeOf, routeValueDist } from './evaluate.ts';
import { handStanding } from './missions.ts';

/** A card in one's own hand; another's, times (ally - enemy). Close to keepValue's plain card. */
const HAND_CARD = 1;
export const OTHER_HAND_CARD = 0.6;
/** A face-down state character keeps its 暴露 skills for later: turning it up spends that. */
const HIDDEN_STATE = 2;
/** The game over: won or lost outweighs everything else. */
const RESULT = 500;

const COLOUR_OF: readonly Colour[] = ['red', 'blue', 'black'];

/** What the intel in front of `seat` is worth to my camp: each card as if gained in turn. */
function intelStanding(ctx: Ctx, seat: number, counts: Dist): number {
  const c: Dist = [0, 0, 0];
  let v = 0;
  for (let k = 0; k < 3; k++)
    for (let i = 0; i < counts[k]; i++) {
      v += intelValueAt(ctx, seat, COLOUR_OF[k], c);
      c[k]++;
    }
  return v;
}

/** The intel in transit, along its likely route from here. */
function passingStanding(ctx: Ctx): number {
  const p = ctx.view.passing;
  if (!p) return 0;
  const r = routeOf(ctx);
  if (!r) return 0;
  return routeValueDist(ctx, r.stops, faceDist(p.card.face, guessDist(ctx, p.sender, false)), r.faceUp);
}

/** A player out of the game (dead or lost), as evaluate.ts values a killing intel. */
function outWorth(ctx: Ctx, seat: number): number {
  if (seat === ctx.me) return -150;
  return -45 * ally(ctx, seat) + 30 * enemy(ctx, seat);
}

function isHiddenState(view: GameView, seat: number): boolean {
  const p = view.players[seat];
  if (p.characterUp || !p.character) return false;
  return getRuleset(view.ruleset).characters?.[p.character]?.stateful === true;
}

/** The standing of `ctx.view` for my camp (ctx built on that view with the decision's beliefs). */
export function standing(ctx: Ctx): number {
  const v = ctx.view;
  if (v.result) return v.result.winners.includes(ctx.me) ? RESULT : -RESULT;
  let sc = passingStanding(ctx);
  for (const p of v.players) {
    if (!ctx.active[p.seat]) {
      sc += outWorth(ctx, p.seat);
      continue;
    }
    sc += intelStanding(ctx, p.seat, ctx.counts[p.seat]);
    sc +=
      p.seat === ctx.me
        ? HAND_CARD * p.handCount
        : OTHER_HAND_CARD * p.handCount * (ally(ctx, p.seat) - enemy(ctx, p.seat));
  }
  if (isHiddenState(v, ctx.me)) sc += HIDDEN_STATE;
  // A neutral's hand aims: how near its hand has come to them (a card toward them is worth more than one).
  if (ctx.handAims.length > 0 && ctx.active[ctx.me]) sc += handStanding(ctx.handAims, ctx.handMissing);
  return sc;
}
