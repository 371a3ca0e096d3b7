// The heuristic bot in fixed situations, and against random bots over many games.
import { describe, expect, it } from 'vitest';
import { createGame, legalCommands, pending, view } from '@fengsheng/engine';
import type { Camp, CardId, Colour, Command, EventView, GameState } from '@fengsheng/engine';
import { gameSeeds, getBot, heuristicBot, mulberry32, playGame, randomBot } from '../src/index.ts';
import { cardPicker, step, tableOf } from './helpers/tables.ts';

const picker = (): ReturnType<typeof cardPicker> => cardPicker('standard');

function game(camps: Camp[], hands: CardId[][], intel: CardId[][], firstPlayer: number) {
  const created = createGame({
    ruleset: 'standard',
    players: camps.length,
    seed: 7,
    setup: { camps, hands, intel, firstPlayer, skipFirstDraw: true },
  });
  return tableOf(created);
}

function ask(g: { state: GameState; logs: EventView[][] }, seat: number): Command {
  const v = view(g.state, seat);
  return heuristicBot.choose({ view: v, legal: v.legal, seen: g.logs[seat] }, mulberry32(1));
}

const handleOf = (s: GameState, c: CardId) => s.handleOf[c];

describe('heuristic bot in fixed situations', () => {
  // Seat 4 sends a text intel to the right; seat 0 (red) decides. The others hold only own-turn cards.
  function textArrives(colour: Colour, myIntel: CardId[][]) {
    const pick = picker();
    const sent = pick('lure', colour);
    const idle = () => [pick('probe', 'red'), pick('probe', 'blue')];
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [idle(), idle(), idle(), idle(), [sent, ...idle()]],
      myIntel.map((x) => x),
      4,
    );
    // Seat 4 plays nothing and sends.
    while (pending(g.state)!.kind === 'priority') step(g, 4, { type: 'pass' });
    step(g, 4, { type: 'send', card: handleOf(g.state, sent) });
    expect(pending(g.state)).toMatchObject({ kind: 'receiveIntel', seat: 0 });
    return g;
  }

  it('refuses a false intel it can refuse when two lie in front of it', () => {
    const pick = picker();
    const twoBlack = [pick('intercept', 'black'), pick('intercept', 'black')];
    const g = textArrives('black', [twoBlack, [], [], [], []]);
    expect(ask(g, 0)).toEqual({ type: 'refuse' });
  });

  it('takes intel of its own colour when it sees it', () => {
    const g = textArrives('red', [[], [], [], [], []]);
    expect(ask(g, 0)).toEqual({ type: 'accept' });
  });

  it('takes an enemy colour that would otherwise reach a likely enemy about to win', () => {
    const pick = picker();
    // Seat 1 has two blue intel; the blue text comes to red seat 0 first.
    const g = textArrives('blue', [[], [pick('intercept', 'blue'), pick('decode', 'blue')], [], [], []]);
    expect(ask(g, 0)).toEqual({ type: 'accept' });
  });

  it('burns one of its false intel when it has two and a 烧毁', () => {
    const pick = picker();
    const black = [pick('intercept', 'black'), pick('intercept', 'black')];
    const burn = pick('burn', 'red');
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [[burn, pick('probe', 'red'), pick('lure', 'red')], [], [], [], []],
      [black, [], [], [], []],
      0,
    );
    const cmd = ask(g, 0);
    expect(cmd).toMatchObject({ type: 'use', card: handleOf(g.state, burn) });
    expect(black.map((c) => handleOf(g.state, c))).toContain(
      (cmd as { target: { intel: number } }).target.intel,
    );
  });

  it('does not send a false intel on a route that ends with itself holding three', () => {
    const pick = picker();
    const black = [pick('intercept', 'black'), pick('intercept', 'black')];
    const blackText = pick('lure', 'black');
    const redDirect = pick('lock', 'red');
    const g = game(
      ['red', 'blue', 'red', 'blue', 'neutral'],
      [[blackText, redDirect], [], [], [], []],
      [black, [], [], [], []],
      0,
    );
    while (pending(g.state)!.kind === 'priority') step(g, 0, ask(g, 0));
    const cmd = ask(g, 0);
    expect(cmd).toMatchObject({ type: 'send', card: handleOf(g.state, redDirect) });
  });

  it('only ever chooses legal commands, in every kind of decision, with and without characters', () => {
    for (const characters of [false, true])
      for (let i = 0; i < 10; i++) {
        const { engineSeed, botSeed } = gameSeeds(3, i);
        const g = playGame(
          { ruleset: 'standard', players: 3 + (i % 7), seed: engineSeed, characters, expansion: characters },
          Array.from({ length: 3 + (i % 7) }, () => heuristicBot),
          botSeed,
        );
        expect(g.error).toBeNull();
        expect(g.outcome).toBe('finished');
      }
    // With characters every seat looks ahead at its skills (lookahead.ts): slower games, same checks.
  }, 120_000);

  it('is registered as "heuristic" and is deterministic given the rng', () => {
    expect(getBot('heuristic')).toBe(heuristicBot);
    const run = () => playGame({ ruleset: 'standard', players: 5, seed: 99 }, Array(5).fill(heuristicBot), 5);
    expect(run().state).toEqual(run().state);
  });
});

describe('heuristic camp against random bots', () => {
  it('wins clearly more than half of 200 five-player games, with its 95% interval above one half', () => {
    let wins = 0;
    let games = 0;
    for (let i = 0; i < 100; i++) {
      const { engineSeed, botSeed } = gameSeeds(1234, i);
      const options = { ruleset: 'standard', players: 5, seed: engineSeed };
      const camps = createGame(options).state.players.map((p) => p.camp);
      for (const side of ['red', 'blue'] as const) {
        const g = playGame(
          options,
          camps.map((c) => (c === side ? heuristicBot : randomBot)),
          botSeed,
        );
        games++;
        const r = g.result!;
        if (r.camps.includes(side) || r.winners.some((w) => camps[w] === side)) wins++;
      }
    }
    const p = wins / games;
    const low = p - 1.96 * Math.sqrt((p * (1 - p)) / games);
    expect(low).toBeGreaterThan(0.6);
  });

  it('has the legal list of its seat (sanity: legalCommands equals view.legal)', () => {
    const { state } = createGame({ ruleset: 'standard', players: 5, seed: 1 });
    const seat = pending(state)!.seat;
    expect(view(state, seat).legal).toEqual(legalCommands(state, seat));
  });
});
