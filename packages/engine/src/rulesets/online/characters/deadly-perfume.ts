// 致命香水 (女) — seed 003.
// 攻守兼备: 当你使用锁定或者调虎离山时，抽二张牌，然后把一张手牌放回牌库顶。
// 临危受命: 当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的
//   身份牌，并且将一位玩家面前的一张情报与牌库顶的第一张牌调换。
//   Both the 2010 rules, word for word.
// 酱油任务: 无。
import type { CharacterDef } from '../../../core/skills.ts';
import { deadlyPerfume as standard } from '../../standard/characters/deadly-perfume.ts';
import { skillOf, worded } from './reuse.ts';

export const deadlyPerfume: CharacterDef = {
  id: 'deadlyPerfume',
  name: standard.name,
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [
    worded(
      skillOf(standard, 'offenseDefense'),
      '当你使用锁定或者调虎离山时，抽二张牌，然后把一张手牌放回牌库顶。',
    ),
    skillOf(standard, 'takeCommand'),
  ],
  mission: null,
};
