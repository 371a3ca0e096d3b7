// A finished game step by step, from one seat's view, the public view, or every view at once.
// Only finished games are replayed: a live game's hidden cards stay hidden.
import type { Viewer } from '@fengsheng/game';
import type { GameEntry } from './games.ts';
import type { LogLine } from './protocol.ts';
import type { JsonOut } from './replay-cache.ts';
import { GameSession } from './session.ts';
import type { LoggedCommand } from './store.ts';

export interface ReplayFrame {
  seq: number;
  views: Record<string, { view: unknown; log: LogLine[] }>;
}

/** Which viewers a replay request asks for: a seat number, 'spectator' or 'all'; null if invalid. */
export function replayViewers(param: unknown, seats: number): Viewer[] | null {
  if (param === undefined || param === 'spectator') return ['spectator'];
  if (param === 'all') return [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
  if (typeof param === 'string' && /^\d+$/.test(param) && Number(param) < seats) return [Number(param)];
  return null;
}

/**
 * Write a finished game's replay as JSON (`{ gameId, commandCount, glossary, frames }`), one frame
 * at a time: a long nine-seat game seen by every viewer is tens of MiB, never held as one string.
 */
export async function writeReplay(
  out: JsonOut,
  entry: GameEntry,
  seats: number,
  head: { gameId: string; commandCount: number; options: unknown },
  commands: readonly LoggedCommand[],
  viewers: readonly Viewer[],
): Promise<void> {
  const glossary = entry.definition.glossary(head.options);
  out.write(
    `{"gameId":${JSON.stringify(head.gameId)},"commandCount":${head.commandCount},` +
      `"glossary":${JSON.stringify(glossary) ?? 'null'},"frames":[`,
  );
  const session = new GameSession(entry.definition, seats, head.options);
  out.write(JSON.stringify(frame(session, viewers)));
  for (const c of commands) {
    const tried = session.attempt(c.seat, c.command);
    if (!tried.ok) throw new Error(`command ${c.seq} does not replay: ${tried.error}`);
    session.commit(tried);
    out.write(',');
    out.write(JSON.stringify(frame(session, viewers)));
    await out.breathe();
  }
  out.write(']}');
}

function frame(session: GameSession, viewers: readonly Viewer[]): ReplayFrame {
  const views: ReplayFrame['views'] = {};
  for (const v of viewers) views[String(v)] = { view: session.view(v), log: session.log(v, session.seq - 1) };
  return { seq: session.seq, views };
}
