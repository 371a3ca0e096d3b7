// `fengsheng killer-talk`: the documented report of how 杀人游戏 bots talk and vote (docs/bots.md).
import { describe, expect, it } from 'vitest';
import { capture } from './helpers/capture.ts';
import { main } from '../src/main.ts';
import type { KillerTalkReport } from '../src/killer-talk.ts';

async function report(args: string[]): Promise<KillerTalkReport> {
  const io = capture();
  expect(await main(['killer-talk', ...args, '--json'], io)).toBe(0);
  return JSON.parse(io.stdout) as KillerTalkReport;
}

describe('fengsheng killer-talk', () => {
  it('reports herding, speech kinds by role and knowledge, and wins, the same for the same seed', async () => {
    const a = await report(['--games', '40', '--players', '12', '--seed', '3']);
    expect(a.games).toBe(40);
    expect(a.wins.town.games + a.wins.killers.games + a.wins.draw.games).toBe(40);
    expect(a.herding.games).toBeGreaterThan(0);
    expect(a.herding.rate).toBeLessThanOrEqual(0.05);
    expect(a.speech.byRole.civilian.claim).toBe(0);
    expect(a.speech.byRole.police.claim).toBeGreaterThan(0);
    expect(a.speech.byKnowledge['civilian:heardNothing']?.noInfo).toBeGreaterThan(0);
    const b = await report(['--games', '40', '--players', '12', '--seed', '3']);
    expect({ ...b, msPerGame: 0 }).toEqual({ ...a, msPerGame: 0 });
    const random = await report(['--games', '40', '--seed', '3', '--bot', 'random']);
    // The random bot says nothing: it passes at once.
    expect(random.speech.total).toBe(0);
  });

  it('prints a readable report, and rejects a bad option with exit code 2 and the option named', async () => {
    const io = capture();
    expect(await main(['killer-talk', '--games', '5'], io)).toBe(0);
    expect(io.stdout).toMatch(/^killer-talk: 5 games, 12 players, bot heuristic, seed 1\n/);
    expect(io.stdout).toMatch(/day-1 herding of uninformed civilians: \d+\/\d+ games/);
    const bad = capture();
    expect(await main(['killer-talk', '--players', '7'], bad)).toBe(2);
    expect(bad.stderrText).toMatch(/--players must be a whole number from 8 to 16/);
    expect(bad.stdout).toBe('');
    const help = capture();
    expect(await main(['help', 'killer-talk'], help)).toBe(0);
    expect(help.stdout).toMatch(/--games N/);
  });
});
