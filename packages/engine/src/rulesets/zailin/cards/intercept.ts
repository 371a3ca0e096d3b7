// 截获: outside your own turn, when another player chooses to receive the intel, it comes to you
// instead. It is not received: you choose again whether to receive it, and refusing sends it on by
// its delivery (①, ③: 从接收时机点退回到传递过程中). Several 截获 answering each other: the one resolved
// first (the last used) moves the intel, and the rest fail (②).
import { failResolution, redirectIntel } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import type { Frame, GameState } from '../../../core/types.ts';

/** The receipt this card answers is still the one under way: the same intel, the same player. */
function receiptStands(s: GameState, f: Frame): boolean {
  const p = s.passing;
  return p !== null && p.stage === 'receive' && p.holder === f.target.seat;
}

export const intercept: CardFunction = {
  id: 'intercept',
  name: { zh: '截获', en: 'Intercept' },
  text: {
    zh: '自己回合外他人情报接收时使用，将该情报传至自己。',
    en: 'Outside your turn, when someone else chooses to receive the intel: it comes to you instead, and you decide whether to receive it.',
  },
  windows: ['receive'],
  turn: 'others',
  // The player whose receipt it answers: named so that a later move of the intel makes it fail.
  target: 'otherSeat',
  // Asked only while its window, the receipt, is open: the intel is then being received (a receive
  // window opens as a player receives and closes once its chain has resolved).
  canTarget: (s, _user, t) => s.passing!.holder === t.seat,
  resolve: (s, f, out) => {
    if (!receiptStands(s, f)) failResolution(f, 'the intel is no longer being received', out);
    else redirectIntel(s, f.user, f.user, false, out);
  },
  afterUse: 'discard',
};

export { receiptStands };
