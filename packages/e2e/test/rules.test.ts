// The rules pages in the browser: opened from the lobby, each edition shows its identity table and
// its cards' texts as the engine has them, and a ruling opened with "show me" steps on the real
// table to its expected end. Writes docs/screenshots/rules-page.png and rules-show-me.png.
import { glossary } from '@fengsheng/engine';
import { glossary as killerGlossary } from '@fengsheng/killer';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { person, screenshot, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 120_000 });

const shared = sharedTable();

/** The rows of a rules table as the page shows them, cell by cell. */
async function rows(page: Page, table: string): Promise<string[][]> {
  const t = page.getByTestId(`rules-table-${table}`);
  await t.waitFor();
  const out: string[][] = [];
  for (const row of await t.getByTestId('rules-row').all())
    out.push((await row.locator('th, td').allTextContents()).map((c) => c.trim()));
  return out;
}

async function entryText(page: Page, key: string): Promise<string> {
  return (await page.locator(`[data-entry="${key}"]`).getByTestId('entry-text').textContent()) ?? '';
}

async function openEdition(page: Page, game: string, ruleset: string): Promise<void> {
  await page.getByTestId(`rules-link-${game}-${ruleset}`).click();
  await page.waitForURL(new RegExp(`/rules/${game}/${ruleset}$`));
  await page.locator(`[data-testid="rules-page"][data-ruleset="${ruleset}"][data-game="${game}"]`).waitFor();
}

describe('rules pages', () => {
  it('each edition from the lobby: identity table and card texts; a ruling shown step by step to its end', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Reader');
    await page.getByTestId('lobby-rules').waitFor();

    // 风声 standard (2010): seed 004's table, 5 players 2/2/1 and the 4-player 初次游戏 row 2/2/0.
    await openEdition(page, 'fengsheng', 'standard');
    const std = await rows(page, 'identities');
    expect(std).toContainEqual(['5', '2', '2', '1', '5']);
    expect(std).toContainEqual(['4（可选配置）', '2', '2', '0', '4']);
    expect((await rows(page, 'deck')).at(-1)).toEqual(['全部', '25', '25', '31', '32', '32', '17', '81']);
    const G = glossary({ ruleset: 'standard' });
    expect(await entryText(page, 'cards/bounce')).toBe(G.functionTexts.bounce.zh);
    const beauty = page.locator('[data-entry="characters/beauty"]');
    expect(await beauty.getByTestId('entry-goal').textContent()).toContain(G.missionTexts.beauty.zh);
    await page.getByTestId('rules-section-victory').evaluate((e) => e.scrollIntoView());
    await screenshot(page, 'rules-page');

    // 风声再临: 3 players deal from four identity cards; its own cards.
    await openEdition(page, 'fengsheng', 'zailin');
    expect((await rows(page, 'identities'))[0]).toEqual(['3', '1', '1', '2', '4']);
    const Z = glossary({ ruleset: 'zailin' });
    expect(await entryText(page, 'cards/secretOrder')).toBe(Z.functionTexts.secretOrder.zh);

    // 杀人游戏: seed 002's 3 police and 3 killers at 12.
    await openEdition(page, 'killer', 'standard');
    expect(await rows(page, 'identities')).toContainEqual(['12', '3', '3', '6']);
    expect(await entryText(page, 'roles/police')).toBe(killerGlossary().roleTexts.police.zh);

    // Show me: 退回 sends the intel back the other way, and the sender must take it.
    await openEdition(page, 'fengsheng', 'standard');
    const ruling = page
      .locator('[data-entry="cards/bounce"]')
      .locator('[data-testid="ruling"][data-scenario="bounce-reverses-the-direction"]');
    await ruling.getByTestId('show-me').click();
    await page.waitForURL(/\/rules\/fengsheng\/standard\/show\/bounce-reverses-the-direction$/);
    await expect
      .poll(() => page.getByTestId('scenario-name').textContent())
      .toContain('退回 sends the intel back');
    const step = page.getByTestId('replay-step');
    await expect.poll(() => step.getAttribute('data-step')).toBe('0');
    // Seat A's view (the sender's): A's intel area, empty at the start.
    const aIntel = page.locator('.replay-view').first().getByTestId('seat-0').locator('.seat-intel > *');
    await page.locator('.replay-view').first().waitFor();
    expect(await aIntel.count()).toBe(0);
    const next = page.getByTestId('replay-next');
    for (let k = 1; k <= 4; k++) {
      await next.click();
      await expect.poll(() => step.getAttribute('data-step')).toBe(String(k));
    }
    expect(await next.isDisabled()).toBe(true);
    // The expected end: the log says C used 退回 and A took back the intel; A's intel area holds it.
    const log = (await page.getByTestId('log').textContent()) ?? '';
    expect(log).toMatch(/退回[\s\S]*调转方向[\s\S]*收回了自己传出的情报/);
    expect(await aIntel.count()).toBe(1);
    await screenshot(page, 'rules-show-me');
    await page.getByTestId('back-to-rules').click();
    await page.waitForURL(/\/rules\/fengsheng\/standard$/);

    // In English, the same page in the engine's English words.
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => entryText(page, 'cards/bounce')).toBe(G.functionTexts.bounce.en);
    expect(await rows(page, 'identities')).toContainEqual(['4 (optional row)', '2', '2', '0', '4']);
  });

  it('a 杀人游戏 ruling plays on its own table to its expected end', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Judge');
    await openEdition(page, 'killer', 'standard');
    const id = 'tie-revote-everyone-abstains-is-a-tie-again';
    await page
      .getByTestId('rules-other-rulings')
      .locator(`[data-scenario="${id}"]`)
      .getByTestId('show-me')
      .click();
    await page.waitForURL(new RegExp(`/rules/killer/standard/show/${id}$`));
    await page.getByTestId('killer-table').first().waitFor();
    // What the server replays is what the table must end on: its last public line.
    const replay = (await (
      await fetch(`${shared.server.url}/api/rules/killer/standard/scenarios/${id}/replay`)
    ).json()) as { frames: { views: Record<string, { log: { text: { zh: string } }[] }> }[] };
    const lines = replay.frames.flatMap((f) => f.views.spectator.log.map((l) => l.text.zh));
    const slider = page.getByTestId('replay-slider');
    const last = String(replay.frames.length - 1);
    expect(await slider.getAttribute('max')).toBe(last);
    await slider.fill(last);
    await expect.poll(() => page.getByTestId('replay-step').getAttribute('data-step')).toBe(last);
    const log = page.getByTestId('log');
    await expect.poll(async () => (await log.locator('li').last().textContent())?.trim()).toBe(lines.at(-1));
    expect(await page.getByTestId('replay-next').isDisabled()).toBe(true);
  });

  it('a death on the table: announced with whose kill and the fatal intel; the dead seat keeps its intel in view', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Watcher');
    const id = 'death-at-three-false-intel-discards-everything';
    await page.goto(`${shared.server.url}/rules/fengsheng/zailin/show/${id}`);
    const view = page.locator('.replay-view').first();
    await view.waitFor();
    const banner = view.getByTestId('death-banner');
    // Step by step: before the last step B is alive and nothing is announced.
    const next = page.getByTestId('replay-next');
    const step = page.getByTestId('replay-step');
    let k = 0;
    while (!(await next.isDisabled())) {
      expect(await banner.count()).toBe(0);
      await next.click();
      k++;
      await expect.poll(() => step.getAttribute('data-step')).toBe(String(k));
    }
    // B took A's 烧毁 as a third false intel.
    await banner.waitFor();
    expect(await banner.getAttribute('data-seat')).toBe('1');
    const said = (await banner.textContent()) ?? '';
    expect(said).toMatch(/B 死亡/);
    expect(said).toMatch(/被 [^ ]* ?A 亲手杀死/);
    expect(said).toContain('烧毁');
    expect(said).toContain('军情');
    // Seat B is out, and shows the four intel it died with, though the cards are in the discard.
    const seatB = view.getByTestId('seat-1');
    expect(await seatB.getAttribute('data-alive')).toBe('false');
    expect(await seatB.getByTestId('intel-at-death').count()).toBe(4);
    await screenshot(page, 'death');
    // Back one step: the death has not happened, and neither has its announcement.
    await page.getByTestId('replay-prev').click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await seatB.getAttribute('data-alive')).toBe('true');
  });

  it('the table links to the rules of the room’s edition', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Host');
    await page.getByTestId('ruleset-select').selectOption('zailin');
    await page.getByTestId('seats-input').fill('3');
    await page.getByTestId('bots-input').fill('2');
    await page.getByTestId('create-submit').click();
    await page.waitForURL(/\/room\/[A-Z0-9]{6}/);
    const link = page.getByTestId('room-rules');
    expect(await link.getAttribute('href')).toBe('/rules/fengsheng/zailin');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.locator('[data-testid="rules-page"][data-ruleset="zailin"]').waitFor();
    expect((await rows(tab, 'identities'))[0]).toEqual(['3', '1', '1', '2', '4']);
  });
});
