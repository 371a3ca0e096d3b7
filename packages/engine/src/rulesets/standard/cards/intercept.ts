// 截获: in someone else's turn, while intel is being passed, take it straight into your intel area.
// Not a pass, so locks, lures and the delivery do not apply. Several intercepts resolve last-first:
// the last one used gets the intel and the others fail and go to the discard. Fails if the user
// has died meanwhile (the intercept has lost its target).
import { takeIntelInTransit } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const intercept: CardFunction = {
  id: 'intercept',
  name: { zh: '截获', en: 'Intercept' },
  text: {
    zh: '只能在他人回合情报传递时使用。获得一张传递中的情报。',
    en: "Only in someone else's turn, while intel is on its way. Take the intel in transit for yourself.",
  },
  windows: ['transmit'],
  turn: 'others',
  target: 'none',
  canUse: (s) => s.passing !== null,
  resolve: (s, f, out) => {
    if (!takeIntelInTransit(s, f.user, out))
      out.push({ type: 'fizzle', frame: f.id, fn: f.fn, why: 'no intel to take' });
  },
  afterUse: 'discard',
};
