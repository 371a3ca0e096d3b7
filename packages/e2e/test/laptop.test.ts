// The table in a common laptop window (1280×860), in both languages: nine seats with characters
// (three-skill ones taken when offered), through a game played until it has shown a long command
// list and intel in front of the seats, and the 新手 game with its coach. At the character offer,
// each time the game asks this player something, with each playable card picked in turn (its
// commands set apart, one per target), and every few seconds while the others play (intel piling
// up, the stack, a death): the page is never taller or wider than the window, every seat, hand
// card and your identity are inside it, the first command is in view and every command can be
// reached without scrolling the page.
import { glossary } from '@fengsheng/engine';
import { mulberry32 } from '@fengsheng/bots';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { actOnce, person, screenshot, sharedTable } from './browser.ts';
import { fitProblems, startSeated } from './fit.ts';

const LAPTOP = { width: 1280, height: 860 };
const G = glossary({ ruleset: 'standard' }) as unknown as {
  lists: { characterSkills: Record<string, string[]> };
};
const threeSkills = (id: string) => (G.lists.characterSkills[id]?.length ?? 0) >= 3;

// A loaded machine plays slowly: up to two games of 75 s each (and their starts) to reach the hard states.
vi.setConfig({ testTimeout: 330_000 });

const shared = sharedTable();

/** The most the table showed while it was measured, so the test can say it saw hard states. */
interface Seen {
  checks: number;
  commands: number;
  intel: number;
  stack: number;
}

/** Measure the fit now and remember how full the table was. */
async function check(page: Page, seats: number, what: string, seen: Seen): Promise<void> {
  let commands = 0;
  let problems: string[] | null = null;
  // Measured on one state of the table: looked at again while it moves under the measure.
  for (let look = 0; look < 5 && problems === null; look++) {
    commands = await page.getByTestId('command-bar').getByTestId('command').count();
    problems = await fitProblems(page, seats);
  }
  if (problems === null) return; // a table always moving: no state to measure
  expect(problems, `${what} (${commands} commands)`).toEqual([]);
  seen.checks++;
  seen.commands = Math.max(seen.commands, commands);
  seen.intel = Math.max(seen.intel, await page.locator('.seat-intel .chip').count());
  seen.stack = Math.max(seen.stack, await page.locator('[data-testid="stack"] li').count());
}

/** Pick each playable card in turn (at most `most`) and measure with its commands set apart. */
async function checkEachCard(page: Page, seats: number, seen: Seen, most: number): Promise<void> {
  const cards = page.locator('[data-testid="hand-card"][data-playable="true"]');
  const n = Math.min(await cards.count(), most);
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const picked = await card
      .click({ timeout: 1000 })
      .then(() => page.locator('.picked-row').waitFor({ timeout: 1000 }))
      .then(() => true)
      .catch(() => false); // the table moved on meanwhile
    if (!picked) return;
    await check(page, seats, `card ${i} picked`, seen);
    await card.click({ timeout: 1000 }).catch(() => undefined); // put it back
  }
}

/**
 * Play at random, measuring at every question and every few seconds, until the table has shown
 * `enough` (and half a minute has gone), the end screen, or `ms`.
 */
async function playMeasuring(
  page: Page,
  seats: number,
  seed: number,
  ms: number,
  enough: (seen: Seen) => boolean,
): Promise<Seen> {
  const seen: Seen = { checks: 0, commands: 0, intel: 0, stack: 0 };
  const rng = mulberry32(seed);
  const end = page.getByTestId('end-screen');
  // Asked: commands, playable cards, or seats to aim at (a choice of a seat has no button in the bar).
  const asked = page.locator(
    '[data-testid="command-bar"] [data-testid="command"], [data-playable="true"], [data-testid^="target-seat-"]',
  );
  const targets = page.locator('[data-testid^="target-seat-"]');
  const start = Date.now();
  let lastLook = 0;
  const goOn = async () =>
    Date.now() < start + ms && !(Date.now() > start + 30_000 && enough(seen)) && !(await end.isVisible());
  while (await goOn()) {
    if ((await asked.count()) > 0) {
      await check(page, seats, 'asked', seen);
      await checkEachCard(page, seats, seen, 4);
      if (!(await actOnce(page, rng)) && (await targets.count()) > 0)
        await targets
          .nth(Math.floor(rng() * (await targets.count())))
          .click({ timeout: 1000 })
          .catch(() => undefined); // the table moved on meanwhile
    } else if (Date.now() - lastLook > 3000) {
      await check(page, seats, 'others playing', seen);
      lastLook = Date.now();
    }
    await page.waitForTimeout(150);
  }
  return seen;
}

describe('the table in a laptop window', () => {
  for (const lang of ['zh', 'en']) {
    it(`at 1280×860 nine seats with characters fit in every state reached (${lang})`, async () => {
      // A game that ends early (or a slow machine) may not reach a long command list: a second
      // game is played then, and what both showed counts. Every state reached is still measured.
      const played: Seen = { checks: 0, commands: 0, intel: 0, stack: 0 };
      for (let game = 0; game < 2 && !(played.checks > 5 && played.commands >= 4); game++) {
        const page = await person(shared.chrome, shared.server.url, 'Laptop', LAPTOP);
        if (lang === 'en') await page.getByTestId('lang-switch').click();
        await startSeated(page, 9, threeSkills, () => check(page, 9, 'character offer', played));
        await expect.poll(() => page.locator('.seat-char .skill-chip').count()).toBeGreaterThan(9);
        const seed = (lang === 'zh' ? 11 : 12) + 10 * game;
        const seen = await playMeasuring(page, 9, seed, 75_000, (s) => s.commands >= 6);
        console.log(`laptop ${lang}, game ${game + 1}:`, JSON.stringify(seen));
        played.checks += seen.checks;
        played.commands = Math.max(played.commands, seen.commands);
        if (lang === 'zh' && game === 0) await screenshot(page, 'table-laptop');
        await page.context().close();
      }
      // Every state reached was measured and fit (`check` fails on the first that does not); the
      // games went far enough to offer a real command list. How much intel piled up is luck, so it
      // is printed, not asserted.
      expect(played.checks).toBeGreaterThan(5);
      expect(played.commands).toBeGreaterThanOrEqual(4);
    });
  }

  it('at 1280×860 the 新手 table fits with the coach beside it', async () => {
    const page = await person(shared.chrome, shared.server.url, '新手', LAPTOP);
    await page.getByTestId('first-game-start').click();
    await page.getByTestId('coach').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('my-identity').getAttribute('data-camp'))
      .toMatch(/^(red|blue)$/);
    const played = await playMeasuring(page, 4, 13, 45_000, (s) => s.checks > 3);
    expect(played.checks).toBeGreaterThan(3);
    expect(await page.getByTestId('coach-history').locator('li').count()).toBeGreaterThan(2);
    await page.context().close();
  });
});
