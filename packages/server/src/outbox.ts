// Every message a room sends goes through here: a connection that does not read what it is sent
// (a stuck or hostile client) must not make the server hold an ever-growing queue for it. Past the
// limit of bytes waiting in its socket it is closed instead of sent more.
import type { Client } from '@colyseus/core';
import { CLOSE_SLOW_CONSUMER } from './protocol.ts';

/** How long a closed slow connection gets to read its close frame before its socket is dropped. */
const DROP_AFTER_MS = 5000;

interface Socket {
  bufferedAmount?: number;
  terminate?: () => void;
  readyState?: number;
}

function socketOf(client: Client): Socket | undefined {
  return (client as unknown as { ref?: Socket }).ref;
}

/** Bytes written to this connection that it has not read yet. */
export function buffered(client: Client): number {
  return socketOf(client)?.bufferedAmount ?? 0;
}

const closing = new WeakSet<Client>();

/** Close a connection that reads too slowly; its queued bytes are dropped soon after. */
export function closeSlow(client: Client, limit: number): void {
  if (closing.has(client)) return;
  closing.add(client);
  const ws = socketOf(client);
  client.leave(
    CLOSE_SLOW_CONSUMER,
    `this connection reads too slowly (over ${Math.round(limit / 1024)} KiB unread): reload to join again`,
  );
  setTimeout(() => ws?.terminate?.(), DROP_AFTER_MS).unref();
}

/** Send unless the connection already has more than `limit` bytes unread; then close it. */
export function sendTo(client: Client, type: string, message: unknown, limit: number): boolean {
  if (buffered(client) > limit) {
    closeSlow(client, limit);
    return false;
  }
  client.send(type, message);
  return true;
}
