// 蝮蛇 (男) — seed 003.
// 声东击西: 情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。
//   The 2010 rule, as this edition's 调虎离山 (its passing-phase timing and targets).
// 弹药无限: 若你没有手牌，可以翻开此角色，然后抽一张牌。
//   Only face down (翻开此角色): 003 lacks the 2010 line 「这个角色技能在盖伏状态下也能使用」 the other
//   way round, so it is a blue skill of the covered card: 声东击西 covers him, 弹药无限 turns him up.
// 酱油任务: 当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。 (The 2010 mission.)
import type { ActiveSkill, CharacterDef } from '../../../core/skills.ts';
import { viper as standard } from '../../standard/characters/viper.ts';
import { lure } from '../cards/lure.ts';
import { skillOf } from './reuse.ts';

const feint = skillOf(standard, 'feint') as ActiveSkill;
const ammo = skillOf(standard, 'infiniteAmmo') as ActiveSkill;

export const viper: CharacterDef = {
  id: 'viper',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    {
      ...feint,
      id: 'onlineFeint',
      windows: lure.windows,
      target: lure.target,
      canUse: lure.canUse,
      canTarget: lure.canTarget,
    },
    {
      ...ammo,
      id: 'onlineInfiniteAmmo',
      text: {
        zh: '若你没有手牌，可以翻开此角色，然后抽一张牌。',
        en: 'When your hand is empty, you may turn this character face up and draw a card.',
      },
      face: 'flip',
    },
  ],
  mission: standard.mission,
};
