// Issue 17, `pickCharacter` in every edition: 风声再临 and the online edition have tables of their
// own (character-table-zailin.ts, -online.ts), and the online edition's modes change which camps a
// seat may hold (3V3) or what it wins by (酱油任务场).
import { describe, expect, it } from 'vitest';
import { createGame, getRuleset, view } from '@fengsheng/engine';
import type { Command, GameOptions } from '@fengsheng/engine';
import { heuristicBot, mulberry32 } from '../src/index.ts';
import { chooseCharacter } from '../src/heuristic/choose-character.ts';
import { CHARACTER_TABLES } from '../src/heuristic/character-table.ts';
import type { CharacterTable } from '../src/heuristic/character-table.ts';

type Pick = Extract<Command, { type: 'chooseCharacter' }>;

/** The first seat to choose: its view and the distinct characters offered. */
function offer(opts: Omit<GameOptions, 'characters' | 'expansion'>) {
  const { state } = createGame({ ...opts, characters: true, expansion: true });
  const v = view(state, state.current);
  expect(v.pending?.kind).toBe('chooseCharacter');
  const ids = [...new Set(v.legal.map((c) => (c as Pick).character))];
  return { v, ids };
}

/** Two offered characters: the first wins `a` of 100 seats in every camp, the second `b`. */
function rows(ids: string[], a: number[], b: number[]): CharacterTable {
  const row = (r: number[]) => [r[0], 100, r[1], 100, r[2], 100] as const;
  return { command: '', rows: { [ids[0]]: row(a), [ids[1]]: row(b) } };
}

describe('heuristic character choice in every edition', () => {
  for (const ruleset of ['standard', 'zailin', 'online']) {
    it(`${ruleset}: the table has a row for every character, six counts with wins within seats`, () => {
      const table = CHARACTER_TABLES[ruleset];
      expect(table.command).toContain(`fengsheng character-table --ruleset ${ruleset} `);
      const chars = Object.values(getRuleset(ruleset).characters ?? {});
      expect(chars.length).toBeGreaterThan(0);
      for (const c of chars) {
        const keys = c.stateful ? [c.id, `${c.id}/up`, `${c.id}/down`] : [c.id];
        for (const k of keys) expect(Object.keys(table.rows), k).toContain(k);
      }
      let seats = 0;
      for (const row of Object.values(table.rows)) {
        expect(row).toHaveLength(6);
        for (let c = 0; c < 3; c++) {
          expect(Number.isInteger(row[2 * c]) && row[2 * c] >= 0).toBe(true);
          expect(row[2 * c]).toBeLessThanOrEqual(row[2 * c + 1]);
        }
        seats += row[1] + row[3] + row[5];
      }
      // Enough games to judge by: hundreds of seats a character.
      expect(seats / chars.length).toBeGreaterThan(200);
    });
  }

  it('风声再临: keeps the character better for its own camp, known before the choice', () => {
    const { v, ids } = offer({ ruleset: 'zailin', players: 5, seed: 4 });
    const camp = v.players[v.viewer as number].camp;
    expect(camp).not.toBeNull();
    const c = camp === 'red' ? 0 : camp === 'blue' ? 1 : 2;
    // The first wins 60% in my camp and 20% in the others; the second 40% in mine and 90% elsewhere.
    const a = [20, 20, 20];
    const b = [90, 90, 90];
    a[c] = 60;
    b[c] = 40;
    expect(chooseCharacter(v, v.legal, rows(ids, a, b))).toMatchObject({ character: ids[0] });
    expect(chooseCharacter(v, v.legal, rows(ids, b, a))).toMatchObject({ character: ids[1] });
  });

  it('online: weighs the free game by its identity table, 3V3 by its own, 酱油任务场 by missions', () => {
    // The first wins 60% as red or blue and never as a neutral; the second 55% and always.
    const first = [60, 60, 0];
    const second = [55, 55, 100];
    const free = offer({ ruleset: 'online', players: 6, seed: 5 });
    expect(free.v.mode).toBeUndefined();
    // Six players: two red, two blue, two neutrals, so the second is worth more.
    expect(chooseCharacter(free.v, free.v.legal, rows(free.ids, first, second))).toMatchObject({
      character: free.ids[1],
    });
    // 3V3 has no neutral: the first.
    const vs = offer({ ruleset: 'online', players: 6, seed: 5, mode: 'threeVsThree' });
    expect(vs.v.mode).toBe('threeVsThree');
    expect(chooseCharacter(vs.v, vs.v.legal, rows(vs.ids, first, second))).toMatchObject({
      character: vs.ids[0],
    });
    // Missions for all: only the mission counts, the win the neutral column measures.
    const m = offer({ ruleset: 'online', players: 6, seed: 5, mode: 'missions' });
    expect(chooseCharacter(m.v, m.v.legal, rows(m.ids, second, first))).toMatchObject({
      character: m.ids[0],
    });
    expect(chooseCharacter(m.v, m.v.legal, rows(m.ids, first, second))).toMatchObject({
      character: m.ids[1],
    });
  });

  it('the heuristic picks by its edition’s table in 风声再临 and online', () => {
    for (const ruleset of ['zailin', 'online'])
      for (let seed = 1; seed <= 5; seed++) {
        const { v } = offer({ ruleset, players: 5, seed });
        const input = { view: v, legal: v.legal, seen: [] };
        const want = chooseCharacter(v, v.legal, CHARACTER_TABLES[ruleset]);
        expect(want).not.toBeNull();
        for (const r of [1, 2, 3]) expect(heuristicBot.choose(input, mulberry32(r))).toEqual(want);
      }
  });
});
