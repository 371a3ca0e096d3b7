// Who runs each room, when several processes share one PostgreSQL database: a lease per room, a row
// naming its owner and until when. A process runs a room only while it holds the room's lease, and
// renews all of its leases in one statement every third of the lease time; a lease not renewed in
// time (its process was killed, or cut off) is free for another process to take, in one statement
// that only one taker can win. The log's own primary key (game, seq) is the last guard: even a
// process that lost its lease without knowing cannot write a command the new owner wrote.
import { sql } from 'kysely';
import type { Db } from './db.ts';

export async function migrateLeases(db: Db): Promise<void> {
  await sql`create table if not exists room_leases (
    room_id text primary key,
    owner text not null,
    expires_at bigint not null
  )`.execute(db);
}

export class Leases {
  /** Leases taken lately, of rooms perhaps still being opened (not yet running): kept at renewal. */
  private readonly taken = new Map<string, number>();

  constructor(
    private readonly db: Db,
    /** This process's name in the leases (random at each start). */
    readonly owner: string,
    readonly ms: number,
  ) {}

  /** Take a room's lease if it is free, expired, or already ours; false if another process holds it. */
  async take(roomId: string): Promise<boolean> {
    const now = Date.now();
    const { rows } = await sql<{ room_id: string }>`
      insert into room_leases (room_id, owner, expires_at) values (${roomId}, ${this.owner}, ${now + this.ms})
      on conflict (room_id) do update set owner = excluded.owner, expires_at = excluded.expires_at
      where room_leases.expires_at < ${now} or room_leases.owner = excluded.owner
      returning room_id`.execute(this.db);
    if (rows.length === 1) this.taken.set(roomId, now);
    return rows.length === 1;
  }

  /** Taken by this process within a lease time: being opened here, not left by anyone. */
  takenLately(roomId: string): boolean {
    return this.taken.has(roomId);
  }

  /**
   * Renew the leases of the rooms this process runs and give back the others it held; returns the
   * rooms whose lease it still has (a room missing from it must stop here at once).
   */
  async renew(roomIds: readonly string[]): Promise<Set<string>> {
    const now = Date.now();
    for (const [id, at] of this.taken) if (at < now - this.ms) this.taken.delete(id);
    const ids = [...roomIds, ...this.taken.keys(), ''];
    const { rows } = await sql<{ room_id: string }>`
      update room_leases set expires_at = ${now + this.ms}
      where owner = ${this.owner} and expires_at >= ${now} and room_id = any(${ids}::text[])
      returning room_id`.execute(this.db);
    await sql`delete from room_leases where owner = ${this.owner} and not (room_id = any(${ids}::text[]))`.execute(
      this.db,
    );
    return new Set(rows.map((r) => r.room_id));
  }

  /** Rooms not finished whose lease is free or expired: their process is gone (oldest first). */
  async orphans(limit: number): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      select r.id from rooms r left join room_leases l on l.room_id = r.id
      where r.status in ('waiting', 'playing') and (l.room_id is null or l.expires_at < ${Date.now()})
      order by r.created_at limit ${limit}`.execute(this.db);
    return rows.map((r) => r.id);
  }

  /** Give back every lease of this process (a clean stop): others take the rooms at once. */
  async releaseAll(): Promise<void> {
    await sql`delete from room_leases where owner = ${this.owner}`.execute(this.db);
  }
}
