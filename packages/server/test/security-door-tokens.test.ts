// Session tokens and names: a weak secret stops the start, a tampered or expired token is refused
// everywhere, a good one is renewed, and names that would show as nothing or as someone else are
// refused in words.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { signToken } from '../src/tokens.ts';
import { killAll, spawnServer } from './helpers/process.ts';
import { get, Player, post, session, tempDataDir, testServer } from './helpers/server.ts';

afterEach(killAll);

describe('the session secret', { timeout: 90_000 }, () => {
  it('an empty or short DATA_DIR/secret stops the start with its reason and exit code 78', async () => {
    for (const secret of ['', 'short']) {
      const dataDir = tempDataDir();
      writeFileSync(join(dataDir, 'secret'), secret);
      const p = await spawnServer(dataDir);
      expect(await p.healthy()).toBeNull();
      expect(await p.exit).toBe(78);
      expect(p.output).toMatch(/session secret .* has \d+ bytes; it needs at least 32/);
    }
  });

  it('so does a short SESSION_SECRET', async () => {
    const p = await spawnServer(tempDataDir(), { SESSION_SECRET: 'abc' });
    expect(await p.healthy()).toBeNull();
    expect(await p.exit).toBe(78);
    expect(p.output).toMatch(/SESSION_SECRET has 3 bytes/);
  });
});

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

function tamper(token: string): string {
  const [payload, sig] = token.split('.');
  const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  data.n = 'Mallory';
  return `${Buffer.from(JSON.stringify(data)).toString('base64url')}.${sig}`;
}

describe('session tokens', () => {
  it('POST /api/rooms with a tampered token is 401 and makes no room', async () => {
    const before = (await get<{ total: number }>(`${server.url}/api/rooms`)).body.total;
    const token = await session(server, 'Ann');
    for (const bad of [tamper(token), 'garbage', `${token}x`]) {
      const res = await post<{ error: string }>(`${server.url}/api/rooms`, { seats: 5 }, bad);
      expect(res.status).toBe(401);
      expect(res.body.error).toMatch(/session token is not valid/);
    }
    expect((await get<{ total: number }>(`${server.url}/api/rooms`)).body.total).toBe(before);
  });

  it('an expired token is refused for rooms, joins and renewal; a good one renews to the same player', async () => {
    const { secret } = server.services.config;
    const player = { playerId: 'p-expired', name: 'Old' };
    const expired = signToken(secret, player, Date.now() - 1000);
    expect((await post(`${server.url}/api/rooms`, { seats: 5 }, expired)).status).toBe(401);
    expect((await post(`${server.url}/api/session/renew`, {}, expired)).status).toBe(401);
    const made = await post<{ roomId: string }>(`${server.url}/api/rooms`, { seats: 5 });
    const join = await post<{ error: string }>(`${server.url}/matchmake/joinById/${made.body.roomId}`, {
      token: expired,
    });
    expect(join.status).toBe(401);
    expect(join.body.error).toMatch(/expired/);

    const first = await post<{ token: string; playerId: string; expiresAt: number }>(
      `${server.url}/api/session`,
      {
        name: 'Bea',
      },
    );
    expect(first.body.expiresAt).toBeGreaterThan(Date.now() + 24 * 3600_000);
    const p = await Player.join(server, made.body.roomId, first.body.token);
    p.send('sit', { seat: 2 });
    await p.until(() => p.roomInfo?.you === 2);
    await p.leave();
    await new Promise((r) => setTimeout(r, 5));
    const renewed = await post<{ token: string; playerId: string; name: string }>(
      `${server.url}/api/session/renew`,
      {},
      first.body.token,
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.playerId).toBe(first.body.playerId);
    expect(renewed.body.name).toBe('Bea');
    expect(renewed.body.token).not.toBe(first.body.token);
    // The renewed token is the same player: back in the same seat.
    const back = await Player.join(server, made.body.roomId, renewed.body.token);
    await back.until(() => back.roomInfo?.you === 2);
    await back.leave();
  });
});

describe('names', () => {
  const refused: [string, string, RegExp][] = [
    ['zero-width only', '\u200B\u200B\u200B', /invisible/],
    ['a zero-width space inside', 'A\u200Bnn', /invisible/],
    ['a Hangul filler', '\u3164', /something to show|invisible/],
    ['combining marks only', '\u0301\u0301', /something to show/],
    ['a right-to-left override', '\u202Eevil\u202C Bot 2', /direction controls/],
    ['an isolate', 'Ann\u2067x\u2069', /direction controls/],
    ['an embedding', '\u202Bx\u202C', /direction controls/],
    ['a right-to-left mark', 'Ann\u200F', /direction controls/],
    ['a control character', 'An\u0007n', /control characters/],
    ['a lone surrogate', 'Ann\uD800', /lone surrogates/],
    ['private use', 'Ann\uE000', /private-use/],
    ['a bot seat’s name', 'Bot 2', /bot seat/],
  ];
  for (const [what, name, error] of refused)
    it(`refuses ${what} in words`, async () => {
      const res = await post<{ error: string }>(`${server.url}/api/session`, { name });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(error);
    });

  it('keeps ordinary names, normalised (NFC, trimmed, one space), emoji and Chinese included', async () => {
    const cases: [string, string][] = [
      ['  Ann   Lee ', 'Ann Lee'],
      ['Jose\u0301', 'Jos\u00e9'],
      ['老鬼\u3000阿姨', '老鬼 阿姨'],
      ['👩‍👩‍👧 family', '👩‍👩‍👧 family'],
      ['❤️', '❤️'],
    ];
    for (const [name, want] of cases) {
      const res = await post<{ name: string }>(`${server.url}/api/session`, { name });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe(want);
    }
  });
});
