// 柒佰 (男) — seed 003.
// 敏锐: 你可以在他人回合中使用锁定。 (The 2010 rule; 黄金铁律's own example: it overrides 锁定's
//   「只能在自己的出牌阶段使用」.)
// 联动: 当你成功使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。 (The 2010 rule: it fires as
//   the 锁定 comes to resolve, which a countered one never does.)
// 风度: 当你宣告胜利时，选择一位女性一同胜利。 (The 2010 rule.)
// 酱油任务: 获得五张或以上的红蓝情报。 (The 2010 mission: 红蓝情报 are its 真情报.)
import type { CharacterDef } from '../../../core/skills.ts';
import { sevenHundred as standard } from '../../standard/characters/seven-hundred.ts';
import { skillOf, worded } from './reuse.ts';

export const sevenHundred: CharacterDef = {
  id: 'sevenHundred',
  name: standard.name,
  gender: 'male',
  hidden: false,
  expansion: false,
  skills: [
    skillOf(standard, 'keen'),
    worded(skillOf(standard, 'linkage'), '当你成功使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。'),
    skillOf(standard, 'chivalry'),
  ],
  mission: {
    ...standard.mission!,
    text: { zh: '获得五张或以上的红蓝情报。', en: 'Have five or more red or blue intel.' },
  },
};
