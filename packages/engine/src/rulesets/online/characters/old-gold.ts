// 老金 (潜伏, 男), seed 003: the 2010 skills and mission (黑情报 is 003's word for 假情报).
// 弃卒保帅: 当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把二张手牌按任意顺序放回牌库顶。
// 釜底抽薪: 当你获得黑情报时，可以放置一张黑情报到自己面前。然后盖伏此角色牌，在任意位玩家面前各放置一张情报。
// 酱油任务: 手牌集齐三张红色卡牌和三张蓝色卡牌。
import type { CharacterDef } from '../../../core/skills.ts';
import { oldGold as standardOldGold } from '../../standard/characters/old-gold.ts';
import { reword } from './reword.ts';

const [sacrifice, firewood] = standardOldGold.skills;

export const oldGold: CharacterDef = {
  ...standardOldGold,
  skills: [
    sacrifice,
    reword(
      firewood,
      '当你获得黑情报时，可以放置一张黑情报到自己面前。然后盖伏此角色牌，在任意位玩家面前各放置一张情报。',
    ),
  ],
};
