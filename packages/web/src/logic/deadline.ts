// Time left is the server's: its deadline is turned into one on this page's clock.
import type { StateMessage } from '@fengsheng/server/protocol';

/**
 * A deadline on this page's clock: the server's deadline less the server's clock when it sent it,
 * from now. So the time left is the server's, whatever this machine's clock says.
 */
export function localDeadline(
  waiting: StateMessage['waiting'],
  serverNow: number,
  now: number,
): StateMessage['waiting'] {
  if (!waiting || waiting.deadline === null || !Number.isFinite(serverNow)) return waiting;
  return { seat: waiting.seat, deadline: now + (waiting.deadline - serverNow) };
}
