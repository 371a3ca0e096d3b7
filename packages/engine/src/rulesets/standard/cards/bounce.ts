// 退回: in someone else's turn, when intel reaches you, send it back the other way. Not on intel you
// sent, and of no effect if you are locked.
import { reverseIntel } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const bounce: CardFunction = {
  id: 'bounce',
  name: { zh: '退回', en: 'Bounce' },
  text: {
    zh: '只能在他人回合情报到达你时使用。该情报以反方向传递。（被锁定的玩家不受此影响）',
    en: "Only in someone else's turn, when intel reaches you. The intel turns round and travels the other way. Useless if you are locked.",
  },
  windows: ['arrive'],
  turn: 'others',
  target: 'none',
  canUse: (s, user) => {
    const p = s.passing;
    return (
      p !== null &&
      p.holder === user &&
      p.sender !== user &&
      !p.bounced &&
      !s.locks.includes(user) &&
      !s.window!.stack.some((f) => f.fn === 'bounce')
    );
  },
  resolve: (s, f, out) => reverseIntel(s, f.user, out),
  afterUse: 'discard',
};
