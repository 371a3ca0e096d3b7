// 识破: when a player uses a card, make it fail entirely; it goes to the discard (a countered 试探
// too). Works on 识破 itself. Passing intel is not a card use and cannot be countered.
import { negate } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const counter: CardFunction = {
  id: 'counter',
  name: { zh: '识破', en: 'Counter' },
  text: {
    zh: '玩家使用卡牌时可以使用。目标卡牌无效。',
    en: 'Use it when a player uses a card: that card has no effect. A Counter can cancel another Counter.',
  },
  windows: ['play', 'transmit', 'arrive', 'end'],
  turn: 'any',
  target: 'frame',
  canTarget: (s, _user, t) => {
    const f = s.window!.stack.find((x) => x.id === t.frame);
    return f !== undefined && f.card >= 0 && !f.countered;
  },
  resolve: (s, f, out) => {
    if (!negate(s, f.target.frame!, f.id, out))
      out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'nothing to counter' });
  },
  afterUse: 'discard',
};
