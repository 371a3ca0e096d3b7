// The components of the 2010 standard edition, checked against the rulebooks: the 81 game cards of
// seed 000 (「各功能牌（9种）」: count, colours and delivery of each function card, and the 试探
// breakdown) and the identity table of seed 004 for 3 to 9 players with its alternative rows.
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../src/index.ts';
import type { Camp, CardFace, Colour, Delivery } from '../src/index.ts';

const rs = getRuleset('standard');
const cards: readonly CardFace[] = rs.cards;

function count(pred: (c: CardFace) => boolean): number {
  return cards.filter(pred).length;
}

describe('standard deck (seed 000: 游戏牌81张)', () => {
  it('has 81 game cards', () => {
    // 000: 游戏规则游戏配件三个种类共有108张牌身份牌9张游戏牌81张角色牌18张
    expect(cards.length).toBe(81);
  });

  it('has 25 red, 25 blue and 31 black cards', () => {
    // 000: 红色情报（共25张） 蓝色情报（共25张） 假情报（共31张）
    expect(count((c) => c.colour === 'red')).toBe(25);
    expect(count((c) => c.colour === 'blue')).toBe(25);
    expect(count((c) => c.colour === 'black')).toBe(31);
  });

  // 000: 各功能牌（9种）…
  const table: {
    fn: string;
    zh: string;
    delivery: Delivery;
    red: number;
    blue: number;
    black: number;
    total: number;
  }[] = [
    {
      fn: 'lock',
      zh: '锁定（全直达 3红3蓝6黑合计12张）',
      delivery: 'direct',
      red: 3,
      blue: 3,
      black: 6,
      total: 12,
    },
    {
      fn: 'lure',
      zh: '调虎离山（全文本 2红2蓝2黑合计6张）',
      delivery: 'text',
      red: 2,
      blue: 2,
      black: 2,
      total: 6,
    },
    {
      fn: 'intercept',
      zh: '截获（全密电 1红1蓝6黑合计8张）',
      delivery: 'secret',
      red: 1,
      blue: 1,
      black: 6,
      total: 8,
    },
    {
      fn: 'bounce',
      zh: '退回（全文本 3红3蓝2黑合计8张）',
      delivery: 'text',
      red: 3,
      blue: 3,
      black: 2,
      total: 8,
    },
    {
      fn: 'decode',
      zh: '破译（全密电 2红2蓝2黑合计6张）',
      delivery: 'secret',
      red: 2,
      blue: 2,
      black: 2,
      total: 6,
    },
    {
      fn: 'burn',
      zh: '烧毁（全直达 2红2蓝2黑合计6张）',
      delivery: 'direct',
      red: 2,
      blue: 2,
      black: 2,
      total: 6,
    },
    {
      fn: 'counter',
      zh: '识破（全直达 5红5蓝4黑合计14张）',
      delivery: 'direct',
      red: 5,
      blue: 5,
      black: 4,
      total: 14,
    },
    {
      fn: 'probe',
      zh: '试探（全密电 6红6蓝6黑合计18张）',
      delivery: 'secret',
      red: 6,
      blue: 6,
      black: 6,
      total: 18,
    },
    {
      fn: 'scramble',
      zh: '真伪莫辨（全文本 1红1蓝1黑合计3张）',
      delivery: 'text',
      red: 1,
      blue: 1,
      black: 1,
      total: 3,
    },
  ];

  it('has exactly the nine function cards of the standard edition', () => {
    expect([...new Set(cards.map((c) => c.fn))].sort()).toEqual(table.map((r) => r.fn).sort());
    expect(Object.keys(rs.functions).sort()).toEqual(table.map((r) => r.fn).sort());
  });

  for (const row of table) {
    it(`${row.zh}`, () => {
      const mine = cards.filter((c) => c.fn === row.fn);
      expect(mine.length).toBe(row.total);
      for (const colour of ['red', 'blue', 'black'] as const)
        expect(mine.filter((c) => c.colour === colour).length, colour).toBe(row[colour]);
      expect(mine.every((c) => c.delivery === row.delivery)).toBe(true);
    });
  }

  it('试探: 6 per camp bet on (2 of each colour); per camp one 抽2 and one 弃1 in each colour', () => {
    // 000: 附加：试探中涉及每个阵营各6张（红蓝黑各2张）；每个阵营中“抽2张”效果红蓝黑各1张共3张，“弃1张”效果红蓝黑各1张共3张
    const probes = cards.filter((c) => c.fn === 'probe');
    expect(probes.every((c) => c.probe !== undefined)).toBe(true);
    expect(cards.filter((c) => c.fn !== 'probe').every((c) => c.probe === undefined)).toBe(true);
    for (const camp of ['red', 'blue', 'neutral'] as Camp[]) {
      const forCamp = probes.filter((c) => c.probe!.camp === camp);
      expect(forCamp.length, camp).toBe(6);
      for (const colour of ['red', 'blue', 'black'] as Colour[]) {
        expect(forCamp.filter((c) => c.colour === colour).length, `${camp} ${colour}`).toBe(2);
        for (const effect of ['draw2', 'discard1'] as const)
          expect(
            forCamp.filter((c) => c.colour === colour && c.probe!.effect === effect).length,
            `${camp} ${colour} ${effect}`,
          ).toBe(1);
      }
    }
  });

  it('three true colours collect, black kills: 3 to win, 3 to die', () => {
    // 000: 当潜伏战线的一位玩家获得三张红色情报时 … 当一位玩家获得三张假情报时，就会死亡。
    expect(rs.campColour('red')).toBe('red');
    expect(rs.campColour('blue')).toBe('blue');
    expect(rs.campColour('neutral')).toBeNull();
    expect(rs.deadlyColour).toBe('black');
    expect(rs.winAt).toBe(3);
    expect(rs.deathAt).toBe(3);
  });

  it('three starting cards, two drawn each turn, 3 to 9 players', () => {
    // 000: 随机分给每位玩家三张为起始手牌 … 二、抽牌阶段从牌库顶抽二张牌。
    expect(rs.startingHand).toBe(3);
    expect(rs.drawCount).toBe(2);
    expect(rs.minPlayers).toBe(3);
    expect(rs.maxPlayers).toBe(9);
  });

  it('is named as the lobby lists it', () => {
    expect(rs.name).toStrictEqual({ zh: '风声 标准版 (2010)', en: 'The Message, standard edition (2010)' });
  });
});

describe('identity table (seed 004: 游戏人数 潜伏战线 军情局 打酱油的)', () => {
  // 004: 3 1 1 1 4（初次游戏） 1 1 2 2 2 0 5 2 2 1 6（初次游戏） 2 2 2 3 3 0 7（标准） 3 3 1 2 2 3 8 3 3 2 9 3 3 3
  const standard: Record<number, [number, number, number]> = {
    3: [1, 1, 1],
    4: [1, 1, 2],
    5: [2, 2, 1],
    6: [2, 2, 2],
    7: [3, 3, 1],
    8: [3, 3, 2],
    9: [3, 3, 3],
  };
  const variant: Record<number, [number, number, number]> = {
    4: [2, 2, 0], // 初次游戏: no 打酱油的
    6: [3, 3, 0], // 初次游戏: no 打酱油的
    7: [2, 2, 3],
  };
  const tally = (camps: Camp[]): [number, number, number] => [
    camps.filter((c) => c === 'red').length,
    camps.filter((c) => c === 'blue').length,
    camps.filter((c) => c === 'neutral').length,
  ];

  for (let n = 3; n <= 9; n++) {
    it(`${n} players: ${standard[n].join(' / ')}${variant[n] ? `, or ${variant[n].join(' / ')}` : ''}`, () => {
      const camps = rs.identities(n, 'standard');
      expect(camps.length).toBe(n);
      expect(tally(camps)).toEqual(standard[n]);
      expect(rs.hasVariant(n)).toBe(variant[n] !== undefined);
      if (variant[n]) {
        const alt = rs.identities(n, 'variant');
        expect(alt.length).toBe(n);
        expect(tally(alt)).toEqual(variant[n]);
      } else expect(() => rs.identities(n, 'variant')).toThrow(`no variant identity table for ${n} players`);
    });
  }

  it('no table for 2 or 10 players: a clear error, and no alternative row', () => {
    expect(() => rs.identities(2, 'standard')).toThrow('no standard identity table for 2 players');
    expect(() => rs.identities(10, 'variant')).toThrow('no variant identity table for 10 players');
    expect(rs.hasVariant(10)).toBe(false);
  });
});
