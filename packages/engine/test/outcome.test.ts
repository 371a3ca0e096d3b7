// Death, losing and the last player standing, as the table shows them: who is among the dead, what
// their record keeps for the missions that read it, what goes to the discard, and who wins last.
import { describe, expect, it } from 'vitest';
import { die, gainIntel, save } from '../src/core/outcome.ts';
import type { GameEvent } from '../src/index.ts';
import { getRuleset, view } from '../src/index.ts';
import { table } from './helpers/table.ts';

describe('a death', () => {
  it('without characters it is final at once: no dying step, and the record keeps what they held', () => {
    const t = table({
      players: 5,
      camps: ['red', 'blue', 'red', 'blue', 'neutral'],
      hands: { 0: ['black intercept'], 1: ['blue lock'] },
      intel: { 1: ['red lock', 'black lock', 'black counter'] },
    });
    t.play('A: send black intercept');
    const events = t.play('B: accept');
    expect(events.some((e) => e.type === 'dying')).toBe(false);
    expect(t.s.deaths).toStrictEqual([
      {
        seat: 1,
        killer: 0,
        turn: 1,
        intel: ['red lock', 'black lock', 'black counter', 'black intercept'].map((f) => t.card(f)),
        hand: [t.card('blue lock')],
      },
    ]);
  });

  it('with characters the record is of the moment it became final: 老鬼’s cards given away by 遗志 are not in it', () => {
    const t = table({
      players: 3,
      camps: ['red', 'red', 'blue'],
      characters: ['老金', '老鬼', '老枪'],
      up: [1],
      hands: { 0: ['black lock'], 1: ['red counter', 'blue counter', 'black counter', 'red counter'] },
      intel: { 1: ['black burn', 'black lure'] },
    });
    t.play('A: pass');
    t.play('A: send black lock to B');
    t.play('B: accept');
    // While she is dying the record still holds her four cards.
    expect(t.s.deaths[0].hand).toHaveLength(4);
    t.play('B: choose use');
    t.play('B: choose C');
    // C took three of the four as intel; the record keeps the one left, and her three intel.
    expect(t.s.players[2].intel).toHaveLength(3);
    expect(t.s.deaths).toMatchObject([{ seat: 1, killer: 0 }]);
    expect(t.s.deaths[0].hand).toHaveLength(1);
    expect(t.s.players[2].intel).not.toContain(t.s.deaths[0].hand[0]);
    expect(t.s.deaths[0].intel).toHaveLength(3);
  });

  it('a dying player saved (救美) is not among the dead; the deaths before hers stay', () => {
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'neutral', 'blue'],
      characters: ['闪灵', '礼服蒙面人', '戴笠', '老金'],
      up: [0, 1, 2, 3],
      hands: { 0: ['red lock'] },
    });
    const out: GameEvent[] = [];
    die(t.s, 3, 2, out);
    die(t.s, 0, 2, out);
    expect(t.s.deaths.map((d) => d.seat)).toStrictEqual([3, 0]);
    save(t.s, 0, 1, out);
    expect(t.s.players[0].alive).toBe(true);
    expect(t.s.deaths.map((d) => d.seat)).toStrictEqual([3]);
    expect(view(t.s, 2).deaths).toStrictEqual([{ seat: 3, killer: 2, intel: [] }]);
    expect(out.filter((e) => e.type === 'saved')).toStrictEqual([{ type: 'saved', seat: 0, by: 1 }]);
  });

  it('the first death saved leaves nobody among the dead; saving the living does nothing', () => {
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      characters: ['闪灵', '礼服蒙面人', '戴笠'],
      up: [0, 1, 2],
      hands: { 0: ['red lock'] },
    });
    const out: GameEvent[] = [];
    die(t.s, 0, 2, out);
    save(t.s, 0, 1, out);
    expect(view(t.s, 1).deaths).toStrictEqual([]);
    const n = out.length;
    save(t.s, 2, 1, out);
    expect(out).toHaveLength(n);
  });
});

describe('going out with nothing, and the last one standing', () => {
  it('players who cannot send lose with nothing to discard; the last one left wins, whatever the seat', () => {
    // No deck and no discard: nobody draws. A and B hold nothing, so they cannot send.
    const t = table({
      players: 3,
      camps: ['red', 'blue', 'neutral'],
      first: 0,
      hands: { 2: ['red lock'] },
      rest: 'removed',
    });
    expect(t.s.players.map((p) => p.lost)).toStrictEqual([true, true, false]);
    expect(t.events.filter((e) => e.type === 'lose').map((e) => e.type === 'lose' && e.seat)).toStrictEqual([
      0, 1,
    ]);
    expect(t.events.some((e) => e.type === 'cardsToDiscard')).toBe(false);
    expect(t.s.result).toMatchObject({ winners: [2], reason: 'lastStanding', declarer: 2 });
  });
});

describe('intel that reaches a player out of the game', () => {
  it('kills nobody and ends nothing: a player who lost is not checked again', () => {
    // A holds nothing and loses at the end of her turn; B, C and D play on.
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'red', 'blue'],
      hands: { 1: ['red lock', 'blue lock'], 2: ['red lure'], 3: ['blue lure'] },
      rest: 'removed',
    });
    expect(t.s.players[0].lost).toBe(true);
    expect(t.s.result).toBeNull();
    const faces = getRuleset('standard').cards;
    const blacks = t.s.removed.filter((c) => faces[c].colour === 'black').slice(0, 3);
    const out: GameEvent[] = [];
    for (const c of blacks) gainIntel(t.s, 0, c, 1, 'placed', 1, out);
    expect(out.some((e) => e.type === 'death' || e.type === 'dying' || e.type === 'gameOver')).toBe(false);
    expect(t.s.deaths).toStrictEqual([]);
    expect(t.s.players[0].alive).toBe(true);
  });
});

describe('a dying player in the standard edition', () => {
  it('cannot win by intel gained while dying: the third red makes no victory (only 风声再临 lets the dying declare)', () => {
    const t = table({
      players: 4,
      camps: ['red', 'blue', 'red', 'blue'],
      characters: ['老金', '老枪', '译电员', '黄雀'],
      hands: { 0: ['black lock'], 1: ['blue lock'], 2: ['red lure'], 3: ['blue lure'] },
      intel: { 0: ['red lock', 'red intercept'] },
      rest: 'removed',
    });
    const faces = getRuleset('standard').cards;
    const red = t.s.removed.find((c) => faces[c].colour === 'red')!;
    const out: GameEvent[] = [];
    die(t.s, 0, 1, out);
    expect(t.s.players[0].dying).toBe(true);
    gainIntel(t.s, 0, red, 1, 'placed', 1, out);
    // With characters a victory is first declared (a 'declare' event, settled by the agenda).
    expect(out.some((e) => e.type === 'declare' || e.type === 'gameOver')).toBe(false);
    expect(t.s.result).toBeNull();
  });
});
