// 破译: when intel reaches you, look at it before deciding; only you see it. Works on 文本 intel too.
import { peekIntel } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const decode: CardFunction = {
  id: 'decode',
  name: { zh: '破译', en: 'Decode' },
  text: {
    zh: '只能在情报到达你时使用。检视该情报。',
    en: 'Only when intel reaches you. Look at it secretly before you decide whether to take it.',
  },
  windows: ['arrive'],
  turn: 'any',
  target: 'none',
  canUse: (s, user) => {
    const p = s.passing;
    return p !== null && p.holder === user && p.sender !== user && !p.seenBy.includes(user);
  },
  resolve: (s, f, out) => peekIntel(s, f.user, out),
  afterUse: 'discard',
};
