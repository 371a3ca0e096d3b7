// 礼服蒙面人 (男) — seed 003.
// 英雄: 当你获得黑情报时，你可以抽二张牌。 (The 2010 rule.)
// 救美: 当一位女性死亡，你可以翻开你的身份牌，然后烧毁她面前的所有黑情报来拯救她。
//   Only her black intel burns (the 2010 card burns his too). Turning his identity card up is the
//   price, so once a game; he cannot save himself.
// 酱油任务: 一位女性宣告胜利。 (The 2010 mission.)
import { discardAnyIntel, isBlack } from '../../../core/moves.ts';
import { save } from '../../../core/outcome.ts';
import { isWoman, revealIdentity, type CharacterDef } from '../../../core/skills.ts';
import type { Seat } from '../../../core/types.ts';
import { maskedGentleman as standard } from '../../standard/characters/masked-gentleman.ts';
import { skillOf, worded } from './reuse.ts';

export const maskedGentleman: CharacterDef = {
  id: 'maskedGentleman',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    worded(skillOf(standard, 'hero'), '当你获得黑情报时，你可以抽二张牌。'),
    {
      kind: 'trigger',
      id: 'onlineRescue',
      name: { zh: '救美', en: 'Rescue' },
      text: {
        zh: '当一位女性死亡，你可以翻开你的身份牌，然后烧毁她面前的所有黑情报来拯救她。',
        en: 'When a woman dies, you may turn your identity card face up and burn every black intel in front of her, saving her.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      when: (s, owner, ev) => ev.seat !== owner && !s.players[owner].revealed && isWoman(s, ev.seat as Seat),
      run: (s, owner, ev, out) => {
        const her = ev.seat as Seat;
        revealIdentity(s, owner, out);
        for (const c of s.players[her].intel.filter((x) => isBlack(s, x))) discardAnyIntel(s, c, owner, out);
        save(s, her, owner, out);
      },
    },
  ],
  mission: standard.mission,
};
