// 海军上校 (潜伏, 男; the 2010 box's 峨眉峰), seed 003. 计中计 is the 2010 skill. 003's 截上截 is not
// 「视为使用了截获」: in someone else's turn, at any moment of the passing phase (while it travels or
// when it reaches a player), the intel in transit goes straight into his intel area.
// 截上截: 在他人回合的情报传递中，可以翻开此角色牌，然后将传递中的情报放置到你的面前作为你的情报。
// 计中计: 当一个玩家获得你传出的红蓝情报时，你可以烧毁他面前的一张黑情报。
// 酱油任务: 获得三张或以上的蓝色情报。
import { takeIntelInTransit } from '../../../core/effects.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { emeiPeak as standardEmeiPeak } from '../../standard/characters/emei-peak.ts';
import { PASSING_PHASE } from '../cards/timing.ts';
import { reword } from './reword.ts';

export const emeiPeak: CharacterDef = {
  ...standardEmeiPeak,
  name: { zh: '海军上校', en: 'Navy Captain' },
  skills: [
    {
      kind: 'active',
      id: 'interceptTheIntercept',
      name: { zh: '截上截', en: 'Intercept upon Intercept' },
      text: {
        zh: '在他人回合的情报传递中，可以翻开此角色牌，然后将传递中的情报放置到你的面前作为你的情报。',
        en: "In someone else's passing phase, you may turn this character face up and put the intel in transit in front of you as your intel.",
      },
      face: 'flip',
      windows: PASSING_PHASE,
      turn: 'others',
      target: 'none',
      canUse: (s) => s.passing !== null,
      resolve: (s, f, out) => {
        if (!takeIntelInTransit(s, f.user, out))
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no intel in transit' });
      },
    },
    reword(standardEmeiPeak.skills[1], '当一个玩家获得你传出的红蓝情报时，你可以烧毁他面前的一张黑情报。'),
  ],
};
