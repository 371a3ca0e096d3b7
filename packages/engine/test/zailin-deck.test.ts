// 风声再临's 87 basic cards against every total seed 001 prints (基础牌 87张: 密电41张、直达31张、文本10张、
// 危险情报5张；真情报42张、假情报42张、双色情报3张；加密情报15张) and against the per-function breakdown of
// /work/research/zailin-deck.md (huafeifan/FengShengServer's card records, checked against
// eddieyang-97/fengsheng's family counts). docs/rulings-zailin-cards.md gives the sources.
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../src/index.ts';
import type { CardFace, Colour } from '../src/index.ts';

const cards: readonly CardFace[] = getRuleset('zailin').cards;

function count(pred: (c: CardFace) => boolean): number {
  return cards.filter(pred).length;
}

const anyWay = (c: CardFace): boolean => c.marks?.anyDelivery === true;

describe('风声再临 deck: the totals printed in seed 001', () => {
  it('has 87 basic cards', () => {
    expect(cards.length).toBe(87);
  });

  it('密电41张、直达31张、文本10张、危险情报5张 (危险情报 prints no delivery: any way)', () => {
    expect(count((c) => !anyWay(c) && c.delivery === 'secret')).toBe(41);
    expect(count((c) => !anyWay(c) && c.delivery === 'direct')).toBe(31);
    expect(count((c) => !anyWay(c) && c.delivery === 'text')).toBe(10);
    expect(count(anyWay)).toBe(5);
    expect(cards.filter(anyWay).every((c) => c.fn === 'dangerousIntel')).toBe(true);
  });

  it('真情报42张、假情报42张、双色情报3张 (red 21 and blue 21; the two-colour ones are the 机密文件)', () => {
    expect(count((c) => c.colour === 'red' || c.colour === 'blue')).toBe(42);
    expect(count((c) => c.colour === 'red')).toBe(21);
    expect(count((c) => c.colour === 'blue')).toBe(21);
    expect(count((c) => c.colour === 'black')).toBe(42);
    expect(count((c) => c.colour === 'dual')).toBe(3);
    expect(cards.filter((c) => c.colour === 'dual').every((c) => c.fn === 'classifiedFile')).toBe(true);
  });

  it('加密情报15张: all 5 调包, the red and blue 公开文本, the 3 直达 锁定, all 5 危险情报', () => {
    const encrypted = cards.filter((c) => c.marks?.encrypted);
    expect(encrypted.length).toBe(15);
    const by = (fn: string): number => encrypted.filter((c) => c.fn === fn).length;
    expect(by('swap')).toBe(5);
    expect(by('dangerousIntel')).toBe(5);
    expect(encrypted.filter((c) => c.fn === 'publicText').map((c) => c.colour)).toEqual(['red', 'blue']);
    expect(encrypted.filter((c) => c.fn === 'lock').every((c) => c.delivery === 'direct')).toBe(true);
    expect(by('lock')).toBe(3);
  });

  it('a card printed with no mark (no 加密, no 转向, its delivery printed) bears none: 36 marked, 51 plain', () => {
    const marked = (c: CardFace): boolean =>
      c.marks?.encrypted === true || c.marks?.turnable === true || anyWay(c);
    expect(count(marked)).toBe(36);
    // A client draws a card's marks from `marks`: a plain card has none to draw.
    expect(cards.filter((c) => !marked(c)).every((c) => c.marks === undefined)).toBe(true);
  });

  it('转向 (not printed in the book): 29 cards in the source breakdown, none on a 直达 card', () => {
    // The other public count says 28; docs/rulings-zailin-cards.md keeps this as the open point.
    expect(count((c) => c.marks?.turnable === true)).toBe(29);
    expect(count((c) => c.marks?.turnable === true && c.delivery === 'direct' && !anyWay(c))).toBe(0);
  });
});

// function → [copies, red, blue, black, dual, 转向] per /work/research/zailin-deck.md.
const BREAKDOWN: Record<string, readonly [number, number, number, number, number, number]> = {
  probe: [9, 0, 0, 9, 0, 3],
  secretOrder: [9, 3, 3, 3, 0, 0],
  publicText: [5, 1, 1, 3, 0, 3],
  intercept: [6, 2, 2, 2, 0, 3],
  redirect: [5, 1, 1, 3, 0, 0],
  lure: [6, 2, 2, 2, 0, 3],
  burn: [5, 1, 1, 3, 0, 0],
  swap: [5, 2, 2, 1, 0, 5],
  sowDiscord: [5, 1, 1, 3, 0, 0],
  dangerousIntel: [5, 0, 0, 5, 0, 3],
  counter: [6, 2, 2, 2, 0, 3],
  reinforce: [3, 1, 1, 1, 0, 0],
  classifiedFile: [3, 0, 0, 0, 3, 0],
  decode: [6, 2, 2, 2, 0, 3],
  lock: [9, 3, 3, 3, 0, 3],
};

describe('风声再临 deck: copies of each function (the public breakdown)', () => {
  it('covers the 15 functions of seed 001 and no other', () => {
    const rs = getRuleset('zailin');
    expect(Object.keys(BREAKDOWN).sort()).toEqual([...new Set(rs.cards.map((c) => c.fn))].sort());
    // Any other function is one a character's skill lets a card take (紧急下达), not a card.
    const skillFns = Object.values(rs.skills ?? {}).flatMap((k) => (k.kind === 'viewAs' ? [k.as] : []));
    for (const fn of Object.keys(rs.functions)) expect(fn in BREAKDOWN || skillFns.includes(fn)).toBe(true);
    expect(Object.values(BREAKDOWN).reduce((n, r) => n + r[0], 0)).toBe(87);
  });

  for (const [fn, [copies, red, blue, black, dual, turnable]] of Object.entries(BREAKDOWN))
    it(`${fn}: ${copies} cards (${red} red, ${blue} blue, ${black} grey, ${dual} two-colour; ${turnable} 转向)`, () => {
      const of = cards.filter((c) => c.fn === fn);
      const colour = (k: Colour): number => of.filter((c) => c.colour === k).length;
      expect(of.length).toBe(copies);
      expect([colour('red'), colour('blue'), colour('black'), colour('dual')]).toEqual([
        red,
        blue,
        black,
        dual,
      ]);
      expect(of.filter((c) => c.marks?.turnable).length).toBe(turnable);
    });

  it('the deliveries by function: 密电 (试探 6, 截获, 转移, 调虎离山, 识破, 破译, 锁定 6), 直达, 文本 (公开文本, 调包)', () => {
    const deliveries = (fn: string): Record<string, number> => {
      const out: Record<string, number> = {};
      for (const c of cards)
        if (c.fn === fn) {
          const d = anyWay(c) ? 'any' : c.delivery;
          out[d] = (out[d] ?? 0) + 1;
        }
      return out;
    };
    expect(deliveries('probe')).toEqual({ secret: 6, direct: 3 });
    expect(deliveries('lock')).toEqual({ secret: 6, direct: 3 });
    for (const fn of ['intercept', 'redirect', 'lure', 'counter', 'decode'])
      expect(Object.keys(deliveries(fn)), fn).toEqual(['secret']);
    for (const fn of ['secretOrder', 'burn', 'sowDiscord', 'reinforce', 'classifiedFile'])
      expect(Object.keys(deliveries(fn)), fn).toEqual(['direct']);
    for (const fn of ['publicText', 'swap']) expect(Object.keys(deliveries(fn)), fn).toEqual(['text']);
    expect(deliveries('dangerousIntel')).toEqual({ any: 5 });
  });

  it('the variants: 3 试探 identity tests and 6 draw/discard ones, 秘密下达 tables A-C on a red, a blue and a grey card each', () => {
    const probes = cards.filter((c) => c.fn === 'probe').map((c) => c.variant);
    expect(probes.filter((v) => v?.startsWith('codes')).length).toBe(3);
    expect(probes.filter((v) => v?.endsWith('Draws')).length).toBe(6);
    for (const t of ['tableA', 'tableB', 'tableC'])
      expect(
        cards
          .filter((c) => c.fn === 'secretOrder' && c.variant === t)
          .map((c) => c.colour)
          .sort(),
      ).toEqual(['black', 'blue', 'red']);
  });
});
