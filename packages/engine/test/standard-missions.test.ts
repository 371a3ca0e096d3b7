// The secret missions the standard edition's characters share (rulesets/standard/missions.ts), as a
// player reads and meets them: the printed text, what a hand must hold, and who must still be playing.
import { describe, expect, it } from 'vitest';
import { getRuleset } from '../src/index.ts';
import type { Mission } from '../src/core/skills.ts';
import { table } from './helpers/table.ts';

const rs = getRuleset('standard');

function missionOf(id: string): Mission {
  const m = rs.characters?.[id]?.mission;
  if (!m) throw new Error(`${id} has no mission`);
  return m;
}

describe('standard missions', () => {
  it('老枪 and 译电员 read their colour in the printed words (004: 获得三张或以上的红色/蓝色情报)', () => {
    expect(missionOf('oldGun').text.zh).toBe('获得三张或以上的红色情报。');
    expect(missionOf('cipherClerk').text.zh).toBe('获得三张或以上的蓝色情报。');
    expect(missionOf('oldGun').text.en).toBe('Gain three or more red intel.');
  });

  it('老金 needs three red and three blue cards in hand: three blue and three black are not enough', () => {
    const hands = (cards: string[]) =>
      table({
        players: 3,
        camps: ['neutral', 'red', 'blue'],
        characters: ['老金', '老枪', '译电员'],
        hands: { 0: cards },
      });
    const blueAndBlack = hands([
      'blue lock',
      'blue lure',
      'blue intercept',
      'black lock',
      'black lure',
      'black burn',
    ]);
    expect(missionOf('oldGold').standing!(blueAndBlack.s, 0)).toBe(false);
    const redAndBlack = hands([
      'red lock',
      'red lure',
      'red intercept',
      'black lock',
      'black lure',
      'black burn',
    ]);
    expect(missionOf('oldGold').standing!(redAndBlack.s, 0)).toBe(false);
    const redAndBlue = hands([
      'red lock',
      'red lure',
      'red intercept',
      'blue lock',
      'blue lure',
      'blue intercept',
    ]);
    expect(missionOf('oldGold').standing!(redAndBlue.s, 0)).toBe(true);
  });

  it('黄雀 wins by a red and a blue death only while still playing (the owner must be alive)', () => {
    const t = table({
      players: 4,
      camps: ['neutral', 'red', 'blue', 'red'],
      characters: ['黄雀', '老枪', '译电员', '老金'],
      hands: { 0: ['black lock'] },
    });
    const death = (seat: number) => ({ seat, killer: 3, turn: 1, intel: [], hand: [] });
    t.s.deaths = [death(1), death(2)];
    t.s.players[1].alive = false;
    t.s.players[2].alive = false;
    expect(missionOf('oriole').onDeath!(t.s, 0, 2, 3)).toBe(true);
    t.s.players[0].alive = false;
    expect(missionOf('oriole').onDeath!(t.s, 0, 2, 3)).toBe(false);
  });
});
