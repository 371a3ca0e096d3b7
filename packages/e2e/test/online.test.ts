// 千智风声 (网络版) in the browser: the lobby offers its modes, each with its own seat counts; a joiner
// reads the mode in the room settings; a person and bots play a 新手场 game (every camp public) and a
// 3V3 game (teammates seen, opponents never while they play) to the end screen. What the page drew
// and what it was sent (the states off its websocket) are both checked.
import { mulberry32 } from '@fengsheng/bots';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { actOnce, createRoom, person, screenshot, sharedTable } from './browser.ts';
import { recordStates } from './frames.ts';

vi.setConfig({ testTimeout: 90_000 });

const shared = sharedTable();

interface SeenPlayer {
  camp: string | null;
  alive: boolean;
  lost: boolean;
}

const playersOf = (view: unknown): SeenPlayer[] => (view as { players: SeenPlayer[] }).players;

/** The events with which the engine makes a camp public: a death, a loss, 翻开身份. */
const REVEALING = new Set(['death', 'lose', 'identityRevealed']);

/**
 * The online edition with `mode` chosen in the create form, characters on or off where the lobby
 * offers them (it may not yet), then the room made and seat 0 taken. Whether characters are on.
 */
async function onlineRoom(page: Page, mode: string, seats: number, characters: boolean): Promise<boolean> {
  await page.getByTestId('ruleset-select').selectOption('online');
  await page.getByTestId('mode-select').selectOption(mode);
  const toggle = page.getByTestId('characters-toggle');
  const offered = (await toggle.count()) > 0;
  if (offered) await (characters ? toggle.check() : toggle.uncheck());
  await createRoom(page, seats, seats - 1);
  await page.getByTestId('sit-0').click();
  await expect.poll(() => page.getByTestId('seat-0').getAttribute('data-kind')).toBe('human');
  return offered && characters;
}

/** Click through the game until its end screen (bounded); `each` runs between actions. */
async function playToEnd(page: Page, seed: number, each?: () => Promise<void>): Promise<number> {
  const rng = mulberry32(seed);
  const end = page.getByTestId('end-screen');
  let actions = 0;
  const deadline = Date.now() + 100_000;
  while (!(await end.isVisible()) && Date.now() < deadline) {
    if (await actOnce(page, rng)) actions++;
    await each?.();
    await page.waitForTimeout(40);
  }
  await end.waitFor({ timeout: 5000 });
  return actions;
}

/** The camp each seat of the table shows (null: none shown), and whether the seat is out. */
async function tableCamps(page: Page, seats: number): Promise<{ camp: string | null; out: boolean }[]> {
  const out: { camp: string | null; out: boolean }[] = [];
  for (let s = 0; s < seats; s++) {
    const seat = page.getByTestId(`seat-${s}`);
    const tag = seat.getByTestId('seat-camp');
    const camp = (await tag.count()) > 0 ? await tag.getAttribute('data-camp') : null;
    out.push({ camp, out: (await seat.getAttribute('class'))?.includes('seat-out') ?? false });
  }
  return out;
}

describe('千智风声 modes in the browser', () => {
  it('the lobby offers the modes, each narrowing the seats; other editions offer none', async () => {
    const page = await person(shared.chrome, shared.server.url, '小明');
    expect(await page.getByTestId('mode-select').count()).toBe(0);
    await page.getByTestId('ruleset-select').selectOption('online');
    const select = page.getByTestId('mode-select');
    expect(await select.locator('option').allTextContents()).toEqual([
      '新手场',
      '3V3场',
      '五六人场',
      '酱油任务场',
      '自由场',
    ]);
    expect(await select.inputValue()).toBe('free');
    await select.selectOption('novice');
    expect(await page.getByTestId('seats-input').inputValue()).toBe('4');
    expect(await page.getByTestId('seats-input').getAttribute('max')).toBe('4');
    expect(await page.getByTestId('mode-text').textContent()).toBe(
      '新手场游戏人数为4人，阵营公开，方便新手熟悉人物技能。',
    );
    await select.selectOption('threeVsThree');
    expect(await page.getByTestId('seats-input').inputValue()).toBe('6');
    await select.selectOption('fiveSix');
    expect(await page.getByTestId('seats-input').getAttribute('min')).toBe('5');
    expect(await page.getByTestId('seats-input').getAttribute('max')).toBe('6');
    // 酱油任务场 is won by characters' missions only: it deals characters, and the host cannot say no.
    const characters = page.getByTestId('characters-toggle');
    await characters.uncheck();
    await select.selectOption('missions');
    expect(await page.getByTestId('seats-input').inputValue()).toBe('6');
    expect(await characters.isChecked()).toBe(true);
    expect(await characters.isDisabled()).toBe(true);
    await select.selectOption('free');
    expect(await characters.isChecked()).toBe(false);
    expect(await characters.isDisabled()).toBe(false);
    await page.getByTestId('ruleset-select').selectOption('zailin');
    expect(await page.getByTestId('mode-select').count()).toBe(0);
    await page.context().close();
  });

  it('a joiner reads the mode and what it changes in the room settings', async () => {
    const host = await person(shared.chrome, shared.server.url, '房主');
    await host.getByTestId('ruleset-select').selectOption('online');
    await host.getByTestId('mode-select').selectOption('threeVsThree');
    const roomId = await createRoom(host, 6, 4);
    const guest = await person(shared.chrome, shared.server.url, '客人');
    await guest.goto(`${shared.server.url}/room/${roomId}`);
    const row = guest.getByTestId('room-settings').locator('[data-setting="mode"]');
    await expect.poll(() => row.locator('dd').textContent()).toBe('3V3场：角色选定后可以查看己方队友。');
    expect(await guest.getByTestId('room-settings').locator('[data-setting="seats"] dd').textContent()).toBe(
      '6',
    );
    await host.context().close();
    await guest.context().close();
  });

  it('新手场: one person and three bots play to the end, every camp public from the start', async () => {
    const page = await person(shared.chrome, shared.server.url, '新手');
    const states = recordStates(page);
    await onlineRoom(page, 'novice', 4, false);
    await page.getByTestId('start-game').click();
    await page.getByTestId('my-identity').waitFor({ timeout: 20_000 });
    // 阵营公开: every seat shows its camp on the table, and the side says why.
    await expect.poll(async () => (await tableCamps(page, 4)).every((s) => s.camp !== null)).toBe(true);
    expect(await page.getByTestId('mode-note').textContent()).toContain(
      '新手场：新手场游戏人数为4人，阵营公开',
    );
    await screenshot(page, 'online-novice-table');
    const actions = await playToEnd(page, 21);
    expect(actions).toBeGreaterThan(0);
    expect(await page.getByTestId('winner').count()).toBeGreaterThan(0);
    // Every state the page was sent showed every camp.
    expect(states.length).toBeGreaterThan(10);
    for (const s of states)
      expect(playersOf(s.view).map((p) => p.camp === null)).toEqual([false, false, false, false]);
    await screenshot(page, 'online-novice-end');
    await page.context().close();
  }, 120_000);

  it('3V3: the person sees their teammates after the choice, never an opponent’s identity unless revealed', async () => {
    const page = await person(shared.chrome, shared.server.url, '三对三');
    const states = recordStates(page);
    const withCharacters = await onlineRoom(page, 'threeVsThree', 6, true);
    await page.getByTestId('start-game').click();
    if (withCharacters) {
      // While characters are chosen no camp is shown, not even a teammate's; then choose one.
      const offer = page.getByTestId('character-offer');
      await offer.waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('seat-camp').count()).toBe(0);
      const rng = mulberry32(7);
      while (await offer.isVisible()) {
        await actOnce(page, rng);
        await page.waitForTimeout(40);
      }
    }
    const mine = page.getByTestId('my-identity');
    await expect.poll(() => mine.getAttribute('data-camp'), { timeout: 20_000 }).toMatch(/^(red|blue)$/);
    const camp = (await mine.getAttribute('data-camp'))!;
    // Seated in turn: seats 2 and 4 are the teammates, shown once characters are chosen (at once
    // when characters are off: there is no choice to wait for); seats 1, 3 and 5 the opponents.
    await expect
      .poll(async () => (await tableCamps(page, 6)).map((s) => s.camp))
      .toEqual([camp, null, camp, null, camp, null]);
    await screenshot(page, 'online-3v3-table');
    let checks = 0;
    const actions = await playToEnd(page, 33, async () => {
      if (checks++ % 8 !== 0 || (await page.getByTestId('end-screen').isVisible())) return;
      // The table is read seat by seat while bots play on: a teammate's tag is read again until
      // the table settles (every state the page was sent is checked for it below).
      for (const s of [2, 4])
        await expect
          .poll(async () => (await tableCamps(page, 6))[s].camp, { message: `seat ${s}` })
          .toBe(camp);
      const seen = await tableCamps(page, 6);
      // An opponent's camp on the table only once the page was sent it (a reveal, below).
      for (const s of [1, 3, 5])
        if (seen[s].camp !== null)
          expect(
            states.some((st) => playersOf(st.view)[s].camp !== null),
            `seat ${s}`,
          ).toBe(true);
    });
    expect(actions).toBeGreaterThan(0);
    expect(checks).toBeGreaterThan(1);
    // What the page was sent: the teammates' camps in every state after the choice; an opponent's
    // only from a state that reveals it (a death, a loss, a skill's 翻开身份, the game's end).
    expect(states.length).toBeGreaterThan(10);
    let before: SeenPlayer[] | null = null;
    for (const s of states) {
      const players = playersOf(s.view);
      if ((s.view as { step: string }).step === 'chooseCharacters') {
        expect(players.map((p) => p.camp)).toEqual([null, null, null, null, null, null]);
        continue;
      }
      for (const q of [0, 2, 4]) expect(players[q].camp, `state ${s.seq}, seat ${q}`).toBe(camp);
      const reveals = s.log.some((l) => REVEALING.has((l.event as { type?: string } | null)?.type ?? ''));
      for (const q of [1, 3, 5])
        if (players[q].camp !== null && (before === null || before[q].camp === null))
          expect(reveals || s.result !== null, `state ${s.seq} shows seat ${q}`).toBe(true);
      before = players;
    }
    // The first state after the choice shows no opponent (no reveal can come before play).
    const first = states.find((s) => (s.view as { step: string }).step !== 'chooseCharacters')!;
    expect([1, 3, 5].map((q) => playersOf(first.view)[q].camp)).toEqual([null, null, null]);
    await screenshot(page, 'online-3v3-end');
    await page.context().close();
  }, 120_000);
});
