// 贝雷帽 (男) — seed 003.
// 换日: 你的黑色手牌可以当作锁定使用。 (The 2010 rule.)
// 偷天: 当一位玩家获得你传出的黑情报时，你可以获得他面前的一张红蓝情报。
//   获得 is the glossary's 获得情报 (「翻开放置在自己面前」): the red or blue intel moves in front of
//   him as his intel (the 2010 card puts it in a hand). Only intel he sent; he takes the kill or the
//   win it makes. 他 must still be in the game.
// 酱油任务: 获得二张红情报和二张蓝情报。
import { ask } from '../../../core/choices.ts';
import { countIntel, intelToIntel, isTrue } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import { countColour } from '../../../core/zones.ts';
import type { CardId, Seat } from '../../../core/types.ts';
import { beret as standard } from '../../standard/characters/beret.ts';
import { skillOf } from './reuse.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'online.beret.stealSky': { owner: Seat; picks: { card: CardId }[] };
  }
}

defineTask('online.beret.stealSky', (s, data, out) => {
  const owner = data.owner;
  for (const p of data.picks) intelToIntel(s, p.card, owner, owner, out);
});

export const beret: CharacterDef = {
  id: 'beret',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    skillOf(standard, 'swapSun'),
    {
      kind: 'trigger',
      id: 'onlineStealSky',
      name: { zh: '偷天', en: 'Steal the Sky' },
      text: {
        zh: '当一位玩家获得你传出的黑情报时，你可以获得他面前的一张红蓝情报。',
        en: 'When a player gains black intel you sent, you may take one red or blue intel from in front of them as your own intel.',
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (s, owner, ev) =>
        ev.from === owner &&
        ev.seat !== owner &&
        ev.colour === 'black' &&
        ev.how !== 'dealt' &&
        ev.how !== 'placed' &&
        isActive(s, ev.seat as Seat) &&
        countIntel(s, ev.seat as Seat, (c) => isTrue(s, c)) > 0,
      run: (s, owner, ev, _out) => {
        const from = ev.seat as Seat;
        const trueIntel = s.players[from].intel.filter((c) => isTrue(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.onlineStealSky', trueIntel, 1, 1, {
          run: 'online.beret.stealSky',
          data: { owner },
        });
      },
    },
  ],
  mission: {
    text: { zh: '获得二张红情报和二张蓝情报。', en: 'Have two red intel and two blue intel.' },
    standing: (s, owner) => countColour(s, owner, 'red') >= 2 && countColour(s, owner, 'blue') >= 2,
  },
};
