// 硬汉 (潜伏, 男; the 2010 box's 老枪), seed 003. 就计 is the 2010 skill. 003's 合谋 differs: only in
// his own play phase, no false intel and no second face-up character; he turns his own face down and
// he and another player he names look at each other's identity cards.
// 就计: 当你被试探或锁定时，可以翻开此角色，然后抽二张牌。
// 合谋: 在你的出牌阶段，盖伏此角色牌，然后你们互相查看对方的身份牌。
// 酱油任务: 获得三张或以上的红色情报。
import { showIdentityTo } from '../../../core/moves.ts';
import { isActive } from '../../../core/seats.ts';
import type { CharacterDef } from '../../../core/skills.ts';
import { oldGun as standardOldGun } from '../../standard/characters/old-gun.ts';

export const oldGun: CharacterDef = {
  ...standardOldGun,
  name: { zh: '硬汉', en: 'Tough Guy' },
  skills: [
    standardOldGun.skills[0],
    {
      kind: 'active',
      id: 'conspire',
      name: { zh: '合谋', en: 'Conspire' },
      text: {
        zh: '在你的出牌阶段，盖伏此角色牌，然后你们互相查看对方的身份牌。',
        en: "In your play phase, turn this character face down; then you and a player you name look at each other's identity cards.",
      },
      face: 'cover',
      windows: ['play'],
      turn: 'own',
      target: 'otherSeat',
      resolve: (s, f, out) => {
        const other = f.target.seat!;
        if (!isActive(s, other)) {
          out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'the player named is out of the game' });
          return;
        }
        showIdentityTo(s, f.user, other, out);
        showIdentityTo(s, other, f.user, out);
      },
    },
  ],
};
