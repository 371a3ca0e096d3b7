// 识破: the card aimed at has no effect; it may answer another 识破 (the 后发先至 example). Only cards:
// 「千智风声上的技能一律不可被再次回响」, so a skill is never its target. The same rule as the 2010 card.
import type { CardFunction } from '../../../core/ruleset.ts';
import { counter as standardCounter } from '../../standard/cards/counter.ts';

export const counter: CardFunction = {
  ...standardCounter,
  text: {
    zh: '目标功能牌无效。只能在识破阶段使用。',
    en: 'Use it when a player uses a card: that card has no effect. A Counter can cancel another Counter.',
  },
};
