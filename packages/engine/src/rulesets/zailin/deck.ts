// 风声再临's 87 basic cards, card by card. The rulebook (seed 001) prints only the totals:
// 密电41 直达31 文本10 危险情报5; 真情报42 假情报42 双色3; 加密15. This breakdown is the public one of
// huafeifan/FengShengServer (one record per printed card), checked against every printed total and
// against eddieyang-97/fengsheng's published family counts; docs/rulings.md gives the sources and the
// one open point (29 转向 marks here, 28 in the other count). `deck.test.ts` checks every total.
import type { CardFace, CardMarks, Colour, Delivery, FnId } from '../../core/types.ts';

/** copies, function, colour, delivery ('any' for 危险情报), marks ('e' 加密, 't' 转向), variant. */
type Row = readonly [number, FnId, Colour, Delivery | 'any', '' | 'e' | 't' | 'et', string?];

const ROWS: readonly Row[] = [
  // 试探: six make one camp draw and the other two discard (the variant names the camp that draws),
  // one of each with 转向; three are identity tests with a code sentence per camp (variant 1-3).
  [1, 'probe', 'black', 'secret', '', 'blueDraws'],
  [1, 'probe', 'black', 'secret', 't', 'blueDraws'],
  [1, 'probe', 'black', 'secret', '', 'neutralDraws'],
  [1, 'probe', 'black', 'secret', 't', 'neutralDraws'],
  [1, 'probe', 'black', 'secret', '', 'redDraws'],
  [1, 'probe', 'black', 'secret', 't', 'redDraws'],
  [1, 'probe', 'black', 'direct', '', 'codes1'],
  [1, 'probe', 'black', 'direct', '', 'codes2'],
  [1, 'probe', 'black', 'direct', '', 'codes3'],
  // 秘密下达: three code tables (听风/看雨/日落 → a colour), each printed on a red, a blue and a black card.
  [1, 'secretOrder', 'blue', 'direct', '', 'tableA'],
  [1, 'secretOrder', 'red', 'direct', '', 'tableA'],
  [1, 'secretOrder', 'black', 'direct', '', 'tableA'],
  [1, 'secretOrder', 'red', 'direct', '', 'tableB'],
  [1, 'secretOrder', 'blue', 'direct', '', 'tableB'],
  [1, 'secretOrder', 'black', 'direct', '', 'tableB'],
  [1, 'secretOrder', 'red', 'direct', '', 'tableC'],
  [1, 'secretOrder', 'black', 'direct', '', 'tableC'],
  [1, 'secretOrder', 'blue', 'direct', '', 'tableC'],
  // 公开文本: the variant names the camp singled out when it is received as intel.
  [1, 'publicText', 'black', 'text', 't', 'blueDrawsOne'],
  [1, 'publicText', 'black', 'text', 't', 'neutralDrawsOne'],
  [1, 'publicText', 'black', 'text', 't', 'redDrawsOne'],
  [1, 'publicText', 'red', 'text', 'e', 'redDiscards'],
  [1, 'publicText', 'blue', 'text', 'e', 'blueDiscards'],
  [1, 'intercept', 'black', 'secret', ''],
  [1, 'intercept', 'black', 'secret', 't'],
  [1, 'intercept', 'red', 'secret', ''],
  [1, 'intercept', 'red', 'secret', 't'],
  [1, 'intercept', 'blue', 'secret', ''],
  [1, 'intercept', 'blue', 'secret', 't'],
  [3, 'redirect', 'black', 'secret', ''],
  [1, 'redirect', 'red', 'secret', ''],
  [1, 'redirect', 'blue', 'secret', ''],
  [1, 'lure', 'black', 'secret', ''],
  [1, 'lure', 'black', 'secret', 't'],
  [1, 'lure', 'red', 'secret', ''],
  [1, 'lure', 'red', 'secret', 't'],
  [1, 'lure', 'blue', 'secret', ''],
  [1, 'lure', 'blue', 'secret', 't'],
  [3, 'burn', 'black', 'direct', ''],
  [1, 'burn', 'red', 'direct', ''],
  [1, 'burn', 'blue', 'direct', ''],
  [1, 'swap', 'black', 'text', 'et'],
  [2, 'swap', 'red', 'text', 'et'],
  [2, 'swap', 'blue', 'text', 'et'],
  [3, 'sowDiscord', 'black', 'direct', ''],
  [1, 'sowDiscord', 'red', 'direct', ''],
  [1, 'sowDiscord', 'blue', 'direct', ''],
  [2, 'dangerousIntel', 'black', 'any', 'e'],
  [3, 'dangerousIntel', 'black', 'any', 'et'],
  [1, 'counter', 'black', 'secret', ''],
  [1, 'counter', 'black', 'secret', 't'],
  [1, 'counter', 'red', 'secret', ''],
  [1, 'counter', 'red', 'secret', 't'],
  [1, 'counter', 'blue', 'secret', ''],
  [1, 'counter', 'blue', 'secret', 't'],
  [1, 'reinforce', 'black', 'direct', ''],
  [1, 'reinforce', 'red', 'direct', ''],
  [1, 'reinforce', 'blue', 'direct', ''],
  [3, 'classifiedFile', 'dual', 'direct', ''],
  [1, 'decode', 'black', 'secret', ''],
  [1, 'decode', 'black', 'secret', 't'],
  [1, 'decode', 'red', 'secret', ''],
  [1, 'decode', 'red', 'secret', 't'],
  [1, 'decode', 'blue', 'secret', ''],
  [1, 'decode', 'blue', 'secret', 't'],
  [1, 'lock', 'black', 'secret', ''],
  [1, 'lock', 'black', 'secret', 't'],
  [1, 'lock', 'black', 'direct', 'e'],
  [1, 'lock', 'red', 'secret', ''],
  [1, 'lock', 'red', 'secret', 't'],
  [1, 'lock', 'red', 'direct', 'e'],
  [1, 'lock', 'blue', 'secret', ''],
  [1, 'lock', 'blue', 'secret', 't'],
  [1, 'lock', 'blue', 'direct', 'e'],
];

function marks(code: Row[4], any: boolean): CardMarks | undefined {
  if (code === '' && !any) return undefined;
  const m: { encrypted?: boolean; turnable?: boolean; anyDelivery?: boolean } = {};
  if (code.includes('e')) m.encrypted = true;
  if (code.includes('t')) m.turnable = true;
  if (any) m.anyDelivery = true;
  return Object.freeze(m);
}

function build(): readonly CardFace[] {
  const out: CardFace[] = [];
  for (const [copies, fn, colour, delivery, code, variant] of ROWS)
    for (let i = 0; i < copies; i++) {
      const any = delivery === 'any';
      const m = marks(code, any);
      // 危险情报 is printed without a delivery; 'secret' is only its nominal one until the sender chooses.
      const face: CardFace = { fn, colour, delivery: any ? 'secret' : delivery };
      out.push(Object.freeze({ ...face, ...(variant ? { variant } : {}), ...(m ? { marks: m } : {}) }));
    }
  return Object.freeze(out);
}

export const ZAILIN_CARDS = build();
