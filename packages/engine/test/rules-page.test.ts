// The rules page's data (present/rules) and "show me" (scenario/game.ts): the tables are computed
// from the ruleset's cards and identities, and every scenario shipped can be replayed through the
// game contract, command by command, as the server's replay route does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fengsheng, getRuleset, rules } from '../src/index.ts';
import { scenarioGame, scenarioInfo } from '../src/scenario/index.ts';
import type { GameOptions, GameState } from '../src/index.ts';

const root = join(import.meta.dirname, 'scenarios');

describe('rules page data', () => {
  it('the deck table counts the ruleset’s own cards: every row sums to its total, the last row to the deck', () => {
    for (const id of ['standard', 'zailin']) {
      const doc = rules(id)!;
      const deck = doc.tables.find((t) => t.id === 'deck')!;
      const rs = getRuleset(id);
      expect(deck.rows.at(-1)!.at(-1)).toBe(rs.cards.length);
      const colours = deck.columns.filter((c) =>
        Object.values(rs.terms!.colours).some((n) => n.zh === c.zh),
      ).length;
      for (const row of deck.rows) {
        const n = row.slice(1, 1 + colours) as number[];
        expect(n.reduce((a, b) => a + b, 0)).toBe(row.at(-1));
      }
    }
  });

  it('the identity table has a row per table size, with the identities the game deals', () => {
    const doc = rules('standard')!;
    const rows = doc.tables.find((t) => t.id === 'identities')!.rows;
    expect(rows.filter((r) => typeof r[0] === 'number').map((r) => r[0])).toEqual([3, 4, 5, 6, 7, 8, 9]);
    const created = fengsheng.create({ ruleset: 'standard', players: 9, seed: 3 } as GameOptions);
    const camps = (created.state as GameState).players.map((p) => p.camp);
    const nine = rows.find((r) => r[0] === 9)!;
    expect(nine.slice(1, 4)).toEqual(
      ['red', 'blue', 'neutral'].map((c) => camps.filter((x) => x === c).length),
    );
  });

  it('an unknown edition has no rules page', () => {
    expect(rules('deluxe')).toBeNull();
  });
});

describe('show me: scenarios as replayable games', () => {
  it('says what a scenario is about from its name: cards and characters', () => {
    const bounce = scenarioInfo(
      readFileSync(join(root, 'standard/bounce-reverses-the-direction.yaml'), 'utf8'),
    );
    expect(bounce).toMatchObject({ ok: true, ruleset: 'standard', seats: 5, concerns: ['cards/bounce'] });
    const love = scenarioInfo(readFileSync(join(root, 'characters/beauty-love-only-once.yaml'), 'utf8'));
    expect(love.ok && love.concerns).toEqual(['characters/beauty']);
    // By a skill's name alone (爱情 is 大美女's), and by the card it mentions.
    const skill = scenarioInfo(
      readFileSync(join(root, 'characters/beauty-love-cannot-be-countered.yaml'), 'utf8'),
    );
    expect(skill.ok && skill.concerns).toEqual(['cards/counter', 'characters/beauty']);
  });

  it('a malformed scenario is an error, not a game', () => {
    expect(scenarioGame('name: x\nplayers: 99\n').ok).toBe(false);
    expect(scenarioGame('commands: [').ok).toBe(false);
  });
});
