// Everyone can play: a whole turn of your own with the keyboard alone (Tab and Enter, no mouse on
// the table), intel colours told apart by a shape as well as a colour, and names for screen readers
// on seats, cards, chips and buttons.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { mulberry32 } from '@fengsheng/bots';
import { actOnce, createRoom, person, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 150_000 });

const shared = sharedTable();

const SHAPES: Record<string, string> = { red: '▲', blue: '●', black: '■' };

/** Whether the focused element matches this selector. */
function focusedIs(page: Page, selector: string): Promise<boolean> {
  // A string, as the e2e tests run without the DOM's types.
  return page.evaluate<boolean>(`document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`);
}

/** Press Tab until the focus is on an element matching `selector`; how many presses it took. */
async function tabTo(page: Page, selector: string, max = 60): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (await focusedIs(page, selector)) return i;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * Answer what the table asks with the keyboard, if it asks anything: a command button through the
 * "skip to my commands" stop, or a playable card through "skip to my hand", then Enter on the
 * first of the card's commands, which take the focus. Returns whether something was done.
 */
async function keyboardAct(page: Page): Promise<boolean> {
  const bar = page.getByTestId('command-bar');
  const commands = bar.getByTestId('command');
  const playable = page.locator('[data-testid="hand-card"][data-playable="true"]');
  try {
    if ((await commands.count()) > 0) {
      await tabTo(page, '[data-testid="skip-commands"]');
      await page.keyboard.press('Enter');
      if (!(await focusedIs(page, '[data-testid="command-bar"] [data-testid="command"]'))) return false;
      await page.keyboard.press('Enter');
      return true;
    }
    if ((await playable.count()) > 0) {
      await tabTo(page, '[data-testid="skip-hand"]');
      await page.keyboard.press('Enter');
      if (!(await focusedIs(page, '[data-testid="hand-card"][data-playable="true"]'))) return false;
      await page.keyboard.press('Enter');
      // The card's commands take the focus: Enter plays the first.
      await expect
        .poll(() => focusedIs(page, '.picked-row [data-testid="command"]'), { timeout: 3000 })
        .toBe(true);
      await page.keyboard.press('Enter');
      return true;
    }
  } catch (err) {
    // The table moved on under the keys (a bot acted): look again. A failed expectation is not that.
    if (err instanceof Error && err.name === 'AssertionError') throw err;
  }
  return false;
}

describe('everyone can play', () => {
  it('a whole turn with the keyboard alone: Tab and Enter reach the hand, the card’s commands and the buttons', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Keys');
    await page.getByTestId('characters-toggle').uncheck();
    await page.getByTestId('timer-input').fill('120');
    await page.getByTestId('response-timer-input').fill('120');
    await createRoom(page, 3, 2);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    await expect
      .poll(() => page.getByTestId('my-identity').getAttribute('data-camp'), { timeout: 30_000 })
      .toMatch(/^(red|blue|neutral)$/);
    // From the top of the page, the table's first stops (right after the header's few) jump to
    // your hand and to your commands, past the seats and their skill chips.
    await page.locator('.header .brand').focus();
    const first = await tabTo(page, '[data-testid="skip-hand"]');
    expect(first).toBeLessThanOrEqual(6);
    await page.keyboard.press('Tab');
    expect(await focusedIs(page, '[data-testid="skip-commands"]')).toBe(true);
    const mine = page.getByTestId('seat-0');
    const current = () => mine.getAttribute('data-current');

    // Until this player's turn, answer anything asked of them by keyboard too.
    const until = Date.now() + 90_000;
    while ((await current()) !== 'true' && Date.now() < until) {
      await keyboardAct(page);
      await page.waitForTimeout(100);
    }
    expect(await current()).toBe('true');
    const turn = (await page.locator('.centre-turn strong').textContent())!;
    // Play the turn out by keyboard: it ends when the turn passes on.
    let inTurn = 0;
    while ((await current()) === 'true' && Date.now() < until + 40_000) {
      if (await keyboardAct(page)) inTurn++;
      await page.waitForTimeout(100);
    }
    expect(await current()).toBe('false');
    expect(await page.locator('.centre-turn strong').textContent()).not.toBe(turn);
    // At least the end of the play phase and the intel sent, each done with keys.
    expect(inTurn).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('log').textContent()).toMatch(/1号位 Keys 传出/);
    await page.context().close();
  });

  it('intel colours carry a shape, and seats, cards, chips and buttons have names for screen readers', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Reader');
    await page.getByTestId('characters-toggle').uncheck();
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    await page.getByTestId('hand-card').first().waitFor({ timeout: 20_000 });

    // Each colour on a card's stripe and in the seat counts has its shape beside the colour.
    for (const part of await page.locator('[data-testid="my-hand"] .card-stripe span').all()) {
      const colour = /colour-(\w+)/.exec((await part.getAttribute('class'))!)![1];
      expect(await part.textContent()).toBe(SHAPES[colour]);
    }
    for (const [colour, shape] of Object.entries(SHAPES)) {
      const count = page.getByTestId('seat-1').getByTestId(`count-${colour}`);
      expect(await count.textContent()).toBe(`${shape}0`);
      // Read out as words, not as a shape.
      expect(await count.getAttribute('aria-label')).toMatch(/情报 0 张$/);
    }
    // The seats are named groups; a card in the hand is named by what is printed on it.
    expect(await page.getByRole('group', { name: /^2号位 Bot 2, / }).count()).toBe(1);
    expect(await page.getByRole('group', { name: /^1号位 Reader \(你\), / }).count()).toBe(1);
    const card = page.getByTestId('hand-card').first();
    const fn = (await card.locator('.card-fn').textContent())!;
    expect(await card.evaluate((el) => el.textContent)).toContain(fn);
    // Intel on the table: play on (whatever is offered) until a chip is shown, named and shaped.
    // Playing matters: when this seat starts, no intel moves until it ends its turn and sends.
    const chip = page.locator('.chip[data-colours]').first();
    const rng = mulberry32(11);
    const until = Date.now() + 90_000;
    while ((await chip.count()) === 0 && Date.now() < until) {
      if (!(await actOnce(page, rng))) await page.waitForTimeout(200);
    }
    await chip.waitFor({ timeout: 5_000 });
    expect(await chip.getAttribute('role')).toBe('img');
    expect((await chip.getAttribute('aria-label'))!.length).toBeGreaterThan(1);
    const colours = (await chip.getAttribute('data-colours'))!.split(' ');
    expect(await chip.locator('.chip-part').allTextContents()).toEqual(colours.map((c) => SHAPES[c]));
    // The command bar is a named group of buttons with words on them.
    expect(await page.getByRole('group', { name: '可执行的操作' }).count()).toBe(1);
    await page.context().close();
  });
});
