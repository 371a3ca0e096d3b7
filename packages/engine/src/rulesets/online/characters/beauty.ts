// 大美女 (女) — seed 003.
// 精明: 你的抽牌阶段改为抽三张牌。 (Three, and none goes back: the 2010 card puts one back.)
// 爱情: 在你的出牌阶段，翻开你的身份牌，然后烧毁二张黑情报。
//   The 2010 爱情 (its identity card turned up as the price, so once a game; two black intel of one
//   player or one each of two), but only in her own play phase: 003 prints the moment.
// 酱油任务: 当一位男性角色宣告胜利时，你获得的黑情报少于等于一张。 (The 2010 mission.)
import type { ActiveSkill, CharacterDef } from '../../../core/skills.ts';
import { beauty as standard } from '../../standard/characters/beauty.ts';
import { skillOf } from './reuse.ts';

const love = skillOf(standard, 'beautyLove') as ActiveSkill;

export const beauty: CharacterDef = {
  id: 'beauty',
  name: standard.name,
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [
    {
      kind: 'modifier',
      id: 'onlineShrewd',
      name: { zh: '精明', en: 'Shrewd' },
      text: {
        zh: '你的抽牌阶段改为抽三张牌。',
        en: 'In your draw phase you draw three cards instead of two.',
      },
      face: 'up',
      drawCount: 3,
    },
    {
      ...love,
      id: 'onlineLove',
      text: {
        zh: '在你的出牌阶段，翻开你的身份牌，然后烧毁二张黑情报。',
        en: 'In your play phase, turn your identity card face up, then burn two black intel (from one player or from two).',
      },
      windows: ['play'],
      turn: 'own',
    },
  ],
  // The 2010 rule in 003's words (黑情报 where the 2010 card says 假情报: the same cards).
  mission: {
    ...standard.mission!,
    text: {
      zh: '当一位男性角色宣告胜利时，你获得的黑情报少于等于一张。',
      en: 'When a male character declares victory, you have at most one black intel.',
    },
  },
};
