// The components of the online edition, checked against seed 003: the 108 game cards (each
// function's count, colours and delivery as printed: 「【破译】（全密电 3红3蓝4黑 合计10张）」…), the 试探
// answers, and the identity cards for 3 to 8 players.
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset } from '../src/index.ts';
import type { Camp, CardFace, Delivery } from '../src/index.ts';

const rs = getRuleset('online');
const cards: readonly CardFace[] = rs.cards;

// [function, the seed's words, delivery, red, blue, black]
const TABLE: [string, string, Delivery, number, number, number][] = [
  ['decode', '【破译】（全密电 3红3蓝4黑 合计10张）', 'secret', 3, 3, 4],
  ['lock', '【锁定】（全密电 6红6蓝6黑 合计18张）', 'secret', 6, 6, 6],
  ['intercept', '【截获】（全直达 2红2蓝9黑 合计13张）', 'direct', 2, 2, 9],
  ['burn', '【烧毁】（全直达 2红2蓝3黑 合计7张）', 'direct', 2, 2, 3],
  ['redirect', '【转移】 （全直达 3红3蓝2黑 合计8张）', 'direct', 3, 3, 2],
  ['lure', '【调虎离山】（全文本 3红3蓝5黑 合计11张）', 'text', 3, 3, 5],
  ['counter', '【识破】（全直达 1红1蓝3黑 合计5张）', 'direct', 1, 1, 3],
  ['scramble', '【真伪莫辨】（全密电 1红1蓝0黑 合计2张）', 'secret', 1, 1, 0],
  ['swap', '【调包】（全文本，2红2蓝4黑 合计8张）', 'text', 2, 2, 4],
  ['reinforce', '【增援】（全密电，1红1蓝2黑 合计4张）', 'secret', 1, 1, 2],
  ['gamble', '【博弈】（全直达，2黑 合计2张）', 'direct', 0, 0, 2],
  ['rebalance', '【权衡】（全直达，2黑 合计2张）', 'direct', 0, 0, 2],
  ['probe', '【试探】（全密电 6红6蓝6黑 合计18张）', 'secret', 6, 6, 6],
];

describe('online deck (seed 003: 游戏卡108张)', () => {
  it('has 108 game cards, every one of a function the seed lists', () => {
    expect(cards.length).toBe(108);
    expect(new Set(cards.map((c) => c.fn))).toEqual(new Set(TABLE.map((r) => r[0])));
  });

  for (const [fn, zh, delivery, red, blue, black] of TABLE)
    it(zh, () => {
      const of = cards.filter((c) => c.fn === fn);
      expect(of.length).toBe(red + blue + black);
      expect(of.every((c) => c.delivery === delivery)).toBe(true);
      expect(of.filter((c) => c.colour === 'red').length).toBe(red);
      expect(of.filter((c) => c.colour === 'blue').length).toBe(blue);
      expect(of.filter((c) => c.colour === 'black').length).toBe(black);
      // Every card is wired to a function of the edition.
      expect(rs.functions[fn]?.id).toBe(fn);
    });

  it('试探: each camp bet on with 抽 and with 弃 one card (如果是，他抽/弃一张牌)', () => {
    const probes = cards.filter((c) => c.fn === 'probe');
    for (const camp of ['red', 'blue', 'neutral'] as Camp[])
      for (const effect of ['draw1', 'discard1'] as const)
        expect(probes.filter((c) => c.probe?.camp === camp && c.probe.effect === effect).length).toBe(3);
  });

  it('deals 3 starting cards and draws 2 a turn (起始手牌三张; 每回合开始时能摸取2张牌)', () => {
    expect(rs.startingHand).toBe(3);
    expect(rs.drawCount).toBe(2);
  });
});

describe('online identities (身份卡8张: 潜伏战线 3张，军情处 3张，打酱油的 2张)', () => {
  const count = (n: number, camp: Camp) => rs.identities(n, 'standard').filter((c) => c === camp).length;
  it('eight players use the eight cards of the box', () => {
    expect([count(8, 'red'), count(8, 'blue'), count(8, 'neutral')]).toEqual([3, 3, 2]);
  });
  it('deals one per player for 3 to 8 players, within the box', () => {
    for (let n = 3; n <= 8; n++) {
      expect(rs.identities(n, 'standard').length).toBe(n);
      expect(count(n, 'red')).toBeLessThanOrEqual(3);
      expect(count(n, 'blue')).toBeLessThanOrEqual(3);
      expect(count(n, 'neutral')).toBeLessThanOrEqual(2);
    }
  });
  it('prints one identity table: no alternative rows for any table size (a variant table is refused)', () => {
    for (let n = 3; n <= 8; n++) {
      expect(() => createGame({ ruleset: 'online', players: n, seed: 1, identityTable: 'variant' })).toThrow(
        `no variant identity table for ${n} players`,
      );
      expect(
        createGame({ ruleset: 'online', players: n, seed: 1 }).state.options.identityTable ?? 'standard',
      ).toBe('standard');
    }
  });

  it('refuses 2 and 9 players', () => {
    expect(() => rs.identities(2, 'standard')).toThrow(/3 to 8/);
    expect(() => rs.identities(9, 'standard')).toThrow(/3 to 8/);
  });
});
