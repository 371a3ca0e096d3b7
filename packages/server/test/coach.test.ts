// A room with the coach on (新手): every seat's states carry the game's coach lines for that seat,
// built from its own view and log; spectators and rooms without the coach get none, and a game
// with no coach refuses the setting.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { humanTable } from './helpers/table.ts';
import { post, session, testServer } from './helpers/server.ts';
import { glossary } from '@fengsheng/engine';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const CAMPS = glossary({ ruleset: 'standard' }).camps;

describe('the coach in a room', () => {
  it('each seat is told its own identity and what its commands mean; a spectator is told nothing', async () => {
    server = await testServer({ botDelayMs: 60_000 });
    const table = await humanTable(server, 4, { coach: true, options: { identityTable: 'variant' } });
    for (const p of table.players) {
      const state = p.state!;
      const camp = (state.view as { players: { camp: string | null }[] }).players[p.roomInfo!.you!].camp!;
      const happened = state.coach!.filter((l) => l.kind === 'happened').map((l) => l.text.zh);
      expect(happened[0]).toContain(`你的身份是${CAMPS[camp].zh}`);
      const options = state.coach!.filter((l) => l.kind === 'options');
      // Whoever is asked something is told what it means; the others are told of no option.
      expect(options.length > 0).toBe(state.legal.length > 0);
    }
    expect(table.spectator!.state!.coach).toBeUndefined();
    for (const p of [...table.players, table.spectator!]) await p.leave();
  });

  it('a room without the coach sends no coach lines', async () => {
    server = await testServer({ botDelayMs: 60_000 });
    const table = await humanTable(server, 3);
    for (const p of table.players) expect(p.state!.coach).toBeUndefined();
    for (const p of [...table.players, table.spectator!]) await p.leave();
  });

  it('a game without a coach refuses the setting, with the reason', async () => {
    server = await testServer();
    const token = await session(server, 'Ann');
    const res = await post<{ error: string }>(
      `${server.url}/api/rooms`,
      { game: 'killer', seats: 8, bots: 7, coach: true },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/has no coach/);
  });
});
