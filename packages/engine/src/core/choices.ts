// Choices asked in the middle of a process: pick one option at a time until `max` picks, or stop
// once `min` are picked. The answer resumes the process as a task with `picks` in its data.
import { withPicks, type Resume, type TaskId } from './tasks.ts';
import type { ChoiceOption, GameState, Seat } from './types.ts';

export function ask<K extends TaskId>(
  s: GameState,
  seat: Seat,
  prompt: string,
  options: ChoiceOption[],
  min: number,
  max: number,
  resume: Resume<K>,
): void {
  // Nothing to pick (the table changed since the effect began): the process goes on with no picks.
  if (options.length === 0) {
    s.tasks.push({ run: resume.run, data: withPicks(resume.data, []) });
    return;
  }
  const most = Math.min(max, options.length);
  s.decision = {
    kind: 'choose',
    seat,
    prompt,
    options,
    min: Math.min(min, most),
    max: most,
    picked: [],
    resume: resume as { run: string; data: Record<string, unknown> },
  };
}

export function sameOption(a: ChoiceOption, b: ChoiceOption): boolean {
  return a.seat === b.seat && a.card === b.card && a.value === b.value;
}
