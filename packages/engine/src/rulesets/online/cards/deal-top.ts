// The deck top dealt as intel (博弈, 真伪莫辨): turned up in front of a player. A death it causes is
// the card user's (亲手).
import { gainIntel } from '../../../core/outcome.ts';
import { isActive } from '../../../core/seats.ts';
import { defineTask, pushTask } from '../../../core/tasks.ts';
import type { GameEvent, GameState, Seat } from '../../../core/types.ts';
import { reissue, takeTop } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'online.dealDeckTop': { order: Seat[]; user: Seat; i: number };
  }
}

/** The deck top becomes `seat`'s intel; false when the deck and discard are both empty. */
export function deckTopAsIntel(s: GameState, seat: Seat, user: Seat, out: GameEvent[]): boolean {
  const c = takeTop(s, out);
  if (c < 0) return false;
  reissue(s, c);
  gainIntel(s, seat, c, user, 'dealt', user, out);
  return true;
}

/**
 * Each player of `order` in turn takes the deck top as intel, one card per task, so that what one
 * card sets off (a death, a victory, a skill) is settled before the next player draws theirs.
 */
export function dealDeckTopInOrder(s: GameState, user: Seat, order: Seat[]): void {
  pushTask(s, 'online.dealDeckTop', { user, order, i: 0 });
}

defineTask('online.dealDeckTop', (s, data, out) => {
  const order = data.order;
  const user = data.user;
  let i = data.i;
  while (i < order.length && !isActive(s, order[i])) i++;
  if (i >= order.length || s.result) return;
  pushTask(s, 'online.dealDeckTop', { user, order, i: i + 1 });
  deckTopAsIntel(s, order[i], user, out);
});
