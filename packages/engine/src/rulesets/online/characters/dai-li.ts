// 杰克 (男) — seed 003; the 2010 box's 戴笠 card, under another name.
// 笑里藏刀: 当另一位玩家获得你传出的红蓝情报时，你可以在他面前放置一张黑情报。
// 运筹帷幄: 当你获得一张红蓝情报时，你可以抽一张牌。
//   Both the 2010 rules (红蓝情报 are its 真情报).
// 酱油任务: 获得三张或以上蓝色情报。
import type { CharacterDef } from '../../../core/skills.ts';
import { daiLi as standard } from '../../standard/characters/dai-li.ts';
import { threeIntelOf } from '../../standard/missions.ts';
import { skillOf, worded } from './reuse.ts';

export const daiLi: CharacterDef = {
  id: 'daiLi',
  name: { zh: '杰克', en: 'Jack' },
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    worded(
      skillOf(standard, 'daggerInSmile'),
      '当另一位玩家获得你传出的红蓝情报时，你可以在他面前放置一张黑情报。',
    ),
    worded(skillOf(standard, 'masterPlan'), '当你获得一张红蓝情报时，你可以抽一张牌。'),
  ],
  mission: threeIntelOf('blue'),
};
