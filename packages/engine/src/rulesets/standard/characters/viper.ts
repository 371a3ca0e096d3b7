// 蝮蛇 (公开, 男, 「绝密任务」) "I'm the Boss"
// 声东击西: 情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。使用时机和功能与【调虎离山】相同。
//   Face up, in the 情报传递 window of anyone's turn: turn the character face down; it then
//   resolves as 调虎离山 on the chosen player (a skill: it cannot be countered).
// 弹药无限: 若你没有手牌，可以翻开此角色，然后抽一张牌。这个角色技能在盖伏状态下也能使用。
//   With no hand card, at any moment he holds priority, face up or face down: a face-down
//   character turns face up; he draws one card. Not again while his last use still waits.
// 机密任务: 当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。
// 原型是游戏《潜龙谍影》中克隆出主角Snake的Big Boss
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { drawCards } from '../../../core/zones.ts';
import { lure } from '../cards/lure.ts';

export const viper: CharacterDef = {
  id: 'viper',
  name: { zh: '蝮蛇', en: 'Viper' },
  gender: 'male',
  hidden: false,
  expansion: true,
  skills: [
    {
      kind: 'active',
      id: 'feint',
      name: { zh: '声东击西', en: 'Feint' },
      text: {
        zh: '情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。',
        en: 'While intel is on its way, you may turn this character face down: it counts as a Lure (which nobody can counter).',
      },
      face: 'cover',
      windows: lure.windows,
      turn: 'any',
      target: lure.target,
      canUse: lure.canUse,
      canTarget: lure.canTarget,
      actsAs: 'lure',
    },
    {
      kind: 'active',
      id: 'infiniteAmmo',
      name: { zh: '弹药无限', en: 'Infinite Ammo' },
      text: {
        zh: '若你没有手牌，可以翻开此角色，然后抽一张牌。这个角色技能在盖伏状态下也能使用。',
        en: 'When your hand is empty, you may turn this character face up and draw a card. Works face down too.',
      },
      face: 'anyUp',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'none',
      canUse: (s, user) =>
        s.players[user].hand.length === 0 &&
        !s.window!.stack.some((f) => f.skill === 'infiniteAmmo' && f.user === user),
      resolve: (s, f, out) => drawCards(s, f.user, 1, out),
    },
  ],
  mission: {
    text: {
      zh: '当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。',
      en: 'When a player declares victory, nobody has died. Your victory makes their declaration fail.',
    },
    onDeclare: (s, owner) => s.deaths.length === 0 && !s.players[owner].lost,
    hijacks: true,
  },
};
