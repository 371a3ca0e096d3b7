// No stalls (issue 5). On the server: a table of people who are all connected (so no bot plays for
// them: no 托管) and who never act. The turn clock alone must carry the game to its end, playing the
// game's default command each time a timer runs out; every state that shows a timer shows one that
// had not yet run out when it arrived. In the engine: every random game with characters ends.
import { mulberry32 } from '@fengsheng/bots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyInPlace, createGame, legalCommands, pending } from '@fengsheng/engine';
import type { RunningServer } from '../src/app.ts';
import type { StateMessage } from '../src/protocol.ts';
import { gameEntry } from '../src/games.ts';
import { testServer } from './helpers/server.ts';
import { humanTable } from './helpers/table.ts';

let server: RunningServer;
beforeAll(async () => {
  // Timers run 500 times faster: a 30 s turn lasts 0.06 s, a 15 s answer 0.03 s.
  server = await testServer({ timeScale: 0.002 });
});
afterAll(async () => {
  await server.close();
});

describe('the turn clock is a watchdog', () => {
  it('people who never act: every decision outlives its timer and the default command ends the game', async () => {
    const table = await humanTable(
      server,
      3,
      { turnSeconds: 30, responseSeconds: 15, options: { characters: true, expansion: true } },
      false,
    );
    const arrivals: { at: number; m: StateMessage }[] = [];
    for (const p of table.players)
      p.room.onMessage('state', (m: StateMessage) => arrivals.push({ at: Date.now(), m }));
    const first = table.players[0];
    await first.until(() => first.state!.result !== null, 120_000, 'the end of the game');
    const log = await server.services.store.commands(table.gameId);
    expect(log.length).toBeGreaterThan(5);
    // Every seat is a connected person: each command was the timer's.
    expect(log.filter((e) => e.source !== 'timer')).toEqual([]);
    expect((await server.services.store.game(table.gameId))!.status).toBe('finished');
    // A deadline, when shown, lies ahead of the moment the state arrived.
    const timed = arrivals.filter((a) => a.m.waiting?.deadline != null && !a.m.result);
    expect(timed.length).toBeGreaterThan(0);
    // Timers here last 30-60 ms, so a loaded machine may deliver a state after its deadline: allow
    // 250 ms of delivery. And each deadline is set afresh, at least one (shortest) timer after the
    // one before it ran out, so none was already past when the server set it.
    const shortest = 15 * 1000 * 0.002 - 5; // less a few ms of clock rounding
    let previous: number | null = null;
    for (const a of timed) {
      const deadline = a.m.waiting!.deadline!;
      expect(deadline, `state ${a.m.seq}`).toBeGreaterThan(a.at - 250);
      if (previous !== null && deadline !== previous)
        expect(deadline - previous, `state ${a.m.seq}`).toBeGreaterThanOrEqual(shortest);
      previous = deadline;
    }
    for (const p of table.players) await p.leave();
  }, 150_000);
});

describe('a default command the game refuses', () => {
  it('does not stall the table: the first legal command is played instead', async () => {
    // The one game the server runs, with its default command broken for this test's rooms.
    const entry = gameEntry('fengsheng')!;
    const original = entry.definition;
    entry.definition = { ...original, defaultCommand: () => ({ type: 'no such command' }) };
    try {
      const table = await humanTable(server, 3, { turnSeconds: 30, responseSeconds: 15 }, false);
      const first = table.players[0];
      await first.until(() => first.state!.result !== null, 120_000, 'the end of the game');
      const log = await server.services.store.commands(table.gameId);
      expect(log.length).toBeGreaterThan(5);
      expect(log.filter((e) => e.source !== 'timer')).toEqual([]);
      for (const p of table.players) await p.leave();
    } finally {
      entry.definition = original;
    }
  }, 150_000);
});

describe('every simulated game ends', () => {
  it('500 random games with characters, 3 to 9 players, all reach a result within 5000 commands', () => {
    const random = mulberry32(0x57a1);
    const reasons: Record<string, number> = {};
    for (let g = 0; g < 500; g++) {
      const players = 3 + (g % 7);
      const { state } = createGame({
        ruleset: 'standard',
        players,
        seed: Math.floor(random() * 0x100000000),
        characters: true,
        expansion: g % 2 === 0,
      });
      let n = 0;
      while (!state.result && n < 5000) {
        const p = pending(state)!;
        const legal = legalCommands(state, p.seat);
        expect(legal.length, `game ${g}: seat ${p.seat} pending with nothing to do`).toBeGreaterThan(0);
        expect(applyInPlace(state, p.seat, legal[Math.floor(random() * legal.length)]).ok).toBe(true);
        n++;
      }
      expect(state.result, `game ${g} (${players} players) did not end in 5000 commands`).not.toBeNull();
      reasons[state.result!.reason] = (reasons[state.result!.reason] ?? 0) + 1;
    }
    expect(reasons.stalled ?? 0).toBe(0);
  }, 120_000);
});
