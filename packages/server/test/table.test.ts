// A table over real websockets: seats, each seat's own view, commands, errors, 托管 and timers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import { MAX_MESSAGE_BYTES } from '../src/protocol.ts';
import { get, Player, post, session, testServer } from './helpers/server.ts';

interface View {
  hand: { handle: number; face: unknown }[] | null;
  players: { seat: number; camp: string | null; handCount: number }[];
}

let server: RunningServer;
beforeAll(async () => {
  // Timers run 50 times faster: a 30 s turn lasts 0.6 s here.
  server = await testServer({ timeScale: 0.02 });
});
afterAll(async () => {
  await server.close();
});

async function roomFor(
  token: string,
  body: Record<string, unknown>,
): Promise<{ roomId: string; gameId: string }> {
  const res = await post<{ roomId: string; gameId: string }>(`${server.url}/api/rooms`, body, token);
  expect(res.status).toBe(201);
  return res.body;
}

/** Two people at a five-seat table with three bots, seated and started. */
async function twoPlayerTable(settings: Record<string, unknown> = {}, thirdPerson = false) {
  const annToken = await session(server, 'Ann');
  const bobToken = await session(server, 'Bob');
  const { roomId, gameId } = await roomFor(annToken, {
    seats: 5,
    bots: 3,
    turnSeconds: 600,
    responseSeconds: 600,
    ...settings,
  });
  const ann = await Player.join(server, roomId, annToken);
  const bob = await Player.join(server, roomId, bobToken);
  ann.send('sit', { seat: 0 });
  bob.send('sit', { seat: 1 });
  await ann.until(() => ann.roomInfo!.seats[1].kind === 'human', 5000, 'both seated');
  if (thirdPerson) {
    // The last seat was a bot: the host swaps it for a third person.
    ann.send('removeBot', { seat: 2 });
    const cat = await Player.join(server, roomId, await session(server, 'Cat'));
    await cat.until(() => cat.roomInfo!.seats[2].kind === 'empty', 5000, 'the bot removed');
    cat.send('sit', { seat: 2 });
    await ann.until(() => ann.roomInfo!.seats[2].kind === 'human', 5000, 'three seated');
  }
  ann.send('start', {});
  await ann.until(() => ann.state !== null && bob.state !== null, 5000, 'the first state');
  return { ann, bob, annToken, bobToken, roomId, gameId };
}

describe('a table over websockets', () => {
  it('only the host starts, and only once every seat is taken', async () => {
    const annToken = await session(server, 'Ann');
    const bobToken = await session(server, 'Bob');
    const { roomId } = await roomFor(annToken, { seats: 4, bots: 2 });
    const ann = await Player.join(server, roomId, annToken);
    const bob = await Player.join(server, roomId, bobToken);
    expect(ann.roomInfo!.isHost).toBe(true);
    expect(bob.roomInfo!.isHost).toBe(false);
    ann.send('sit', { seat: 0 });
    expect((await ann.nextError(() => ann.send('start', {}))).message).toMatch(/every seat/);
    expect((await bob.nextError(() => bob.send('sit', { seat: 0 }))).message).toMatch(/seat 1 is taken/);
    bob.send('sit', { seat: 1 });
    await bob.until(() => bob.roomInfo!.you === 1);
    expect((await bob.nextError(() => bob.send('start', {}))).message).toMatch(/only the host/);
    expect((await bob.nextError(() => bob.send('addBot', { seat: 2 }))).message).toMatch(/only the host/);
    ann.send('start', {});
    await bob.until(() => bob.state !== null, 5000, 'the first state');
    expect(bob.roomInfo!.status).toBe('playing');
    await ann.leave();
    await bob.leave();
  });

  it('each seat sees its own hand and identity, never another seat’s; a spectator sees neither', async () => {
    const { ann, bob, roomId } = await twoPlayerTable();
    const watcher = await Player.join(server, roomId, await session(server, 'Eve'), true);
    await ann.until(() => ann.state !== null);
    await bob.until(() => bob.state !== null);
    await watcher.until(() => watcher.state !== null);
    const a = ann.state!.view as View;
    const b = bob.state!.view as View;
    const w = watcher.state!.view as View;
    expect(a.hand!.every((c) => c.face !== null)).toBe(true);
    expect(a.players[0].camp).not.toBeNull();
    expect(a.players[1].camp).toBeNull();
    expect(b.players[1].camp).not.toBeNull();
    expect(b.players[0].camp).toBeNull();
    expect(w.hand).toBeNull();
    expect(w.players.every((p) => p.camp === null)).toBe(true);
    // Nothing in another seat's or the spectator's messages carries Ann's camp or hand faces.
    const annCamp = a.players[0].camp;
    const bobText = JSON.stringify(bob.states);
    expect(JSON.stringify(w)).not.toContain(JSON.stringify(a.hand));
    expect(bobText).not.toContain(JSON.stringify(a.hand));
    expect(JSON.stringify(watcher.states.map((s) => s.view))).not.toContain(`"camp":"${annCamp}"`);
    expect(watcher.state!.legal).toEqual([]);
    expect(
      (
        await watcher.nextError(() =>
          watcher.send('command', { seq: watcher.state!.seq, command: { type: 'pass' } }),
        )
      ).code,
    ).toBe('not-allowed');
    for (const p of [ann, bob, watcher]) await p.leave();
  });

  it('refuses bad, stale, illegal and oversized messages with a clear error and changes nothing', async () => {
    // Three people and no bots, none of whom plays: nothing moves the game but these messages.
    const { ann, bob } = await twoPlayerTable({ seats: 3, bots: 1, botLevel: 'random' }, true);
    await ann.until(() => ann.state !== null);
    const seq = ann.state!.seq;
    const cases: [string, unknown, string][] = [
      ['cheat', {}, 'unknown-type'],
      ['command', { seq: 'x', command: {} }, 'bad-message'],
      ['command', { seq: seq + 5, command: { type: 'pass' } }, 'stale'],
      ['command', { seq, command: { type: 'send', card: 9999 } }, 'illegal'],
      ['command', { seq, command: 'garbage' }, 'illegal'],
      ['sit', { seat: -1 }, 'bad-message'],
      ['chat', { text: 'x'.repeat(MAX_MESSAGE_BYTES + 10) }, 'too-large'],
      ['chat', { text: '   ' }, 'bad-message'],
    ];
    for (const [type, payload, code] of cases) {
      const error = await ann.nextError(() => ann.send(type, payload));
      expect(error.code, `${type} ${JSON.stringify(payload).slice(0, 60)}`).toBe(code);
      expect(error.message.length).toBeGreaterThan(5);
    }
    // A command for a seat that is not waited for is refused by the game.
    const waiting = ann.state!.waiting?.seat === 0 ? bob : ann;
    const idle = await waiting.nextError(() =>
      waiting.send('command', { seq: waiting.state!.seq, command: { type: 'pass' } }),
    );
    expect(['illegal', 'stale']).toContain(idle.code);
    expect(ann.state!.seq).toBe(seq);
    await ann.leave();
    await bob.leave();
  });

  it('two people and three bots play a whole game to its result', async () => {
    const { ann, bob } = await twoPlayerTable();
    const players = [ann, bob];
    await ann.until(() => ann.state !== null);
    const deadline = Date.now() + 60_000;
    while (!ann.state!.result && Date.now() < deadline) {
      for (const p of players) {
        const s = p.state!;
        if (s.legal.length > 0 && !s.result) p.send('command', { seq: s.seq, command: s.legal[0].command });
      }
      await ann.until(() => true);
      await new Promise((r) => setTimeout(r, 5));
    }
    await bob.until(() => bob.state!.result !== null, 10_000, 'the result');
    expect(ann.state!.result).toEqual(bob.state!.result);
    // Each state names the one sent before it, so a client can tell it missed nothing; seqs only rise.
    for (let i = 1; i < ann.states.length; i++) {
      const [before, now] = [ann.states[i - 1], ann.states[i]];
      if (!now.full) expect(now.prevSeq).toBe(before.seq);
      expect(now.seq).toBeGreaterThanOrEqual(before.seq);
    }
    await ann.leave();
    await bob.leave();
  });

  it('a player who lets the timer run out has the default command played; one who leaves is played by a bot and gets the seat back', async () => {
    const { ann, bob, annToken, gameId } = await twoPlayerTable({ turnSeconds: 30, responseSeconds: 15 });
    await ann.until(() => ann.state !== null);
    // Nobody sends anything: timers (0.6 s and 0.3 s here) and bots carry the game on.
    const start = ann.state!.seq;
    await ann.until(() => ann.state!.seq >= start + 8, 20_000, 'timers to play');
    await ann.leave();
    await bob.leave();
    // With both gone, bots play both seats (托管) and the game still ends.
    for (let i = 0; i < 400; i++) {
      const res = await fetch(`${server.url}/api/games/${gameId}`);
      const game = (await res.json()) as { status: string };
      if (game.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const back = await Player.join(server, ann.roomInfo!.roomId, annToken);
    await back.until(() => back.state !== null);
    expect(back.roomInfo!.you).toBe(0);
    expect(back.state!.result).not.toBeNull();
    expect(back.state!.full).toBe(true);
    expect(back.state!.log.length).toBeGreaterThan(3);
    await back.leave();
  });

  it('a reload mid-game brings the player back to the same seat and the same view', async () => {
    const { ann, bob, annToken, roomId } = await twoPlayerTable();
    await ann.until(() => ann.state !== null);
    const before = ann.state!;
    await ann.room.connection.close();
    const again = await Player.join(server, roomId, annToken);
    await again.until(() => again.state !== null);
    expect(again.roomInfo!.you).toBe(0);
    expect(again.state!.seq).toBeGreaterThanOrEqual(before.seq);
    if (again.state!.seq === before.seq) expect(again.state!.view).toEqual(before.view);
    await again.leave();
    await bob.leave();
  });

  it('chat reaches everyone in the room with the sender’s name', async () => {
    const { ann, bob } = await twoPlayerTable();
    const got: unknown[] = [];
    bob.room.onMessage('chat', (m) => got.push(m));
    ann.send('chat', { text: '我是好人' });
    await bob.until(() => got.length > 0);
    expect(got[0]).toMatchObject({ from: 0, name: 'Ann', text: '我是好人' });
    await ann.leave();
    await bob.leave();
  });

  it('after a game ends the host deals another in the same room, with the same seats', async () => {
    const annToken = await session(server, 'Ann');
    const { roomId, gameId } = await roomFor(annToken, {
      seats: 3,
      bots: 2,
      speed: 'fast',
      turnSeconds: 5,
      responseSeconds: 3,
    });
    const ann = await Player.join(server, roomId, annToken);
    const bob = await Player.join(server, roomId, await session(server, 'Bob'), true);
    ann.send('sit', { seat: 0 });
    await ann.until(() => ann.roomInfo!.you === 0);
    expect((await ann.nextError(() => ann.send('again', {}))).message).toMatch(/not over/);
    ann.send('start', {});
    // Ann lets her timer (0.1 s here) play for her; the bots play at full speed.
    await ann.until(() => ann.roomInfo!.status === 'finished', 60_000, 'the end of the first game');
    expect((await bob.nextError(() => bob.send('again', {}))).message).toMatch(/only the host/);
    ann.send('again', {});
    await ann.until(() => ann.roomInfo!.status === 'waiting' && ann.roomInfo!.gameId !== gameId);
    const second = ann.roomInfo!.gameId;
    expect(ann.roomInfo!.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    const before = ann.states.length;
    ann.send('start', {});
    // The new game arrives whole, from its start (bots may have moved on by the time we look).
    await ann.until(
      () => ann.states.slice(before).some((st) => st.full && st.seq === 0),
      10_000,
      'the new deal',
    );
    // The first game keeps its result; the second is a game of its own.
    const first = (await get<{ status: string }>(`${server.url}/api/games/${gameId}`)).body;
    expect(first.status).toBe('finished');
    const now = (await get<{ status: string }>(`${server.url}/api/games/${second}`)).body;
    expect(now.status).toBe('playing');
    await ann.leave();
    await bob.leave();
  });

  it('at a 杀人游戏 table seated players speak only through the game; spectators may chat', async () => {
    const annToken = await session(server, 'Ann');
    const { roomId } = await roomFor(annToken, {
      game: 'killer',
      seats: 8,
      bots: 7,
      turnSeconds: 600,
      responseSeconds: 600,
    });
    const ann = await Player.join(server, roomId, annToken);
    const eve = await Player.join(server, roomId, await session(server, 'Eve'), true);
    ann.send('sit', { seat: 0 });
    await ann.until(() => ann.roomInfo!.you === 0);
    ann.send('start', {});
    await ann.until(() => ann.roomInfo!.status === 'playing', 10_000, 'the start');
    expect((await ann.nextError(() => ann.send('chat', { text: '我是警察' }))).message).toMatch(/speak only/);
    const heard: { name: string }[] = [];
    ann.room.onMessage('chat', (m: { name: string }) => heard.push(m));
    eve.send('chat', { text: '加油' });
    await ann.until(() => heard.length > 0, 10_000, 'the spectator chat');
    expect(heard[0].name).toBe('Eve');
    // The killers' choices at night reach nobody else, not even as a message with nothing in it:
    // the spectator's next state after 杀手请睁眼 is the one that says 杀手请闭眼.
    const at = (phrase: string) =>
      eve.states.findIndex((st) => st.log.some((l) => l.text.zh.includes(phrase)));
    await eve.until(() => at('杀手请闭眼') >= 0, 20_000, 'the killers to choose');
    expect(at('杀手请闭眼')).toBe(at('杀手请睁眼') + 1);
    expect(eve.states[at('杀手请闭眼')].seq - eve.states[at('杀手请睁眼')].seq).toBeGreaterThanOrEqual(2);
    // When Ann's speech comes (not her night channel: only her companions read that), she says
    // something; a spectator reads it in the game's log.
    const isSpeech = (l: { command: unknown; label: { input?: unknown } }) =>
      l.label.input !== undefined && (l.command as { type: string }).type === 'speak';
    await ann.until(
      () => ann.state!.legal.some(isSpeech) || ann.state!.result !== null,
      60_000,
      'her turn to speak',
    );
    const speak = ann.state!.legal.find(isSpeech);
    if (speak) {
      ann.send('command', {
        seq: ann.state!.seq,
        command: { ...(speak.command as object), text: '我是好人' },
      });
      await eve.until(
        () => eve.states.some((st) => st.log.some((l) => l.text.zh.includes('我是好人'))),
        10_000,
        'the speech in the log',
      );
    }
    await ann.leave();
    await eve.leave();
  });

  it('a join without a valid session token is refused', async () => {
    const { roomId } = await roomFor(await session(server, 'Ann'), { seats: 3, bots: 1 });
    await expect(Player.join(server, roomId, 'forged.token')).rejects.toThrow(/not valid/);
  });
});
