// 4人：…仅剩两人游戏继续，除非试探出互为同阵营 (seed 001): only at four players, only with two left, only
// for a camp shared by both (the scenarios in scenarios/zailin/two-left-*.yaml play it through).
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.ts';
import type { Camp, GameEvent, GameState } from '../src/index.ts';
import { probeShowsCamp } from '../src/rulesets/zailin/two-left.ts';

/** A table of these camps where every seat but the first two is dead. */
function twoLeft(camps: Camp[]): GameState {
  const { state } = createGame({ ruleset: 'zailin', players: camps.length, seed: 1, setup: { camps } });
  for (const p of state.players) if (p.seat > 1) p.alive = false;
  return state;
}

describe('4人: two left, a 试探 shows a shared camp', () => {
  it('at four players, two 军情 shown to each other win together', () => {
    const s = twoLeft(['blue', 'blue', 'red', 'red']);
    const out: GameEvent[] = [];
    probeShowsCamp(s, 0, 1, 'blue', out);
    expect(s.result?.winners).toEqual([0, 1]);
    expect(s.result?.camps).toEqual(['blue']);
  });

  it('not at five players, where the sentence is not printed', () => {
    const s = twoLeft(['blue', 'blue', 'red', 'red', 'neutral']);
    probeShowsCamp(s, 0, 1, 'blue', []);
    expect(s.result).toBeNull();
  });

  it('not with three left', () => {
    const s = twoLeft(['blue', 'blue', 'red', 'red']);
    s.players[2].alive = true;
    probeShowsCamp(s, 0, 1, 'blue', []);
    expect(s.result).toBeNull();
  });

  it('not for two 特工: each plays for itself', () => {
    const s = twoLeft(['neutral', 'neutral', 'red', 'blue']);
    probeShowsCamp(s, 0, 1, 'neutral', []);
    expect(s.result).toBeNull();
  });

  it('not when the camp shown is not the user’s', () => {
    const s = twoLeft(['red', 'blue', 'red', 'blue']);
    probeShowsCamp(s, 0, 1, 'blue', []);
    expect(s.result).toBeNull();
  });
});
