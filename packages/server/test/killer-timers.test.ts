// 杀人游戏's two timers are the room's: a speech waits on the turn timer, a ballot on the response
// timer (the lobby names them 发言时限 and 投票与夜间行动时限), so the ballot follows its setting.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { humanTable } from './helpers/table.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const SPEECH_SECONDS = 200;
const BALLOT_SECONDS = 70;

/** A command's type, as the legal list gives it. */
const typeOf = (command: unknown) => (command as { type?: string }).type;

describe('杀人游戏 timers', () => {
  it('a speech runs the turn timer and a ballot the response timer, each as the room set it', async () => {
    server = await testServer();
    const table = await humanTable(server, 8, {
      game: 'killer',
      turnSeconds: SPEECH_SECONDS,
      responseSeconds: BALLOT_SECONDS,
    });
    const left: Record<string, number> = {};
    const until = Date.now() + 60_000;
    const seen: string[] = [];
    // Each seat, when asked, passes its speech and takes the first of anything else (a kill, a
    // check, a ballot), until a ballot has been seen with its deadline.
    while (left.ballot === undefined && Date.now() < until) {
      for (const p of table.players) {
        const s = p.state;
        const deadline = s?.waiting?.deadline;
        // Only the seat waited for (a lone police or killer is offered 投降 at any moment by day).
        if (!s || s.waiting?.seat !== p.roomInfo?.you || deadline == null) continue;
        const types = s.legal.map((l) => typeOf(l.command));
        const kind = types.includes('ballot') ? 'ballot' : types.includes('speak') ? 'speech' : 'other';
        left[kind] ??= deadline - s.now;
        seen.push(types.join('/'));
        if (kind === 'ballot') break;
        const pass = s.legal.findIndex((l) => typeOf(l.command) === 'pass');
        const plain = s.legal.findIndex((l) => !['surrender', 'confess'].includes(typeOf(l.command) ?? ''));
        const command = s.legal[pass >= 0 ? pass : plain].command;
        const seq = s.seq;
        p.send('command', { seq, command });
        // The sender is sent a state only if its own view changed: give it a moment either way.
        await p.until(() => (p.state?.seq ?? 0) > seq, 300).catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(left.ballot, seen.slice(-20).join(' ')).toBeDefined();
    expect(left.speech).toBeLessThanOrEqual(SPEECH_SECONDS * 1000);
    expect(left.speech).toBeGreaterThan(SPEECH_SECONDS * 1000 - 5000);
    expect(left.ballot).toBeLessThanOrEqual(BALLOT_SECONDS * 1000);
    expect(left.ballot).toBeGreaterThan(BALLOT_SECONDS * 1000 - 5000);
    for (const p of [...table.players, table.spectator!]) await p.leave();
  }, 90_000);
});
