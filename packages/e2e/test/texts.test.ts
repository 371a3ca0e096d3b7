// The table explains itself: the character choice shows both characters with their skill texts
// and missions, a 打酱油的 player reads their mission (their only way to win) in their panel, and a
// card's text opens on hover (a mouse), on a tap (a touch screen) and on keyboard focus, and Esc
// closes it. Texts are checked against the engine's glossary, which is what the server sends.
import { glossary } from '@fengsheng/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { actOnce, createRoom, person, screenshot, sharedTable } from './browser.ts';
import { mulberry32 } from '@fengsheng/bots';

const G = glossary({ ruleset: 'standard' });

vi.setConfig({ testTimeout: 120_000 });

const shared = sharedTable();

/** The id of the card function whose Chinese name this is. */
function fnNamed(zh: string): string {
  const hit = Object.entries(G.functions).find(([, n]) => n.zh === zh.trim());
  if (!hit) throw new Error(`no card named ${zh}`);
  return hit[0];
}

/** Check the offer on this page shows both characters, every skill with its text and the mission. */
async function checkOffer(page: Page): Promise<string[]> {
  const offer = page.getByTestId('character-offer');
  await offer.waitFor({ timeout: 20_000 });
  const cards = offer.getByTestId('offer-card');
  expect(await cards.count()).toBe(2);
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const card = cards.nth(i);
    const id = (await card.getAttribute('data-character'))!;
    ids.push(id);
    const skills = G.lists!.characterSkills[id];
    expect(skills.length).toBeGreaterThan(0);
    const shown = await card.getByTestId('skill').allTextContents();
    expect(shown).toEqual(skills.map((k) => `${G.skills[k].zh}${G.skillTexts[k].zh}`));
    const mission = await card.getByTestId('mission').textContent();
    expect(mission).toContain(G.missionTexts[id]?.zh ?? '没有机密任务');
  }
  return ids;
}

/** Wait for this page's identity (dealt once everyone chose); returns [camp, character]. */
async function identityAfterChoice(page: Page): Promise<[string, string]> {
  const identity = page.getByTestId('my-identity');
  await expect
    .poll(() => identity.getAttribute('data-camp'), { timeout: 30_000 })
    .toMatch(/^(red|blue|neutral)$/);
  const character = await page.getByTestId('my-character').getAttribute('data-character');
  return [(await identity.getAttribute('data-camp'))!, character!];
}

/**
 * Choose the first character offered, once this seat may choose: the button is there only while it
 * is this seat's turn to choose (the test failed whenever the other person was the first player and
 * had to choose first). A click that lands as the table changes may be refused as stale; the offer
 * then stays and is clicked again.
 */
async function chooseFirstOffer(page: Page): Promise<void> {
  const button = page.getByTestId('offer-choose').first();
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if ((await page.getByTestId('character-offer').count()) === 0) return;
    await button.click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
  throw new Error('the character offer never went away');
}

describe('texts at the table', () => {
  it('the character choice shows both characters’ skills and missions; a 打酱油的 player sees their mission', async () => {
    // Four seats deal two 打酱油的 of four identities (seed 004's table): with two people at each
    // table, a table with no neutral person is 1 in 6; five tables at most.
    let shot = false;
    let neutral: { page: Page; character: string } | null = null;
    const opened: Page[] = [];
    for (let attempt = 0; attempt < 5 && !neutral; attempt++) {
      const ann = await person(shared.chrome, shared.server.url, `Ann${attempt}`);
      const bob = await person(shared.chrome, shared.server.url, `Bob${attempt}`);
      opened.push(ann, bob);
      // The choice runs on the turn timer: long enough here that a slow machine never lets it pick
      // for a player while the test is still reading the offer.
      await ann.getByTestId('timer-input').fill('300');
      const roomId = await createRoom(ann, 4, 2);
      await ann.getByTestId('sit-0').click();
      await bob.goto(`${shared.server.url}/room/${roomId}`);
      await bob.getByTestId('sit-1').click();
      await expect.poll(() => ann.getByTestId('seat-1').getAttribute('data-kind')).toBe('human');
      await ann.getByTestId('start-game').click();
      await checkOffer(ann);
      await checkOffer(bob);
      if (!shot) {
        await screenshot(ann, 'character-choice');
        shot = true;
      }
      // Both choose before either waits: identities are dealt once everyone has chosen. Characters
      // are chosen one seat at a time from the first player on, who may be either of them, so both
      // wait for their own turn at once.
      await Promise.all([chooseFirstOffer(ann), chooseFirstOffer(bob)]);
      const [annCamp, annChar] = await identityAfterChoice(ann);
      const [bobCamp, bobChar] = await identityAfterChoice(bob);
      if (annCamp === 'neutral') neutral = { page: ann, character: annChar };
      else if (bobCamp === 'neutral') neutral = { page: bob, character: bobChar };
      else {
        // Not neutral: the panel still says what the camp plays for, and the mission sits unstressed.
        expect(await ann.getByTestId('my-goal').textContent()).toBe(G.campGoals[annCamp].zh);
        expect(await ann.getByTestId('mission').getAttribute('data-prominent')).toBe('false');
      }
    }
    expect(neutral, 'no neutral player in five tables').not.toBeNull();
    const { page, character } = neutral!;
    const mission = page.getByTestId('mission');
    expect(await mission.getAttribute('data-prominent')).toBe('true');
    expect(await mission.textContent()).toContain(G.missionTexts[character]?.zh ?? '没有机密任务');
    expect(await page.getByTestId('my-goal').textContent()).toBe(G.campGoals.neutral.zh);
    // Your own skills are written out in full in your panel, and named on your seat.
    const mine = await page.getByTestId('my-character').getByTestId('skill').count();
    expect(mine).toBe(G.lists!.characterSkills[character].length);
    await screenshot(page, 'neutral-mission');
    for (const p of opened) await p.context().close();
  });

  it('a card’s text opens on hover, on focus and in the log, and Esc closes it', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Hover');
    await page.getByTestId('characters-toggle').uncheck();
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    const card = page.getByTestId('hand-card').first();
    await card.waitFor({ timeout: 20_000 });
    const fn = fnNamed((await card.locator('.card-fn').textContent())!);
    const tip = page.getByTestId('hand-tip').first();
    const pop = tip.getByRole('tooltip', { includeHidden: true });
    expect(await pop.isVisible()).toBe(false);
    await card.hover();
    await expect.poll(() => pop.isVisible()).toBe(true);
    expect(await pop.textContent()).toContain(G.functionTexts[fn].zh);
    // The card names its description for screen readers, open or not.
    expect(await card.getAttribute('aria-describedby')).toBe(await pop.getAttribute('id'));
    await screenshot(page, 'tooltip');
    await page.keyboard.press('Escape');
    await expect.poll(() => pop.isVisible()).toBe(false);
    // Keyboard focus opens it too.
    await page.mouse.move(0, 0);
    await card.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => pop.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => pop.isVisible()).toBe(false);

    // Play until a log line names a card: its name there explains the card too.
    const rng = mulberry32(11);
    const term = page.getByTestId('log-term').first();
    const until = Date.now() + 60_000;
    while ((await term.count()) === 0 && Date.now() < until) {
      await actOnce(page, rng);
      await page.waitForTimeout(60);
    }
    await term.hover();
    const termPop = term.getByRole('tooltip');
    await expect.poll(() => termPop.isVisible()).toBe(true);
    const said = (await termPop.textContent())!;
    const texts = Object.values(G.functionTexts)
      .concat(Object.values(G.skillTexts))
      .map((x) => x.zh);
    expect(
      texts.some((x) => said.includes(x)),
      said,
    ).toBe(true);
    await page.context().close();
  });

  it('a tap opens a card’s text on a touch screen and a second tap closes it', async () => {
    const context = await shared.chrome.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(shared.server.url);
    await page.getByTestId('name-input').fill('Tap');
    await page.getByTestId('name-submit').click();
    await page.getByTestId('characters-toggle').uncheck();
    await createRoom(page, 5, 4);
    await page.getByTestId('sit-0').click();
    await page.getByTestId('start-game').click();
    const card = page.getByTestId('hand-card').first();
    await card.waitFor({ timeout: 20_000 });
    const fn = fnNamed((await card.locator('.card-fn').textContent())!);
    const pop = page.getByTestId('hand-tip').first().getByRole('tooltip', { includeHidden: true });
    // A card that cannot be played now is aria-disabled, which Playwright counts as "not enabled"
    // and will not tap; a finger can, and its text must open all the same.
    await card.tap({ force: true });
    await expect.poll(() => pop.isVisible()).toBe(true);
    expect(await pop.textContent()).toContain(G.functionTexts[fn].zh);
    // The table moves the focus when the game asks something (to the question); a text the finger
    // opened stays open until the finger closes it.
    await page.getByTestId('lang-switch').first().focus();
    await page.waitForTimeout(100);
    expect(await pop.isVisible()).toBe(true);
    await card.tap({ force: true });
    await expect.poll(() => pop.isVisible()).toBe(false);
    await context.close();
  });
});
