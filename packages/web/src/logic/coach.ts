// The coach's history as the page keeps it: every line on what happened, in the order it was said,
// each once (a whole state sent again after a reload repeats the last command's lines).
import type { CoachLine, Text } from '@fengsheng/server/protocol';

export interface SaidLine {
  seq: number;
  text: Text;
}

/** The most lines a page keeps: a whole game's worth of a first game's turns. */
export const COACH_HISTORY = 200;

/** The history with this state's lines on what happened added, each line of a seq only once. */
export function addCoachLines(
  history: readonly SaidLine[],
  seq: number,
  lines: readonly CoachLine[],
): SaidLine[] {
  const added: SaidLine[] = [];
  for (const l of lines) {
    if (l.kind !== 'happened') continue;
    const again = history.some((h) => h.seq === seq && h.text.zh === l.text.zh && h.text.en === l.text.en);
    if (!again) added.push({ seq, text: l.text });
  }
  if (added.length === 0) return history as SaidLine[];
  return [...history, ...added].slice(-COACH_HISTORY);
}
