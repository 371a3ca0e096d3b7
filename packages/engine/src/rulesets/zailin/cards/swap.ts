// 调包: when intel comes back to its sender, this card takes its place and the sender passes it on
// again: face down, seat by seat as 文本 travels, in the same direction, unless this card bears 转向
// and the sender chooses (①, ④). Not on 文本 intel. The card replaced goes to the discard. It fails
// if the intel has moved meanwhile (①): of two 调包 answering each other, the last resolves, the
// intel leaves its sender, and the first finds nothing to replace (③).
import { ask } from '../../../core/choices.ts';
import { failResolution, replaceAndResend } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { defineTask } from '../../../core/tasks.ts';
import type { GameState } from '../../../core/types.ts';
import { marksOf } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.swapDirection': { picks: { value: string }[]; card: number; user: number };
  }
}

/** The intel is back with its sender, waiting there, and not 文本. */
function backWithSender(s: GameState): boolean {
  const p = s.passing;
  return p !== null && p.stage === 'arrive' && p.holder === p.sender && p.delivery !== 'text';
}

export const swap: CardFunction = {
  id: 'swap',
  name: { zh: '调包', en: 'Switch' },
  text: {
    zh: '情报传回传出者时使用，替换当前情报（无法替换文本）并由传出者重新传递。',
    en: 'When intel comes back to its sender (not face-up text intel): this card replaces it, and the sender passes it on again.',
  },
  windows: ['arrive'],
  turn: 'any',
  target: 'none',
  canUse: backWithSender,
  resolve: (s, f, out) => {
    const p = s.passing;
    if (!p || !backWithSender(s)) {
      failResolution(f, 'the intel has moved', out);
      return;
    }
    if (marksOf(s, f.card)?.turnable) {
      ask(s, p.sender, 'swap.direction', [{ value: 'right' }, { value: 'left' }], 1, 1, {
        run: 'zailin.swapDirection',
        data: { card: f.card, user: f.user },
      });
      return;
    }
    replaceAndResend(s, f.card, p.direction, f.user, out);
  },
  afterUse: 'byEffect',
};

defineTask('zailin.swapDirection', (s, data, out) => {
  const picks = data.picks;
  // One of the two directions is always picked (asked for exactly one).
  replaceAndResend(s, data.card, picks[0].value === 'left' ? -1 : 1, data.user, out);
});
