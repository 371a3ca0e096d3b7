// The server adds nothing to what the engine lets each viewer see (issue 5). Whole games with
// characters are played over real websockets by one client per seat (random legal commands) with a
// spectator watching; every `state` message each of them received is then compared with the engine's
// truth, rebuilt by replaying the game's stored options and log: the view must be exactly
// `view(state at that seq, viewer)`, the legal commands exactly the engine's, and the log lines'
// events exactly the types of `eventsFor` of that step (a client is sent nothing else of them). With the engine's leak test (packages/engine/test/
// leak.test.ts) this shows no seat's data reaches another through the server. CI plays
// SERVER_LEAK_GAMES games (5 by default).
import { isDeepStrictEqual } from 'node:util';
import { mulberry32 } from '@fengsheng/bots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { unpacked } from '../src/state-patch.ts';
import { testServer, type Player } from './helpers/server.ts';
import {
  expectedEvents,
  expectedLegal,
  expectedView,
  humanTable,
  playRandomly,
  truthOf,
} from './helpers/table.ts';
import type { Truth } from './helpers/table.ts';

const GAMES = Number(process.env.SERVER_LEAK_GAMES ?? 5);

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

function check(t: Truth, viewer: number | 'spectator', p: Player): string[] {
  const out: string[] = [];
  const who = viewer === 'spectator' ? 'spectator' : `seat ${viewer}`;
  for (const [i, m] of p.states.entries()) {
    const raw = p.stateMessages[i];
    const tag = `${who} at seq ${m.seq}`;
    if (m.seq < 0 || m.seq >= t.states.length) {
      out.push(`${tag}: no such seq`);
      continue;
    }
    const s = t.states[m.seq];
    // Equal as data: a change adds a key at the end of its object, so the order of keys may differ.
    if (!isDeepStrictEqual(m.view, expectedView(t, m.seq, viewer)))
      out.push(`${tag}: the view is not the engine's view for this viewer`);
    const legal = viewer === 'spectator' ? [] : expectedLegal(t, m.seq, viewer);
    if (JSON.stringify(m.legal.map((l) => l.command)) !== JSON.stringify(legal))
      out.push(`${tag}: the legal commands are not the engine's`);
    if (JSON.stringify(m.result) !== JSON.stringify(s.result)) out.push(`${tag}: wrong result`);
    // Whom the game waits for: no more than the viewer's own view says.
    const pendingSeat = (m.view as { pending: { seat: number | null } | null }).pending?.seat ?? null;
    if (m.waiting?.seat != null && m.waiting.seat !== viewer && m.waiting.seat !== pendingSeat)
      out.push(`${tag}: told that the game waits for seat ${m.waiting.seat}`);
    const bySeq = new Map<number, unknown[]>();
    for (const line of m.log) bySeq.set(line.seq, [...(bySeq.get(line.seq) ?? []), line.event]);
    // A line's event is cut to its type (wire.ts): one line per event the engine lets this viewer
    // see, in order, and nothing of the event beyond its type.
    for (const [seq, events] of bySeq) {
      const types = expectedEvents(t, seq, viewer).map((e) => (e as { type: string }).type);
      if (JSON.stringify(events) !== JSON.stringify(types.map((type) => ({ type }))))
        out.push(`${tag}: the log of seq ${seq} is not the types of the engine's events for this viewer`);
    }
    // A change carries nothing but parts of the view it leads to.
    const whole = JSON.stringify(m.view);
    for (const op of unpacked(raw.patch ?? []))
      if ('value' in op && !whole.includes(JSON.stringify(op.value)))
        out.push(`${tag}: the change ${JSON.stringify(op).slice(0, 120)} is not in the view it leads to`);
    // And a plain string check: no unrevealed camp of another seat anywhere in the view or the log.
    const text = JSON.stringify([m, raw]);
    for (const q of s.players) {
      if (q.seat === viewer || q.revealed || s.result) continue;
      const shown = new RegExp(`"seat":${q.seat},"alive":(true|false),"lost":(true|false),"camp":"`);
      if (shown.test(text)) out.push(`${tag}: the camp of unrevealed seat ${q.seat} is in the message`);
    }
  }
  return out;
}

describe('what the server sends each seat is exactly what the engine lets it see', () => {
  it(`${GAMES} games with characters over websockets, every state message checked against a replay`, async () => {
    const random = mulberry32(0x1eaf);
    let messages = 0;
    for (let g = 0; g < GAMES; g++) {
      const seats = [4, 6, 3, 5, 7, 8, 9][g % 7];
      const table = await humanTable(server, seats, {
        options: { characters: true, expansion: true, identityTable: 'standard' },
      });
      await playRandomly(table, random);
      const t = await truthOf(server, table.gameId);
      expect(t.states.at(-1)!.result).not.toBeNull();
      const problems: string[] = [];
      table.players.forEach((p, seat) => problems.push(...check(t, seat, p)));
      problems.push(...check(t, 'spectator', table.spectator!));
      if (problems.length > 0) expect.fail(`game ${g} (${seats} seats): ${problems.slice(0, 8).join('\n')}`);
      for (const p of [...table.players, table.spectator!]) {
        messages += p.states.length;
        await p.leave();
      }
    }
    console.log(`server leak test: ${GAMES} games, ${messages} state messages checked`);
  }, 600_000);
});
