// 烧毁: at any moment cards may be used, in anyone's turn, put one false intel from any living
// player's intel area into the discard. A player is dead the moment the third false intel lands,
// so a burn can never save them.
import { discardIntel } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const burn: CardFunction = {
  id: 'burn',
  name: { zh: '烧毁', en: 'Burn' },
  text: { zh: '烧毁一张假情报。', en: 'Destroy one false (black) intel lying in front of any player.' },
  windows: ['play', 'transmit', 'arrive', 'end'],
  turn: 'any',
  target: 'falseIntel',
  resolve: (s, f, out) => {
    if (!discardIntel(s, f.target.card!, f.user, out))
      out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'that intel is gone' });
  },
  afterUse: 'discard',
};
