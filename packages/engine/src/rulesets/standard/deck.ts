// The 81 game cards of the 2010 standard edition (seed 000, 「各功能牌（9种）」).
import type { Camp, CardFace, Colour, Delivery, FnId } from '../../core/types.ts';

interface Row {
  fn: FnId;
  delivery: Delivery;
  red: number;
  blue: number;
  black: number;
}

const ROWS: readonly Row[] = [
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
function probes(): CardFace[] {
  const out: CardFace[] = [];
  for (const camp of ['red', 'blue', 'neutral'] as Camp[])
    for (const effect of ['draw2', 'discard1'] as const)
      for (const colour of ['red', 'blue', 'black'] as Colour[])
        out.push({ fn: 'probe', colour, delivery: 'secret', probe: { camp, effect } });
  return out;
}

function build(): readonly CardFace[] {
  const out: CardFace[] = [];
  for (const r of ROWS)
    for (const colour of ['red', 'blue', 'black'] as Colour[])
      for (let i = 0; i < r[colour]; i++) out.push({ fn: r.fn, colour, delivery: r.delivery });
  out.push(...probes());
  return Object.freeze(out.map((c) => Object.freeze(c)));
}

export const STANDARD_CARDS = build();
