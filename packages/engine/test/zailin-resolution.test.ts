// Two sentences of seed 001 about the moment an effect is worked out, which no 风声再临 card can bring
// about before characters exist (nothing moves a received intel, nothing lowers the true intel on
// the table while a card waits): the table is changed by hand while the card waits, then everyone
// passes.
//  烧毁 ②: 【烧毁】是以情报为目标，而非玩家/角色/位置，所以即使所指定的情报位置/归属发生改变，效果依然可结算。
//  机密文件 ②: 【机密文件】结算时根据现场存有真情报数结算效果，若结算时场上存有真情报并未超过四张，则结算失败。
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, getRuleset } from '../src/index.ts';
import type { CardFace, CardId, Command, GameEvent, GameState, Seat } from '../src/index.ts';

const cards = getRuleset('zailin').cards;

/** Distinct card ids with these faces (colour and function), first match first. */
function pick(...wanted: [CardFace['colour'], string][]): CardId[] {
  const used = new Set<CardId>();
  return wanted.map(([colour, fn]) => {
    const c = cards.findIndex((f, i) => !used.has(i) && f.colour === colour && f.fn === fn);
    used.add(c);
    return c;
  });
}

/** A four-player table in A's play phase, everyone passing by hand (autoPass off). */
function table(hands: CardId[][], intel: CardId[][]): GameState {
  return createGame({
    ruleset: 'zailin',
    players: 4,
    seed: 5,
    autoPass: false,
    setup: { camps: ['red', 'blue', 'red', 'blue'], hands, intel, firstPlayer: 0, skipFirstDraw: true },
  }).state;
}

function play(s: GameState, seat: Seat, c: Command): GameEvent[] {
  const r = applyInPlace(s, seat, c);
  if (!r.ok) throw new Error(r.error);
  return r.events;
}

/** Seats B, C, D, then A pass: the waiting card resolves. */
function allPass(s: GameState): GameEvent[] {
  const out: GameEvent[] = [];
  for (const seat of [1, 2, 3, 0])
    if (s.window && !s.window.resolving) out.push(...play(s, seat, { type: 'pass' }));
  return out;
}

describe('烧毁 ②: the target is the intel, wherever it goes', () => {
  it('an intel that changed owner while the 烧毁 waited is still burnt, in front of its new owner', () => {
    const [burn, lure, keep] = pick(['black', 'burn'], ['black', 'lure'], ['red', 'lock']);
    const s = table([[burn, keep], [], [], []], [[], [lure], [], []]);
    play(s, 0, { type: 'use', card: s.handleOf[burn], target: { intel: s.handleOf[lure] } });
    // The intel moves from B's area to C's while the card waits.
    s.players[1].intel = [];
    s.players[2].intel = [lure];
    const events = allPass(s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'burn', seat: 2, card: lure }));
    expect(s.players[2].intel).toEqual([]);
    expect(s.discard).toContain(lure);
  });

  it('an intel no longer on the table leaves the 烧毁 nothing to burn: it fails', () => {
    const [burn, lure, keep] = pick(['black', 'burn'], ['black', 'lure'], ['red', 'lock']);
    const s = table([[burn, keep], [], [], []], [[], [lure], [], []]);
    play(s, 0, { type: 'use', card: s.handleOf[burn], target: { intel: s.handleOf[lure] } });
    s.players[1].intel = [];
    s.removed.push(lure);
    const events = allPass(s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fizzle', fn: 'burn' }));
    expect(events.some((e) => e.type === 'burn')).toBe(false);
  });
});

describe('机密文件 ②: the true intel are counted when it resolves', () => {
  it('five true intel when used, four when it resolves: it fails and draws nothing', () => {
    const [file, keep, a, b, c, d, e] = pick(
      ['dual', 'classifiedFile'],
      ['black', 'intercept'],
      ['red', 'lure'],
      ['blue', 'lure'],
      ['red', 'lock'],
      ['blue', 'lock'],
      ['red', 'decode'],
    );
    const s = table([[file, keep], [], [], []], [[], [a, b], [c, d], [e]]);
    play(s, 0, { type: 'use', card: s.handleOf[file] });
    // One true intel leaves the table while the card waits.
    s.players[3].intel = [];
    s.discard.push(e);
    const events = allPass(s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fizzle', fn: 'classifiedFile' }));
    expect(s.players[0].hand).toEqual([keep]);
  });

  it('five true intel when it resolves: it draws two', () => {
    const [file, keep, a, b, c, d, e] = pick(
      ['dual', 'classifiedFile'],
      ['black', 'intercept'],
      ['red', 'lure'],
      ['blue', 'lure'],
      ['red', 'lock'],
      ['blue', 'lock'],
      ['red', 'decode'],
    );
    const s = table([[file, keep], [], [], []], [[], [a, b], [c, d], [e]]);
    play(s, 0, { type: 'use', card: s.handleOf[file] });
    allPass(s);
    expect(s.players[0].hand.length).toBe(3);
  });
});
