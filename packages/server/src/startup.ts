// Refusing to run broken: what stops a start, with words and an exit code (sysexits.h), and the
// single-instance lock on DATA_DIR.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The exit codes a refused start ends with. */
export const EXIT = {
  /** Bad settings (a short secret, a bad number). */
  config: 78,
  /** The data cannot be trusted (empty or damaged database). */
  dataErr: 65,
  /** The data folder cannot be written. */
  cantCreate: 73,
  /** Another server holds DATA_DIR. */
  busy: 75,
  /** A service it needs (the PostgreSQL or Redis server) cannot be reached. */
  unavailable: 69,
} as const;

/** A start refused for a reason the operator must fix; main.ts prints it and exits with `exitCode`. */
export class StartRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'StartRefused';
  }
}

/** Lock files held by servers of this process (tests start several). */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Take `DATA_DIR/server.lock` for this process, or refuse: two servers on one folder would both
 * rebuild every room and fight over their logs. A lock left by a process that is gone is taken
 * over. Returns the release.
 */
export function takeLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(file);
      return () => release(file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM') throw notWritable(dataDir, code);
      if (code !== 'EEXIST') throw err;
    }
    let pid = 0;
    try {
      pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      // gone meanwhile, or unreadable: try again
    }
    const mine = pid === process.pid;
    if ((mine && heldHere.has(file)) || (!mine && pid > 0 && alive(pid)))
      throw new StartRefused(
        `the data folder ${dataDir} is in use by another server (pid ${pid}, ${file}); ` +
          'stop it first or give this one another DATA_DIR',
        EXIT.busy,
      );
    try {
      unlinkSync(file); // stale: its process is gone
    } catch (err) {
      // ENOENT: another starter took it over first, and the next round sees whose it is.
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') throw notWritable(dataDir, code);
    }
  }
  throw new StartRefused(`could not take the lock ${file}`, EXIT.busy);
}

function notWritable(dataDir: string, code: string | undefined): StartRefused {
  return new StartRefused(
    `the data folder ${dataDir} cannot be written (${code}); the server needs to write there`,
    EXIT.cantCreate,
  );
}

function release(file: string): void {
  heldHere.delete(file);
  try {
    if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) unlinkSync(file);
  } catch {
    // already gone
  }
}
