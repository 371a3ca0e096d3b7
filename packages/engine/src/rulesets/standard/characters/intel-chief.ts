// 情报处长 (公开, 男) "所有的真相都该揭晓了"
// 隔墙有耳: 当你试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。
//   【试探】没人响应的情况下，先结算【隔墙有耳】效果再结算【试探】。【试探】被【识破】后的情况下不能使用该技能。
//   Fires when his 试探 comes to resolve uncountered, before its effect.
// 偷龙转凤: 当情报到达你时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。
//   在传递情报阶段的情报到达时使用，使用时机参考【破译】。调换后的情报保持原来的状态，翻开的维持翻开，盖伏的维持盖伏。
//   Used in the 情报到达 window of intel that reached him (the sender too, when it comes back to
//   him); the discard is paid on use. The new card travels on face down (or face up, for 文本) and
//   nobody knows it, the sender included; the old one goes face down on the deck.
// 机密任务: 获得三张或以上的红色情报。
import { ask } from '../../../core/choices.ts';
import { handCardToDeckTop, swapIntelInTransitWithDeckTop } from '../../../core/moves.ts';
import { threeIntelOf } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards, takeFromHand } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'intelChief.toDeckTop': { picks: { card: CardId }[]; owner: Seat };
    'intelChief.discard': { owner: Seat; picks: { card: CardId }[] };
  }
}

defineTask('intelChief.toDeckTop', (s, data, out) => {
  for (const p of data.picks) handCardToDeckTop(s, data.owner, p.card, out);
});

defineTask('intelChief.discard', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks)
    if (takeFromHand(s, owner, p.card)) {
      s.discard.push(p.card);
      out.push({ type: 'discarded', seat: owner, card: p.card });
    }
});

export const intelChief: CharacterDef = {
  id: 'intelChief',
  name: { zh: '情报处长', en: 'Intelligence Chief' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'eavesdrop',
      name: { zh: '隔墙有耳', en: 'Walls Have Ears' },
      text: {
        zh: '当你试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。',
        en: 'When you Probe a player, you may draw two cards, then put one card from your hand on top of the deck.',
      },
      face: 'up',
      on: 'beforeResolve',
      optional: true,
      when: (_s, owner, ev) => ev.fn === 'probe' && ev.user === owner,
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 2, out);
        const hand = s.players[owner].hand.map((card) => ({ card }));
        ask(s, owner, 'skill.eavesdrop', hand, hand.length > 0 ? 1 : 0, 1, {
          run: 'intelChief.toDeckTop',
          data: { owner },
        });
      },
    },
    {
      kind: 'active',
      id: 'switcheroo',
      name: { zh: '偷龙转凤', en: 'Switcheroo' },
      text: {
        zh: '当情报到达你时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。',
        en: 'When intel reaches you, you may discard a card to swap that intel with the top card of the deck.',
      },
      face: 'up',
      windows: ['arrive'],
      turn: 'any',
      target: 'none',
      canUse: (s, user) => s.passing?.holder === user && s.players[user].hand.length > 0,
      onUse: (s, user, _out) => {
        const hand = s.players[user].hand.map((card) => ({ card }));
        ask(s, user, 'skill.switcheroo.discard', hand, 1, 1, {
          run: 'intelChief.discard',
          data: { owner: user },
        });
      },
      resolve: (s, f, out) => {
        swapIntelInTransitWithDeckTop(s, f.user, out);
      },
    },
  ],
  mission: threeIntelOf('red'),
};
