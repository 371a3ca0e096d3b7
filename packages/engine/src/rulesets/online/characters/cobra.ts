// 眼镜蛇 (潜伏, 男), seed 003. 警觉 is the 2010 skill. 掩护 takes a black intel as 003 defines
// 获得情报 (「指把卡牌或传递中的情报翻开放置在自己面前」): into his own intel area, not his hand, and
// 003 names no timing, so at any moment. His mission is four 锁定, not four 识破.
// 警觉: 玩家使用卡牌时，可以翻开此角色卡，然后视为使用了识破。
// 掩护: 你可以获得玩家面前的一张黑情报，然后盖伏此角色牌。
// 酱油任务: 手牌集齐四张锁定。
import { intelToIntel } from '../../../core/moves.ts';
import { getRuleset } from '../../../core/ruleset.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { cobra as standardCobra } from '../../standard/characters/cobra.ts';
import { reword } from './reword.ts';

export const cobra: CharacterDef = {
  ...standardCobra,
  expansion: false,
  skills: [
    reword(standardCobra.skills[0], '玩家使用卡牌时，可以翻开此角色卡，然后视为使用了识破。'),
    {
      kind: 'active',
      id: 'cobraCover',
      name: { zh: '掩护', en: 'Cover' },
      text: {
        zh: '你可以获得玩家面前的一张黑情报，然后盖伏此角色牌。',
        en: 'You may take a black intel from in front of another player into your own intel, then turn this character face down.',
      },
      face: 'cover',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'falseIntel',
      canTarget: (s, user, t) => !s.players[user].intel.includes(t.card!),
      resolve: (s, f, out) => intelToIntel(s, f.target.card!, f.user, f.user, out),
    },
  ],
  mission: {
    text: { zh: '手牌集齐四张锁定。', en: 'Hold four Lock cards in your hand.' },
    standing: (s, owner) => {
      const cards = getRuleset(s.ruleset).cards;
      return s.players[owner].hand.filter((c) => cards[c].fn === 'lock').length >= 4;
    },
  },
};
