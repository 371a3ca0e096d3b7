// 风声再临 in the browser: the lobby offers the edition (3-7 seats, with or without its 25
// characters), and one person with four bots plays it through the page to the end screen, without
// characters and with them (three offered, one kept, every skill's text on the offer).
import { mulberry32 } from '@fengsheng/bots';
import { glossary } from '@fengsheng/engine';
import { describe, expect, it, vi } from 'vitest';
import { actOnce, createRoom, person, screenshot, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 90_000 });

const shared = sharedTable();

describe('风声再临 in the browser', () => {
  it('the lobby offers the edition with its own seat range, with or without characters', async () => {
    const page = await person(shared.chrome, shared.server.url, '小红');
    await page.getByTestId('ruleset-select').selectOption('zailin');
    expect(await page.getByTestId('seats-input').getAttribute('max')).toBe('7');
    expect(await page.getByTestId('characters-toggle').count()).toBe(1);
    await page.getByTestId('ruleset-select').selectOption('standard');
    expect(await page.getByTestId('seats-input').getAttribute('max')).toBe('9');
    expect(await page.getByTestId('characters-toggle').count()).toBe(1);
    await page.context().close();
  });

  it('one person and four bots play 风声再临 through the page to the end screen', async () => {
    const page = await person(shared.chrome, shared.server.url, '小刚');
    await page.getByTestId('ruleset-select').selectOption('zailin');
    await page.getByTestId('characters-toggle').uncheck();
    await createRoom(page, 5, 4, undefined, 'zailin');
    await page.getByTestId('sit-0').click();
    await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
    await page.getByTestId('start-game').click();
    // The identity is one of the edition's: 潜伏, 军情 or 特工.
    await expect
      .poll(() => page.getByTestId('my-identity').textContent(), { timeout: 20_000 })
      .toMatch(/潜伏|军情|特工/);
    const rng = mulberry32(11);
    const end = page.getByTestId('end-screen');
    let actions = 0;
    let shot = false;
    const deadline = Date.now() + 200_000;
    while (!(await end.isVisible()) && Date.now() < deadline) {
      if (await actOnce(page, rng)) actions++;
      if (!shot && actions >= 4) {
        await screenshot(page, 'zailin-table');
        shot = true;
      }
      await page.waitForTimeout(40);
    }
    await end.waitFor({ timeout: 5000 });
    expect(actions).toBeGreaterThan(0);
    expect(await page.getByTestId('winner').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('log').textContent()).toContain('游戏结束');
    // The log speaks the edition's steps: the declaration before every sending.
    expect(await page.getByTestId('log').textContent()).toContain('宣言传出情报');
    await screenshot(page, 'zailin-end');
    await page.context().close();
  }, 240_000);

  it('with characters: three offered with their skill texts, one kept, played to the end screen', async () => {
    const G = glossary({ ruleset: 'zailin' });
    const page = await person(shared.chrome, shared.server.url, '小强');
    await page.getByTestId('ruleset-select').selectOption('zailin');
    await page.getByTestId('characters-toggle').check();
    await createRoom(page, 5, 4, undefined, 'zailin');
    await page.getByTestId('sit-0').click();
    await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
    await page.getByTestId('start-game').click();
    // 随机抽三张角色牌，从中选一张: three characters, each with every skill and its text.
    const offer = page.getByTestId('character-offer');
    await offer.waitFor({ timeout: 30_000 });
    const cards = offer.getByTestId('offer-card');
    expect(await cards.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const id = (await cards.nth(i).getAttribute('data-character'))!;
      const skills = G.lists!.characterSkills[id];
      expect(skills.length).toBeGreaterThan(0);
      const shown = await cards.nth(i).getByTestId('skill').allTextContents();
      expect(shown).toEqual(skills.map((k) => `${G.skills[k].zh}${G.skillTexts[k].zh}`));
    }
    await screenshot(page, 'zailin-character-choice');
    const rng = mulberry32(5);
    const end = page.getByTestId('end-screen');
    const deadline = Date.now() + 200_000;
    let kept: string | null = null;
    while (!(await end.isVisible()) && Date.now() < deadline) {
      if (kept === null && (await page.getByTestId('my-character').count()) > 0)
        kept = await page.getByTestId('my-character').getAttribute('data-character');
      await actOnce(page, rng);
      await page.waitForTimeout(40);
    }
    await end.waitFor({ timeout: 5000 });
    // The character kept is one of the edition's, and the end screen names every player's.
    expect(kept !== null && kept in G.characters).toBe(true);
    const rows = page.locator('.end-table tr');
    expect(await rows.count()).toBe(5);
    for (const row of await rows.all()) {
      const name = (await row.locator('td').nth(3).textContent())!.trim();
      expect(Object.values(G.characters).some((c) => c.zh === name)).toBe(true);
    }
    await page.context().close();
  }, 240_000);
});
