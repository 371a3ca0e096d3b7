// The lobby and the waiting room as a newcomer meets them: errors said in the page's language (never
// the server's English), the room's settings shown to everyone who joins, a hint that the host has
// to sit before starting, the host removing a player, 杀人游戏 rooms with their own bot levels and
// timers, and long chat messages that wrap.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { createRoom, person, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 90_000 });

const shared = sharedTable();

/** Latin letters: what a server's English would leave in a Chinese page. */
const LATIN = /[A-Za-z]/;

/** The room's settings as the waiting room lists them: setting id -> shown value. */
async function settingsOn(page: Page): Promise<Record<string, [string, string]>> {
  const box = page.getByTestId('room-settings');
  await box.waitFor();
  const out: Record<string, [string, string]> = {};
  for (const row of await box.locator('[data-setting]').all())
    out[(await row.getAttribute('data-setting'))!] = [
      (await row.locator('dt').textContent())!,
      (await row.locator('dd').textContent())!,
    ];
  return out;
}

describe('the lobby and the waiting room', () => {
  it('a refused setting is said in the page’s language, naming the setting and its range', async () => {
    const page = await person(shared.chrome, shared.server.url, '小红');
    await page.getByTestId('setup-timer-input').fill('5');
    await page.getByTestId('create-submit').click();
    const error = page.getByTestId('create-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('选将时限（秒）须是 10 到 600 之间的整数');
    expect(page.url()).not.toMatch(/\/room\//);
    // The same refusal on an English page is in English, in the page's own words.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByTestId('create-submit').click();
    await expect
      .poll(() => error.textContent())
      .toBe('Character choice timer (seconds) must be a whole number from 10 to 600');
    await page.context().close();
  });

  it('a joiner sees the settings; the host is told to sit; the host removes a player, whose page says why in Chinese', async () => {
    const host = await person(shared.chrome, shared.server.url, '房主');
    await host.getByTestId('timer-input').fill('40');
    await host.getByTestId('response-timer-input').fill('20');
    await host.getByTestId('setup-timer-input').fill('90');
    const roomId = await createRoom(host, 4, 2);
    const hint = host.getByTestId('start-hint');
    expect(await hint.getAttribute('data-hint')).toBe('hintSit');
    expect(await hint.textContent()).toContain('请先点一个空座位的“坐下”');
    await host.getByTestId('sit-0').click();
    await expect.poll(() => hint.getAttribute('data-hint')).toBe('hintFill');
    expect(await hint.textContent()).toContain('还有 1 个空座');

    const guest = await person(shared.chrome, shared.server.url, '客人');
    await guest.goto(`${shared.server.url}/room/${roomId}`);
    // Everyone sees the room's settings, not only the host who chose them.
    const seen = await settingsOn(guest);
    expect(seen.turnSeconds).toEqual(['出牌时限（秒）', '40']);
    expect(seen.responseSeconds).toEqual(['响应时限（秒）', '20']);
    expect(seen.setupSeconds).toEqual(['选将时限（秒）', '90']);
    expect(seen.seats).toEqual(['座位数', '4']);
    expect(seen.characters).toEqual(['使用角色', '是']);
    expect(await guest.getByTestId('start-hint').count()).toBe(0);
    await guest.getByTestId('sit-1').click();
    await expect.poll(() => hint.getAttribute('data-hint')).toBe('hintReady');

    // The host removes the guest before the start; the guest may not sit again, and is told why.
    await host.getByTestId('remove-player-1').click();
    await expect.poll(() => guest.getByTestId('seat-1').getAttribute('data-kind')).toBe('empty');
    await guest.getByTestId('sit-1').click();
    const refused = guest.getByTestId('room-error');
    await refused.waitFor();
    expect(await refused.textContent()).toBe('房主已将你移出座位：你可以继续观战');
    expect(await refused.textContent()).not.toMatch(LATIN);
    await host.context().close();
    await guest.context().close();
  });

  it('a 杀人游戏 room offers its own bot levels and names its own timers, and the ballot timer is the one set', async () => {
    const page = await person(shared.chrome, shared.server.url, '法官');
    await page.getByTestId('game-select').selectOption('killer');
    const levels = await page
      .getByTestId('bot-level-select')
      .locator('option')
      .evaluateAll((os) => os.map((o) => o.getAttribute('value')));
    expect(levels).toEqual(['heuristic', 'random']);
    const label = async (id: string) =>
      (await page.getByTestId(id).locator('xpath=..').locator('span').textContent())!;
    expect(await label('timer-input')).toBe('发言时限（秒）');
    expect(await label('response-timer-input')).toBe('投票与夜间行动时限（秒）');
    await page.getByTestId('response-timer-input').fill('7');
    await createRoom(page, 8, 7);
    const seen = await settingsOn(page);
    expect(seen.responseSeconds).toEqual(['投票与夜间行动时限（秒）', '7']);
    expect(seen.turnSeconds[0]).toBe('发言时限（秒）');
    expect(seen.botLevel).toEqual(['电脑难度', '启发式']);
    // 杀人游戏 has no edition or characters to show.
    expect(seen.ruleset).toBeUndefined();
    expect(seen.characters).toBeUndefined();
    await page.context().close();
  });

  it('a long chat message wraps inside the chat panel', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Talker');
    await createRoom(page, 5, 4);
    const long = 'x'.repeat(280);
    await page.getByTestId('chat-input').fill(long);
    await page.getByTestId('chat-send').click();
    const line = page.getByTestId('chat').locator('li').last();
    await expect.poll(() => line.textContent()).toContain(long);
    const panel = (await page.getByTestId('chat').boundingBox())!;
    const box = (await line.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    // Nothing runs out of the list sideways, and the one long word broke over several lines.
    const chat = page.getByTestId('chat');
    expect(await chat.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(box.height).toBeGreaterThan(80);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);
    await page.context().close();
  });
});
