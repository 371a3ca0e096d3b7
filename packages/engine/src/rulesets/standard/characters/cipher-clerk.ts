// 译电员 (潜伏, 女) "情报比生命还重要吗？"
// 速译: 情报传递时，可以翻开此角色牌，然后检视一张传递中的情报，并抽一张牌。
//   在传递情报阶段的情报传递时使用，注意与【破译】使用时机的区分。不符合翻开条件时不能主动翻开角色牌。
//   请确保只有你自己能查看到这张情报
//   -> only in the 情报传递 (transmit) window, in anyone's turn; it is not a 破译 (no 破译 triggers).
// 洞悉: 当情报被破译时，你可以盖伏此角色牌。
//   这里的被破译指在任何回合中，若有人成功使用【破译】即可触发该技能。【破译】被【识破】后的情况下不能使用该技能。
//   该技能为选择发动，场上有情报被【破译】你也可以选择不盖伏。
// 机密任务: 获得三张或以上的蓝色情报。
import { lookAtIntelInTransit } from '../../../core/moves.ts';
import { threeIntelOf } from '../missions.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';

export const cipherClerk: CharacterDef = {
  id: 'cipherClerk',
  name: { zh: '译电员', en: 'Cipher Clerk' },
  gender: 'female',
  hidden: true,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'quickTranslate',
      name: { zh: '速译', en: 'Quick Translation' },
      text: {
        zh: '情报传递时，可以翻开此角色牌，然后检视一张传递中的情报，并抽一张牌。',
        en: 'While intel is on its way, you may turn this character face up to look at the intel in transit and draw a card.',
      },
      face: 'flip',
      windows: ['transmit'],
      turn: 'any',
      target: 'none',
      canUse: (s) => s.passing !== null,
      resolve: (s, f, out) => {
        // The intel may have been taken meanwhile (截获 resolved first): she still draws.
        if (!lookAtIntelInTransit(s, f.user, out))
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no intel in transit to look at' });
        drawCards(s, f.user, 1, out);
      },
    },
    {
      kind: 'trigger',
      id: 'seeThrough',
      name: { zh: '洞悉', en: 'See Through' },
      text: {
        zh: '当情报被破译时，你可以盖伏此角色牌。',
        en: 'When any intel is decoded, you may turn this character face down again.',
      },
      face: 'cover',
      on: 'peeked',
      optional: true,
      when: () => true,
      run: () => {},
    },
  ],
  mission: threeIntelOf('blue'),
};
