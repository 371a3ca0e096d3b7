// What a finished game answers never changes, so it is built once and kept, gzipped, within a byte
// budget (least recently used goes first). Building is bounded too: a few at once, a short queue,
// then 503, and each build yields to the event loop between frames so that nothing else stalls.
import type { Request, Response } from 'express';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';

export class BusyError extends Error {}

export class GzipCache {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;
  private readonly building = new Map<string, Promise<Buffer>>();
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly maxBytes: number,
    private readonly maxBuilds: number,
  ) {}

  /** The kept answer for `key`, or `build` it (sharing a build already under way). */
  async get(key: string, build: (out: JsonOut) => Promise<void>): Promise<Buffer> {
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.run(build).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    const gz = await pending;
    this.keep(key, gz);
    return gz;
  }

  private async run(build: (out: JsonOut) => Promise<void>): Promise<Buffer> {
    if (this.active >= this.maxBuilds) {
      if (this.queue.length >= this.maxBuilds)
        throw new BusyError('replays are being prepared; try again in a few seconds');
      await new Promise<void>((go) => this.queue.push(go));
    }
    this.active++;
    try {
      const out = new JsonOut();
      await build(out);
      return await out.finish();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }

  private keep(key: string, gz: Buffer): void {
    if (this.kept.has(key) || gz.length > this.maxBytes) return;
    this.kept.set(key, gz);
    this.bytes += gz.length;
    for (const [k, v] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(k);
      this.bytes -= v.length;
    }
  }
}

/** JSON written piece by piece into gzip, so that a large answer is never one string in memory. */
export class JsonOut {
  private readonly gzip = createGzip();
  private readonly chunks: Buffer[] = [];
  private lastYield = Date.now();
  /** gzip has more input than it wants: wait for it before writing on. */
  private full = false;

  constructor() {
    this.gzip.on('data', (c: Buffer) => this.chunks.push(c));
  }

  write(text: string): void {
    if (!this.gzip.write(text)) this.full = true;
  }

  /** Let other requests run once in a while during a long build, and gzip catch up. */
  async breathe(): Promise<void> {
    if (this.full) {
      await once(this.gzip, 'drain');
      this.full = false;
    }
    if (Date.now() - this.lastYield < 10) return;
    await new Promise((r) => setImmediate(r));
    this.lastYield = Date.now();
  }

  finish(): Promise<Buffer> {
    return new Promise((done, fail) => {
      this.gzip.once('error', fail);
      // 'end' of the readable side: every compressed chunk has been handed over by then.
      this.gzip.once('end', () => done(Buffer.concat(this.chunks)));
      this.gzip.end();
    });
  }
}

/** Send a kept gzipped JSON answer: as is to clients that take gzip, else unzipped as a stream. */
export function sendGzipJson(req: Request, res: Response, gz: Buffer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(req.header('accept-encoding') ?? '')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', gz.length);
    res.end(gz);
    return;
  }
  const gunzip = createGunzip();
  gunzip.pipe(res);
  gunzip.end(gz);
}
