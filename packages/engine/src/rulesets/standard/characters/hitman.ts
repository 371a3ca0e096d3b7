// 职业杀手 (公开, 男) "我不会这样做，这不专业"
// 连击: 当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报。
//   Only intel you passed (not 真伪莫辨 or skills); after drawing you may place none.
//   When the intel kills its taker or makes him lose (败露), he still draws: the gain happened (one
//   ruling for every 获得情报 skill, docs/rulings.md); only a player still in the game can have a
//   card laid in front of him.
// 预谋: 你的调虎离山可以当作锁定使用。 (Only name and effect change; colour stays; can be countered.)
// 机密任务: 亲手让另一位玩家成为第二位或以后死亡的玩家。 (Not by killing himself.)
import { ask } from '../../../core/choices.ts';
import { isBlack, placeIntelFromHand } from '../../../core/moves.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { isActive } from '../../../core/seats.ts';
import { defineTask } from '../../../core/tasks.ts';
import { drawCards } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'hitman.combo': { picks: { card: CardId }[]; owner: Seat; target: Seat };
  }
}

defineTask('hitman.combo', (s, data, out) => {
  for (const p of data.picks) placeIntelFromHand(s, data.owner, p.card, data.target, data.owner, out);
});

export const hitman: CharacterDef = {
  id: 'hitman',
  name: { zh: '职业杀手', en: 'Hitman' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'combo',
      name: { zh: '连击', en: 'Combo' },
      text: {
        zh: '当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报。',
        en: 'When a player gains false intel you sent, draw a card; then you may place one more false intel in front of them.',
      },
      face: 'up',
      on: 'intelGained',
      optional: false,
      when: (s, owner, ev) =>
        ev.from === owner && ev.colour === 'black' && ev.how !== 'dealt' && ev.how !== 'placed',
      run: (s, owner, ev, out) => {
        drawCards(s, owner, 1, out);
        const target = ev.seat as Seat;
        if (!isActive(s, target)) return;
        const blacks = s.players[owner].hand.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.combo', blacks, 0, 1, { run: 'hitman.combo', data: { owner, target } });
      },
    },
    {
      kind: 'viewAs',
      id: 'premeditate',
      name: { zh: '预谋', en: 'Premeditate' },
      text: { zh: '你的调虎离山可以当作锁定使用。', en: 'You may use your Lure cards as Locks.' },
      face: 'up',
      as: 'lock',
      from: (face) => face.fn === 'lure',
    },
  ],
  mission: {
    text: {
      zh: '亲手让另一位玩家成为第二位或以后死亡的玩家。',
      en: 'By your own hand, make another player the second or a later player to die.',
    },
    // Second or later in the order of deaths (a death settled late may still have come first).
    onDeath: (s, owner, dead, killer) =>
      killer === owner && dead !== owner && s.deaths.findIndex((d) => d.seat === dead) >= 1,
  },
};
