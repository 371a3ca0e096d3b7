// Keeping the client's copy of the game in step with the server's `state` messages.

export type SeqDecision = 'apply' | 'resync' | 'ignore';

/**
 * What to do with a state message given the last seq applied (null before the first). A full
 * state always applies. Otherwise it names the previous state the server sent to this client
 * (`prevSeq`; seqs may jump, since states that show this client nothing new are not sent): if
 * that is the one we have, apply; an older repeat is ignored; anything else is a gap: resync.
 */
export function onState(
  last: number | null,
  seq: number,
  full: boolean,
  prevSeq: number | null,
): SeqDecision {
  if (full) return 'apply';
  if (last === null) return 'resync';
  if (prevSeq === last) return 'apply';
  if (seq <= last) return 'ignore';
  return 'resync';
}
