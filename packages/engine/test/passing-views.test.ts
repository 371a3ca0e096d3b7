// What the table's views show of intel in transit after a card changed it (passing.ts).
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame } from '../src/index.ts';
import { view } from '../src/core/views.ts';
import { parseCommand } from '../src/scenario/index.ts';
import { scenarioOptions } from '../src/scenario/run.ts';
import { scenarioSchema } from '../src/scenario/schema.ts';
import type { GameState } from '../src/index.ts';

function play(table: Record<string, unknown>, commands: string[]): GameState {
  const doc = scenarioSchema.parse({ name: 'table', commands: [], ...table });
  const { state } = createGame(scenarioOptions(doc));
  for (const line of commands) {
    const p = parseCommand(line, state);
    if ('error' in p) throw new Error(p.error);
    const r = applyInPlace(state, p.seat, p.command);
    if (!r.ok) throw new Error(`${line}: ${r.error}`);
  }
  return state;
}

describe('风声再临 调包: the new intel as the table sees it', () => {
  it('the 调包 goes on as 文本 intel, aimed at nobody, with nobody left out: the next holder sees just that', () => {
    // 001 调包 ①: 替换后传递方式变更为文本. The new intel is a fresh passing by its sender, seat by seat.
    const s = play(
      {
        ruleset: 'zailin',
        players: 4,
        camps: ['red', 'blue', 'red', 'blue'],
        first: 'A',
        hands: { A: ['black burn'], C: ['red swap encrypted turnable'] },
      },
      ['A: send black burn to B', 'B: refuse', 'C: use red swap', 'A: choose left'],
    );
    const p = view(s, 3).passing!;
    expect(p.holder).toBe(3);
    expect(p.delivery).toBe('text');
    expect(p.directTarget).toBe(-1);
    expect(p.lured).toEqual([]);
  });
});
