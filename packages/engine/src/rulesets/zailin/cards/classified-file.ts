// 机密文件: in your turn, if more than four true intel lie on the table draw two cards, more than
// seven three; otherwise it can only be sent as intel. Counted when it resolves: at four or fewer
// then, it fails (②). As intel it counts as red or blue at any time (the core's two-colour rule).
import { drawForUser, failResolution } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import type { GameState } from '../../../core/types.ts';
import { countTrueIntel } from '../../../core/zones.ts';

function trueIntelOnTable(s: GameState): number {
  let n = 0;
  for (const p of s.players) n += countTrueIntel(s, p.seat);
  return n;
}

export const classifiedFile: CardFunction = {
  id: 'classifiedFile',
  name: { zh: '机密文件', en: 'Classified File' },
  text: {
    zh: '自己回合中使用，场上存有真情报超过四张则抽两张牌；超过七张则抽三张牌；否则此牌仅能作为情报传出。此牌可视为潜伏/军情情报。',
    en: 'In your turn: with more than four true intel on the table draw two cards, more than seven draw three; otherwise it can only be sent as intel. As intel it counts as red or blue.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'none',
  canUse: (s) => trueIntelOnTable(s) > 4,
  resolve: (s, f, out) => {
    const n = trueIntelOnTable(s);
    if (n <= 4) failResolution(f, 'four true intel or fewer on the table', out);
    else drawForUser(s, f, n > 7 ? 3 : 2, out);
  },
  afterUse: 'discard',
};
