// The agenda: work the engine still has to do, kept as plain data in the state so that a decision
// can suspend any process (a stack resolution, a death, a trigger) and the game can be saved,
// cloned and replayed in the middle of it. Tasks run last-pushed first: a process pushes its own
// continuation before the work that must happen first (triggers, deaths).
import type { GameEvent, GameState } from './types.ts';

export type TaskData = Record<string, unknown>;
export type TaskHandler = (s: GameState, data: TaskData, out: GameEvent[]) => void;

const handlers = new Map<string, TaskHandler>();

/** Register the code behind a task name. Core modules and rulesets call this once at load time. */
export function defineTask(name: string, run: TaskHandler): void {
  if (handlers.has(name)) throw new Error(`task "${name}" is defined twice`);
  handlers.set(name, run);
}

export function pushTask(s: GameState, run: string, data: TaskData = {}): void {
  s.tasks.push({ run, data });
}

/** Run the most recently pushed task. */
export function runNextTask(s: GameState, out: GameEvent[]): void {
  const t = s.tasks.pop()!;
  const h = handlers.get(t.run);
  if (!h) throw new Error(`no task handler "${t.run}"`);
  h(s, t.data, out);
}
