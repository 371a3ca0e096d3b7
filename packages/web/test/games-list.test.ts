// The lobby's list of games and editions is written in the web client (it knows no game), so it
// must say what the games themselves declare: each edition's seats and whether it has characters.
import { fengsheng } from '@fengsheng/engine';
import { describe, expect, it } from 'vitest';
import { clampSeats, defaultMode, GAMES, modeKeys, seatRange } from '../src/logic/games.ts';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';

type Tree = { [k: string]: string | Tree };

/** A message by its dotted key, or undefined. */
function word(messages: unknown, key: string): string | undefined {
  let node = messages as string | Tree | undefined;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('the lobby offers the editions as the games declare them', () => {
  it('风声: every edition, its seat range, and characters where the edition offers them', () => {
    const lobby = GAMES.find((g) => g.id === 'fengsheng')!;
    expect(
      lobby.rulesets.map((r) => ({
        id: r.id,
        minSeats: r.minSeats,
        maxSeats: r.maxSeats,
        characters: r.characters,
      })),
    ).toEqual(
      fengsheng.rulesets!.map((r) => ({
        id: r.id,
        minSeats: r.minSeats,
        maxSeats: r.maxSeats,
        characters: r.characters,
      })),
    );
  });

  it('风声: every edition’s modes with their seat counts, and their words the game’s own', () => {
    const lobby = GAMES.find((g) => g.id === 'fengsheng')!;
    for (const edition of fengsheng.rulesets!) {
      const offered = lobby.rulesets.find((r) => r.id === edition.id)!;
      const declared = edition.modes ?? [];
      expect(offered.modes, edition.id).toEqual(
        declared.map((m) => ({
          id: m.id,
          seats: m.seats,
          ...(m.needsCharacters ? { needsCharacters: true } : {}),
        })),
      );
      for (const m of declared) {
        const keys = modeKeys(m.id);
        expect([word(zh, keys.name), word(zh, keys.text)], m.id).toEqual([m.name.zh, m.text.zh]);
        expect([word(en, keys.name), word(en, keys.text)], m.id).toEqual([m.name.en, m.text.en]);
      }
    }
    // The online edition has modes, so the lobby names one for it.
    expect(lobby.rulesets.find((r) => r.id === 'online')!.modes.length).toBeGreaterThan(0);
  });

  it('a mode narrows the seats: 新手场 4, 3V3 6, 五六人场 5-6; with no mode, the edition’s range', () => {
    expect(defaultMode('fengsheng', 'online')).toBe('free');
    expect(defaultMode('fengsheng', 'standard')).toBeNull();
    expect(seatRange('fengsheng', 'online', 'novice')).toEqual({ min: 4, max: 4 });
    expect(seatRange('fengsheng', 'online', 'fiveSix')).toEqual({ min: 5, max: 6 });
    expect(seatRange('fengsheng', 'online', null)).toEqual({ min: 3, max: 8 });
    expect(clampSeats('fengsheng', 7, 'online', 'threeVsThree')).toBe(6);
    expect(clampSeats('fengsheng', 3, 'online', 'threeVsThree')).toBe(6);
    expect(clampSeats('fengsheng', 8, 'online', 'fiveSix')).toBe(6);
    expect(clampSeats('fengsheng', 8, 'online', 'free')).toBe(8);
    // A mode of another edition is no mode here.
    expect(clampSeats('fengsheng', 9, 'standard', 'novice')).toBe(9);
  });
});
