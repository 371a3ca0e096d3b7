// 截获: in someone else's passing phase (while the intel travels or when it reaches a player), the
// intel in transit comes to you and you must take it: it goes straight into your intel area, as the
// 2010 card's effect (not a pass, so locks and lures do not apply).
import type { CardFunction } from '../../../core/ruleset.ts';
import { intercept as standardIntercept } from '../../standard/cards/intercept.ts';
import { PASSING_PHASE } from './timing.ts';

export const intercept: CardFunction = {
  ...standardIntercept,
  text: {
    zh: '把传递中的情报传递到自己，且必须接收。只能在他人情报传递阶段使用。',
    en: "Only in someone else's passing phase. The intel in transit comes to you, and you must take it.",
  },
  windows: PASSING_PHASE,
};
