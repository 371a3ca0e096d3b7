// Replays driven as a player would: step 0 shows no future and no line twice, a turn picked from the
// list of the log's turn headings jumps there, autoplay runs at the chosen speed and stops at the
// end; and the lobby lists your own games and a room's games, each opening its replay. Writes
// docs/screenshots/replay-controls.png.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { createRoom, person, screenshot, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 150_000 });

const shared = sharedTable();

async function finished(gameId: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const r = await fetch(`${shared.server.url}/api/games/${gameId}`);
    if (((await r.json()) as { status: string }).status === 'finished') return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`game ${gameId} did not finish`);
}

async function step(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-step').getAttribute('data-step'));
}

/** The log lines shown, as `seq|text`. */
async function logLines(page: Page): Promise<string[]> {
  return page
    .getByTestId('log')
    .locator('li')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-seq')}|${e.textContent}`));
}

describe('replays', () => {
  it('step 0 holds no future; a turn from the list jumps there; autoplay runs at its speed and stops at the end', async () => {
    const made = await fetch(`${shared.server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: 4, bots: 4, speed: 'fast' }),
    });
    const { gameId } = (await made.json()) as { gameId: string };
    await finished(gameId);
    const page = await person(shared.chrome, shared.server.url, '看回放');
    await page.goto(`${shared.server.url}/replay/${gameId}`);
    await page.getByTestId('replay-turn').waitFor({ timeout: 20_000 });

    // Step 0: the deal only. No ending, no later turn, and no line twice.
    expect(await step(page)).toBe(0);
    const first = await logLines(page);
    expect(first.join('\n')).not.toContain('游戏结束');
    expect(first.join('\n')).not.toContain('第 2 回合');
    expect(new Set(first).size).toBe(first.length);
    expect(await page.getByTestId('end-screen').count()).toBe(0);

    // The turn list is the log's headings: jump to the third turn.
    const turns = await page.getByTestId('replay-turn').locator('option').allTextContents();
    expect(turns[0]).toMatch(/^第 1 回合：/);
    expect(turns.length).toBeGreaterThanOrEqual(4);
    await page.getByTestId('replay-turn').selectOption({ index: 2 });
    const at = await step(page);
    expect(at).toBeGreaterThan(0);
    expect(await page.locator('.centre-turn').textContent()).toContain('第 3 回合');
    const headings = await page.locator('[data-testid="log"] li[data-kind="heading"]').allTextContents();
    expect(headings.at(-1)).toBe(turns[2]);
    expect(headings).toHaveLength(3);
    // A step back is the turn before.
    await page.getByTestId('replay-prev').click();
    expect(await step(page)).toBe(at - 1);
    expect(await page.getByTestId('replay-turn').inputValue()).toBe('1');
    await screenshot(page, 'replay-controls');

    // Autoplay at 8 steps a second moves on by itself; pausing holds it.
    await page.getByTestId('replay-speed').selectOption('8');
    const from = await step(page);
    await page.getByTestId('replay-play').click();
    await expect.poll(() => step(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(from + 4);
    await page.getByTestId('replay-play').click();
    const held = await step(page);
    await page.waitForTimeout(700);
    expect(await step(page)).toBe(held);
    // From the last turn it plays to the last step, where it stops, with the ending in the log.
    await page.getByTestId('replay-turn').selectOption({ index: turns.length - 1 });
    await page.getByTestId('replay-play').click();
    const last = Number(await page.getByTestId('replay-slider').getAttribute('max'));
    await expect.poll(() => step(page), { timeout: 60_000 }).toBe(last);
    await expect.poll(() => page.getByTestId('replay-play').isDisabled()).toBe(true);
    expect((await logLines(page)).join('\n')).toContain('游戏结束');
    await page.context().close();
  });

  it('the lobby lists your own games and a room’s games, each opening its replay', async () => {
    const page = await person(shared.chrome, shared.server.url, '回放人');
    const roomId = await createRoom(page, 3, 2);
    await page.getByTestId('sit-0').click();
    await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
    await page.getByTestId('start-game').click();
    await page.getByTestId('my-identity').waitFor({ timeout: 20_000 });
    // Back to the lobby: a bot plays the seat (托管) to the end meanwhile.
    await page.goto(shared.server.url);
    const mine = page.getByTestId('my-games').getByTestId('replay-row');
    const until = Date.now() + 120_000;
    while ((await mine.count()) === 0 && Date.now() < until) {
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByTestId('replay-lists').waitFor();
    }
    expect(await mine.count()).toBe(1);
    expect(await mine.first().textContent()).toContain('回放人');
    expect(await mine.first().getByTestId('replay-you').textContent()).toMatch(/^你(赢|输)了$/);
    const gameId = (await mine.first().getAttribute('data-game'))!;

    // A room's games by its code, typed in lower case.
    await page.getByTestId('room-games-input').fill(roomId.toLowerCase());
    await page.getByTestId('room-games-submit').click();
    const rows = page.getByTestId('room-games').getByTestId('replay-row');
    await rows.first().waitFor();
    expect(await rows.getAttribute('data-game')).toBe(gameId);
    await rows.first().getByTestId('replay-open').click();
    await page.waitForURL(new RegExp(`/replay/${gameId}`));
    await page.getByTestId('replay-turn').waitFor({ timeout: 20_000 });
    expect(await step(page)).toBe(0);
    await page.context().close();
  });
});
