// 老鬼 (潜伏, 女), seed 003: the 2010 skills and mission word for word in meaning.
// 就计: 当你被试探或者锁定时，可以翻开此角色，然后抽二张牌。
// 城府: 你被试探时可以隐瞒身份。
// 遗志: 当你死亡时，可以把全部手牌面朝下递给一位玩家，他随机选择其中的三张作为情报。
// 酱油任务: 当你死亡时，展示你的手牌，其中有三张或以上的红色卡牌。
import type { CharacterDef } from '../../../core/skills.ts';
import { oldGhost as standardOldGhost } from '../../standard/characters/old-ghost.ts';
import { reword } from './reword.ts';

const [jiuji, chengfu, lastWish] = standardOldGhost.skills;

export const oldGhost: CharacterDef = {
  ...standardOldGhost,
  skills: [reword(jiuji, '当你被试探或者锁定时，可以翻开此角色，然后抽二张牌。'), chengfu, lastWish],
};
