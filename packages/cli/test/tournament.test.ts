import { describe, expect, it } from 'vitest';
import { capture } from './helpers/capture.ts';
import { main } from '../src/main.ts';
import { formatTournament, parseTournamentArgs, runTournament } from '../src/tournament.ts';
import { quantile, wilson } from '../src/stats.ts';
import { getRuleset } from '@fengsheng/engine';

describe('tournament', () => {
  it('computes Wilson intervals', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  it('prints per-bot win rates with intervals, overall and by camp, as JSON', async () => {
    const io = capture();
    const code = await main(
      ['tournament', '--bots', 'heuristic,random', '--games', '60', '--seed', '3', '--json'],
      io,
    );
    expect(code).toBe(0);
    const r = JSON.parse(io.stdout);
    for (const name of ['heuristic', 'random']) {
      const b = r.bots[name];
      expect(b.games).toBeGreaterThan(0);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.winRate);
      for (const c of Object.values(b.byCamp) as { winRate: number; ci95: number[] }[])
        expect(c.ci95).toHaveLength(2);
    }
    expect(r.bots.heuristic.games + r.bots.random.games).toBe(300);
  });

  it('takes a quantile of decision times by nearest rank', () => {
    const times = [5, 1, 3, 2, 4];
    expect(quantile(times, 0.5)).toBe(3);
    expect(quantile(times, 0.2)).toBe(1);
    expect(quantile(times, 0.99)).toBe(5);
    expect(quantile(times, 1)).toBe(5);
    expect(quantile([], 0.99)).toBe(0);
    // Sorted as numbers, not as text (10 after 9).
    expect(quantile([9, 10, 2], 1)).toBe(10);
  });

  it("reports each bot's median, 99th percentile and slowest decision beside its mean", () => {
    const r = runTournament({
      players: 5,
      games: 10,
      seed: 3,
      bots: ['heuristic'],
      characters: false,
      expansion: false,
    });
    const b = r.bots.heuristic;
    expect(b.decisions).toBeGreaterThan(100);
    expect(b.decisionMsP50).toBeGreaterThan(0);
    // Most decisions are quick (one obvious answer); the slow tail is what a table waits on.
    expect(b.decisionMsP99).toBeGreaterThan(b.decisionMsP50);
    expect(b.decisionMsP99).toBeLessThanOrEqual(b.decisionMsMax);
    // The slowest decision is at least the mean one.
    expect(b.decisionMsMax).toBeGreaterThanOrEqual(b.decisionMs);
    const text = formatTournament(r);
    expect(text).toMatch(/ms\/decision +p50 +p99 +max/);
    const row = text.split('\n').find((l) => l.startsWith('heuristic'))!;
    expect(row.trim().split(/ +/).slice(-4)).toEqual(
      [b.decisionMs, b.decisionMsP50, b.decisionMsP99, b.decisionMsMax].map((x) => x.toFixed(3)),
    );
  });

  it('plays camp against camp and reports each side with a baseline', () => {
    const r = runTournament({
      players: 5,
      games: 40,
      seed: 1,
      bots: [],
      characters: false,
      expansion: false,
      campVs: { a: 'heuristic', b: 'random' },
    });
    expect(r.mode).toBe('campVs');
    expect(r.campVs!.camps.red!.games).toBe(40);
    expect(r.campVs!.overall.games).toBe(80);
    expect(r.campVs!.overall.winRate).toBeGreaterThan(r.campVs!.overall.baseline.winRate);
    expect(r.errors + r.stalls).toBe(0);
  });

  it('counts, with --skill-usage, every active skill of the edition offered and used', async () => {
    const io = capture();
    const argv = ['tournament', '--ruleset', 'zailin', '--characters', 'on', '--bots', 'random'];
    const code = await main([...argv, '--games', '8', '--seed', '5', '--skill-usage', '--json'], io);
    expect(code).toBe(0);
    const rows = JSON.parse(io.stdout).skillUsage.random as {
      skill: string;
      kind: string;
      offered: number;
      used: number;
    }[];
    // Every active skill of 风声再临's characters has a row, offered or not.
    const actives = Object.values(getRuleset('zailin').characters!).flatMap((c) =>
      c.skills.filter((k) => k.kind === 'active').map((k) => k.id),
    );
    for (const id of actives) expect(rows.some((r) => r.skill.endsWith(` ${id}`))).toBe(true);
    for (const r of rows) expect(r.used).toBeLessThanOrEqual(r.offered);
    // The random bot takes some of the skills it is offered.
    expect(rows.filter((r) => r.kind === 'active').reduce((a, r) => a + r.used, 0)).toBeGreaterThan(0);
    const text = capture();
    await main([...argv, '--games', '2', '--seed', '5', '--skill-usage'], text);
    expect(text.stdout).toContain('Skill usage by random');
  });

  it('reports, with --skill-usage and --camp-vs, win rates by character on the seats A played', async () => {
    const io = capture();
    const argv = ['tournament', '--ruleset', 'zailin', '--characters', 'on', '--camp-vs', 'random:random'];
    expect(await main([...argv, '--games', '6', '--seed', '5', '--skill-usage', '--json'], io)).toBe(0);
    const report = JSON.parse(io.stdout) as {
      characterWins: {
        character: string;
        a: { games: number; wins: number };
        b: { games: number; wins: number };
      }[];
      campVs: {
        overall: { wins: number };
        camps: { red: { baseline: { wins: number } }; blue: { baseline: { wins: number } } };
      };
    };
    const rows = report.characterWins;
    expect(rows).toHaveLength(Object.keys(getRuleset('zailin').characters!).length);
    // Random against random: both sides are the same games, seat for seat (same seeds, same bot).
    for (const r of rows) expect(r.a).toEqual(r.b);
    // A plays every red and every blue seat once per deal: fewer seats than 6 deals x 5 players.
    const seats = rows.reduce((n, r) => n + r.a.games, 0);
    expect(seats).toBeGreaterThan(0);
    expect(seats).toBeLessThanOrEqual(6 * 5);
    expect(rows.reduce((n, r) => n + r.a.wins, 0)).toBeLessThanOrEqual(seats);
  });

  it('with --characters-dealt, the bots hold the characters they would never pick', () => {
    const opts = {
      ruleset: 'zailin',
      players: 5,
      games: 40,
      seed: 5,
      bots: [],
      characters: true,
      expansion: true,
      campVs: { a: 'heuristic', b: 'random' },
      skillUsage: true,
    };
    const held = (dealt: boolean): string[] =>
      runTournament({ ...opts, charactersDealt: dealt })
        .characterWins!.filter((r) => r.a.games > 0)
        .map((r) => r.character.split(' ')[1]);
    const picked = held(false);
    const dealt = held(true);
    // The heuristic keeps the characters its table rates best; dealt at random it holds every one,
    // 黑玫瑰, 浮萍 and 戴笠 (whom it did not keep in these deals) among them, so their skills count.
    expect(dealt).toHaveLength(Object.keys(getRuleset('zailin').characters!).length);
    for (const c of ['blackRose', 'duckweed', 'daiLi']) {
      expect(picked).not.toContain(c);
      expect(dealt).toContain(c);
    }
    expect(() => parseTournamentArgs(['--characters-dealt'])).toThrow(
      /--characters-dealt needs --characters on/,
    );
  });

  it('rejects unknown bots and a malformed --camp-vs', async () => {
    expect(() => parseTournamentArgs(['--bots', 'nobody'])).toThrow(/unknown bot/);
    expect(() => parseTournamentArgs(['--camp-vs', 'heuristic'])).toThrow(/A:B/);
    const io = capture();
    expect(await main(['tournament', '--camp-vs', 'x:random'], io)).toBe(2);
  });

  it("takes the search bot's leaf scoring by name, and rejects any other", () => {
    const parsed = parseTournamentArgs(['--search-paired', '--search-leaf', 'standing']);
    if (parsed === 'help') throw new Error('expected options, got help');
    expect(parsed.search?.leaf).toBe('standing');
    expect(() => parseTournamentArgs(['--search-leaf', 'best'])).toThrow(
      /--search-leaf must be camps, standing or standing-true/,
    );
  });

  it('takes --search-sent, and the diagnostic --search-oracle by name only', () => {
    const parsed = parseTournamentArgs(['--search-paired', '--search-sent', '--search-oracle', 'camps']);
    if (parsed === 'help') throw new Error('expected options, got help');
    expect(parsed.search?.sent).toBe(true);
    expect(parsed.search?.oracle).toBe('camps');
    expect(() => parseTournamentArgs(['--search-oracle', 'all'])).toThrow(
      /--search-oracle must be camps or state/,
    );
  });
});
