// Applies surviving Stryker mutants by hand, one at a time: writes the mutant into the source, runs
// the rule tests a mutation run uses (vitest.mutation.config.ts), and writes the file back byte for
// byte. It answers "does this new test kill that survivor?" in seconds, without a Stryker run, and
// covers what Stryker cannot switch on at run time (literals read once when a module loads).
// Usage, from the repository root:
//   node scripts/apply-mutants.mjs --file packages/engine/src/rulesets/zailin/cards/probe.ts
//        [--lines 10-40] [--at 19:13,22:5] [--tests "packages/engine/test/scenarios.test.ts"] [-t "name filter"]
//        [--report reports/stryker-incremental-engine-rulesets.json] [--status Survived] [--target engine-rulesets] [--list]
// Prints one line per mutant: id, line:col, mutator, replacement, KILLED/SURVIVED/ERROR and the first
// failing test; --list prints the mutants without running anything. The file is written back byte
// for byte after each mutant (checked).
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// Vitest colours its output; the escape character is built, not written, to keep the regex plain.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const args = process.argv.slice(2);
const opt = (k, d) => {
  const i = args.indexOf(k);
  return i >= 0 ? args[i + 1] : d;
};
const file = opt('--file');
const report = JSON.parse(
  readFileSync(opt('--report', 'reports/stryker-incremental-engine-rulesets.json'), 'utf8'),
);
const status = opt('--status', 'Survived');
const lines = opt('--lines');
const at = opt('--at')?.split(',');
const tests = opt('--tests', '').split(/\s+/).filter(Boolean);
const filter = opt('-t');
const entry = Object.entries(report.files).find(([p]) => p.endsWith(file));
if (!entry) throw new Error(`no ${file} in the report`);
const [, f] = entry;
const original = readFileSync(file, 'utf8');
if (original !== f.source)
  console.log('WARNING: the file differs from the report source; locations may be off');
const lineStarts = [0];
for (let i = 0; i < original.length; i++) if (original[i] === '\n') lineStarts.push(i + 1);
const offset = (p) => lineStarts[p.line - 1] + p.column - 1;
let mutants = f.mutants.filter((m) => status.split(',').includes(m.status));
if (lines) {
  const [a, b] = lines.split('-').map(Number);
  mutants = mutants.filter((m) => m.location.start.line >= a && m.location.start.line <= (b ?? a));
}
if (at) mutants = mutants.filter((m) => at.includes(`${m.location.start.line}:${m.location.start.column}`));
for (const m of mutants) {
  if (args.includes('--list')) {
    const text = original.slice(offset(m.location.start), offset(m.location.end)).replace(/\s+/g, ' ');
    console.log(
      `L${m.location.start.line}:${m.location.start.column} ${m.mutatorName} \`${text.slice(0, 60)}\` -> \`${m.replacement.replace(/\s+/g, ' ').slice(0, 60)}\``,
    );
    continue;
  }
  const s = offset(m.location.start),
    e = offset(m.location.end);
  const orig = original.slice(s, e);
  const statement = m.mutatorName === 'BlockStatement' || /^(case|default)\b/.test(orig);
  const rep = statement ? m.replacement : `(${m.replacement})`;
  writeFileSync(file, original.slice(0, s) + rep + original.slice(e));
  const r = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--bail',
      '1',
      '-c',
      'vitest.mutation.config.ts',
      ...tests,
      ...(filter ? ['-t', filter] : []),
    ],
    {
      env: { ...process.env, MUTATION_TESTS: opt('--target', 'engine-rulesets') },
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
  writeFileSync(file, original);
  if (readFileSync(file, 'utf8') !== original) throw new Error('restore failed');
  const out = (r.stdout ?? '') + (r.stderr ?? '');
  const err = /SyntaxError|Transform failed|ERROR: Expected/.test(out);
  const failing =
    out
      .split('\n')
      .find((l) => /FAIL|✗|×/.test(l))
      ?.replace(ANSI_COLOUR, '')
      .trim() ?? '';
  const verdict = err ? 'ERROR' : r.status === 0 ? 'SURVIVED' : 'KILLED';
  console.log(
    `L${m.location.start.line}:${m.location.start.column} ${m.mutatorName} \`${orig.replace(/\s+/g, ' ').slice(0, 60)}\` -> \`${m.replacement.replace(/\s+/g, ' ').slice(0, 60)}\` ${verdict} ${failing.slice(0, 160)}`,
  );
}
