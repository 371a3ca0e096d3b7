// The task queue behind every rule that waits or chains (tasks.ts): a name means one piece of
// code, and a task nobody defined is a clear error rather than a silent skip.
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalCommands } from '../src/index.ts';
import { MAX_STEPS_PER_COMMAND } from '../src/core/flow.ts';
import { dataOf, defineTask, pushTask, runNextTask } from '../src/core/tasks.ts';
import type { GameEvent } from '../src/index.ts';

declare module '../src/core/tasks.ts' {
  interface TaskPayloads {
    'test.once': Record<string, never>;
    'test.record': { n: number };
    'test.forever': Record<string, never>;
  }
}

describe('tasks', () => {
  it('a task name can be defined only once', () => {
    defineTask('test.once', () => {});
    expect(() => defineTask('test.once', () => {})).toThrow('task "test.once" is defined twice');
  });

  it('running a task calls its code with its data; an unknown task is an error', () => {
    const { state } = createGame({ ruleset: 'standard', players: 3, seed: 1 });
    const seen: unknown[] = [];
    defineTask('test.record', (_s, data) => void seen.push(data.n));
    pushTask(state, 'test.record', { n: 7 });
    const out: GameEvent[] = [];
    runNextTask(state, out);
    expect(seen).toEqual([7]);
    // A task id no module declares does not compile; a saved state may still name one.
    state.tasks.push({ run: 'test.nobody', data: {} });
    expect(() => runNextTask(state, out)).toThrow('no task handler "test.nobody"');
  });

  it('a waiting task is read with its own id’s data, and as any other id reads as nothing', () => {
    // A rule looking through the agenda for its own tasks (simultaneous declarations) must not
    // take another task's data for one of its own.
    const { state } = createGame({ ruleset: 'standard', players: 3, seed: 1 });
    pushTask(state, 'test.record', { n: 7 });
    const task = state.tasks[state.tasks.length - 1];
    expect(dataOf(task, 'test.record')).toEqual({ n: 7 });
    expect(dataOf(task, 'test.once')).toBeNull();
  });

  it('a task pushed with data of the wrong shape does not compile', () => {
    const { state } = createGame({ ruleset: 'standard', players: 3, seed: 1 });
    // @ts-expect-error -- 'test.record' takes { n: number } (npm run typecheck fails if this compiles)
    pushTask(state, 'test.record', { n: 'seven' });
    // @ts-expect-error -- and no task is named 'test.unknown'
    pushTask(state, 'test.unknown', {});
    expect(state.tasks.map((t) => t.run)).toEqual(['test.record', 'test.unknown']);
  });

  it('a rule that never settles fails the command instead of hanging the process', () => {
    let runs = 0;
    defineTask('test.forever', (st) => {
      runs++;
      pushTask(st, 'test.forever', {});
    });
    const { state } = createGame({ ruleset: 'standard', players: 3, seed: 1 });
    const seat = state.players.findIndex((_, i) => legalCommands(state, i).length > 0);
    const cmd = legalCommands(state, seat)[0]!;
    state.tasks.push({ run: 'test.forever', data: {} });
    const before = JSON.stringify(state);
    expect(() => apply(state, seat, cmd)).toThrow(
      `the game did not settle within ${MAX_STEPS_PER_COMMAND} steps`,
    );
    // It gave up at the limit, not before, and the state the command was tried on is untouched.
    expect(runs).toBe(MAX_STEPS_PER_COMMAND);
    expect(JSON.stringify(state)).toBe(before);
  });
});
