// 浮萍 (潜伏, 女), seed 003. 后着 is the 2010 skill; 003's 先机 lets the victim draw one card, not two.
// 先机: 翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽一张牌。
// 后着: 当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。
// 酱油任务: 你成为第二位或以后死亡的玩家。
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { seizeInitiative, duckweed as standardDuckweed } from '../../standard/characters/duckweed.ts';

export const duckweed: CharacterDef = {
  ...standardDuckweed,
  expansion: false,
  skills: [
    {
      kind: 'active',
      id: 'seizeInitiative',
      name: { zh: '先机', en: 'Seize the Initiative' },
      text: {
        zh: '翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽一张牌。',
        en: "Turn this character face up and take two cards from another player's hand; then they draw one card.",
      },
      face: 'flip',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'otherSeat',
      resolve: seizeInitiative(1),
    },
    standardDuckweed.skills[1],
  ],
};
