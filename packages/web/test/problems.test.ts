// Every refusal the server can give is said in both languages of the page, with its params filled
// in and the setting named by its lobby label; nothing falls back to the server's English.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PROBLEM_REASONS } from '@fengsheng/server/protocol';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';
import { problemText, saidOf } from '../src/logic/problems.ts';
import { HttpError } from '../src/api.ts';

type Tree = { [k: string]: string | Tree };

/** A t() over one language's messages, as i18next interpolates them. */
function translator(messages: Tree) {
  const find = (key: string): string | undefined => {
    let node: string | Tree | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const t = (key: string, o?: Record<string, unknown>) =>
    (find(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o?.[k] ?? `{{${k}}}`));
  return { t, exists: (key: string) => find(key) !== undefined };
}

const LANGS: [string, Tree][] = [
  ['zh', zh as unknown as Tree],
  ['en', en as unknown as Tree],
];

describe('errors in the page’s language', () => {
  for (const [lang, messages] of LANGS) {
    const { exists } = translator(messages);
    it(`${lang}: every server reason and websocket code has its own words`, () => {
      for (const reason of [...PROBLEM_REASONS, 'network', 'closed', 'slow'])
        expect(exists(`errors.reason.${reason}`), reason).toBe(true);
      for (const code of ERROR_CODES) expect(exists(`errors.code.${code}`), code).toBe(true);
    });
  }

  it('fills the params, names the setting by its label and never shows the English message', () => {
    const { t, exists } = translator(zh as unknown as Tree);
    const refused = new HttpError(400, 'bad room request: setupSeconds must be …', 'out-of-range', {
      field: 'setupSeconds',
      min: 10,
      max: 600,
    });
    expect(problemText(t, exists, saidOf(refused))).toBe('选将时限（秒）须是 10 到 600 之间的整数');
    expect(problemText(t, exists, { code: 'not-allowed', reason: 'seat-taken', params: { seat: 3 } })).toBe(
      '3 号座位已经有人了',
    );
    // A code with no reason, a reason the page does not know, an error with neither.
    expect(problemText(t, exists, { code: 'stale' })).toBe(zh.errors.code.stale);
    expect(problemText(t, exists, { reason: 'something-new', code: 'illegal' })).toBe(zh.errors.code.illegal);
    expect(problemText(t, exists, saidOf(new Error('ECONNRESET while reading')))).toBe(zh.errors.unknown);
    // fetch() failing before any answer, and a refused join (the reason comes as `code`).
    expect(problemText(t, exists, saidOf(new TypeError('Failed to fetch')))).toBe(zh.errors.reason.network);
    const join = Object.assign(new Error('there is no room ABC'), { code: 'room-none' });
    expect(problemText(t, exists, saidOf(join), { room: 'ABC' })).toBe('没有房间 ABC');
  });

  it('a refused mode is named in the page’s words; an id the page does not know stays as sent', () => {
    const { t, exists } = translator(zh as unknown as Tree);
    const seats = new HttpError(400, 'Beginners is played by 4 players, not 5', 'mode-seat-count', {
      mode: 'novice',
      seats: '4',
    });
    expect(problemText(t, exists, saidOf(seats))).toBe('新手场须 4 人');
    const en_ = translator(en as unknown as Tree);
    expect(problemText(en_.t, en_.exists, saidOf(seats))).toBe('Beginners is played by 4 players');
    const unknown = new HttpError(400, 'no mode', 'unknown-mode', { mode: 'deathmatch' });
    expect(problemText(t, exists, saidOf(unknown))).toBe('这个版本没有“deathmatch”模式');
  });
});
