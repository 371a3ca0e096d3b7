// 识破: a card in use has no effect. Only a function card (①), only the last one used in the chain
// (③: 只能针对响应链中最后所使用的卡牌), never one's own (the edition's no-self-response rule); it can
// answer another 识破 (②).
import { failResolution, negate } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { ANY_TIME } from './timing.ts';

export const counter: CardFunction = {
  id: 'counter',
  name: { zh: '识破', en: 'Counter' },
  text: { zh: '一张使用中的卡牌无效。', en: 'The card just used has no effect.' },
  windows: ANY_TIME,
  turn: 'any',
  target: 'frame',
  // Asked only about a frame of the open window's stack, so there is a top; one's own card is
  // never answered, by the core (`timingAllows`, policy `noSelfResponse`) before any target is asked.
  canTarget: (s, _user, t) => {
    const stack = s.window!.stack;
    const top = stack[stack.length - 1];
    return top.id === t.frame && top.card >= 0 && !top.countered;
  },
  resolve: (s, f, out) => {
    if (!negate(s, f.target.frame!, f.id, out)) failResolution(f, 'nothing to counter', out);
  },
  afterUse: 'discard',
};
