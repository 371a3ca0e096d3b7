// A player whose timer runs out gets the game's default played for them, and is told what it was:
// the notice goes to that seat's own connection only, in the words of that seat's commands.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { humanTable } from './helpers/table.ts';
import { testServer } from './helpers/server.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('the timeout notice', () => {
  it('tells the seat whose timer ran out what was played for it, and nobody else', async () => {
    // Timers of 5 s (the shortest a room allows) run at a tenth of the time: half a second.
    server = await testServer({ timeScale: 0.1 });
    const table = await humanTable(server, 3, { turnSeconds: 5, responseSeconds: 3 });
    const all = [...table.players, table.spectator!];
    const first = table.players.find(
      (p) => p.state?.waiting?.seat === p.roomInfo?.you && (p.state?.legal.length ?? 0) > 0,
    )!;
    // The words of every command that seat was offered, as its page showed them.
    const offered = first.state!.legal.map((l) => l.label.text.zh);
    const seqBefore = first.state!.seq;
    await first.until(() => first.timedOut.length > 0, 10_000, 'a timeout notice');
    const notice = first.timedOut[0];
    expect(notice.seq).toBe(seqBefore + 1);
    expect(offered).toContain(notice.text.zh);
    expect(notice.text.en.length).toBeGreaterThan(0);
    // The command was played: the game moved on by it.
    await first.until(() => first.state!.seq >= notice.seq, 5000, 'the state after the timeout');
    for (const p of all) if (p !== first) expect(p.timedOut.filter((m) => m.seq === notice.seq)).toEqual([]);
    for (const p of all) await p.leave();
  });
});

describe('the character choice timer', () => {
  it('choosing a character runs the room’s setup timer (45 s by default), not the turn timer', async () => {
    server = await testServer({ botDelayMs: 60_000 });
    for (const setting of [{ setupSeconds: 20 }, {}]) {
      const table = await humanTable(server, 3, {
        turnSeconds: 60,
        responseSeconds: 30,
        options: { characters: true },
        ...setting,
      });
      const chooser = table.players.find(
        (p) => p.state?.waiting?.deadline != null && (p.state?.legal.length ?? 0) > 0,
      )!;
      await chooser.until(() => chooser.state!.waiting?.deadline != null, 5000, 'a deadline');
      expect((chooser.state!.legal[0].command as { type: string }).type).toBe('chooseCharacter');
      const left = chooser.state!.waiting!.deadline! - chooser.state!.now;
      const expected = 'setupSeconds' in setting ? 20_000 : 45_000;
      expect(left).toBeLessThanOrEqual(expected);
      expect(left).toBeGreaterThan(expected - 3000);
      for (const p of [...table.players, table.spectator!]) await p.leave();
    }
  });
});
