// 破译: look at one intel not yet turned up: the face-down intel in transit. No printed timing: the
// play phase and every response point, whenever such intel travels. Only the decoder sees it.
import { failResolution, peekIntel } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { ANY_TIME } from './timing.ts';

export const decode: CardFunction = {
  id: 'decode',
  name: { zh: '破译', en: 'Decode' },
  text: { zh: '检视一张未翻开的情报。', en: 'Look at an intel that has not been turned up.' },
  windows: ANY_TIME,
  turn: 'any',
  target: 'none',
  canUse: (s, user) =>
    s.passing !== null && !s.passing.faceUp && s.passing.sender !== user && !s.passing.seenBy.includes(user),
  resolve: (s, f, out) => {
    if (!s.passing || s.passing.faceUp) failResolution(f, 'no face-down intel in transit', out);
    else peekIntel(s, f.user, out);
  },
  afterUse: 'discard',
};
