// 杀人游戏 bots: legal play, votes with sense, and a town that wins clearly more often than with
// random bots (docs/bots.md, 杀人游戏).
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, pending, view, type KillerState } from '@fengsheng/killer';
import {
  claims,
  claimText,
  heuristicKillerBot,
  killerBots,
  mulberry32,
  playKillerGame,
  randomKillerBot,
  readSpeech,
  type KillerBot,
} from '../src/index.ts';

const all = (bot: KillerBot, n: number): KillerBot[] => Array.from({ length: n }, () => bot);

function townWins(bot: KillerBot, games: number, players = 12): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const g = playKillerGame({ players, seed: 9000 + i }, all(bot, players), i + 1);
    if (g.result!.winner === 'police') wins++;
  }
  return wins / games;
}

/** Checks known to the police by the day of each round. */
function knownKillers(s: KillerState, round: number): number[] {
  return s.checks.filter((c) => c.killer && c.round <= round).map((c) => c.target);
}

describe('杀人游戏 bots', () => {
  it('play only legal commands, to the end, for 8 to 16 players', () => {
    for (let players = 8; players <= 16; players++)
      for (let i = 0; i < 6; i++) {
        const bots = Array.from({ length: players }, (_, s) =>
          (s + i) % 3 === 0 ? randomKillerBot : heuristicKillerBot,
        );
        const g = playKillerGame({ players, seed: players * 100 + i }, bots, i);
        expect(g.result).not.toBeNull();
      }
    expect(Object.keys(killerBots)).toEqual(['random', 'heuristic']);
  });

  it('killers never vote a companion out; police vote for the killer they checked', () => {
    for (let i = 0; i < 60; i++) {
      const { state } = playKillerGame({ players: 12, seed: i }, all(heuristicKillerBot, 12), i);
      for (const v of state.votes)
        for (const b of v.ballots) {
          if (state.roles[b.voter] === 'killer' && b.target !== null)
            expect(state.roles[b.target]).not.toBe('killer');
          if (state.roles[b.voter] === 'police') {
            const found = knownKillers(state, v.round).filter((k) => v.candidates.includes(k));
            if (found.length > 0) expect(found).toContain(b.target);
            if (b.target !== null) expect(state.roles[b.target]).not.toBe('police');
          }
        }
    }
  });

  it('a police who found a killer claims it, a companion stays quiet, and the town votes with the claim', () => {
    // 8 players: 0-1 police, 2-3 killers, 4-7 civilians. Night: 5 is killed, the police check 2.
    const roles = [
      'police',
      'police',
      'killer',
      'killer',
      'civilian',
      'civilian',
      'civilian',
      'civilian',
    ] as const;
    const created = createGame({ players: 8, seed: 1, setup: { roles: [...roles] } });
    let state = created.state;
    const events = [...created.events];
    const play = (seat: number, command: Parameters<typeof apply>[2]) => {
      const r = apply(state, seat, command);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
      events.push(...r.events);
    };
    play(2, { type: 'kill', target: 5 });
    play(3, { type: 'kill', target: null });
    play(0, { type: 'check', target: 2 });
    play(1, { type: 'check', target: null });
    const rng = mulberry32(1);
    while (state.step.kind !== 'kill' && !state.result) {
      const seat = pending(state)!.seat;
      const v = view(state, seat);
      const seen = eventsFor(state, events, seat);
      play(seat, heuristicKillerBot.choose({ view: v, legal: v.legal, seen }, rng));
    }
    const said = state.messages.map((m) => [m.seat, m.text]);
    expect(said).toContainEqual([0, claimText([{ target: 2, killer: true }])]);
    const companion = state.messages.filter((m) => m.seat === 1).map((m) => readSpeech(m.text, 8).kind);
    expect(companion).toEqual(['noInfo']);
    expect(claims(view(state, 6))).toEqual([{ by: 0, target: 2, killer: true }]);
    const vote = state.votes[0];
    for (const b of vote.ballots)
      if (state.roles[b.voter] !== 'killer' && b.voter !== 2)
        expect([b.voter, b.target]).toEqual([b.voter, 2]);
    expect(state.outs.map((o) => [o.seat, o.how])).toEqual([
      [5, 'killed'],
      [2, 'votedOut'],
    ]);
  });

  it('in 12-player games the town wins clearly more often with these bots than with random bots', () => {
    const games = 200;
    const heuristic = townWins(heuristicKillerBot, games);
    const random = townWins(randomKillerBot, games);
    expect(heuristic).toBeGreaterThan(random + 0.12);
    expect(heuristic).toBeGreaterThan(0.5);
  });
});
