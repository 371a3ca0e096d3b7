// The 81 game cards of the 2010 standard edition (seed 000, 「各功能牌（9种）」).
import { printedDeck, type ColourRow } from '../common/printed-deck.ts';

const ROWS: readonly ColourRow[] = [
  { fn: 'lock', delivery: 'direct', red: 3, blue: 3, black: 6 }, // 锁定 12
  { fn: 'lure', delivery: 'text', red: 2, blue: 2, black: 2 }, // 调虎离山 6
  { fn: 'intercept', delivery: 'secret', red: 1, blue: 1, black: 6 }, // 截获 8
  { fn: 'bounce', delivery: 'text', red: 3, blue: 3, black: 2 }, // 退回 8
  { fn: 'decode', delivery: 'secret', red: 2, blue: 2, black: 2 }, // 破译 6
  { fn: 'burn', delivery: 'direct', red: 2, blue: 2, black: 2 }, // 烧毁 6
  { fn: 'counter', delivery: 'direct', red: 5, blue: 5, black: 4 }, // 识破 14
  { fn: 'scramble', delivery: 'text', red: 1, blue: 1, black: 1 }, // 真伪莫辨 3
];

/**
 * 试探 18 (全密电 6/6/6): for each camp bet on, one 抽2 (我是卧底) and one 弃1 (我是好人) in each
 * colour.
 */
export const STANDARD_CARDS = printedDeck(ROWS, ['draw2', 'discard1']);
