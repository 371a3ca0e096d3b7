// Pure helpers for the replay screen.
import type { LogLine } from '@fengsheng/server/protocol';

export interface FrameLog {
  seq: number;
  views: Record<string, { view: unknown; log: LogLine[] }>;
}

/**
 * The log a viewer had seen by frame k. The server may send each frame's own lines or the whole
 * log so far; a last frame holding lines older than itself means the logs are cumulative.
 */
export function logUpTo(frames: readonly FrameLog[], k: number, viewer: string): LogLine[] {
  if (frames.length === 0) return [];
  const last = frames[frames.length - 1];
  const lastLog = last.views[viewer]?.log ?? [];
  const cumulative = frames.length > 1 && lastLog.some((l) => l.seq < last.seq);
  const upTo = Math.max(0, Math.min(k, frames.length - 1));
  if (cumulative) return frames[upTo].views[viewer]?.log ?? [];
  const out: LogLine[] = [];
  for (let i = 0; i <= upTo; i++) out.push(...(frames[i].views[viewer]?.log ?? []));
  return out;
}

/** Viewer keys in a frame, seats in number order then 'spectator'. */
export function viewerKeys(frame: FrameLog | undefined): string[] {
  if (!frame) return [];
  const keys = Object.keys(frame.views);
  const seats = keys.filter((k) => /^\d+$/.test(k)).sort((a, b) => Number(a) - Number(b));
  return [...seats, ...keys.filter((k) => !/^\d+$/.test(k))];
}

/** A heading of the log (a turn, a night) and the replay step it happened at. */
export interface TurnMark {
  k: number;
  text: LogLine['text'];
}

/**
 * The turns a replay can jump to: the log's headings (the event types `headings` names) as the
 * viewer saw them by the last step, each with the step whose command began it.
 */
export function turnMarks(
  frames: readonly FrameLog[],
  viewer: string,
  headings: ReadonlySet<string>,
): TurnMark[] {
  if (frames.length === 0) return [];
  const out: TurnMark[] = [];
  for (const line of logUpTo(frames, frames.length - 1, viewer)) {
    const type = (line.event as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !headings.has(type)) continue;
    const k = frames.findIndex((f) => f.seq === line.seq);
    if (k >= 0) out.push({ k, text: line.text });
  }
  return out;
}

/** The turn a step belongs to: the last mark at or before it (-1 before the first). */
export function turnAt(marks: readonly TurnMark[], k: number): number {
  let at = -1;
  for (let i = 0; i < marks.length && marks[i].k <= k; i++) at = i;
  return at;
}

/** Autoplay speeds, in steps per second. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;
