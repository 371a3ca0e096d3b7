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
