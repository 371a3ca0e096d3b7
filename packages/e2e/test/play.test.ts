// One person and four bots through the real web page: lobby, seat, start, a whole game to the end
// screen; a reload mid-game; a second person who never sees the first one's hand or identity.
import { mulberry32 } from '@fengsheng/bots';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '@fengsheng/server';
import type { Page } from 'playwright-core';
import { actOnce, browser, createRoom, person, screenshot, webServer } from './browser.ts';

const CAMP = /^(red|blue|neutral)$/;

/**
 * Wait until the table shows this player's identity and return it. With characters, identities
 * are dealt once everyone has chosen a character, so this player picks the first one offered.
 */
async function identityOf(page: Page): Promise<string> {
  const identity = page.getByTestId('my-identity');
  for (let i = 0; i < 200; i++) {
    const camp = await identity.getAttribute('data-camp').catch(() => null);
    if (camp && CAMP.test(camp)) return camp;
    const choose = page.getByTestId('command').filter({ hasText: /选择角色|Choose/ });
    if ((await choose.count()) > 0)
      await choose
        .first()
        .click({ timeout: 1000 })
        .catch(() => undefined);
    await page.waitForTimeout(50);
  }
  throw new Error('no identity shown');
}

// A browser and a server share two cores with the rest of the suite: give each step room.
vi.setConfig({ testTimeout: 90_000 });

let server: RunningServer;
let chrome: Browser;
beforeAll(async () => {
  server = await webServer();
  chrome = await browser();
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

describe('playing in the browser', () => {
  it('one person and four bots play a full game through the page to the end screen', async () => {
    const page = await person(chrome, server.url, '小明');
    await screenshot(page, 'lobby');
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
    await page.getByTestId('start-game').click();
    await identityOf(page);

    const rng = mulberry32(7);
    const end = page.getByTestId('end-screen');
    let actions = 0;
    let midGameShot = false;
    const deadline = Date.now() + 200_000;
    while (!(await end.isVisible()) && Date.now() < deadline) {
      if (await actOnce(page, rng)) actions++;
      if (!midGameShot && actions >= 6) {
        await screenshot(page, 'table-mid-game');
        midGameShot = true;
      }
      await page.waitForTimeout(40);
    }
    await end.waitFor({ timeout: 5000 });
    expect(actions).toBeGreaterThan(0);
    expect(await page.getByTestId('winner').count()).toBeGreaterThan(0);
    expect((await page.getByTestId('end-reason').textContent())!.length).toBeGreaterThan(1);
    // The log tells the story in plain words, ending with the result.
    expect(await page.getByTestId('log').textContent()).toContain('游戏结束');
    await screenshot(page, 'end-screen');
    await page.context().close();
  }, 240_000);

  it('a reload mid-game puts the player back in the same seat with the same hand and identity', async () => {
    const page = await person(chrome, server.url, 'Reloader');
    const roomId = await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    const camp = await identityOf(page);
    await page.reload();
    expect(await identityOf(page)).toBe(camp);
    expect(new URL(page.url()).pathname).toBe(`/room/${roomId}`);
    expect(await page.getByTestId('my-hand').isVisible()).toBe(true);
    await page.context().close();
  });

  it('a second person at the table never sees the first one’s hand or identity', async () => {
    const ann = await person(chrome, server.url, 'Ann');
    const roomId = await createRoom(ann, 5, 3);
    await ann.getByTestId('sit-0').click();
    const bob = await person(chrome, server.url, 'Bob');
    await bob.goto(`${server.url}/room/${roomId}`);
    await bob.getByTestId('sit-1').click();
    await expect.poll(() => ann.getByTestId('seat-1').getAttribute('data-kind')).toBe('human');
    await ann.getByTestId('start-game').click();
    await Promise.all([identityOf(ann), identityOf(bob)]);
    await ann.getByTestId('hand-card').first().waitFor();

    const annHand = await ann.getByTestId('hand-card').allTextContents();
    expect(annHand.length).toBeGreaterThan(0);
    // Bob's page shows Ann's seat with a hand size and no camp; Bob's hand is his own.
    expect(await bob.locator('[data-testid="seat-0"] .camp').count()).toBe(0);
    expect(await ann.locator('[data-testid="seat-1"] .camp').count()).toBe(0);
    // Nothing Bob's browser received names Ann's camp for her seat: the seat views carry no camp.
    const bobSeat0 = await bob.getByTestId('seat-0').innerHTML();
    expect(bobSeat0).not.toMatch(/camp-(red|blue|neutral)/);
    await ann.context().close();
    await bob.context().close();
  });

  it('the table fits a phone-sized screen', async () => {
    const page = await person(chrome, server.url, 'Phone', { width: 390, height: 844 });
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('my-hand').waitFor();
    // No sideways scrolling: the page is no wider than the screen.
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'table-phone');
    await page.context().close();
  });
});
