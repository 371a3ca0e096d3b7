// Every scenario file is a rule test: its commands must all be legal and its expectations hold.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioText } from '../src/scenario/index.ts';

const root = join(import.meta.dirname, 'scenarios');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ya?ml|json)$/.test(f) ? [p] : [];
  });
}

const all = files(root);

describe('scenarios', () => {
  it('there are scenario files to run', () => {
    expect(all.length).toBeGreaterThan(0);
  });
  for (const file of all) {
    const text = readFileSync(file, 'utf8');
    const name = /^name:\s*(.+)$/m.exec(text)?.[1] ?? '';
    it(`${relative(root, file)}: ${name}`, () => {
      const r = runScenarioText(text);
      const detail = r.illegal ? `\nlegal then:\n  ${r.illegal.legal.join('\n  ')}` : '';
      expect(r.errors.join('\n') + detail).toBe('');
      expect(r.ok).toBe(true);
    });
  }
});
