// 六姐 (女) — seed 003.
// 拷问: 当你成功试探一位玩家时，你可以抽取他的一张手牌。
// 搜取: 当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或者作为情报。
//   Both the 2010 rules (拷问 fires as her uncountered 试探 comes to resolve: 003's own 六姐
//   example resolves it first of the red skills of that moment).
// 酱油任务: 获得六张或以上的情报。 (The 2010 mission.)
import type { CharacterDef } from '../../../core/skills.ts';
import { sisterSix as standard } from '../../standard/characters/sister-six.ts';
import { skillOf, worded } from './reuse.ts';

export const sisterSix: CharacterDef = {
  id: 'sisterSix',
  name: standard.name,
  gender: 'female',
  hidden: false,
  expansion: false,
  skills: [
    worded(skillOf(standard, 'interrogate'), '当你成功试探一位玩家时，你可以抽取他的一张手牌。'),
    worded(
      skillOf(standard, 'sisterSixSearch'),
      '当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌或者作为情报。',
    ),
  ],
  mission: standard.mission,
};
