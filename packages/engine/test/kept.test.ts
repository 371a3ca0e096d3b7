// The kept offer (`keptCommands`, `applyKept`): a driver that owns its state gets back the legal
// list the engine built when it stopped, and applies a command from it without a second check.
// These games compare it, step by step, with the plain path on a copy of the same state.
import { describe, expect, it } from 'vitest';
import { applyInPlace, applyKept, createGame, keptCommands, legalCommands, pending } from '../src/index.ts';
import type { Command, GameState } from '../src/index.ts';

describe('a command not taken from the kept offer is checked', () => {
  /** A 2010 game at its first stop where the priority holder has a card to use. */
  function atAUse(): { s: GameState; seat: number; offered: Command[] } {
    for (let seed = 1; ; seed++) {
      const s = createGame({ ruleset: 'standard', players: 5, seed }).state;
      const seat = pending(s)!.seat;
      const offered = keptCommands(s, seat);
      if (s.window && offered.some((c) => c.type === 'use')) return { s, seat, offered };
    }
  }

  it('an illegal command is refused and changes nothing', () => {
    const { s, seat } = atAUse();
    const before = JSON.stringify(s);
    const r = applyKept(s, seat, { type: 'use', card: -5 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not in seat \d's hand/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a command of the list changed after it was handed out is checked as it now reads', () => {
    const { s, seat, offered } = atAUse();
    const before = JSON.stringify(s);
    const use = offered.find((c) => c.type === 'use')!;
    // The list handed out is a copy: reordering it does not move what the engine kept.
    offered.reverse();
    const changed = { ...use, card: -5 };
    const r = applyKept(s, seat, changed);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('another seat gets no kept offer, and a state changed through applyInPlace keeps none', () => {
    const { s, seat, offered } = atAUse();
    const other = (seat + 1) % 5;
    expect(keptCommands(s, other)).toEqual([]);
    const r = applyInPlace(s, seat, offered[0]);
    expect(r.ok).toBe(true);
    const now = pending(s)!.seat;
    expect(keptCommands(s, now)).toEqual(legalCommands(s, now));
  });
});
