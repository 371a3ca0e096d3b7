import { describe, expect, it } from 'vitest';
import { capture } from './helpers/capture.ts';
import { main } from '../src/main.ts';
import { formatCharacterTable, runCharacterTable } from '../src/character-table.ts';

describe('character-table', () => {
  it('counts every seat of every finished game once, by the camp it was dealt', () => {
    const r = runCharacterTable({ ruleset: 'standard', players: [5], games: 4, seed: 9 });
    expect(r.errors + r.stalls).toBe(0);
    const rows = Object.values(r.rows);
    const seats = rows.reduce((n, row) => n + row[1] + row[3] + row[5], 0);
    expect(seats).toBe(20);
    // Five seats a game: two red, two blue, one neutral.
    expect(rows.reduce((n, row) => n + row[5], 0)).toBe(4);
    for (const row of rows)
      for (let c = 0; c < 3; c++) expect(row[2 * c]).toBeLessThanOrEqual(row[2 * c + 1]);
    expect(formatCharacterTable(r)).toContain(
      "command: 'npx fengsheng character-table --ruleset standard --players 5 --games 4 --seed 9'",
    );
  });
  it('prints the module, and refuses an edition without characters', async () => {
    const io = capture();
    expect(await main(['character-table', '--players', '5', '--games', '2', '--seed', '3'], io)).toBe(0);
    expect(io.stdout).toContain('export const STANDARD_CHARACTER_TABLE: CharacterTable = {');
    expect(await main(['character-table', '--ruleset', 'killer'], capture())).toBe(2);
  });
  it('风声再临: a state character is counted under its id and under the face it was placed with', () => {
    const r = runCharacterTable({ ruleset: 'zailin', players: [5], games: 3, seed: 4 });
    expect(r.errors + r.stalls).toBe(0);
    const keys = Object.keys(r.rows);
    const faces = keys.filter((k) => k.includes('/'));
    expect(faces.length).toBeGreaterThan(0);
    for (const f of faces) {
      const id = f.split('/')[0];
      const [up, down] = [r.rows[`${id}/up`], r.rows[`${id}/down`]];
      // The id's row is the sum of its two faces' rows.
      for (let i = 0; i < 6; i++) expect((up?.[i] ?? 0) + (down?.[i] ?? 0)).toBe(r.rows[id][i]);
    }
    expect(formatCharacterTable(r)).toContain('export const ZAILIN_CHARACTER_TABLE: CharacterTable = {');
  });
});
