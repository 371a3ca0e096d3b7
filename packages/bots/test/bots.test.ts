import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalCommands, pending, view } from '@fengsheng/engine';
import type { Command } from '@fengsheng/engine';
import { gameSeeds, mulberry32, playGame, randomBot } from '../src/index.ts';
import type { Bot, BotInput } from '../src/index.ts';

const options = (players: number, seed: number) => ({ ruleset: 'standard', players, seed });
const seats = (bot: Bot, n: number): Bot[] => Array.from({ length: n }, () => bot);

describe('randomBot', () => {
  it('only ever returns one of the legal commands, and the engine accepts it', () => {
    for (const players of [3, 5, 9]) {
      for (let seed = 1; seed <= 20; seed++) {
        const { state } = createGame(options(players, seed));
        const rng = mulberry32(seed);
        let steps = 0;
        while (!state.result && steps < 5000) {
          const p = pending(state)!;
          const legal = legalCommands(state, p.seat);
          expect(legal.length).toBeGreaterThan(0);
          const fast = randomBot.chooseFromLegal!(legal, rng);
          expect(legal).toContain(fast);
          const v = view(state, p.seat);
          expect(v.legal).toContainEqual(randomBot.choose({ view: v, legal: v.legal, seen: [] }, rng));
          const r = applyInPlace(state, p.seat, fast);
          expect(r.ok, r.ok ? '' : r.error).toBe(true);
          steps++;
        }
        expect(state.result).not.toBeNull();
      }
    }
  });

  it('can pick every legal command (uniform over the list)', () => {
    const legal: Command[] = [
      { type: 'pass' },
      { type: 'accept' },
      { type: 'refuse' },
      { type: 'discard', card: 1 },
    ];
    expect(randomBot.chooseFromLegal!(legal, () => 0)).toBe(legal[0]);
    expect(randomBot.chooseFromLegal!(legal, () => 0.999999)).toBe(legal[3]);
    const counts = [0, 0, 0, 0];
    const rng = mulberry32(42);
    for (let i = 0; i < 4000; i++) counts[legal.indexOf(randomBot.chooseFromLegal!(legal, rng))]++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe('playGame', () => {
  it('plays games to a result for 3 to 9 players', () => {
    for (let players = 3; players <= 9; players++) {
      for (let i = 0; i < 30; i++) {
        const { engineSeed, botSeed } = gameSeeds(5, i);
        const g = playGame(options(players, engineSeed), seats(randomBot, players), botSeed);
        expect(g.error).toBeNull();
        expect(g.outcome).toBe('finished');
        expect(g.result).not.toBeNull();
        expect(g.commands).toBeGreaterThan(0);
        expect(g.commands).toBe(g.state!.commandCount);
        expect(g.turns).toBe(g.state!.turn);
        expect(g.deaths).toBe(g.state!.deaths.length);
        // Somebody won, or the game says why nobody did.
        if (g.result!.winners.length === 0) expect(g.result!.reason).toBe('noneLeft');
      }
    }
  });

  it('gives the same game for the same seeds, and other games for other seeds', () => {
    const run = (seed: number) =>
      Array.from({ length: 20 }, (_, i) => {
        const { engineSeed, botSeed } = gameSeeds(seed, i);
        const g = playGame(options(5, engineSeed), seats(randomBot, 5), botSeed);
        return { result: g.result, commands: g.commands, turns: g.turns, state: g.state };
      });
    const a = run(11);
    expect(run(11)).toEqual(a);
    expect(run(12).map((g) => g.commands)).not.toEqual(a.map((g) => g.commands));
  });

  it('gives bots without a fast path the view of their own seat only', () => {
    let calls = 0;
    const viewing: Bot = {
      name: 'viewing',
      choose({ view: v, legal }: BotInput, rng: () => number): Command {
        calls++;
        expect(legal).toBe(v.legal);
        expect(v.viewer).toBe(v.pending!.seat);
        expect(v.hand).not.toBeNull();
        // Identities stay hidden until a death or loss reveals them.
        for (const p of v.players) if (p.seat !== v.viewer && p.alive && !p.lost) expect(p.camp).toBeNull();
        expect(v.players[v.viewer as number].camp).not.toBeNull();
        return legal[Math.floor(rng() * legal.length)];
      },
    };
    const g = playGame(options(4, 3), seats(viewing, 4), 3);
    expect(g.error).toBeNull();
    expect(g.outcome).toBe('finished');
    expect(calls).toBe(g.commands);
  });

  it('plays the same game through the view path as through the fast path', () => {
    const viewOnly: Bot = { name: 'view-random', choose: randomBot.choose };
    const fast = playGame(options(6, 77), seats(randomBot, 6), 78);
    const slow = playGame(options(6, 77), seats(viewOnly, 6), 78);
    expect(slow.state).toEqual(fast.state);
  });

  it('stops a game that runs past the command or turn limit and calls it a stall', () => {
    const byCommands = playGame(options(5, 1), seats(randomBot, 5), 1, { maxCommands: 3 });
    expect(byCommands.outcome).toBe('stalled');
    expect(byCommands.commands).toBe(3);
    expect(byCommands.result).toBeNull();
    const byTurns = playGame(options(5, 1), seats(randomBot, 5), 1, { maxTurns: 1 });
    expect(byTurns.outcome).toBe('stalled');
    expect(byTurns.turns).toBe(2);
  });

  it('reports an illegal command or an exception as an error, with the reason', () => {
    const illegal: Bot = {
      name: 'illegal',
      choose: () => ({ type: 'accept' }),
      chooseFromLegal: () => ({ type: 'accept' }),
    };
    const bad = playGame(options(3, 1), seats(illegal, 3), 1);
    expect(bad.outcome).toBe('error');
    expect(bad.error).toMatch(/bot illegal at seat \d chose an illegal command \{"type":"accept"\}: seat \d/);

    const thrower: Bot = {
      name: 'thrower',
      choose: () => {
        throw new Error('boom');
      },
    };
    const boom = playGame(options(3, 1), seats(thrower, 3), 1);
    expect(boom.outcome).toBe('error');
    expect(boom.error).toMatch(/bot thrower at seat \d threw: boom/);

    const noGame = playGame(
      { ruleset: 'standard', players: 3, seed: 1, identityTable: 'variant' },
      seats(randomBot, 3),
      1,
    );
    expect(noGame.outcome).toBe('error');
    expect(noGame.error).toMatch(/^createGame: /);
  });
});

describe('gameSeeds', () => {
  it('uses engine seed seed * 1_000_003 + game, which deals that game again', () => {
    expect(gameSeeds(1, 0).engineSeed).toBe(1_000_003);
    expect(gameSeeds(2, 7).engineSeed).toBe(2_000_013);
    expect(gameSeeds(0xffffffff, 5).engineSeed).toBe(0xffffffff * 1_000_003 + 5);
    const { engineSeed, botSeed } = gameSeeds(9, 4);
    const g = playGame(options(5, engineSeed), seats(randomBot, 5), botSeed);
    const again = playGame(options(5, 9 * 1_000_003 + 4), seats(randomBot, 5), botSeed);
    expect(again.state).toEqual(g.state);
    // Bot seeds differ between neighbouring games.
    const botSeeds = new Set(Array.from({ length: 1000 }, (_, i) => gameSeeds(1, i).botSeed));
    expect(botSeeds.size).toBe(1000);
  });
});
