// 情报处长 (男) — seed 003.
// 隔墙有耳: 当你成功试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。
// 偷龙转凤: 当情报传递到你面前时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。
//   Both the 2010 box's rules (its 「当你试探」 is a successful one, 「到达你」 is 「传递到你面前」).
// 酱油任务: 获得三张或以上的红色情报。
import type { CharacterDef } from '../../../core/skills.ts';
import { intelChief as standard } from '../../standard/characters/intel-chief.ts';
import { threeIntelOf } from '../../standard/missions.ts';
import { skillOf, worded } from './reuse.ts';

export const intelChief: CharacterDef = {
  id: 'intelChief',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    worded(
      skillOf(standard, 'eavesdrop'),
      '当你成功试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。',
    ),
    worded(
      skillOf(standard, 'switcheroo'),
      '当情报传递到你面前时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。',
    ),
  ],
  mission: threeIntelOf('red'),
};
