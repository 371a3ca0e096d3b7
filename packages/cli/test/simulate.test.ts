import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerBot } from '@fengsheng/bots';
import { capture } from './helpers/capture.ts';
import { runBench } from '../src/bench.ts';
import { main } from '../src/main.ts';
import { countWins, formatReport, runSimulation } from '../src/simulate.ts';
import type { SimulateOptions, SimulationReport } from '../src/simulate.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const base: SimulateOptions = {
  players: 5,
  games: 200,
  seed: 1,
  bots: ['random'],
  ruleset: 'standard',
  identityTable: 'standard',
  characters: false,
  expansion: false,
};

const REQUIRED = [
  'games',
  'errors',
  'stalls',
  'gamesPerSecond',
  'commandsPerSecond',
  'winsByCamp',
  'averageTurns',
  'averageDeaths',
  'averageCommands',
  'players',
  'seed',
  'bots',
  'errorSamples',
];

/** The report without the fields that depend on the machine's speed. */
function withoutTiming(r: SimulationReport): Partial<SimulationReport> {
  const { elapsedSeconds: _e, gamesPerSecond: _g, commandsPerSecond: _c, ...rest } = r;
  return rest;
}

describe('runSimulation', () => {
  it('plays every game to a result with no errors or stalls and sensible statistics', () => {
    const r = runSimulation(base);
    for (const key of REQUIRED) expect(r).toHaveProperty(key);
    expect(r).toMatchObject({
      games: 200,
      finished: 200,
      errors: 0,
      stalls: 0,
      players: 5,
      seed: 1,
      bots: ['random'],
    });
    expect(r.errorSamples).toEqual([]);
    const w = r.winsByCamp;
    // Each finished game has at least one winning camp or none; red and blue never both win.
    expect(w.red + w.blue + w.neutral + w.none).toBeGreaterThanOrEqual(r.finished);
    expect(w.red + w.blue).toBeLessThanOrEqual(r.finished);
    expect(w.red).toBeGreaterThan(0);
    expect(w.blue).toBeGreaterThan(0);
    expect(r.averageTurns).toBeGreaterThanOrEqual(1);
    expect(r.averageCommands).toBeGreaterThan(0);
    expect(r.averageCommands).toBeCloseTo(r.totalCommands / r.games, 2);
    expect(r.averageDeaths).toBeGreaterThanOrEqual(0);
    expect(r.averageDeaths).toBeLessThan(5);
    expect(r.gamesPerSecond).toBeGreaterThan(0);
    expect(r.commandsPerSecond).toBeGreaterThan(r.gamesPerSecond);
  });

  it('with characters, finishes games for 3 to 9 players and counts every seat under its character', () => {
    for (let players = 3; players <= 9; players++) {
      const r = runSimulation({
        ...base,
        players,
        games: 30,
        seed: players,
        characters: true,
        expansion: true,
      });
      expect({ players, errors: r.errors, stalls: r.stalls, finished: r.finished }).toEqual({
        players,
        errors: 0,
        stalls: 0,
        finished: 30,
      });
      const seats = Object.values(r.winsByCharacter).reduce((n, c) => n + c.games, 0);
      expect(seats).toBe(30 * players);
      for (const c of Object.values(r.winsByCharacter)) expect(c.wins).toBeLessThanOrEqual(c.games);
    }
    expect(formatReport(runSimulation({ ...base, games: 20, characters: true, expansion: true }))).toMatch(
      /characters {9}风声 标准版 \(2010\) \+ 绝密任务; wins \/ games played/,
    );
  });

  it('names the edition whose characters were dealt (风声再临 has no 绝密任务)', () => {
    const r = runSimulation({ ...base, ruleset: 'zailin', games: 10, characters: true, expansion: true });
    expect(formatReport(r)).toMatch(/characters {9}风声再临 \(2018\); wins \/ games played/);
  });

  it('finishes games for every table size from 3 to 9', () => {
    for (let players = 3; players <= 9; players++) {
      const r = runSimulation({ ...base, players, games: 40, seed: players });
      expect({ players, errors: r.errors, stalls: r.stalls, finished: r.finished }).toEqual({
        players,
        errors: 0,
        stalls: 0,
        finished: 40,
      });
    }
  });

  it('is reproducible: the same seed gives the same report, another seed another one', () => {
    const a = withoutTiming(runSimulation({ ...base, games: 100, seed: 3 }));
    expect(withoutTiming(runSimulation({ ...base, games: 100, seed: 3 }))).toEqual(a);
    expect(withoutTiming(runSimulation({ ...base, games: 100, seed: 4 }))).not.toEqual(a);
  });

  it('counts errors with the seed and game index that replay them', () => {
    registerBot({ name: 'always-accept', choose: () => ({ type: 'accept' }) });
    const r = runSimulation({ ...base, games: 7, seed: 2, bots: ['always-accept'] });
    expect(r.errors).toBe(7);
    expect(r.finished).toBe(0);
    expect(r.errorSamples.length).toBe(5);
    expect(r.errorSamples[3]).toMatchObject({ game: 3, seed: 2 * 1_000_003 + 3 });
    expect(r.errorSamples[3].message).toMatch(/illegal command/);
  });

  it('counts a game once per winning camp, and a neutral lone winner as neutral', () => {
    const players = [
      { camp: 'red' },
      { camp: 'blue' },
      { camp: 'red' },
      { camp: 'blue' },
      { camp: 'neutral' },
    ] as const;
    const wins = { red: 0, blue: 0, neutral: 0, none: 0 };
    countWins(['red'], [0, 2], players, wins);
    countWins([], [4], players, wins);
    countWins([], [], players, wins);
    expect(wins).toEqual({ red: 1, blue: 0, neutral: 1, none: 1 });
  });

  it('formats a human report with every statistic', () => {
    const text = formatReport(runSimulation({ ...base, games: 20 }));
    for (const label of [
      'games',
      'errors',
      'stalls',
      'games/s',
      'commands/s',
      'wins by camp',
      'average turns',
      'average deaths',
      'average commands',
    ])
      expect(text).toContain(label);
    expect(text).toMatch(/red \d+ .*blue \d+ .*neutral \d+ .*none \d+/);
  });
});

describe('fengsheng simulate', () => {
  it('--json prints exactly one JSON object and exits 0', async () => {
    const io = capture();
    const code = await main(['simulate', '--players', '4', '--games', '30', '--seed', '7', '--json'], io);
    expect(io.stderrText).toBe('');
    expect(code).toBe(0);
    expect(io.stdout.trim().split('\n')).toHaveLength(1);
    const r = JSON.parse(io.stdout);
    for (const key of REQUIRED) expect(r).toHaveProperty(key);
    expect(r).toMatchObject({ games: 30, errors: 0, stalls: 0, players: 4, seed: 7, bots: ['random'] });
  });

  it('--teaching reaches the game: 风声再临 games in the teaching mode, reported as such', async () => {
    const io = capture();
    const args = [
      'simulate',
      '--ruleset',
      'zailin',
      '--players',
      '5',
      '--games',
      '20',
      '--teaching',
      '--json',
    ];
    expect(await main(args, io)).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({ teaching: true, errors: 0, stalls: 0, ruleset: 'zailin' });
    const plain = capture();
    expect(await main(['simulate', '--ruleset', 'zailin', '--games', '20', '--json'], plain)).toBe(0);
    expect(JSON.parse(plain.stdout)).toMatchObject({ teaching: false });
    // The option is in every game's options: past the CLI's own check, the engine refuses a
    // sixth player in each game.
    const six = runSimulation({ ...base, ruleset: 'zailin', players: 6, games: 3, teaching: true });
    expect(six.errors).toBe(3);
    expect(six.errorSamples[0].message).toContain('at most 5 players');
  });

  it('--mode reaches every game: the online 3V3 games are played in that mode, reported as such', async () => {
    const io = capture();
    const args = [
      'simulate',
      '--ruleset',
      'online',
      '--mode',
      'threeVsThree',
      '--players',
      '6',
      '--games',
      '20',
      '--json',
    ];
    expect(await main(args, io)).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({
      mode: 'threeVsThree',
      errors: 0,
      stalls: 0,
      ruleset: 'online',
    });
    // Past the CLI's own check, the engine refuses the mode at a size it is not played at.
    const five = runSimulation({ ...base, ruleset: 'online', players: 5, games: 2, mode: 'threeVsThree' });
    expect(five.errors).toBe(2);
    expect(five.errorSamples[0].message).toContain('played by 6 players');
  });

  it('--mode missions is played with characters only: without them it is a usage error', async () => {
    const io = capture();
    const args = [
      'simulate',
      '--ruleset',
      'online',
      '--mode',
      'missions',
      '--players',
      '6',
      '--games',
      '4',
      '--json',
    ];
    expect(await main(args, io)).toBe(2);
    expect(io.stderrText).toContain("won by the characters' missions: play it with characters");
    const on = capture();
    expect(await main([...args, '--characters', 'on'], on)).toBe(0);
    expect(JSON.parse(on.stdout)).toMatchObject({ mode: 'missions', characters: true, errors: 0, stalls: 0 });
    expect(JSON.parse(on.stdout).endReasons.intel).toBe(0);
  });

  it('exits 1 when a game errors', async () => {
    registerBot({ name: 'always-refuse', choose: () => ({ type: 'refuse' }) });
    const io = capture();
    expect(await main(['simulate', '--players', '3', '--games', '2', '--bots', 'always-refuse'], io)).toBe(1);
    expect(io.stdout).toMatch(/errors\s+2/);
    expect(io.stdout).toMatch(/error in game 0 \(engine seed 1000003\)/);
  });

  it.each([
    [['--players', '12'], '--players'],
    [['--players', '2'], '--players'],
    [['--players', 'five'], '--players'],
    [['--games', '0'], '--games'],
    [['--games', '-3'], '--games'],
    [['--seed', '1.5'], '--seed'],
    [['--bots', 'random,nobody'], '--bots'],
    [['--identity-table', 'other'], '--identity-table'],
    [['--ruleset', 'deluxe'], '--ruleset'],
    [['--colour', 'red'], '--colour'],
    [['--ruleset', 'zailin', '--players', '6', '--teaching'], 'at most 5 players'],
    [['--ruleset', 'standard', '--teaching'], 'no teaching mode'],
    [['--ruleset', 'online', '--mode', 'novice', '--players', '5'], 'played by 4 players'],
    [['--ruleset', 'online', '--mode', 'sixSix'], 'no mode "sixSix"'],
  ])('rejects %j with exit code 2 and a message naming %s', async (args, option) => {
    const io = capture();
    expect(await main(['simulate', ...args], io)).toBe(2);
    expect(io.stdout).toBe('');
    expect(io.stderrText).toContain(option);
  });

  it('runs from the real launcher and prints parseable JSON', () => {
    const r = spawnSync(
      process.execPath,
      [
        'packages/cli/bin/fengsheng.js',
        'simulate',
        '--players',
        '3',
        '--games',
        '20',
        '--seed',
        '2',
        '--json',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ games: 20, finished: 20, errors: 0, stalls: 0, players: 3, seed: 2 });
  });

  it('prints a bad option error from the launcher with exit code 2', () => {
    const r = spawnSync(process.execPath, ['packages/cli/bin/fengsheng.js', 'simulate', '--players', '12'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--players must be a whole number from 3 to 9, got "12"');
  });
});

describe('fengsheng bench and help', () => {
  it('bench reports speed with the machine it ran on', async () => {
    const r = runBench(3, 50, 1);
    expect(r).toMatchObject({ players: 3, games: 50, seed: 1, warmupGames: 200, errors: 0, stalls: 0 });
    expect(r.gamesPerSecond).toBeGreaterThan(0);
    expect(r.commandsPerSecond).toBeGreaterThan(r.gamesPerSecond);
    expect(r.node).toBe(process.versions.node);
    expect(r.cpu.length).toBeGreaterThan(0);
    expect(Date.parse(r.date)).not.toBeNaN();

    const io = capture();
    expect(await main(['bench', '--players', '3', '--games', '10'], io)).toBe(0);
    expect(io.stdout).toMatch(/games\/s\s+\d/);
    expect(io.stdout).toMatch(/commands\/s\s+\d/);
    expect(io.stdout).toContain(process.versions.node);
  });

  it('bench rejects bad values naming the option', async () => {
    const io = capture();
    expect(await main(['bench', '--games', 'lots'], io)).toBe(2);
    expect(io.stderrText).toContain('--games');
  });

  it('help lists the commands; an unknown command exits 2', async () => {
    const io = capture();
    expect(await main(['help'], io)).toBe(0);
    for (const c of ['simulate', 'bench', 'scenario', 'help']) expect(io.stdout).toContain(c);
    const bad = capture();
    expect(await main(['simulat'], bad)).toBe(2);
    expect(bad.stderrText).toContain('unknown command "simulat"');
  });

  it('scenario is delegated to the scenario command', async () => {
    const io = capture();
    // No file given: the scenario command's own usage error.
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      expect(await main(['scenario'], io)).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toMatch(/scenario/);
  });
});
