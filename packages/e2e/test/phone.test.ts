// The table on a phone (390×844, an iPhone 12-14 screen): every seat, your hand and the command bar
// are on the one screen together, with nothing to scroll between them, at the smallest and the
// largest table the standard edition seats; and every skill chip on a seat can be seen whole and
// tapped for its text, a character with three skills included. Writes docs/screenshots/phone-table.png,
// table-phone.png (nine seats) and table-tooltip.png (a skill's text opened by a tap).
import { glossary } from '@fengsheng/engine';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { person, screenshot, sharedTable } from './browser.ts';
import { askedSomething, expectOnScreen, shownWhole, startSeated, tableBoxes } from './fit.ts';

const PHONE = { width: 390, height: 844 };
const G = glossary({ ruleset: 'standard' }) as unknown as {
  lists: { characterSkills: Record<string, string[]> };
};
/** The standard edition's characters with three skills (柒佰, 小白, 老鬼, 歌女, 王田香...). */
const threeSkills = (id: string) => (G.lists.characterSkills[id]?.length ?? 0) >= 3;

/** A finger on the middle of what `l` is, where it lies now (no scrolling it into view first). */
async function tapAt(page: Page, l: Locator): Promise<void> {
  const box = (await l.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

vi.setConfig({ testTimeout: 180_000 });

const shared = sharedTable();

describe('the phone table', () => {
  for (const seats of [5, 9]) {
    it(`at 390×844 the ${seats} seats, your hand and your commands fit one screen`, async () => {
      const page = await person(shared.chrome, shared.server.url, 'Phone', PHONE);
      await startSeated(page, seats);
      await askedSomething(page);
      expect(await page.evaluate<number>('window.scrollY')).toBe(0);
      await expectOnScreen(tableBoxes(page, seats), PHONE);
      // No sideways scrolling either: the page is no wider than the screen.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        PHONE.width,
      );
      if (seats === 5) await screenshot(page, 'phone-table');
      if (seats === 9) await screenshot(page, 'table-phone');
      // A long hand (a dozen cards, as a player who keeps every card may hold) scrolls sideways in
      // its own row and never widens the page: copies of the first card stand in for the rest.
      const wide = await page.evaluate<number[]>(`(() => {
        const row = document.querySelector('.hand-cards');
        for (let i = 0; i < 10; i++) row.appendChild(row.firstElementChild.cloneNode(true));
        return [document.querySelector('[data-testid="my-hand"]').getBoundingClientRect().right,
          document.documentElement.scrollWidth];
      })()`);
      expect(wide[0], 'a long hand’s right edge').toBeLessThanOrEqual(PHONE.width);
      expect(wide[1], 'the page’s width with a long hand').toBeLessThanOrEqual(PHONE.width);
      await page.context().close();
    });
  }

  it('at 390×844 every skill chip on the table is seen whole and a tap opens its text', async () => {
    // Characters are dealt at random: nine seats (and taking a three-skill character when offered
    // one) nearly always show one; another game is dealt in the rare case none does.
    let widest = 0;
    let shot = false;
    for (let game = 0; game < 3 && widest < 3; game++) {
      const page = await person(shared.chrome, shared.server.url, 'Tap', PHONE, { hasTouch: true });
      await startSeated(page, 9, threeSkills);
      // Every seat's character is shown once the last one chose (a bot's choice comes a moment later).
      await expect.poll(() => page.locator('.seat-char .skill-chip').count()).toBeGreaterThan(9);
      // A tap on a seat that a command aims at would play that command: look while none does.
      await expect.poll(() => page.locator('[data-testid^="target-seat-"]').count()).toBe(0);
      for (let s = 0; s < 9; s++)
        widest = Math.max(widest, await page.getByTestId(`seat-${s}`).getByTestId('skill-chip').count());
      const chips = page.locator('.skill-chip');
      const n = await chips.count();
      for (let i = 0; i < n; i++) {
        const chip = chips.nth(i);
        const what = `chip ${i} (${await chip.evaluate((e) => e.firstChild?.textContent ?? '')})`;
        expect(await shownWhole(chip, true), what).toBe('shown');
        // A finger at the chip's centre, where it lies now: no scrolling it into view first.
        await tapAt(page, chip);
        const pop = chip.getByRole('tooltip', { includeHidden: true });
        await expect.poll(() => pop.isVisible(), { message: what }).toBe(true);
        expect((await pop.textContent())!.length, what).toBeGreaterThan(2);
        expect(await shownWhole(pop, true), `${what}'s text`).toBe('shown');
        // The first three-skill seat's first chip open: the tap tooltip on the phone.
        if (!shot) {
          const seat = chip.locator('xpath=ancestor::div[starts-with(@data-testid, "seat-")][1]');
          if ((await seat.getByTestId('skill-chip').count()) >= 3) {
            await screenshot(page, 'table-tooltip');
            shot = true;
          }
        }
        // The table may have moved meanwhile (a bot played): the second tap is where the chip is now.
        await tapAt(page, chip);
        await expect.poll(() => pop.isVisible(), { message: what }).toBe(false);
      }
      expect(await page.evaluate<number>('window.scrollY')).toBe(0);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.context().close();
    }
    expect(widest, 'a seat with three skills').toBeGreaterThanOrEqual(3);
  });
});
