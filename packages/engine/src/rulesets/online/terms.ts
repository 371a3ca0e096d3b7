// The online edition's words for the ids its views show beyond cards, characters and skills. The
// Chinese follows seed 003; what it shares with the 2010 box (camps, colours, deliveries) is the
// standard edition's.
import type { RulesetTerms } from '../../core/ruleset.ts';
import { STANDARD_TERMS } from '../standard/terms.ts';

export const ONLINE_TERMS: RulesetTerms = {
  ...STANDARD_TERMS,
  // 「红情报…当潜伏战线其中一位玩家获得三张红色情报时，潜伏战线的所有玩家视为一同胜利」; 打酱油的:
  // 「当你的身份为打酱油的时，人物卡上酱油任务就是你的胜利条件」.
  campGoals: {
    red: {
      zh: '潜伏战线其中一位玩家获得三张红色情报时，潜伏战线的所有玩家一同胜利。',
      en: 'Win together when one of the Underground gains three red intel.',
    },
    blue: {
      zh: '军情处其中一位玩家获得三张蓝色情报时，军情处的所有玩家一同胜利。',
      en: 'Win together when one of Military Intelligence gains three blue intel.',
    },
    neutral: {
      zh: '人物卡上的酱油任务就是你的胜利条件。',
      en: "You win by your character's errand (酱油任务).",
    },
  },
  // 003's 密电/直达/文本, as printed.
  deliveryTexts: {
    secret: {
      zh: '把卡牌面朝下传给你右边的玩家，该玩家可以决定是否接收该情报；若不接收，则传给右边的玩家，如此类推。当情报回到传出该情报的玩家面前时，该玩家必须接收。',
      en: 'Passed face down to the player on your right, who takes it or passes it on to their right, and so on; back at the sender, they must take it.',
    },
    direct: {
      zh: '把卡牌面朝下传给任意一位玩家，该玩家可以决定是否接收该情报；若不接收，则传回给传出该情报的玩家，他必须接收。',
      en: 'Passed face down straight to one player you name, who takes it or sends it back to the sender, who must take it.',
    },
    text: {
      zh: '把卡牌面朝上传给你右边的玩家，该玩家可以决定是否接收该情报；若不接收，则传给右边的玩家，如此类推。当情报回到传出该情报的玩家面前时，该玩家必须接收。',
      en: 'Passed face up to the player on your right, who takes it or passes it on to their right, and so on; back at the sender, they must take it.',
    },
  },
  // 「如果是，他抽/弃一张牌」
  probeEffects: {
    draw1: { zh: '抽一张牌', en: 'draw a card' },
    discard1: { zh: '弃一张牌', en: 'discard a card' },
  },
  choiceValues: {
    ...STANDARD_TERMS.choiceValues,
    draw1: { zh: '抽一张牌', en: 'Draw a card' },
  },
  // Steps of 2010 skills the online characters reuse ask under the 2010 skill's id, which the online
  // registry does not hold (its skills are onlineLove, onlineBetterTomorrow): their words, or the
  // table would show the bare key.
  prompts: {
    ...STANDARD_TERMS.prompts,
    'skill.aBetterTomorrow': { zh: '英雄本色', en: 'A Better Tomorrow' },
    'skill.beautyLove': { zh: '爱情', en: 'Love' },
  },
};
