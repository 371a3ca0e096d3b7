// Seats around the table. "To the right" (逆时针) is seat + 1; turns and intel travel that way.
import type { GameState, Seat } from './types.ts';

export function isActive(s: GameState, seat: Seat): boolean {
  const p = s.players[seat];
  return p.alive && !p.lost;
}

export function activeCount(s: GameState): number {
  const players = s.players;
  let n = 0;
  for (let i = 0; i < players.length; i++) if (players[i].alive && !players[i].lost) n++;
  return n;
}

/** More than `k` seats are still in the game: `activeCount(s) > k`, stopping once it knows. */
export function activeMoreThan(s: GameState, k: number): boolean {
  const players = s.players;
  let n = 0;
  for (let i = 0; i < players.length; i++) if (players[i].alive && !players[i].lost && ++n > k) return true;
  return false;
}

/** The next active seat from `seat` going `dir` (+1 right, -1 left); -1 if there is none but `seat`. */
export function nextActive(s: GameState, seat: Seat, dir: 1 | -1 = 1): Seat {
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const t = (((seat + dir * i) % n) + n) % n;
    if (isActive(s, t)) return t;
  }
  return -1;
}

/** Active seats in turn order starting at `from` (included when active). */
export function activeFrom(s: GameState, from: Seat): Seat[] {
  const n = s.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const t = (from + i) % n;
    if (isActive(s, t)) out.push(t);
  }
  return out;
}

/** The seat that holds priority first in a new window: the current player, or the next active one. */
export function firstPriority(s: GameState): Seat {
  return isActive(s, s.current) ? s.current : nextActive(s, s.current);
}
