// 试探: in your own play phase, hand it face down to another player: "I bet you are <camp>". If they
// are, they discard one card / draw two; otherwise they declare "我是一个好人" / "其实我是卧底".
// They must answer truthfully. Only the two of them see the card; afterwards it is removed from
// the game face down (countered, it goes to the discard). A target with no cards only declares
// the discard.
import { betOnIdentity } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const probe: CardFunction = {
  id: 'probe',
  name: { zh: '试探', en: 'Probe' },
  windows: ['play'],
  turn: 'own',
  target: 'otherSeat',
  hiddenFace: true,
  resolve: (s, f, out) => betOnIdentity(s, f, out),
  afterUse: 'removed',
};
