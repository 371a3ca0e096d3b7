// Rebuilding the kept rooms at start, and closing waiting rooms nobody started. Each room on its
// own: one that cannot be read is reported and set aside, the others go on. The crash windows of a
// kill -9 are closed here: an all-bot room killed before its start is started, and a game whose
// last command was kept but not its end is finished.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { live } from './live.ts';
import { forgetRoom, openRoom, startIfAllBots } from './rooms.ts';
import { services } from './services.ts';

export interface RestoreProgress {
  total: number;
  done: number;
  restored: number;
  expired: number;
  damaged: number;
  /** Kept rooms not rebuilt because the server had MAX_ROOMS open (tried again at the next start). */
  skipped: number;
}

export function emptyProgress(): RestoreProgress {
  return { total: 0, done: 0, restored: 0, expired: 0, damaged: 0, skipped: 0 };
}

export async function restoreRooms(progress: RestoreProgress): Promise<void> {
  const { store, log, config } = services();
  const kept = await store.openRooms();
  progress.total = kept.length;
  const oldest = Date.now() - config.limits.waitingRoomMinutes * 60_000;
  for (const room of kept) {
    // One room at a time with the event loop free in between: /healthz and joins are answered.
    await nextTurn();
    progress.done++;
    if (room.status === 'waiting' && room.createdAt < oldest) {
      await store.setAside(room.id, 'expired');
      progress.expired++;
      continue;
    }
    if (live.rooms().length >= config.limits.maxRooms) {
      progress.skipped++;
      continue;
    }
    // Several processes: a room whose lease another one holds is running there.
    const { leases } = services();
    if (leases && !(await leases.take(room.id))) continue;
    if (await reopenRoom(room.id)) progress.restored++;
    else progress.damaged++;
  }
  if (progress.skipped > 0)
    log.warn(
      { skipped: progress.skipped, maxRooms: config.limits.maxRooms },
      'rooms not rebuilt: MAX_ROOMS open',
    );
}

/**
 * Rebuild one kept room from its row and log, and go on where it stopped; false (and the room set
 * aside as damaged) if it cannot be read.
 */
export async function reopenRoom(roomId: string): Promise<boolean> {
  try {
    await openRoom(roomId);
    await finishIfOver(roomId);
    await startIfAllBots(roomId);
    return true;
  } catch (err) {
    services().log.error({ err, roomId }, 'room could not be restored: set aside as damaged');
    await services()
      .store.setAside(roomId, 'damaged')
      .catch(() => undefined);
    return false;
  }
}

/** A game whose log ends in a result but whose status was not saved (killed in between) ends now. */
async function finishIfOver(roomId: string): Promise<void> {
  const room = live.room(roomId);
  const result = room?.session?.result() ?? null;
  if (!room || result === null || room.record.status !== 'playing') return;
  await room.enqueue(async () => {
    room.record.status = 'finished';
    await services().store.setGameStatus(room.record.gameId, 'finished', result);
  });
  services().log.warn(
    { roomId, gameId: room.record.gameId },
    'game had ended before the crash: finished now',
  );
}

/** Every so often: close waiting rooms nobody is in that are past their time. */
export function sweepWaitingRooms(): () => void {
  const { config } = services();
  const ttl = config.limits.waitingRoomMinutes * 60_000;
  const timer = setInterval(() => void sweep(ttl), Math.min(60_000, Math.max(1000, ttl / 4)));
  timer.unref();
  return () => clearInterval(timer);
}

async function sweep(ttl: number): Promise<void> {
  const { store, log } = services();
  const oldest = Date.now() - ttl;
  for (const room of live.rooms()) {
    const r = room.record;
    if (r.status !== 'waiting' || r.createdAt >= oldest || room.clients.length > 0) continue;
    try {
      await store.setAside(room.roomId, 'expired');
      forgetRoom(room.roomId);
      await room.disconnect();
    } catch (err) {
      log.error({ err, roomId: room.roomId }, 'could not close an expired room');
    }
  }
}
