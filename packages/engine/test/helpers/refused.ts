// Test-only: a command the engine must refuse, and the proof that refusing it changed nothing.
import { expect } from 'vitest';
import { applyInPlace } from '../../src/index.ts';
import type { Command, GameState } from '../../src/index.ts';

/** The reason this command is refused; the table is left exactly as it was. */
export function refused(s: GameState, seat: number, cmd: unknown): string {
  const before = structuredClone(s);
  const r = applyInPlace(s, seat, cmd as Command);
  expect(s).toStrictEqual(before);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(cmd)}`);
  return r.error;
}
