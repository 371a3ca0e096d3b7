// 峨眉峰 (潜伏, 男) "所信者目也，而目犹不足信；所恃者心也，而心犹不足恃"
// 截上截: 他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。
//   使用时机和作用与【截获】游戏卡相同。该截获属于角色技能无法被【识破】。
// 计中计: 当一位玩家获得你传出的真情报时，你可以烧毁他面前的一张假情报。
//   当一位角色获得你的假情报，并因此而死亡时，你不能通过此技能烧毁他的假情报用以拯救他。
//   当你自己传出的假情报被你自己获得时，不能触发该技能。盖伏状态下不能使用该技能。
//   -> only true intel he passed (accepted, forced or intercepted; not 真伪莫辨 or placed by a
//      skill), gained by another player still alive; face up only.
// 机密任务: 获得三张或以上的蓝色情报。
import { ask } from '../../../core/choices.ts';
import { discardIntel } from '../../../core/effects.ts';
import { isBlack } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import { threeIntelOf } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'emeiPeak.plot': { picks: { card: CardId }[]; owner: Seat };
  }
}

const PASSED = ['accepted', 'forced', 'intercepted'];

defineTask('emeiPeak.plot', (s, data, out) => {
  for (const p of data.picks) discardIntel(s, p.card, data.owner, out);
});

export const emeiPeak: CharacterDef = {
  id: 'emeiPeak',
  name: { zh: '峨眉峰', en: 'Emei Peak' },
  gender: 'male',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'interceptTheIntercept',
      name: { zh: '截上截', en: 'Intercept upon Intercept' },
      text: {
        zh: '他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。',
        en: "In someone else's turn, while intel is on its way, you may turn this character face up: it counts as an Intercept (which nobody can counter).",
      },
      face: 'flip',
      windows: ['transmit'],
      turn: 'others',
      target: 'none',
      canUse: (s) => s.passing !== null,
      actsAs: 'intercept',
    },
    {
      kind: 'trigger',
      id: 'plotWithinPlot',
      name: { zh: '计中计', en: 'Plot within a Plot' },
      text: {
        zh: '当一位玩家获得你传出的真情报时，你可以烧毁他面前的一张假情报。',
        en: 'When a player gains true intel you sent, you may burn one false intel in front of them.',
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (s, owner, ev) => {
        const seat = ev.seat as Seat;
        return (
          ev.from === owner &&
          seat !== owner &&
          ev.colour !== 'black' &&
          PASSED.includes(ev.how as string) &&
          isActive(s, seat) &&
          s.players[seat].intel.some((c) => isBlack(s, c))
        );
      },
      run: (s, owner, ev, _out) => {
        const seat = ev.seat as Seat;
        const blacks = s.players[seat].intel.filter((c) => isBlack(s, c)).map((card) => ({ card }));
        ask(s, owner, 'skill.plotWithinPlot', blacks, 1, 1, { run: 'emeiPeak.plot', data: { owner } });
      },
    },
  ],
  mission: threeIntelOf('blue'),
};
