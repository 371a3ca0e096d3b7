// Time left is the server's: its deadline is turned into one on this page's clock.
import type { StateMessage } from '@fengsheng/server/protocol';

/** Whom the table waits for, with the deadline on this page's clock and when it arrived here. */
export type LocalWaiting = (NonNullable<StateMessage['waiting']> & { since?: number }) | null;

/**
 * A deadline on this page's clock: the server's deadline less the server's clock when it sent it,
 * from now. So the time left is the server's, whatever this machine's clock says. `since` is now:
 * the time left shown may never be more than it was on arrival.
 */
export function localDeadline(
  waiting: StateMessage['waiting'],
  serverNow: number,
  now: number,
): LocalWaiting {
  if (!waiting || waiting.deadline === null || !Number.isFinite(serverNow)) return waiting;
  return { seat: waiting.seat, deadline: now + (waiting.deadline - serverNow), since: now };
}

/**
 * The clock a countdown is read against: the page's last tick, but never earlier than the deadline's
 * arrival. The tick is up to half a second old when a new state comes, and read against it a 10 s
 * timer showed 11 s (the time left rounded up).
 */
export function countdownNow(tick: number, waiting: LocalWaiting | undefined): number {
  return Math.max(tick, waiting?.since ?? tick);
}

/** Whole seconds left before the deadline, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
