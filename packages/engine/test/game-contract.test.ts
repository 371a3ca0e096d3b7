// A room runs 风声 through the shared game contract alone, as the server will.
import { describe, expect, it } from 'vitest';
import { fengsheng } from '../src/index.ts';

describe('风声 through the game contract', () => {
  it('plays five-player games with characters to their end, asking one seat at a time', () => {
    for (let seed = 1; seed <= 20; seed++) {
      let { state } = fengsheng.create({ ruleset: 'standard', players: 5, seed, characters: true });
      let steps = 0;
      while (fengsheng.result(state) === null) {
        const p = fengsheng.pending(state)!;
        const legal = fengsheng.legalCommands(state, p.seat);
        expect(legal.length).toBeGreaterThan(0);
        // Every other seat is asked nothing.
        for (let seat = 0; seat < 5; seat++)
          if (seat !== p.seat) expect(fengsheng.legalCommands(state, seat)).toEqual([]);
        const r = fengsheng.apply(state, p.seat, legal[(seed * 7 + steps) % legal.length]);
        if (!r.ok) throw new Error(r.error);
        state = r.state;
        expect(fengsheng.eventsFor(state, r.events, 'spectator').length).toBeLessThanOrEqual(r.events.length);
        steps++;
        expect(steps).toBeLessThan(5000);
      }
      expect(fengsheng.pending(state)).toBeNull();
      expect(fengsheng.view(state, 'spectator').result).toEqual(fengsheng.result(state));
    }
  });

  it('answers a bad command with a reason and leaves the game as it was', () => {
    const { state } = fengsheng.create({ ruleset: 'standard', players: 3, seed: 4 });
    const before = JSON.stringify(state);
    const p = fengsheng.pending(state)!;
    const other = (p.seat + 1) % 3;
    const r = fengsheng.apply(state, other, { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/does not hold priority/);
    expect(JSON.stringify(state)).toBe(before);
  });
});
