// 戴笠 (公开, 男, 「绝密任务」) 真实人物，军统的特务头子。
// 笑里藏刀: 当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。
//   Only intel he passed (not dealt by 真伪莫辨 nor placed by a skill), received by another player
//   still in the game; the false intel is a black card from his hand, and a kill by it is his.
// 运筹帷幄: 当你获得真情报时，你可以抽一张牌。 (However the true intel came to him.)
// 机密任务: 获得三张或以上的蓝色情报。
import { ask } from '../../../core/choices.ts';
import { isBlack, placeIntelFromHand } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { threeIntelOf } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'daiLi.dagger': { owner: Seat; picks: { card: CardId }[]; target: Seat };
  }
}

defineTask('daiLi.dagger', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks) placeIntelFromHand(s, owner, p.card, data.target, owner, out);
});

export const daiLi: CharacterDef = {
  id: 'daiLi',
  name: { zh: '戴笠', en: 'Dai Li' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    {
      kind: 'trigger',
      id: 'daggerInSmile',
      name: { zh: '笑里藏刀', en: 'Dagger in a Smile' },
      text: {
        zh: '当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。',
        en: 'When another player gains true intel you sent, you may place a false intel in front of them.',
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (s, owner, ev) =>
        ev.from === owner &&
        ev.seat !== owner &&
        ev.colour !== 'black' &&
        ev.how !== 'dealt' &&
        ev.how !== 'placed' &&
        isActive(s, ev.seat as Seat) &&
        s.players[owner].hand.some((c) => isBlack(s, c)),
      run: (s, owner, ev, _out) => {
        const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.daggerInSmile', blacks, 1, 1, {
          run: 'daiLi.dagger',
          data: { owner, target: ev.seat as Seat },
        });
      },
    },
    {
      kind: 'trigger',
      id: 'masterPlan',
      name: { zh: '运筹帷幄', en: 'Master Plan' },
      text: {
        zh: '当你获得真情报时，你可以抽一张牌。',
        en: 'When you gain true intel, you may draw a card.',
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (_s, owner, ev) => ev.seat === owner && ev.colour !== 'black',
      run: (s, owner, _ev, out) => drawCards(s, owner, 1, out),
    },
  ],
  mission: threeIntelOf('blue'),
};
