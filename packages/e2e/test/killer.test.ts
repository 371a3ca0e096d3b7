// 杀人游戏 in the browser: one person and eleven bots play a whole 12-seat game through the page
// (lobby form, seat, start; speeches typed in the text box and ended with 过; kills, checks and
// ballots clicked), to the end screen; then the judge's words in the log follow seed 002's
// standard phrases (裁判标准用语) in order, and the game-over line comes last.
import { mulberry32 } from '@fengsheng/bots';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRoom, person, screenshot, sharedTable } from './browser.ts';

const shared = sharedTable();

const SPEECHES = ['我是平民，请警察早点跳出来。', '我觉得后置位有人划水。', '过了，听大家的。'];
/** Never confess or surrender: the test plays its side to the end. */
const NEVER = /认匪|投降/;

/** Wait for the role the table shows this player. */
async function roleOf(page: Page): Promise<string> {
  const identity = page.getByTestId('my-identity');
  await expect.poll(() => identity.getAttribute('data-role'), { timeout: 20_000 }).toMatch(/^\w+$/);
  return (await identity.getAttribute('data-role'))!;
}

/**
 * Take one action if one is offered. A text box with 过 beside it is a speech (or last words): say
 * one line, then 过. Otherwise click a kill, check or ballot: a lit seat or a button (never confess
 * or surrender; night whispers are left unsaid). Returns what it did.
 */
async function act(page: Page, rng: () => number, say: (p: Page) => Promise<void>): Promise<string | null> {
  try {
    const pass = page.getByTestId('command').filter({ hasText: /^过/ });
    const input = page.getByTestId('speech-input');
    if ((await pass.count()) > 0 && (await input.count()) > 0) {
      await input.first().fill(SPEECHES[Math.floor(rng() * SPEECHES.length)], { timeout: 1000 });
      await say(page);
      await page.getByTestId('speech-send').first().click({ timeout: 1000 });
      // The speech is one command; 过 comes back with the next state.
      await pass.first().waitFor({ timeout: 5000 });
      await pass.first().click({ timeout: 1000 });
      return 'speech';
    }
    const seats = page.locator('[data-testid^="target-seat-"]');
    const buttons = page.getByTestId('command');
    const texts = await buttons.allTextContents();
    const usable = texts.flatMap((t, i) => (NEVER.test(t) || /^过/.test(t) ? [] : [i]));
    const nSeats = await seats.count();
    if (usable.length + nSeats === 0) return null;
    const pick = Math.floor(rng() * (usable.length + nSeats));
    if (pick < nSeats) await seats.nth(pick).click({ timeout: 1000 });
    else await buttons.nth(usable[pick - nSeats]).click({ timeout: 1000 });
    return 'click';
  } catch {
    // The board moved on while we were clicking (a timer or a bot acted): look again.
    return null;
  }
}

/** Whether `lines` holds a line matching each pattern, in this order (others may come between). */
function inOrder(lines: readonly string[], patterns: readonly RegExp[]): { ok: boolean; missing?: RegExp } {
  let at = 0;
  for (const p of patterns) {
    while (at < lines.length && !p.test(lines[at])) at++;
    if (at === lines.length) return { ok: false, missing: p };
    at++;
  }
  return { ok: true };
}

describe('杀人游戏 in the browser', () => {
  it('one person and eleven bots play a 12-seat game to the end, the judge speaking seed 002’s phrases', async () => {
    // Tall enough to show the ring, the speeches and the votes in one picture.
    const page = await person(shared.chrome, shared.server.url, '小红', { width: 1280, height: 1180 });
    await page.getByTestId('game-select').selectOption('killer');
    // The 风声 options go away; the seats range is the game's.
    expect(await page.getByTestId('characters-toggle').count()).toBe(0);
    expect(await page.getByTestId('seats-input').getAttribute('max')).toBe('16');
    await createRoom(page, 12, 11, 'killer');
    await page.getByTestId('sit-0').click();
    await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
    await page.getByTestId('start-game').click();
    const role = await roleOf(page);
    expect(['police', 'killer', 'civilian']).toContain(role);
    // Seated players speak only in their turn: the room chat is closed.
    expect(await page.getByTestId('chat-input').isDisabled()).toBe(true);
    await page.getByTestId('chat-closed').waitFor();

    const rng = mulberry32(11);
    const end = page.getByTestId('end-screen');
    const table = page.getByTestId('killer-table');
    // The mid-game picture: a day after the first vote, at this player's speech when it comes
    // (the text typed in the box), else at any moment of that day with words said.
    let dayShot = false;
    const laterDay = async () =>
      (await table.getAttribute('data-phase')) === 'day' &&
      Number(await table.getAttribute('data-round')) >= 2 &&
      (await page.getByTestId('vote-record').count()) > 0;
    const shootDay = async (p: Page) => {
      if (dayShot || !(await laterDay())) return;
      dayShot = true;
      await screenshot(p, 'killer-table');
    };
    const done: Record<string, number> = {};
    const deadline = Date.now() + 210_000;
    while (!(await end.isVisible()) && Date.now() < deadline) {
      const did = await act(page, rng, shootDay);
      if (did) done[did] = (done[did] ?? 0) + 1;
      // Out of the game, or no speech of ours that day: take the picture once words were said.
      if (!dayShot && (await laterDay()) && (await page.getByTestId('speech').count()) >= 12)
        await shootDay(page);
      await page.waitForTimeout(did ? 20 : 60);
    }
    await end.waitFor({ timeout: 5000 });
    // The person took part: a civilian killed on the first night only speaks last words and never
    // clicks, so a speech counts as much as a kill, a check or a ballot.
    expect((done.click ?? 0) + (done.speech ?? 0)).toBeGreaterThan(0);

    // Every seat's role is shown at the end; the side and the reason in words.
    const rows = page.locator('[data-testid="winner"], [data-testid="loser"]');
    expect(await rows.count()).toBe(12);
    // How it went for this person (seat 1, the first row).
    const iWon = (await rows.first().getAttribute('data-testid')) === 'winner';
    expect(await page.getByTestId('end-you').getAttribute('data-you')).toBe(iWon ? 'won' : 'lost');
    const roles = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-role')));
    expect(roles.filter((r) => r === 'police')).toHaveLength(3);
    expect(roles.filter((r) => r === 'killer')).toHaveLength(3);
    expect(roles.filter((r) => r === 'civilian')).toHaveLength(6);
    expect((await page.getByTestId('end-reason').textContent())!.length).toBeGreaterThan(1);
    expect(await page.getByTestId('end-winner').textContent()).toMatch(/获胜|平局/);
    for (let s = 0; s < 12; s++)
      expect(await page.getByTestId(`seat-${s}`).getAttribute('data-role')).toMatch(
        /^(police|killer|civilian)$/,
      );
    if (!dayShot) {
      // The game ended on its first day: the finished table stands in for the mid-game picture.
      await page.getByTestId('end-close').click();
      await screenshot(page, 'killer-table');
      await page.reload();
      await end.waitFor();
    }
    await screenshot(page, 'killer-end');

    // The judge, step by step (packages/killer/src/narrate.ts, seed 002 裁判标准用语 1-13, 15-17):
    // the first night, the first day up to the vote's outcome, then the second night.
    const lines = (await page.getByTestId('log').locator('li').allTextContents()).map((l) => l.trim());
    const firstNightAndDay = [
      /^第1轮。天黑了，请大家闭眼$/,
      /^杀手请睁眼。杀手请杀人$/,
      /^杀手请闭眼$/,
      /^警察请睁眼。警察请指认$/,
      ...(role === 'police' ? [/^请看裁判手势：\d+号 (是杀手（竖拇指）|不是杀手)$/] : []),
      /^警察请闭眼$/,
      /^天亮了，请大家睁眼$/,
      /^本轮被杀的是\d+号$/,
      /^请\d+号留第1个遗言$/,
      /^请\d+号发言$/,
      /^现在开始投票，请不要跟票$/,
      /^开票：/,
      /(^(票已过半数。)?\d+号 \d+票出局$)|平票$|^现在有\d+人票数相同|^无人投票/,
    ];
    const check = inOrder(lines, firstNightAndDay);
    expect(check.ok, `missing ${String(check.missing)} in:\n${lines.slice(0, 60).join('\n')}`).toBe(true);
    // Killers and police never see each other's night: a civilian's log has no opinion lines.
    if (role === 'civilian') expect(lines.some((l) => /主张杀|指认 \d+号|请看裁判手势/.test(l))).toBe(false);
    // A second night comes unless the first day ended the game.
    if (lines.some((l) => l.startsWith('第2轮')))
      expect(inOrder(lines, [/^第1轮。天黑了/, /^天亮了/, /^第2轮。天黑了，请大家闭眼$/]).ok).toBe(true);
    // The last word is the judge's verdict.
    expect(lines[lines.length - 1]).toMatch(
      /^游戏结束：(警察与平民获胜|杀手获胜|平局)（.+）。警察：.+；杀手：.+$/,
    );
    expect(lines.filter((l) => l.startsWith('游戏结束'))).toHaveLength(1);

    // The replay draws the same table.
    await page.getByTestId('end-replay').click();
    await page.getByTestId('replay-slider').waitFor();
    await page.getByTestId('killer-table').waitFor();
    await page.context().close();
  }, 240_000);
});
