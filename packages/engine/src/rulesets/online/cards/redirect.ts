// 转移: when intel reaches you, send it to another player, who must take it. The same rule as
// 风声再临's card (its moment is the arrival, and a lock does not stop it); the seed's own words.
import type { CardFunction } from '../../../core/ruleset.ts';
import { redirect as zailinRedirect } from '../../zailin/cards/redirect.ts';

export const redirect: CardFunction = {
  ...zailinRedirect,
  text: {
    zh: '把传递到自己的情报传递到另一位玩家，他必须接收。只能在情报传递到你时使用。',
    en: 'Only when intel reaches you. Send it to another player, who must take it.',
  },
};
