// 小马哥 (公开, 男) "属于我的东西，我一定会拿回来"
// 英雄本色: 当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报。
//   Forced: whenever false intel lands in front of him (however it got there), he draws one card;
//   then he may place one black hand card as intel in front of any player (himself included).
// 机密任务: 一位潜伏战线玩家和一位军情处玩家死亡。
// 原型就是周润发饰演的小马哥。
import { ask } from '../../../core/choices.ts';
import { isBlack, livingSeats, placeIntelFromHand } from '../../../core/moves.ts';
import { redAndBlueDie } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'brotherMa.card': { picks: { card: CardId }[]; owner: Seat };
    'brotherMa.place': { picks: { seat: Seat }[]; owner: Seat; card: CardId };
  }
}

defineTask('brotherMa.card', (s, data) => {
  const picks = data.picks;
  if (picks.length === 0) return;
  const owner = data.owner;
  const seats = livingSeats(s).map((seat) => ({ seat }));
  ask(s, owner, 'skill.aBetterTomorrow.target', seats, 1, 1, {
    run: 'brotherMa.place',
    data: { owner, card: picks[0].card },
  });
});

defineTask('brotherMa.place', (s, data, out) => {
  const picks = data.picks;
  const owner = data.owner;
  for (const p of picks) placeIntelFromHand(s, owner, data.card, p.seat, owner, out);
});

export const brotherMa: CharacterDef = {
  id: 'brotherMa',
  name: { zh: '小马哥', en: 'Brother Ma' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'aBetterTomorrow',
      name: { zh: '英雄本色', en: 'A Better Tomorrow' },
      text: {
        zh: '当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报。',
        en: 'When you gain false intel, draw a card; then you may place a false intel in front of any player.',
      },
      face: 'up',
      on: 'intelGained',
      optional: false,
      when: (_s, owner, ev) => ev.seat === owner && ev.colour === 'black',
      run: (s, owner, _ev, out) => {
        drawCards(s, owner, 1, out);
        const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.aBetterTomorrow', blacks, 0, 1, { run: 'brotherMa.card', data: { owner } });
      },
    },
  ],
  mission: redAndBlueDie,
};
