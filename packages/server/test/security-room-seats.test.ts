// In the room (issue 10): a seat is a seat whatever the connection says, the host frees seats
// before the start, guest sessions cannot hold seats forever, and no message shows a player id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { setRoomLimits } from '../src/room-limits.ts';
import { makeRoom } from './helpers/security.ts';
import { Player, post, session, testServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  setRoomLimits({ awaySeatSeconds: 1 });
  server = await testServer();
});
afterAll(async () => {
  await server.close();
  setRoomLimits(null);
});

describe('a seat is a seat', () => {
  it('a seated 杀人游戏 player joining again "to watch" is still seated: no chat while the table is closed', async () => {
    const annToken = await session(server, 'Ann');
    const { roomId } = await makeRoom(server, annToken, {
      game: 'killer',
      seats: 8,
      bots: 7,
      turnSeconds: 600,
      responseSeconds: 600,
    });
    const ann = await Player.join(server, roomId, annToken);
    ann.send('sit', { seat: 0 });
    await ann.until(() => ann.roomInfo!.you === 0);
    ann.send('start', {});
    await ann.until(() => ann.roomInfo!.status === 'playing', 10_000, 'the start');
    const again = await Player.join(server, roomId, annToken, true);
    await again.until(() => again.state !== null, 5000, 'a state');
    expect(again.roomInfo!.you).toBe(0);
    const heard: unknown[] = [];
    ann.room.onMessage('chat', (m) => heard.push(m));
    const err = await again.nextError(() => again.send('chat', { text: '我是警察' }));
    expect(err).toMatchObject({ code: 'not-allowed', message: expect.stringMatching(/speak only/) });
    // Its view is the seat's, not a spectator's, and nobody heard the line.
    expect((again.state!.view as { viewer: unknown }).viewer).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
    await again.leave();
    await ann.leave();
  });
});

describe('seats before the start', () => {
  it('the host removes a person; they may watch but not sit again; others cannot remove anyone', async () => {
    const hostToken = await session(server, 'Host');
    const { roomId } = await makeRoom(server, hostToken, { seats: 3, bots: 0 });
    const host = await Player.join(server, roomId, hostToken);
    const squatterToken = await session(server, 'Squat');
    const squatter = await Player.join(server, roomId, squatterToken);
    host.send('sit', { seat: 0 });
    squatter.send('sit', { seat: 1 });
    await host.until(() => host.roomInfo!.seats[1].kind === 'human', 5000, 'both seated');
    expect(await squatter.nextError(() => squatter.send('removePlayer', { seat: 0 }))).toMatchObject({
      code: 'not-allowed',
      message: 'only the host removes players',
      // The reason a page says in its own language.
      reason: 'host-only',
    });
    expect((await host.nextError(() => host.send('removePlayer', { seat: 0 }))).message).toMatch(/stand up/);
    expect(await host.nextError(() => host.send('removePlayer', { seat: 2 }))).toMatchObject({
      message: 'nobody sits in seat 3',
      reason: 'seat-empty',
      params: { seat: 3 },
    });
    host.send('removePlayer', { seat: 1 });
    await squatter.until(() => squatter.roomInfo!.seats[1].kind === 'empty', 5000, 'the seat freed');
    expect(squatter.roomInfo!.you).toBeNull();
    expect(await squatter.nextError(() => squatter.send('sit', { seat: 2 }))).toMatchObject({
      message: expect.stringMatching(/removed you/),
      reason: 'removed',
    });
    expect(host.roomInfo!.seats.map((s) => s.kind)).toEqual(['human', 'empty', 'empty']);
    await squatter.leave();
    await host.leave();
  });

  it('a seat whose player has gone is freed after a while, so guest sessions cannot fill a room for ever', async () => {
    const hostToken = await session(server, 'Host');
    const { roomId } = await makeRoom(server, hostToken, { seats: 3, bots: 0 });
    const host = await Player.join(server, roomId, hostToken);
    host.send('sit', { seat: 0 });
    for (const seat of [1, 2]) {
      const guest = await Player.join(server, roomId, await session(server, `G${seat}`));
      guest.send('sit', { seat });
      await guest.until(() => guest.roomInfo!.you === seat, 5000, 'seated');
      await guest.leave();
    }
    await host.until(() => host.roomInfo!.seats[2].kind === 'human', 5000, 'all seated');
    // Room housekeeping runs every 10 s; the away limit is 1 s here.
    await host.until(
      () => host.roomInfo!.seats[1].kind === 'empty' && host.roomInfo!.seats[2].kind === 'empty',
      15_000,
      'the away seats freed',
    );
    expect(host.roomInfo!.seats[0].kind).toBe('human');
    await host.leave();
  }, 20_000);

  it('no message carries the host’s (or anyone’s) player id', async () => {
    const made = await post<{ token: string; playerId: string }>(`${server.url}/api/session`, {
      name: 'Host',
    });
    const { token: hostToken, playerId } = made.body;
    const { roomId } = await makeRoom(server, hostToken, { seats: 3, bots: 2, speed: 'normal' });
    const host = await Player.join(server, roomId, hostToken);
    const other = await Player.join(server, roomId, await session(server, 'Other'));
    const seen: unknown[] = [];
    other.room.onMessage('*', (type, m) => seen.push([type, m]));
    host.send('sit', { seat: 0 });
    await other.until(() => other.roomInfo!.seats[0].kind === 'human', 5000, 'the host seated');
    host.send('start', {});
    await other.until(() => other.state !== null, 5000, 'a state');
    const text = JSON.stringify([other.roomInfo, other.staticInfo, other.state, seen]);
    expect(playerId.length).toBeGreaterThan(8);
    expect(text).not.toContain(playerId);
    expect(other.roomInfo).not.toHaveProperty('host');
    await other.leave();
    await host.leave();
  });
});
