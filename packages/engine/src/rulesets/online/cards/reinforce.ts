// 增援: in your own play phase, draw one card more than the black intel in front of you (counted
// when it resolves). The same rule as 风声再临's card; the seed's own words.
import type { CardFunction } from '../../../core/ruleset.ts';
import { reinforce as zailinReinforce } from '../../zailin/cards/reinforce.ts';

export const reinforce: CardFunction = {
  ...zailinReinforce,
  text: {
    zh: '你每拥有一张黑情报，就抽黑情报数量+1的牌。只能在自己的出牌阶段使用。',
    en: 'Your play phase only. Draw as many cards as the black intel in front of you, plus one.',
  },
};
