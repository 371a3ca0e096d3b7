// TRUST_PROXY: behind a reverse proxy, the per-address caps count the client's address that the
// trusted proxies wrote in X-Forwarded-For; without it (or from an untrusted socket) the header is
// ignored, so a visitor cannot pick a fresh address per request by writing the header.
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/app.ts';
import { clientAddress, parseTrustProxy, type TrustProxy } from '../src/client-address.ts';
import { configFromEnv } from '../src/config.ts';
import { StartRefused } from '../src/startup.ts';
import { session, tempDataDir } from './helpers/server.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serverTrusting(trustProxy: TrustProxy | null): Promise<RunningServer> {
  const config = configFromEnv({
    port: 0,
    host: '127.0.0.1',
    dataDir: tempDataDir(),
    quiet: true,
    webDir: null,
    databaseUrl: null,
    trustProxy,
    limits: { maxRoomsPerAddress: 1, maxRoomsPerSession: 10 },
  });
  server = await startServer({ config, botDelayMs: 5 });
  return server;
}

/** Make a waiting room as if through a proxy that says the client is `from`. */
async function makeRoomFrom(s: RunningServer, token: string, from: string): Promise<number> {
  const res = await fetch(`${s.url}/api/rooms`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': from,
    },
    body: JSON.stringify({ seats: 5, bots: 0 }),
  });
  return res.status;
}

const request = (socket: string, xff?: string) =>
  ({ socket: { remoteAddress: socket }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as
    IncomingMessage | never;

describe('the address the caps count', () => {
  it('is the socket address without TRUST_PROXY: one proxy in front counts as one address', async () => {
    const s = await serverTrusting(null);
    const token = await session(s, 'Maker');
    expect(await makeRoomFrom(s, token, '203.0.113.1')).toBe(201);
    expect(await makeRoomFrom(s, token, '203.0.113.2')).toBe(429);
  });

  it('is the forwarded client address with TRUST_PROXY: two visitors behind the proxy count apart', async () => {
    const s = await serverTrusting(parseTrustProxy('127.0.0.1'));
    const token = await session(s, 'Maker');
    expect(await makeRoomFrom(s, token, '203.0.113.1')).toBe(201);
    expect(await makeRoomFrom(s, token, '203.0.113.2')).toBe(201);
    // The same visitor again is over its cap, whatever it writes at the front of the header.
    expect(await makeRoomFrom(s, token, '203.0.113.1')).toBe(429);
    expect(await makeRoomFrom(s, token, '198.51.100.9, 203.0.113.2')).toBe(429);
  });

  it('reads X-Forwarded-For from the right, past trusted hops only', () => {
    const list = parseTrustProxy('10.0.0.1, 10.0.0.2');
    expect(clientAddress(request('10.0.0.1', '1.2.3.4, 10.0.0.2'), list)).toBe('1.2.3.4');
    expect(clientAddress(request('::ffff:10.0.0.1', 'spoof, 5.6.7.8'), list)).toBe('5.6.7.8');
    // An untrusted socket is the client itself: its header says nothing.
    expect(clientAddress(request('9.9.9.9', '1.2.3.4'), list)).toBe('9.9.9.9');
    const two = parseTrustProxy('2');
    expect(clientAddress(request('10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2'), two)).toBe('1.2.3.4');
    expect(clientAddress(request('10.0.0.1', '1.2.3.4'), parseTrustProxy('1'))).toBe('1.2.3.4');
    // No header, or garbage in it: the socket address.
    expect(clientAddress(request('10.0.0.1'), parseTrustProxy('1'))).toBe('10.0.0.1');
    expect(clientAddress(request('10.0.0.1', 'not-an-ip'), parseTrustProxy('1'))).toBe('10.0.0.1');
    expect(parseTrustProxy('')).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(() => parseTrustProxy('proxy.example.org')).toThrow(StartRefused);
  });
});
