// 眼镜蛇 (潜伏, 男, 「绝密任务」) "。。。。。。"
// 警觉: 玩家使用卡牌时，可以翻开此角色牌，然后视为使用了识破。使用时机和作用与【识破】游戏卡相同。
//   不符合翻开条件时不能主动翻开角色牌。该识破属于角色技能无法被【识破】。
//   Offered face down only while a card (not a skill) waits to resolve; it cancels that card as 识破
//   does, and nothing can cancel it.
// 掩护: 你可以获得一位玩家面前的一张假情报，然后盖伏此角色牌。
//   A second skill of a 潜伏 character: only face up. The false intel (anyone's, his own included)
//   goes into his hand (获得…情报 as in 偷天 / 收买); no timing is printed, so at any moment one may
//   respond. Not on an intel that a 掩护 still waiting on the stack is already taking.
// 机密任务: 手牌集齐四张识破。
import { intelToHand } from '../../../core/moves.ts';
import { ANY_MOMENT, type CharacterDef } from '../../../core/skills.ts';
import { getRuleset } from '../../../core/ruleset.ts';

export const cobra: CharacterDef = {
  id: 'cobra',
  name: { zh: '眼镜蛇', en: 'Cobra' },
  gender: 'male',
  hidden: true,
  expansion: true,
  skills: [
    {
      kind: 'active',
      id: 'alert',
      name: { zh: '警觉', en: 'Alert' },
      text: {
        zh: '玩家使用卡牌时，可以翻开此角色牌，然后视为使用了识破。',
        en: 'When a player uses a card, you may turn this character face up: it counts as playing a Counter (which nobody can counter).',
      },
      face: 'flip',
      windows: ['play', 'transmit', 'arrive'],
      turn: 'any',
      target: 'frame',
      actsAs: 'counter',
      canTarget: (s, _user, t) => {
        const f = s.window?.stack.find((x) => x.id === t.frame);
        return f !== undefined && f.card >= 0 && !f.countered;
      },
    },
    {
      kind: 'active',
      id: 'cobraCover',
      name: { zh: '掩护', en: 'Cover' },
      text: {
        zh: '你可以获得一位玩家面前的一张假情报，然后盖伏此角色牌。',
        en: 'You may take a false intel from in front of a player into your own intel, then turn this character face down.',
      },
      face: 'cover',
      windows: ANY_MOMENT,
      turn: 'any',
      target: 'falseIntel',
      // Not an intel a waiting 掩护 is already taking (covering and turning up again with 警觉
      // could otherwise repeat forever before anything resolves).
      canTarget: (s, _user, t) =>
        !(s.window?.stack ?? []).some((f) => f.skill === 'cobraCover' && f.target.card === t.card),
      resolve: (s, f, out) => intelToHand(s, f.target.card!, f.user, out),
    },
  ],
  mission: {
    text: { zh: '手牌集齐四张识破。', en: 'Hold four Counter cards in your hand.' },
    standing: (s, owner) => {
      const cards = getRuleset(s.ruleset).cards;
      return s.players[owner].hand.filter((c) => cards[c].fn === 'counter').length >= 4;
    },
  },
};
