// Several server processes on one PostgreSQL database and one Redis (REDIS_URL with DATABASE_URL).
// The framework's Redis presence and driver let any process list rooms and reserve a seat in a
// room of another; the reservation names the owner's public address, and the client's websocket
// goes there (docs/architecture.md). What the framework does not do is here: every third of the
// lease time each process renews the leases of its rooms (leases.ts), stops any room whose lease it
// lost, puts its rooms' listings back in Redis (a restarted Redis, or the driver's cleanup after
// one missed health check, colyseus#968, leaves running rooms unlisted), and takes over the
// unfinished rooms whose lease has expired: their process is gone, their games go on here.
import { matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { Leases, migrateLeases } from './leases.ts';
import { live } from './live.ts';
import { reopenRoom } from './restore.ts';
import type { Db } from './db.ts';

/** Rooms taken over in one round at most: a dead process's rooms are spread over the others. */
const TAKE_PER_ROUND = 20;

export interface ClusterParts {
  presence: Presence;
  driver: RedisDriver;
  leases: Leases;
  /** Both Redis connections are up: with either down, ioredis would queue a command for seconds. */
  redisUp: () => boolean;
}

export async function clusterParts(db: Db, redisUrl: string, leaseMs: number): Promise<ClusterParts> {
  await migrateLeases(db);
  const presence = new RedisPresence(redisUrl);
  const driver = new RedisDriver(redisUrl);
  const clients = [
    (presence as unknown as { pub: { status: string } }).pub,
    (driver as unknown as { _client: { status: string } })._client,
  ];
  return {
    presence,
    driver,
    leases: new Leases(db, randomBytes(9).toString('base64url'), leaseMs),
    redisUp: () => clients.every((c) => c.status === 'ready'),
  };
}

/** The rounds of renewing and taking over; returns the stop (the leases are given back after). */
export function runCluster(leases: Leases, log: Logger): () => Promise<void> {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  let renewedAt = Date.now();
  const tick = async () => {
    try {
      await renewAndFence(leases, log);
      renewedAt = Date.now();
      await relist(log);
      await takeOver(leases, log);
    } catch (err) {
      log.error({ err }, 'cluster round failed (database unreachable?)');
      // Not renewed in a whole lease time: another process may have taken these rooms by now.
      if (Date.now() - renewedAt > leases.ms) await stopAll('leases not renewed in time', log);
    }
  };
  const timer = setInterval(
    () => {
      if (!stopped) round = round.then(tick);
    },
    Math.max(100, Math.floor(leases.ms / 3)),
  );
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}

async function renewAndFence(leases: Leases, log: Logger): Promise<void> {
  const here = live.rooms();
  const held = await leases.renew(here.map((r) => r.roomId));
  for (const room of here)
    if (!held.has(room.roomId)) {
      log.warn({ roomId: room.roomId }, 'lease lost: the room stops here');
      await room.disconnect().catch(() => undefined);
    }
}

async function relist(log: Logger): Promise<void> {
  for (const room of live.rooms()) {
    if (!room.listing) continue;
    const listed = await matchMaker.getRoomById(room.roomId).catch(() => null);
    if (listed && listed.processId === room.listing.processId) continue;
    await Promise.resolve(room.listing.save()).catch((err: unknown) =>
      log.warn({ err }, 'could not relist a room'),
    );
  }
}

async function takeOver(leases: Leases, log: Logger): Promise<void> {
  const orphans = await leases.orphans(TAKE_PER_ROUND);
  for (const roomId of orphans) {
    if (live.room(roomId) || leases.takenLately(roomId) || !(await leases.take(roomId))) continue;
    if (await reopenRoom(roomId)) log.warn({ roomId }, 'room taken over from a process gone');
  }
}

async function stopAll(why: string, log: Logger): Promise<void> {
  for (const room of live.rooms()) {
    log.warn({ roomId: room.roomId, why }, 'the room stops here');
    await room.disconnect().catch(() => undefined);
  }
}
