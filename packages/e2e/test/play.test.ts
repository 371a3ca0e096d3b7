// One person and four bots through the real web page: lobby, seat, start, a whole game to the end
// screen; a reload mid-game; a second person who never sees the first one's hand or identity.
// Writes docs/screenshots/suspect-notes.png and timeout-notice.png besides the table's.
import { mulberry32 } from '@fengsheng/bots';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { actOnce, createRoom, person, screenshot, sharedTable } from './browser.ts';

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

const shared = sharedTable();

describe('playing in the browser', () => {
  it('one person and four bots play a full game through the page to the end screen', async () => {
    const page = await person(shared.chrome, shared.server.url, '小明');
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
    // With automatic passing only your own passes reach your log: pass once on purpose, so the log
    // has a pass to fold whatever the random clicks do afterwards.
    let passed = false;
    while (!(await end.isVisible()) && Date.now() < deadline) {
      const pass = page.getByTestId('command').filter({ hasText: /^过$/ });
      if (!passed && (await pass.count()) > 0) {
        passed = await pass
          .first()
          .click({ timeout: 1000 })
          .then(() => true)
          .catch(() => false);
        if (passed) actions++;
      } else if (await actOnce(page, rng)) actions++;
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
    // How it went for you (seat 1 is the first row), and each 打酱油的's mission with whether it was
    // met: exactly when they are among the winners.
    const rows = await page.locator('.end-table tr').all();
    const iWon = (await rows[0].getAttribute('data-testid')) === 'winner';
    expect(await page.getByTestId('end-you').getAttribute('data-you')).toBe(iWon ? 'won' : 'lost');
    expect(await page.getByTestId('end-you').textContent()).toBe(iWon ? '你赢了！' : '你输了');
    let missions = 0;
    for (const row of rows) {
      const m = row.getByTestId('end-mission');
      if ((await m.count()) === 0) continue;
      missions++;
      const won = (await row.getAttribute('data-testid')) === 'winner';
      expect(await m.getAttribute('data-met')).toBe(String(won));
      expect(await m.textContent()).toContain(won ? '（已完成）' : '（未完成）');
    }
    // Five players with 「绝密任务」 have one 打酱油的, and every character has a mission.
    expect(missions).toBe(1);
    // The log tells the story in plain words, ending with the result.
    expect(await page.getByTestId('log').textContent()).toContain('游戏结束');
    await screenshot(page, 'end-screen');
    // The log: a heading per turn, and the passes folded away until asked for.
    await page.getByTestId('end-close').click();
    const log = page.getByTestId('log');
    const headings = log.locator('li[data-kind="heading"]');
    expect(await headings.first().textContent()).toMatch(/^第 1 回合/);
    expect(await headings.count()).toBeGreaterThan(1);
    const passes = log.locator('li[data-kind="routine"]');
    const folded = await passes.count();
    expect(passed).toBe(true);
    expect(folded).toBeGreaterThan(0);
    expect(await passes.first().isVisible()).toBe(false);
    const toggle = page.getByTestId('log-show-routine');
    expect(await toggle.textContent()).toBe(`显示 ${folded} 次“过”`);
    await toggle.click();
    await passes.first().scrollIntoViewIfNeeded();
    expect(await passes.first().isVisible()).toBe(true);
    await page.context().close();
  }, 240_000);

  it('a reload mid-game puts the player back in the same seat with the same hand and identity', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Reloader');
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

  it('notes on suspects: a click marks a seat with a guess, only for you, kept through a reload', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Noter');
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    await identityOf(page);
    // Every other seat has a blank marker; your own seat has none.
    expect(await page.getByTestId('note-0').count()).toBe(0);
    const mark = page.getByTestId('note-2');
    expect(await mark.getAttribute('data-note')).toBe('');
    // 潜伏战线? → 军情处? → 打酱油的? → 不确定 → blank.
    await mark.click();
    await expect.poll(() => mark.getAttribute('data-note')).toBe('red');
    await mark.click();
    await expect.poll(() => mark.getAttribute('data-note')).toBe('blue');
    expect(await mark.textContent()).toContain('军情');
    await page.getByTestId('note-3').click();
    await page.reload();
    await identityOf(page);
    await expect.poll(() => page.getByTestId('note-2').getAttribute('data-note')).toBe('blue');
    expect(await page.getByTestId('note-3').getAttribute('data-note')).toBe('red');
    expect(await page.getByTestId('note-1').getAttribute('data-note')).toBe('');
    await screenshot(page, 'suspect-notes');
    // Round the ring back to blank.
    for (let i = 0; i < 3; i++) await page.getByTestId('note-2').click();
    await expect.poll(() => page.getByTestId('note-2').getAttribute('data-note')).toBe('');
    await page.context().close();
  });

  it('when the timer runs out the page says what was played for you', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Sleepy');
    await page.getByTestId('characters-toggle').uncheck();
    // A short timer (on a loaded machine the page needs a moment to show the commands before the
    // timer runs out); the person then does nothing at all.
    await page.getByTestId('timer-input').fill('8');
    await createRoom(page, 3, 2);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    await identityOf(page);
    const notice = page.getByTestId('timeout-notice');
    // Remember every command the page offered meanwhile: what was played is one of them.
    const offered = new Set<string>();
    // The last 5 s of the timer are its last seconds: the countdown on your seat says so.
    let urgent = false;
    const until = Date.now() + 60_000;
    while (!(await notice.isVisible()) && Date.now() < until) {
      for (const text of await page.getByTestId('command').allTextContents()) offered.add(text.trim());
      // A card's own commands (discard it, send it) show when it is picked: pick each in turn.
      for (const card of await page.locator('[data-testid="hand-card"][data-playable="true"]').all()) {
        if (
          !(await card.click({ timeout: 500 }).then(
            () => true,
            () => false,
          ))
        )
          break;
        for (const text of await page.getByTestId('command').allTextContents()) offered.add(text.trim());
        await card.click({ timeout: 500 }).catch(() => undefined);
      }
      const mine = page.getByTestId('seat-0').getByTestId('countdown');
      if (
        (await mine.count()) > 0 &&
        (await mine.getAttribute('data-urgent', { timeout: 200 }).catch(() => null)) === 'true'
      )
        urgent = true;
      await page.waitForTimeout(100);
    }
    expect(urgent).toBe(true);
    // Those last seconds ticked (a sound cue each), with the sound on by default.
    const sound = page.getByTestId('mute-switch');
    expect(await sound.getAttribute('data-muted')).toBe('false');
    expect(Number(await sound.getAttribute('data-cues'))).toBeGreaterThan(0);
    await notice.waitFor({ timeout: 5000 });
    await screenshot(page, 'timeout-notice');
    const said = (await notice.textContent())!;
    expect(said).toMatch(/^时间到，已替你选择：/);
    const what = said
      .replace(/^时间到，已替你选择：/, '')
      .replace(/知道了$/, '')
      .trim();
    expect([...offered]).toContain(what);
    // Muted, no cue is given any more, and the switch is remembered across a reload.
    await sound.click();
    expect(await sound.getAttribute('data-muted')).toBe('true');
    await page.reload();
    await identityOf(page);
    const after = page.getByTestId('mute-switch');
    expect(await after.getAttribute('data-muted')).toBe('true');
    await page.waitForTimeout(6000);
    expect(await after.getAttribute('data-cues')).toBe('0');
    await page.context().close();
  });

  it('a second person at the table never sees the first one’s hand or identity', async () => {
    const ann = await person(shared.chrome, shared.server.url, 'Ann');
    const roomId = await createRoom(ann, 5, 3);
    await ann.getByTestId('sit-0').click();
    const bob = await person(shared.chrome, shared.server.url, 'Bob');
    // Bob types the code he was read out in lower case: it is the same room.
    await bob.getByTestId('join-input').fill(roomId.toLowerCase());
    await bob.getByTestId('join-submit').click();
    await bob.waitForURL(new RegExp(`/room/${roomId}$`));
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
});
