// Who is still in the game, in turn order (seats.ts): a dead player or one who lost is skipped by
// priority, by the next turn and by every "each player from … onward" (真伪莫辨's dealing).
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.ts';
import { activeFrom, activeMoreThan, nextActive } from '../src/core/seats.ts';

function table() {
  return createGame({
    ruleset: 'standard',
    players: 4,
    seed: 1,
    setup: { camps: ['red', 'blue', 'red', 'blue'], firstPlayer: 0, skipFirstDraw: true },
  }).state;
}

describe('active seats', () => {
  it('counts who is left: more than k seats in the game, for every k, with one dead and one lost', () => {
    const s = table();
    expect([0, 1, 2, 3, 4].map((k) => activeMoreThan(s, k))).toEqual([true, true, true, true, false]);
    s.players[1].alive = false;
    s.players[2].lost = true;
    expect([0, 1, 2, 3].map((k) => activeMoreThan(s, k))).toEqual([true, true, false, false]);
  });

  it('a dead player and a player who lost are skipped, in both directions', () => {
    const s = table();
    s.players[1].alive = false;
    s.players[2].lost = true;
    expect(activeFrom(s, 1)).toEqual([3, 0]);
    expect(nextActive(s, 0)).toBe(3);
    expect(nextActive(s, 0, -1)).toBe(3);
    expect(nextActive(s, 3)).toBe(0);
  });

  it('with nobody else left there is no next seat', () => {
    const s = table();
    for (const seat of [1, 2, 3]) s.players[seat].alive = false;
    expect(nextActive(s, 0)).toBe(-1);
    expect(activeFrom(s, 2)).toEqual([0]);
  });
});
