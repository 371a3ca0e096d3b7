// A game's glossary (display names and texts of every card, skill and mission: tens of kilobytes)
// is served over HTTP at an address named by its content, so a browser fetches each one once and
// keeps it (`immutable`), however many rooms it joins; the `static` message names the address.
// The glossaries come from the games' definitions for the options of rooms, a small fixed set, so
// the map stays small; it is bounded anyway.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const MAX_KEPT = 64;

interface Kept {
  gz: Buffer;
}

const kept = new Map<string, Kept>();

/** Keep `glossary` for serving and return its address. */
export function publishGlossary(glossary: unknown): string {
  const json = JSON.stringify(glossary);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 20);
  if (!kept.has(hash)) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(hash, { gz: gzipSync(json) });
  }
  return `/api/glossary/${hash}`;
}

/** The gzipped glossary at this hash, if one was published. */
export function glossaryAt(hash: string): Buffer | null {
  return kept.get(hash)?.gz ?? null;
}
