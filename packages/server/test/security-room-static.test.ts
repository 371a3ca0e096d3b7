// In the room (issue 10): static data (the glossary's address) goes once per connection, never in
// `room` messages, and the glossary itself from a cacheable HTTP address; spectators coming and going cost the others nothing, a seat's player coming or going
// one small `seat` message. SECURITY_FULL=1 runs the
// full counts (docs/security.md ("In the room")).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { setRoomLimits } from '../src/room-limits.ts';
import { byteCounter, count, makeRoom, sleep } from './helpers/security.ts';
import { Player, session, testServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  setRoomLimits({ joinsPerMinute: 100_000, joinBurst: 100_000 });
  // Every spectator here joins from 127.0.0.1 at once: the per-address join cap is lifted.
  server = await testServer({ limits: { pendingJoinsPerAddress: 1000 } });
});
afterAll(async () => {
  await server.close();
  setRoomLimits(null);
});

describe('static data once per connection', () => {
  it("the glossary's address comes once, in `static`, the glossary from a cacheable address; `room` messages are small and carry none", async () => {
    const token = await session(server, 'Ann');
    const { roomId } = await makeRoom(server, token, {
      seats: 5,
      bots: 4,
      options: { characters: true, expansion: true, identityTable: 'standard' },
    });
    const ann = await Player.join(server, roomId, token);
    ann.send('sit', { seat: 0 });
    await ann.until(() => ann.roomInfo!.you === 0);
    ann.send('start', {});
    await ann.until(() => ann.roomInfo!.status === 'playing' && ann.state !== null, 10_000, 'the start');
    expect(ann.counts.static).toBe(1);
    // The message names the glossary's address; the glossary itself comes over HTTP, kept by the
    // browser for good: the address is named by the content.
    expect(JSON.stringify(ann.staticInfo).length).toBeLessThan(300);
    const url = ann.staticInfo!.glossaryUrl;
    expect(url).toMatch(/^\/api\/glossary\/[0-9a-f]{20}$/);
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const glossary = (await res.json()) as { functions: Record<string, { zh: string }> };
    expect(JSON.stringify(glossary).length).toBeGreaterThan(5000);
    expect(glossary.functions.lock.zh).toBe('锁定');
    expect(ann.roomInfo).not.toHaveProperty('glossary');
    expect(JSON.stringify(ann.roomInfo).length).toBeLessThan(2048);
    // Another room of the same edition names the same address; an unknown one is a clear 404.
    const other = await makeRoom(server, token, {
      seats: 5,
      bots: 4,
      options: { characters: true, expansion: true, identityTable: 'standard' },
    });
    const bob = await Player.join(server, other.roomId, token);
    await bob.until(() => bob.staticInfo !== null, 5000, 'the static message');
    expect(bob.staticInfo!.glossaryUrl).toBe(url);
    const missing = await fetch(`${server.url}/api/glossary/${'0'.repeat(20)}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toMatch(/^no glossary 0{20}/);
    await bob.leave();
    await ann.leave();
  });

  it('spectators joining and leaving send the seated players nothing; a seat’s player leaving, one small message', async () => {
    const spectators = count(20, 60);
    const rounds = count(2, 25);
    const annToken = await session(server, 'Ann');
    const bobToken = await session(server, 'Bob');
    const { roomId } = await makeRoom(server, annToken, { seats: 3, bots: 0 });
    const ann = await Player.join(server, roomId, annToken);
    const bob = await Player.join(server, roomId, bobToken);
    ann.send('sit', { seat: 0 });
    bob.send('sit', { seat: 1 });
    await ann.until(() => ann.roomInfo!.seats[1].kind === 'human', 5000, 'both seated');
    await sleep(200);
    const bytes = byteCounter(ann);
    const tokens: string[] = [];
    for (let i = 0; i < spectators; i++) tokens.push(await session(server, `S${i}`));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let worstLeave = 0;
    for (let r = 0; r < rounds; r++) {
      const watchers = await Promise.all(tokens.map((t) => Player.join(server, roomId, t, true)));
      const t0 = performance.now();
      await Promise.all(watchers.map((w) => w.leave()));
      worstLeave = Math.max(worstLeave, performance.now() - t0);
    }
    delay.disable();
    await sleep(300);
    const perJoinLeave = bytes.bytes / (spectators * rounds);
    console.log(
      `spectators: ${spectators * rounds} joins and leaves, ${bytes.bytes} B to a seated player, ` +
        `slowest mass leave ${worstLeave.toFixed(0)} ms, event loop delay max ${(delay.max / 1e6).toFixed(0)} ms`,
    );
    expect(perJoinLeave).toBeLessThan(1);
    // Bob goes and comes back: Ann hears of it as one `seat` message each time, nothing else.
    const before = { ...ann.counts };
    const seatBytes = bytes.bytes;
    await bob.leave();
    await ann.until(() => ann.roomInfo!.seats[1].connected === false, 5000, 'Bob away');
    const again = await Player.join(server, roomId, bobToken);
    await ann.until(() => ann.roomInfo!.seats[1].connected === true, 5000, 'Bob back');
    expect((ann.counts.seat ?? 0) - (before.seat ?? 0)).toBe(2);
    expect(ann.counts.room).toBe(before.room);
    expect(bytes.bytes - seatBytes).toBeLessThan(300);
    await again.leave();
    await ann.leave();
  }, 300_000);
});
