// 译电员 (潜伏, 女), seed 003. 速译 is the 2010 skill; 003's 洞悉 has no 「可以」: whenever an intel
// is decoded, her face-up character turns face down (a red, forced skill), so she may 速译 again.
// 速译: 情报传递时，可以翻开此角色牌，然后检视一张传递中的情报，并抽一张牌。
// 洞悉: 当情报被破译时，盖伏此角色牌。
// 酱油任务: 获得三张或以上的蓝色情报。
import type { CharacterDef } from '../../../core/skills.ts';
import { cipherClerk as standardCipherClerk } from '../../standard/characters/cipher-clerk.ts';

export const cipherClerk: CharacterDef = {
  ...standardCipherClerk,
  skills: [
    standardCipherClerk.skills[0],
    {
      kind: 'trigger',
      id: 'seeThrough',
      name: { zh: '洞悉', en: 'See Through' },
      text: {
        zh: '当情报被破译时，盖伏此角色牌。',
        en: 'When any intel is decoded, this character turns face down.',
      },
      face: 'cover',
      on: 'peeked',
      optional: false,
      when: () => true,
      // The cover is the skill's face rule: 'cover' turns her face down as it fires (turnCharacter).
      run: () => {},
    },
  ],
};
