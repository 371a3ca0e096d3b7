// Accepted commands are written in one transaction per tick of the event loop: every command that
// arrived in the same tick, from every room, shares one commit (and one WAL write) instead of one
// each. A room hears that its command is written only once that commit is done, and only then
// tells anyone of it (table-room.ts `play`), so no client is ever answered before its command
// would survive the process being killed. On PostgreSQL the batch is one statement (its own
// transaction), and the rows of the ticks during that round trip wait to be the next one.
import type Database from 'better-sqlite3';

export interface AppendRow {
  gameId: string;
  seq: number;
  seat: number;
  command: string;
  source: string;
  at: number;
}

interface Batch {
  rows: AppendRow[];
  done: Promise<void>;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface AppendStats {
  /** Transactions committed. */
  batches: number;
  /** Commands written by them. */
  commands: number;
  /** The most commands one transaction carried. */
  largest: number;
}

/** Writes one batch of rows, all or none, and returns once that is durable (or throws). */
export interface AppendWriter {
  write(rows: readonly AppendRow[]): void | Promise<void>;
  /** False while the rows cannot be written yet (SQLite: another transaction is open on the connection). */
  ready(): boolean;
}

/** SQLite: two prepared statements per command in one transaction, written synchronously. */
export class SqliteAppends implements AppendWriter {
  readonly write: (rows: readonly AppendRow[]) => void;

  constructor(private readonly sqlite: Database.Database) {
    const insert = sqlite.prepare(
      'insert into commands (game_id, seq, seat, command, source, at) values (?, ?, ?, ?, ?, ?)',
    );
    const count = sqlite.prepare('update games set command_count = ? where id = ?');
    this.write = sqlite.transaction((rows: readonly AppendRow[]) => {
      for (const r of rows) {
        insert.run(r.gameId, r.seq, r.seat, r.command, r.source, r.at);
        count.run(r.seq, r.gameId);
      }
    });
  }

  // A Kysely transaction of another request is open on this connection (between its awaits):
  // written now, these rows would become part of it, committed only when it commits. Wait for it.
  ready(): boolean {
    return !this.sqlite.inTransaction;
  }
}

export class AppendBatcher {
  private batch: Batch | null = null;
  /** The batch being written (PostgreSQL: a round trip); the next one waits for it. */
  private writing: Promise<void> | null = null;
  readonly stats: AppendStats = { batches: 0, commands: 0, largest: 0 };

  constructor(private readonly writer: AppendWriter) {}

  /** Add a row to this tick's transaction; resolves once it is committed, rejects if it failed. */
  add(row: AppendRow): Promise<void> {
    if (this.batch === null) {
      this.batch = newBatch();
      if (this.writing === null) setImmediate(() => void this.flush());
    }
    this.batch.rows.push(row);
    return this.batch.done;
  }

  /** Commit what waits now (the tick's end, or the server closing); resolves once all is written. */
  async flush(): Promise<void> {
    if (this.writing !== null) await this.writing;
    const b = this.batch;
    if (b === null) return;
    if (!this.writer.ready()) {
      setImmediate(() => void this.flush());
      return;
    }
    this.batch = null;
    let written: void | Promise<void>;
    try {
      written = this.writer.write(b.rows);
    } catch (err) {
      // None of them is written: each room refuses its command and changes nothing.
      b.reject(err);
      return;
    }
    if (written instanceof Promise) {
      this.writing = written;
      try {
        await written;
      } catch (err) {
        b.reject(err);
        return;
      } finally {
        this.writing = null;
        // Rows that came during the round trip are the next batch.
        if (this.batch !== null) setImmediate(() => void this.flush());
      }
    }
    this.stats.batches++;
    this.stats.commands += b.rows.length;
    if (b.rows.length > this.stats.largest) this.stats.largest = b.rows.length;
    b.resolve();
  }

  /** Write everything waiting, including rows added while a batch was on its way (closing). */
  async drain(): Promise<void> {
    for (let i = 0; i < 1000 && (this.batch !== null || this.writing !== null); i++) {
      await this.flush();
      if (this.batch !== null && this.writing === null) await new Promise((r) => setImmediate(r));
    }
  }
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { rows: [], done, resolve, reject };
}
