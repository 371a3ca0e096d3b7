// 闪灵 (潜伏, 女) "让一切消失在弹指之间"
// 狙击: 翻开此角色牌，然后烧毁另一位玩家面前的最多三张情报。
//   Usable at any moment one may respond (not while victory or death is declared); burns one to
//   three intel, of any colour, from in front of ANOTHER player only.
// 机密任务: 亲手让一位没有获得真情报的玩家死亡。
import { ask } from '../../../core/choices.ts';
import { discardAnyIntel, isTrue } from '../../../core/moves.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { CardId, Seat } from '../../../core/types.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'sniper.burn': { picks: { card: CardId }[]; owner: Seat };
  }
}

defineTask('sniper.burn', (s, data, out) => {
  for (const p of data.picks) discardAnyIntel(s, p.card, data.owner, out);
});

export const sniper: CharacterDef = {
  id: 'sniper',
  name: { zh: '闪灵', en: 'Sniper' },
  gender: 'female',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'snipe',
      name: { zh: '狙击', en: 'Snipe' },
      text: {
        zh: '翻开此角色牌，然后烧毁另一位玩家面前的最多三张情报。',
        en: 'Turn this character face up, then burn up to three intel in front of another player.',
      },
      face: 'flip',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'otherSeat',
      canTarget: (s, _user, t) => s.players[t.seat!].intel.length > 0,
      resolve: (s, f, _out) => {
        const target = f.target.seat!;
        const options = s.players[target].intel.map((card) => ({ card }));
        ask(s, f.user, 'skill.snipe', options, 1, 3, { run: 'sniper.burn', data: { owner: f.user } });
      },
    },
  ],
  mission: {
    text: {
      zh: '亲手让一位没有获得真情报的玩家死亡。',
      en: 'Kill, by your own hand, a player who has no true intel.',
    },
    onDeath: (s, owner, dead, killer) => {
      const d = s.deaths.find((x) => x.seat === dead);
      return killer === owner && !!d && !d.intel.some((c) => isTrue(s, c));
    },
  },
};
