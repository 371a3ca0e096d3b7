// In the room (issue 10): nothing is synced through the framework's state, so its 50 ms patch timer
// is off; idle waiting rooms cost (almost) nothing. SECURITY_FULL=1 measures 2,000 rooms.
import { Room } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { count, makeRoom, sleep } from './helpers/security.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

describe('the framework’s patch timer', () => {
  it('is off: waiting rooms run no 50 ms patch broadcast', async () => {
    const rooms = count(20, 2000);
    const spy = vi.spyOn(Room.prototype, 'broadcastPatch');
    for (let i = 0; i < rooms; i++) await makeRoom(server, undefined, { seats: 3, bots: 0 });
    global.gc?.();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    spy.mockClear();
    await sleep(count(500, 10_000));
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - t0;
    const share = (cpu.user + cpu.system) / 1000 / wall;
    console.log(
      `${rooms} waiting rooms idle: ${(share * 100).toFixed(1)}% of a core over ${(wall / 1000).toFixed(1)} s`,
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }, 600_000);
});
