// 闪灵 (潜伏, 女), seed 003. 狙击 puts intel 「置入弃牌堆」, which is 003's own definition of burning
// (「烧毁情报：把目标玩家面前的情报放置到弃牌堆」): the 2010 skill. 红蓝情报 is 真情报.
// 狙击: 翻开此角色牌，然后将另一个玩家最多三张情报置入弃牌堆。
// 酱油任务: 亲手让一位没有获得红蓝情报的玩家死亡。
import type { CharacterDef } from '../../../core/skills.ts';
import { sniper as standardSniper } from '../../standard/characters/sniper.ts';
import { reword } from './reword.ts';

export const sniper: CharacterDef = {
  ...standardSniper,
  skills: [reword(standardSniper.skills[0], '翻开此角色牌，然后将另一个玩家最多三张情报置入弃牌堆。')],
  mission: {
    ...standardSniper.mission!,
    text: {
      zh: '亲手让一位没有获得红蓝情报的玩家死亡。',
      en: 'Kill, by your own hand, a player who has no red or blue intel.',
    },
  },
};
