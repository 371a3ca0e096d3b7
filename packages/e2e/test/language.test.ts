// The room's words follow the page's language: a state carries them in that language only, so a
// switch mid-game must bring the whole log again in the new one (issue 12).
import { describe, expect, it, vi } from 'vitest';
import { createRoom, person, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 90_000 });

const shared = sharedTable();
const HAN = /\p{Script=Han}/u;

describe('the page’s language', () => {
  it('switched mid-game, shows the log so far in the new language and back', async () => {
    const page = await person(shared.chrome, shared.server.url, '小红');
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
    await page.getByTestId('start-game').click();
    const lines = page.getByTestId('log').locator('li');
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const first = lines.first();
    await expect.poll(() => first.textContent()).toMatch(HAN);
    await page.getByTestId('lang-switch').click();
    // The first line of the game, sent again in English: Latin letters, no Chinese.
    // (The log names seats with their players: this player's own name is Chinese in any language.)
    await expect
      .poll(async () => (await first.textContent())?.replaceAll('小红', ''), { timeout: 15_000 })
      .toMatch(/^[^\p{Script=Han}]*[A-Za-z][^\p{Script=Han}]*$/u);
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toMatch(HAN);
  });
});
