// 老金 (潜伏, 男) "扭曲的根源"
// 弃卒保帅: 当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把二张手牌按任意顺序放回牌库顶。
//   不符合翻开条件时不能主动翻开角色牌。
//   -> a trigger when a card he used is countered (face down only); the second card picked ends on top.
// 釜底抽薪: 当你获得假情报时，可以放置一张假情报到自己面前，然后盖伏此角色牌，并在任意位玩家面前各放置一张情报。
//   从自己手牌中选择卡牌放到任意位玩家面前。"在任意位玩家面前放置一张情报"可以包括自己。
//   例：【老金】获得假情报后 在自己面前再放个假情报盖伏角色 然后在自己面前再放个其他颜色的情报最终获得胜利。
//   盖伏状态下不能使用该技能。
//   -> face up, holding a black card: he covers his character, lays the black card as his own intel,
//      then (if alive) picks any number of players, himself included, one hand card each; those
//      cards are then placed in front of them (his kill if deadly).
// 机密任务: 手牌集齐三张红色卡牌和三张蓝色卡牌。
import { ask } from '../../../core/choices.ts';
import { handCardToDeckTop, isBlack, placeIntelFromHand } from '../../../core/moves.ts';
import { activeFrom, isActive } from '../../../core/seats.ts';
import { threeRedAndThreeBlueInHand } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, GameEvent, GameState, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'oldGold.toDeckTop': { picks: { card: CardId }[]; owner: Seat };
    'oldGold.fuel': { owner: Seat; picks: { card: CardId }[] };
    'oldGold.fuelSeat': { owner: Seat; plan: Plan };
    'oldGold.fuelPick': { owner: Seat; plan: Plan; picks: { seat: Seat }[] };
    'oldGold.fuelCard': { plan: Plan; picks: { card: CardId }[]; seat: Seat; owner: Seat };
  }
}

defineTask('oldGold.toDeckTop', (s, data, out) => {
  // Picked first goes back first: the last card picked is the new top of the deck.
  for (const p of data.picks) handCardToDeckTop(s, data.owner, p.card, out);
});

type Plan = { seat: Seat; card: CardId }[];

defineTask('oldGold.fuel', (s, data, out) => {
  const owner = data.owner;
  const card = data.picks[0]?.card;
  if (card === undefined) return;
  // The placements come after whatever his own false intel sets off.
  pushTask(s, 'oldGold.fuelSeat', { owner, plan: [] });
  placeIntelFromHand(s, owner, card, owner, owner, out);
});

function unplanned(s: GameState, owner: Seat, plan: Plan): CardId[] {
  return s.players[owner].hand.filter((c) => !plan.some((x) => x.card === c));
}

defineTask('oldGold.fuelSeat', (s, data, out) => {
  const owner = data.owner;
  const plan = data.plan;
  if (!isActive(s, owner)) return;
  const seats = activeFrom(s, s.current)
    .filter((seat) => !plan.some((x) => x.seat === seat))
    .map((seat) => ({ seat }));
  if (seats.length === 0 || unplanned(s, owner, plan).length === 0) {
    placePlan(s, owner, plan, out);
    return;
  }
  ask(s, owner, 'skill.pullTheFirewood.seat', seats, 0, 1, {
    run: 'oldGold.fuelPick',
    data: { owner, plan },
  });
});

defineTask('oldGold.fuelPick', (s, data, out) => {
  const owner = data.owner;
  const plan = data.plan;
  const seat = data.picks[0]?.seat;
  if (seat === undefined) {
    placePlan(s, owner, plan, out);
    return;
  }
  const cards = unplanned(s, owner, plan).map((card) => ({ card }));
  ask(s, owner, 'skill.pullTheFirewood.card', cards, 1, 1, {
    run: 'oldGold.fuelCard',
    data: { owner, plan, seat },
  });
});

defineTask('oldGold.fuelCard', (s, data) => {
  const plan = data.plan.slice();
  const card = data.picks[0].card;
  plan.push({ seat: data.seat, card });
  pushTask(s, 'oldGold.fuelSeat', { owner: data.owner, plan });
});

function placePlan(s: GameState, owner: Seat, plan: Plan, out: GameEvent[]): void {
  for (const { seat, card } of plan)
    if (isActive(s, seat)) placeIntelFromHand(s, owner, card, seat, owner, out);
}

export const oldGold: CharacterDef = {
  id: 'oldGold',
  name: { zh: '老金', en: 'Old Gold' },
  gender: 'male',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'sacrificePawn',
      name: { zh: '弃卒保帅', en: 'Sacrifice the Pawn' },
      text: {
        zh: '当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把二张手牌按任意顺序放回牌库顶。',
        en: 'When a card of yours is countered, you may turn this character face up, draw five cards, then put two cards from your hand back on top of the deck in any order.',
      },
      face: 'flip',
      on: 'countered',
      optional: true,
      when: (_s, owner, ev) => ev.user === owner,
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 5, out);
        const hand = s.players[owner].hand.map((card) => ({ card }));
        const n = Math.min(2, hand.length);
        ask(s, owner, 'skill.sacrificePawn', hand, n, n, { run: 'oldGold.toDeckTop', data: { owner } });
      },
    },
    {
      kind: 'trigger',
      id: 'pullTheFirewood',
      name: { zh: '釜底抽薪', en: 'Pull the Firewood' },
      text: {
        zh: '当你获得假情报时，可以放置一张假情报到自己面前，然后盖伏此角色牌，并在任意位玩家面前各放置一张情报。',
        en: 'When you gain false intel, you may place another false intel in front of yourself, turn this character face down, and place one intel from your hand in front of each of any number of players.',
      },
      face: 'cover',
      on: 'intelGained',
      optional: true,
      when: (s, owner, ev) =>
        ev.seat === owner &&
        ev.colour === 'black' &&
        isActive(s, owner) &&
        s.players[owner].hand.some((c) => isBlack(s, c)),
      run: (s, owner, _ev, _out) => {
        const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.pullTheFirewood', blacks, 1, 1, { run: 'oldGold.fuel', data: { owner } });
      },
    },
  ],
  mission: threeRedAndThreeBlueInHand,
};
