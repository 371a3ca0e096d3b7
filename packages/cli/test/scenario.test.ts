// `fengsheng scenario` runs either game's scenario files, chosen by their `ruleset`.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioCommand } from '../src/scenario.ts';

const root = join(import.meta.dirname, '..', '..');
const killerFile = join(root, 'killer/test/scenarios/tie-ladder-third-tie-is-a-draw.yaml');
const standardFile = join(
  root,
  'engine/test/scenarios/characters/old-ghost-last-wish-two-cards-all-taken.yaml',
);

function run(file: string): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((s: unknown) => void out.push(String(s)));
  vi.spyOn(console, 'error').mockImplementation((s: unknown) => void err.push(String(s)));
  return scenarioCommand([file]).then((code) => ({ code, out: out.join('\n'), err: err.join('\n') }));
}

afterEach(() => vi.restoreAllMocks());

describe('fengsheng scenario', () => {
  it('runs a 杀人游戏 file with the killer runner', async () => {
    const r = await run(killerFile);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).state.game).toBe('killer');
  });
  it('runs a 风声 file with the engine', async () => {
    const r = await run(standardFile);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).state.players).toHaveLength(3);
  });
});
