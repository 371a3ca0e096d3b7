// Every 杀人游戏 scenario file is a rule test (its commands legal, its expectations held), and the
// format's checks fail with a message naming what is wrong where they do not hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runKillerScenarioText } from '../src/scenario/index.ts';

const root = join(import.meta.dirname, 'scenarios');
const all = readdirSync(root).filter((f) => /\.(ya?ml|json)$/.test(f));

describe('killer scenarios', () => {
  it('there are scenario files to run', () => {
    expect(all.length).toBeGreaterThan(0);
  });
  for (const f of all) {
    const text = readFileSync(join(root, f), 'utf8');
    const name = /^name:\s*(.+)$/m.exec(text)?.[1] ?? '';
    it(`${f}: ${name}`, () => {
      const r = runKillerScenarioText(text);
      const detail = r.illegal ? `\nlegal then:\n  ${r.illegal.legal.join('\n  ')}` : '';
      expect(r.errors.join('\n') + detail).toBe('');
      expect(r.ok).toBe(true);
    });
  }
});

/** The first night (5号 killed, 3号 checked), stopped at 5号's last words. */
const firstNight = (expectations: string, extra = ''): string => `
name: format check
ruleset: killer
players: 8
roles: [P, P, K, K, C, C, C, C]
${extra}
commands:
  - 3: kill 5
  - 4: kill none
  - 1: check 3
  - 2: check none
expect:
${expectations}
`;

const fails = (text: string, message: string): void => {
  const r = runKillerScenarioText(text);
  expect(r.ok).toBe(false);
  expect(r.errors.join('\n')).toContain(message);
};

describe('the killer scenario format', () => {
  it('holds on the table it describes', () => {
    const r = runKillerScenarioText(
      firstNight('  out: [5]\n  pending: { seat: 5, kind: lastWords }\n  offered: { 5: [speak, pass] }'),
    );
    expect(r.errors).toEqual([]);
  });
  it('names the field at fault when an expectation does not hold', () => {
    fails(firstNight('  out: [6]'), 'out: expected [6], got [5]');
    fails(firstNight('  pending: { seat: 6 }'), 'pending.seat: expected 6, got 5');
    fails(firstNight('  offered: { 5: [confess] }'), '"5: confess" is not offered');
    fails(firstNight('  notOffered: { 5: [pass] }'), '"5: pass" is offered, and must not be');
    fails(
      firstNight('  neverOffered: { 1: [check 3] }'),
      'neverOffered after commands.1 1: "1: check 3" is offered',
    );
    fails(
      firstNight('  illegal: [{ command: "5: pass" }]'),
      '"5: pass" was expected to be illegal but is legal',
    );
    fails(
      firstNight('  events: [{ type: killed, seat: 6 }]'),
      'events.0: {"type":"killed","seat":6} not found',
    );
    fails(firstNight('  noEvents: [{ type: killed }]'), 'noEvents: found {"type":"killed","seat":5');
    fails(firstNight('  consecutive: [[{ type: killed }, { type: dawn }]]'), 'consecutive.0: expected');
    fails(firstNight('  roleCounts: { police: 3 }'), 'roleCounts police: expected 3, got 2');
    fails(
      firstNight('  sees: { 3: { roles: { 4: civilian } } }'),
      'sees 3 role of 4: expected "civilian", got "killer"',
    );
  });
  it('checks at a step, and reports an illegal command with what was legal then', () => {
    const text = firstNight('  out: [5]').replace(
      '  - 1: check 3',
      '  - expect: { step: kill }\n  - 1: check 3',
    );
    fails(text, 'commands.2.expect: step: expected "kill", got "check"');
    const r = runKillerScenarioText(firstNight('  out: [5]').replace('  - 4: kill none', '  - 5: kill 6'));
    expect(r.errors.join('\n')).toContain('commands.1: "5: kill 6" is illegal');
    expect(r.illegal?.legal).toContain('4: kill none');
  });
  it('a malformed file names the field: seats 1-16, 8 to 16 players, known roles', () => {
    fails(firstNight('  out: [17]'), 'expect.out.0: expected a seat number 1-16');
    fails(
      firstNight('  out: [5]').replace('players: 8', 'players: 7'),
      'players: 杀人游戏 takes 8 to 16 players',
    );
    fails(firstNight('  out: [5]').replace('[P, P, K', '[P, X, K'), 'roles.1: expected a role');
    fails(firstNight('  out: [5]').replace('3: kill 5', '3: stab 5'), 'unknown verb "stab"');
  });
});
