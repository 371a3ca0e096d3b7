// Issue 17, `pickCharacter` (choose-character.ts): the heuristic keeps the offered character with
// the best win rate for the camps it may hold, by a table of heuristic self-play (character-table.ts).
import { describe, expect, it } from 'vitest';
import { createGame, view } from '@fengsheng/engine';
import type { Command } from '@fengsheng/engine';
import { createHeuristicBot, heuristicBot, mulberry32 } from '../src/index.ts';
import { chooseCharacter } from '../src/heuristic/choose-character.ts';
import { CHARACTER_TABLES } from '../src/heuristic/character-table.ts';
import type { CharacterTable } from '../src/heuristic/character-table.ts';
import { TACTICS } from '../src/heuristic/tactics.ts';

/** The first seat's character offer in a five-seat standard game with characters. */
function offer(seed: number) {
  const { state } = createGame({ ruleset: 'standard', players: 5, seed, characters: true, expansion: true });
  const seat = state.current;
  const v = view(state, seat);
  expect(v.pending?.kind).toBe('chooseCharacter');
  return { v, seat, ids: v.legal.map((c) => (c as Extract<Command, { type: 'chooseCharacter' }>).character) };
}

describe('heuristic character choice', () => {
  it('keeps the character that wins more for the camps it may hold (identity not yet known)', () => {
    const { v, ids } = offer(11);
    expect(v.players[v.viewer as number].camp).toBeNull();
    // The first offered wins often as red and blue, seldom as a neutral; the second the other way:
    // at five seats (two red, two blue, one neutral) the first is worth more.
    const table: CharacterTable = {
      command: '',
      rows: { [ids[0]]: [60, 100, 60, 100, 10, 100], [ids[1]]: [40, 100, 40, 100, 80, 100] },
    };
    expect(chooseCharacter(v, v.legal, table)).toMatchObject({ character: ids[0] });
    const swapped: CharacterTable = {
      command: '',
      rows: { [ids[0]]: [40, 100, 40, 100, 10, 100], [ids[1]]: [60, 100, 60, 100, 80, 100] },
    };
    expect(chooseCharacter(v, v.legal, swapped)).toMatchObject({ character: ids[1] });
  });
  it('the heuristic picks by the table whatever the rng; with the tactic off, the rng picks', () => {
    expect(CHARACTER_TABLES.standard.command).toContain('fengsheng character-table');
    const off = createHeuristicBot('off', { ...TACTICS, pickCharacter: false });
    let differs = false;
    for (let seed = 1; seed <= 20; seed++) {
      const { v } = offer(seed);
      const input = { view: v, legal: v.legal, seen: [] };
      const picks = [1, 2, 3, 4, 5].map((r) => heuristicBot.choose(input, mulberry32(r)));
      for (const p of picks) expect(p).toEqual(chooseCharacter(v, v.legal));
      const random = [1, 1234].map((r) => off.choose(input, mulberry32(r)));
      if (random.some((p) => JSON.stringify(p) !== JSON.stringify(random[0]))) differs = true;
    }
    expect(differs).toBe(true);
  });
});
