// In the room (issue 10): a decision's deadline is the server's and absolute. Leaving and joining
// again does not refill it, nor does a server restart: the restored game keeps its time left. A
// reload is not a leave: for DROP_GRACE_SECONDS the seat is kept and nobody plays for it.
import { afterEach, describe, expect, it } from 'vitest';
import { setRoomLimits } from '../src/room-limits.ts';
import type { RunningServer } from '../src/app.ts';
import { humanTable } from './helpers/table.ts';
import { Player, tempDataDir, testServer } from './helpers/server.ts';
import { sleep } from './helpers/security.ts';

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  setRoomLimits(null);
});

/** Whom the table waits for (a human: every seat is one) and that seat's deadline. */
function waited(players: Player[]): { seat: number; deadline: number } {
  for (const [seat, p] of players.entries())
    if (p.state?.waiting?.seat === seat && p.state.waiting.deadline !== null && p.state.legal.length > 0)
      return { seat, deadline: p.state.waiting.deadline };
  throw new Error('no seat is waited for with a deadline');
}

describe('decision deadlines', () => {
  it('a reload keeps the seat: within the drop grace nobody plays for it and its deadline stays (no 7 s -> 15 s refill)', async () => {
    // Bots play at once (5 ms): only the drop grace (15 s) keeps one off the seat while it is away.
    server = await testServer();
    const table = await humanTable(server, 3, { turnSeconds: 60, responseSeconds: 60 }, false);
    const first = waited(table.players);
    const p = table.players[first.seat];
    const seq = p.state!.seq;
    await sleep(1200);
    await p.leave();
    // A reload: the page is back two seconds later.
    await sleep(2000);
    const back = await Player.join(server, table.roomId, table.tokens[first.seat]);
    await back.until(() => back.state?.waiting?.deadline != null, 5000, 'the deadline again');
    // Read from the rejoined seat's own state: its seat, its decision, nothing played meanwhile.
    expect(back.roomInfo!.you).toBe(first.seat);
    expect(back.state!.seq).toBe(seq);
    expect(back.state!.waiting!.seat).toBe(first.seat);
    expect(back.state!.legal.length).toBeGreaterThan(0);
    expect(back.state!.waiting!.deadline).toBe(first.deadline);
    // The server's clock comes with it, so the page shows the server's time left.
    expect(Math.abs(back.state!.now - Date.now())).toBeLessThan(1000);
    expect(back.state!.waiting!.deadline! - back.state!.now).toBeLessThanOrEqual(60_000 - 3200);
    // Back in time, the seat stays its player's: no bot move comes after the rejoin either.
    await sleep(500);
    expect(back.state!.seq).toBe(seq);
    expect(back.state!.legal.length).toBeGreaterThan(0);
    for (const q of [...table.players.filter((_, i) => i !== first.seat), back]) await q.leave();
  });

  it('a player not back within the drop grace has a bot play their seat (托管)', async () => {
    setRoomLimits({ dropGraceSeconds: 1 });
    server = await testServer();
    const table = await humanTable(server, 3, { turnSeconds: 60, responseSeconds: 60 }, false);
    const first = waited(table.players);
    const p = table.players[first.seat];
    const seq = p.state!.seq;
    await p.leave();
    await sleep(2500);
    const back = await Player.join(server, table.roomId, table.tokens[first.seat]);
    await back.until(() => back.state !== null, 5000, 'the state again');
    // The bot played for the seat once the grace was over: the game moved on without its player.
    expect(back.roomInfo!.you).toBe(first.seat);
    expect(back.state!.seq).toBeGreaterThan(seq);
    for (const q of [...table.players.filter((_, i) => i !== first.seat), back]) await q.leave();
  });

  it('a restart keeps the time left of the decision under way', async () => {
    const dataDir = tempDataDir();
    server = await testServer({ dataDir, botDelayMs: 60_000 });
    const table = await humanTable(server, 3, { turnSeconds: 60, responseSeconds: 60 }, false);
    // One command, so the decision under way began at a logged time.
    const mover = waited(table.players).seat;
    const p = table.players[mover];
    p.send('command', { seq: p.state!.seq, command: p.state!.legal[0].command });
    await p.until(() => p.state!.seq >= 1, 5000, 'the command accepted');
    await sleep(300);
    const before = waited(table.players);
    await sleep(1200);
    await server.close();
    server = await testServer({ dataDir, botDelayMs: 60_000 });
    const back = await Player.join(server, table.roomId, table.tokens[before.seat]);
    await back.until(() => back.state?.waiting?.deadline != null, 5000, 'the deadline after the restart');
    expect(back.state!.seq).toBe(p.state!.seq);
    // Stored to the millisecond as the command's time: the same deadline, give or take a few ms.
    expect(Math.abs(back.state!.waiting!.deadline! - before.deadline)).toBeLessThan(50);
    await back.leave();
  });
});
