// The agenda: work the engine still has to do, kept as plain data in the state so that a decision
// can suspend any process (a stack resolution, a death, a trigger) and the game can be saved,
// cloned and replayed in the middle of it. Tasks run last-pushed first: a process pushes its own
// continuation before the work that must happen first (triggers, deaths).
//
// Every task is typed by its id: the module that defines a task adds the id and the shape of its
// data to `TaskPayloads` by declaration merging, next to the handler —
//   declare module '<...>/core/tasks.ts' {
//     interface TaskPayloads { 'oldGold.fuelSeat': { owner: Seat; plan: Plan } }
//   }
// — so that pushing a task, or asking a question that resumes it, with the wrong data does not
// compile. A task resumed by a choice (`ask`) gets the seat's `picks` besides what the asker gave.
import type { ChoiceOption, GameEvent, GameState, Task } from './types.ts';

/** The id of every task and the shape of its data. Empty here: the defining modules fill it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TaskPayloads {}
export type TaskId = keyof TaskPayloads;

/** The answer to a choice, as its task receives it: the options picked, in the order picked. */
export type Picks = ChoiceOption[];

/** What a choice resumes: a task, with its data but the `picks` the answer will add. */
export interface Resume<K extends TaskId = TaskId> {
  run: K;
  data: Omit<TaskPayloads[K], 'picks'>;
}

/**
 * A resumed task's data: what the asker gave, with the answer's `picks` added. Copied and then
 * given the field, not written as `{ ...data, picks }`: on Node 20 a spread that gains a field
 * takes a slow path (about 1.3 µs against 0.1 µs; issue 12) and leaves a slow object.
 */
export function withPicks(data: object, picks: Picks): Record<string, unknown> {
  const out: Record<string, unknown> = Object.assign({}, data) as Record<string, unknown>;
  out.picks = picks;
  return out;
}

type Handler = (s: GameState, data: never, out: GameEvent[]) => void;
const handlers = new Map<string, Handler>();

/** Register the code behind a task id. Core modules and rulesets call this once at load time. */
export function defineTask<K extends TaskId>(
  name: K,
  run: (s: GameState, data: TaskPayloads[K], out: GameEvent[]) => void,
): void {
  if (handlers.has(name)) throw new Error(`task "${name}" is defined twice`);
  handlers.set(name, run as Handler);
}

export function pushTask<K extends TaskId>(s: GameState, run: K, data: TaskPayloads[K]): void {
  s.tasks.push({ run, data: data as Record<string, unknown> });
}

/** The data of a waiting task, read as its id's type; null when the task is another one. */
export function dataOf<K extends TaskId>(t: Task, run: K): TaskPayloads[K] | null {
  return t.run === run ? (t.data as TaskPayloads[K]) : null;
}

/** Run the most recently pushed task. */
export function runNextTask(s: GameState, out: GameEvent[]): void {
  const t = s.tasks.pop()!;
  const h = handlers.get(t.run) as ((s: GameState, data: unknown, out: GameEvent[]) => void) | undefined;
  if (!h) throw new Error(`no task handler "${t.run}"`);
  h(s, t.data, out);
}
