// A state's words come in the language the connection asked for, and a log line's event only as
// much as a client reads of it (issue 12: those were most of a state message's bytes).
import { mulberry32 } from '@fengsheng/bots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/app.ts';
import type { ShownState, Text } from '../src/protocol.ts';
import { Player, session, testServer } from './helpers/server.ts';
import { humanTable, playRandomly } from './helpers/table.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * Every text a state carries in one language: its log lines' and its commands'. (The coach's lines
 * keep both: the page keeps their history, which must read in the new language after a switch.)
 */
function textsOf(s: ShownState): Text[] {
  return [...s.log.map((l) => l.text), ...s.legal.map((l) => l.label.text)];
}

/** Whether every text of the state is in `lang` only: that one said, the other empty. */
function onlyIn(s: ShownState, lang: 'zh' | 'en'): boolean {
  const other = lang === 'zh' ? 'en' : 'zh';
  return textsOf(s).every((t) => t[lang].length > 0 && t[other] === '');
}

describe('the words of a state', () => {
  it('come in the language a connection joined with, switch with a full state, and both when it said none', async () => {
    const table = await humanTable(server, 3, { coach: true }, false);
    const [zh, en, both] = table.players;
    // Seat 1 joins again saying English (a page in English), seat 0 switches to Chinese.
    await en.leave();
    const english = await Player.join(server, table.roomId, table.tokens[1], false, 'en');
    await english.until(() => english.state !== null, 5000, 'the first state in English');
    table.players[1] = english;
    zh.send('lang', { lang: 'zh' });
    await zh.until(
      () => zh.stateMessages.at(-1)!.full && onlyIn(zh.state!, 'zh'),
      5000,
      'a full state in Chinese',
    );
    let asked = false;
    await playRandomly(table, mulberry32(7), 60_000, async () => {
      // Some way in, the English page switches to Chinese: one full state, every line in it.
      if (!asked && english.state!.seq >= 10) {
        asked = true;
        english.send('lang', { lang: 'zh' });
        await english.until(() => english.stateMessages.at(-1)!.full, 5000, 'the full state after a switch');
      }
    });
    expect(asked).toBe(true);
    const switched = english.stateMessages.findIndex((m, i) => i > 0 && m.full);
    expect(switched).toBeGreaterThan(0);
    expect(english.states.slice(0, switched).every((s) => onlyIn(s, 'en'))).toBe(true);
    expect(english.states.slice(switched).every((s) => onlyIn(s, 'zh'))).toBe(true);
    // The full state after the switch has the game's log so far, every line in Chinese.
    expect(english.states[switched].log.length).toBeGreaterThan(3);
    expect(zh.states.slice(-5).every((s) => onlyIn(s, 'zh'))).toBe(true);
    // A connection that said nothing gets both, as a page of before did.
    const last = both.state!;
    expect(textsOf(last).length).toBeGreaterThan(0);
    expect(textsOf(last).every((t) => t.zh.length > 0 && t.en.length > 0)).toBe(true);
    for (const p of table.players) await p.leave();
  }, 120_000);

  it('carry each log line’s event as its type only', async () => {
    const table = await humanTable(server, 3, {}, true);
    await playRandomly(table, mulberry32(3), 60_000);
    const lines = [...table.players, table.spectator!].flatMap((p) => p.stateMessages.flatMap((m) => m.log));
    expect(lines.length).toBeGreaterThan(20);
    const keys = new Set(lines.flatMap((l) => Object.keys(l.event as object)));
    expect([...keys]).toEqual(['type']);
    expect(lines.some((l) => (l.event as { type: string }).type === 'turnStart')).toBe(true);
    for (const p of [...table.players, table.spectator!]) await p.leave();
  }, 120_000);

  it('refuse a language the server does not speak, changing nothing', async () => {
    const table = await humanTable(server, 3, {}, false);
    const p = table.players[0];
    const messages = p.stateMessages.length;
    const error = await p.nextError(() => p.send('lang', { lang: 'fr' }));
    expect(error.code).toBe('bad-message');
    await new Promise((r) => setTimeout(r, 200));
    expect(p.stateMessages.length).toBe(messages);
    const back = await session(server, 'Fr');
    await expect(Player.join(server, table.roomId, back, true, 'fr' as 'zh')).rejects.toThrow();
    for (const q of table.players) await q.leave();
  }, 60_000);
});
