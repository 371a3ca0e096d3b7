// Shared by the security-room tests: short counts in CI, full counts with SECURITY_FULL=1, and a
// client's raw socket (to count bytes or to stop reading).
import type { Player } from './server.ts';
import { post } from './server.ts';
import type { RunningServer } from '../../src/app.ts';

export const FULL = process.env.SECURITY_FULL === '1';

/** `ci` in CI, `full` in a full-count run. */
export function count(ci: number, full: number): number {
  return FULL ? full : ci;
}

interface RawSocket {
  addEventListener(type: 'message', f: (e: { data: ArrayBuffer | Buffer }) => void): void;
  _socket: { pause(): void; resume(): void };
  readyState: number;
}

/** The `ws` socket under a colyseus.js room (Node 20 has no global WebSocket). */
export function socketOf(p: Player): RawSocket {
  return (p.room.connection.transport as unknown as { ws: RawSocket }).ws;
}

/** Count every byte this client receives from now on. */
export function byteCounter(p: Player): { bytes: number } {
  const c = { bytes: 0 };
  socketOf(p).addEventListener('message', (e) => {
    c.bytes += (e.data as ArrayBuffer).byteLength ?? (e.data as Buffer).length;
  });
  return c;
}

export async function makeRoom(
  server: RunningServer,
  token: string | undefined,
  body: Record<string, unknown>,
): Promise<{ roomId: string; gameId: string }> {
  const res = await post<{ roomId: string; gameId: string }>(`${server.url}/api/rooms`, body, token);
  if (res.status !== 201) throw new Error(`room not made: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function rssMiB(): number {
  return process.memoryUsage().rss / 2 ** 20;
}
