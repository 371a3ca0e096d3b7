// 贝雷帽 (公开, 男) "One shall stand,one shall fall"
// 换日: 你的黑色手牌可以当作锁定使用。
//   Any black hand card may be used as 锁定 (name and effect change, the colour stays; it can be
//   countered like any 锁定 used from a card).
// 偷天: 当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入到任意一位玩家的手牌中。
//   Only intel he passed (not dealt by 真伪莫辨 nor placed by a skill); the receiver must still be in
//   the game and have a true intel; the card may go to any player's hand, his own or the receiver's.
// 机密任务: 手牌集齐三张红色卡牌和三张蓝色卡牌。
// （原型是游戏《盟军敢死队》里的队长"绿色贝雷帽"）
import { ask } from '../../../core/choices.ts';
import { countIntel, intelToHand, isTrue, livingSeats } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { threeRedAndThreeBlueInHand } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'beret.stealSky': { picks: { card: CardId }[]; owner: Seat };
    'beret.stealSkyTo': { picks: { seat: Seat }[]; card: CardId };
  }
}

defineTask('beret.stealSky', (s, data) => {
  const picks = data.picks;
  if (picks.length === 0) return;
  const owner = data.owner;
  const seats = livingSeats(s).map((seat) => ({ seat }));
  ask(s, owner, 'skill.stealSky.to', seats, 1, 1, { run: 'beret.stealSkyTo', data: { card: picks[0].card } });
});

defineTask('beret.stealSkyTo', (s, data, out) => {
  for (const p of data.picks) intelToHand(s, data.card, p.seat, out);
});

export const beret: CharacterDef = {
  id: 'beret',
  name: { zh: '贝雷帽', en: 'Green Beret' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'viewAs',
      id: 'swapSun',
      name: { zh: '换日', en: 'Swap the Sun' },
      text: {
        zh: '你的黑色手牌可以当作锁定使用。',
        en: 'You may use any black card in your hand as a Lock.',
      },
      face: 'up',
      as: 'lock',
      from: (face) => face.colour === 'black',
    },
    {
      kind: 'trigger',
      id: 'stealSky',
      name: { zh: '偷天', en: 'Steal the Sky' },
      text: {
        zh: '当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入到任意一位玩家的手牌中。',
        en: "When a player gains false intel you sent, you may move one of the true intel in front of them into any player's hand.",
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (s, owner, ev) =>
        ev.from === owner &&
        ev.colour === 'black' &&
        ev.how !== 'dealt' &&
        ev.how !== 'placed' &&
        isActive(s, ev.seat as Seat) &&
        countIntel(s, ev.seat as Seat, (c) => isTrue(s, c)) > 0,
      run: (s, owner, ev, _out) => {
        const from = ev.seat as Seat;
        const trueIntel = s.players[from].intel.filter((c) => isTrue(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.stealSky', trueIntel, 1, 1, { run: 'beret.stealSky', data: { owner } });
      },
    },
  ],
  mission: threeRedAndThreeBlueInHand,
};
