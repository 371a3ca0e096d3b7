// 烧毁: burn one false intel. It targets the intel, not a player or a place: it still resolves if
// that intel has changed places (②). No printed timing: the play phase and every response point.
// An intel marked 加密 cannot be burnt while its holder lives (the core never offers it).
import { discardIntel, failResolution } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { ANY_TIME } from './timing.ts';

export const burn: CardFunction = {
  id: 'burn',
  name: { zh: '烧毁', en: 'Burn' },
  text: {
    zh: '烧毁一张假情报。',
    en: 'Put one false (grey) intel lying in front of a player into the discard.',
  },
  windows: ANY_TIME,
  turn: 'any',
  target: 'falseIntel',
  resolve: (s, f, out) => {
    if (!discardIntel(s, f.target.card!, f.user, out)) failResolution(f, 'that intel is gone', out);
  },
  afterUse: 'discard',
};
