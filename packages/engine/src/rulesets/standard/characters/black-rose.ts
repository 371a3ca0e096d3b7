// 黑玫瑰 (潜伏, 女) "你的命运将由玫瑰花瓣决定！"
// 血染玫瑰: 翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌，若那张牌是黑色，你可以在他面前放置最多三张假情报，否则你只能放置一张。
//   可以在任何可响应的时机翻开角色牌（宣告胜利和死亡时不可响应）。翻开角色牌必须执行展示牌库顶的过程，但之后可以选择不放假情报。
//   展示的牌在展示后盖回牌库顶。
//   ★【黑玫瑰】如果放置三张假情报视为同时放置，被放置对象立即死亡，不能对其使用【烧毁】。
//   ★情报传递途中某角色因为【黑玫瑰】技能导致死亡，情报将继续传递（直达情报返回传出者手中），
//   如果死亡的是传出者，情报传递一圈后如无人接收则放入弃牌堆。
//   -> the false intel are black cards from her hand, placed together (placeIntelTogether); a death
//      they cause is her kill. A 截获 by the dead player then fails and the intel goes on.
// 机密任务: 亲手让一位获得了三张或以上真情报的玩家死亡。
//   亲手：通过你的角色效果、传出的情报和卡牌效果（【真伪莫辨】）让玩家死亡。
import { ask } from '../../../core/choices.ts';
import { isBlack, isTrue, placeIntelTogether, revealDeckTop } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'blackRose.place': { target: Seat; picks: { card: CardId }[]; owner: Seat };
  }
}

defineTask('blackRose.place', (s, data, out) => {
  const target = data.target;
  const cards = data.picks.map((p) => p.card);
  if (cards.length === 0 || !isActive(s, target)) return;
  placeIntelTogether(s, data.owner, cards, target, data.owner, out);
});

export const blackRose: CharacterDef = {
  id: 'blackRose',
  name: { zh: '黑玫瑰', en: 'Black Rose' },
  gender: 'female',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'bloodRose',
      name: { zh: '血染玫瑰', en: 'Blood-Stained Rose' },
      text: {
        zh: '翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌，若那张牌是黑色，你可以在他面前放置最多三张假情报，否则你只能放置一张。',
        en: 'Turn this character face up and name a player, then show the top card of the deck: if it is black you may place up to three false intel in front of them, otherwise only one.',
      },
      face: 'flip',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'anySeat',
      resolve: (s, f, out) => {
        const target = f.target.seat!;
        if (!isActive(s, target)) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'the player named is out of the game' });
          return;
        }
        const top = revealDeckTop(s, f.user, out);
        const max = top >= 0 && isBlack(s, top) ? 3 : 1;
        const blacks = s.players[f.user].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, f.user, 'skill.bloodRose', blacks, 0, max, {
          run: 'blackRose.place',
          data: { owner: f.user, target },
        });
      },
    },
  ],
  mission: {
    text: {
      zh: '亲手让一位获得了三张或以上真情报的玩家死亡。',
      en: 'Kill, by your own hand, a player who has three or more true intel.',
    },
    onDeath: (s, owner, dead, killer) => {
      const d = s.deaths.find((x) => x.seat === dead);
      return killer === owner && !!d && d.intel.filter((c) => isTrue(s, c)).length >= 3;
    },
  },
};
