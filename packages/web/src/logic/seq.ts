// Keeping the client's copy of the game in step with the server's `state` messages.

export type SeqDecision = 'apply' | 'resync' | 'ignore';

/**
 * What to do with a state message given the last seq applied (null before the first).
 * A full state always applies; otherwise it must be the next one, the same one again (a state
 * re-sent without a new command, e.g. a timer), or it reveals a gap and the client resyncs.
 */
export function onState(last: number | null, seq: number, full: boolean): SeqDecision {
  if (full) return 'apply';
  if (last === null) return 'resync';
  if (seq === last + 1 || seq === last) return 'apply';
  if (seq < last) return 'ignore';
  return 'resync';
}
