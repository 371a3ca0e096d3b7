// 礼服蒙面人 (公开, 男) "你不是一个人在战斗！"
// 英雄: 当你获得假情报时，你可以抽二张牌。 (Also when a skill or 真伪莫辨 places it.)
// 救美: 当一位女性死亡时，可以翻开你的身份牌，然后烧毁自己与她面前的所有假情报来拯救她。
//   The saved woman does not reveal her identity. He cannot save himself.
//   Only while his identity card is face down (as 爱情 and 黄雀在后): so once a game.
// 机密任务: 一位女性宣告胜利。 (Women: female characters and female players.)
import { discardAnyIntel, isBlack } from '../../../core/moves.ts';
import { save } from '../../../core/outcome.ts';
import { isWoman, revealIdentity, type CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import type { Seat } from '../../../core/types.ts';

export const maskedGentleman: CharacterDef = {
  id: 'maskedGentleman',
  name: { zh: '礼服蒙面人', en: 'Masked Gentleman' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'trigger',
      id: 'hero',
      name: { zh: '英雄', en: 'Hero' },
      text: {
        zh: '当你获得假情报时，你可以抽二张牌。',
        en: 'When you gain false intel, you may draw two cards.',
      },
      face: 'up',
      on: 'intelGained',
      optional: true,
      when: (_s, owner, ev) => ev.seat === owner && ev.colour === 'black',
      run: (s, owner, _ev, out) => drawCards(s, owner, 2, out),
    },
    {
      kind: 'trigger',
      id: 'rescue',
      name: { zh: '救美', en: 'Rescue' },
      text: {
        zh: '当一位女性死亡时，可以翻开你的身份牌，然后烧毁自己与她面前的所有假情报来拯救她。',
        en: 'When a woman dies, you may turn your identity card face up and burn every false intel in front of you and her, saving her.',
      },
      face: 'up',
      on: 'dying',
      optional: true,
      // Turning up his identity card is the price: once it is face up, 救美 cannot be used again.
      when: (s, owner, ev) => ev.seat !== owner && !s.players[owner].revealed && isWoman(s, ev.seat as Seat),
      run: (s, owner, ev, out) => {
        const her = ev.seat as Seat;
        revealIdentity(s, owner, out);
        // Her intel area is still on the table while she is dying: the burn ignores who is alive.
        for (const seat of [owner, her])
          for (const c of s.players[seat].intel.filter((x) => isBlack(s, x)))
            discardAnyIntel(s, c, owner, out);
        save(s, her, owner, out);
      },
    },
  ],
  mission: {
    text: { zh: '一位女性宣告胜利。', en: 'A woman declares victory.' },
    onDeclare: (s, _owner, declarer) => isWoman(s, declarer),
  },
};
