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

describe('intel leaving its sender: only a face-down card gets a new handle (architecture: handles)', () => {
  const table = {
    ruleset: 'online',
    players: 4,
    camps: ['red', 'blue', 'red', 'neutral'],
    first: 'A',
    hands: { A: ['red lure', 'red lock'] },
  };
  const handleInHand = (s: GameState, face: string): number =>
    view(s, 0).hand!.find((c) => `${c.face!.colour} ${c.face!.fn}` === face)!.handle;

  it('a 密电 sent face down cannot be followed by the handle it had in its sender’s hand', () => {
    const before = play(table, []);
    const h = handleInHand(before, 'red lock');
    const s = play(table, ['A: pass', 'A: send red lock']);
    const p = view(s, 0).passing!;
    expect(p.delivery).toBe('secret');
    expect(p.card.handle).not.toBe(h);
  });

  it('a 文本 sent face up keeps its handle: nothing about it is hidden', () => {
    const before = play(table, []);
    const h = handleInHand(before, 'red lure');
    const s = play(table, ['A: pass', 'A: send red lure']);
    const p = view(s, 1).passing!;
    expect(p.delivery).toBe('text');
    expect(p.card.face).not.toBeNull();
    expect(p.card.handle).toBe(h);
  });
});

describe('风声再临 调包 resolved while the rest of the chain still asks questions', () => {
  it('while 钢铁特工 decides on the card his 识破 cancelled, the table sees the 调包 as intel nobody is forced to take', () => {
    // 001 调包 ①: the sender passes the new intel on again, seat by seat; nobody has it yet, so nobody
    // must take it. The chain under the 调包 (破译, answered by 识破) goes on resolving meanwhile.
    const s = play(
      {
        ruleset: 'zailin',
        players: 4,
        camps: ['red', 'blue', 'red', 'blue'],
        characters: { A: 'none', B: 'none', C: '钢铁特工', D: 'none' },
        first: 'A',
        hands: { A: ['black burn'], B: ['red swap'], C: ['red counter'], D: ['blue decode'] },
      },
      [
        'A: send black burn to B',
        'D: pass',
        'B: refuse',
        'B: pass',
        'D: use blue decode',
        'B: pass',
        'C: use red counter on blue decode',
        'B: use red swap',
        'A: choose right',
      ],
    );
    expect(s.decision).toMatchObject({ kind: 'choose', seat: 2 });
    for (const seat of [0, 1, 2, 3]) {
      const p = view(s, seat).passing!;
      expect(p.stage).toBe('transmit');
      expect(p.holder).toBe(0);
      expect(p.mustTake).toBe(false);
    }
  });
});
