// 新手: a first game from the lobby in one click (four seats, three bots, no characters, the coach
// on), played through its opening turns. The coach's lines come in the order things happened: the
// identity first, then each turn as the log heads it, your own turn before the intel you send, and
// at each decision what the offered commands mean. Writes docs/screenshots/coach.png.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { glossary } from '@fengsheng/engine';
import { person, screenshot, sharedTable } from './browser.ts';

vi.setConfig({ testTimeout: 150_000 });

const shared = sharedTable();
const CAMPS = glossary({ ruleset: 'standard' }).camps;

async function history(page: Page): Promise<string[]> {
  return page.getByTestId('coach-history').locator('li').allTextContents();
}

/** Send the first playable card of the hand with its first way of sending. */
async function sendACard(page: Page): Promise<boolean> {
  try {
    await page.locator('[data-testid="hand-card"][data-playable="true"]').first().click({ timeout: 2000 });
    await page.locator('.picked-row [data-testid="command"]').first().click({ timeout: 2000 });
    return true;
  } catch {
    return false; // the table moved on meanwhile: look again
  }
}

describe('新手 mode', () => {
  it('the 新手 game’s coach lines in order', async () => {
    const page = await person(shared.chrome, shared.server.url, '新手');
    await page.getByTestId('first-game-start').click();
    await page.waitForURL(/\/room\/[A-Z0-9]{6}/);
    // The room seats its host and starts by itself: the coach greets with the identity.
    const coach = page.getByTestId('coach');
    await coach.waitFor({ timeout: 20_000 });
    const identity = page.getByTestId('my-identity');
    await expect.poll(() => identity.getAttribute('data-camp'), { timeout: 20_000 }).toMatch(/^(red|blue)$/);
    const camp = (await identity.getAttribute('data-camp')) as 'red' | 'blue';
    await expect.poll(async () => (await history(page))[0] ?? '').toContain(`你的身份是${CAMPS[camp].zh}`);
    // 初次游戏: four seats, no characters, and no 打酱油的 anywhere (two against two).
    expect(await page.getByTestId('my-character').count()).toBe(0);

    let sendOptions: string | null = null;
    const until = Date.now() + 100_000;
    while (Date.now() < until) {
      const said = await history(page);
      if (
        said.some((l) => l.startsWith('你传出了情报')) &&
        said.filter((l) => l.includes('的回合')).length >= 2
      )
        break;
      const options = await page.getByTestId('coach-option').allTextContents();
      if (options.some((o) => o.startsWith('你必须传出一张情报'))) {
        if (!sendOptions) {
          sendOptions = options.join('\n');
          await page.evaluate('window.scrollTo(0, 0)');
          await screenshot(page, 'coach');
        }
        await sendACard(page);
      } else if (options.length > 0) {
        // Any other decision: the first command offered (a pass, accepting the intel, ...).
        await page
          .getByTestId('command')
          .first()
          .click({ timeout: 1000 })
          .catch(() => undefined);
      }
      await page.waitForTimeout(100);
    }
    const said = await history(page);
    // What sending means was said at the send step, with how the cards travel.
    expect(sendOptions).toMatch(/你必须传出一张情报：点一张手牌/);
    expect(sendOptions).toMatch(/\n(密电|直达|文本)：把卡牌面朝/);
    // In order: the identity, your turn, then the intel you sent.
    const yourTurn = said.findIndex((l) => l.startsWith('轮到你的回合'));
    const youSent = said.findIndex((l) => l.startsWith('你传出了情报'));
    expect(said[0]).toContain('你的身份是');
    expect(yourTurn).toBeGreaterThan(0);
    expect(youSent).toBeGreaterThan(yourTurn);
    // The turns come in the coach's lines in the order the log heads them, each once.
    const coachTurns = said.flatMap((l) =>
      l.startsWith('轮到你的回合') ? ['1'] : (/^(\d)号位 的回合/.exec(l)?.slice(1) ?? []),
    );
    const logTurns = (
      await page.locator('[data-testid="log"] li[data-kind="heading"]').allTextContents()
    ).map((l) => /第 \d+ 回合：(\d)号位/.exec(l)![1]);
    expect(coachTurns.length).toBeGreaterThanOrEqual(2);
    expect(logTurns.slice(0, coachTurns.length)).toEqual(coachTurns);
    // In English the coach says the same in English, from the same lines the server sent.
    await page.getByTestId('lang-switch').click();
    expect((await history(page))[0]).toMatch(/^Your identity: (Underground|Military Intelligence)\./);
    expect(await page.getByTestId('coach').locator('h3').first().textContent()).toBe('Coach');
    await page.context().close();
  });
});
