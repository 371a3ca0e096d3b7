// Turns, timers and the log in the browser (issue 13): a sound when it becomes your turn and when
// intel reaches you (and none once muted), the character choice's own timer (45 s unless the host
// sets another) shown on the choice, players named by seat and name in the log, and the rules
// page's sections on the turn and on passing intel; a seat that becomes a target is not remade; a
// dead player's command bar; a reload that gives no time back.
import { mulberry32 } from '@fengsheng/bots';
import { scenarioGame } from '@fengsheng/engine/scenario';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { actOnce, createRoom, person, sharedTable } from './browser.ts';

// The two tests that wait for something of the play (your turn and intel reaching you; your death)
// get a stacked deal, so that it comes within a round or two, and their person passes whenever it
// may, so that the game moves at the bots' pace. Random play could take from 5 s to over 300 s.
const PLAY_BUDGET_MS = 60_000;
vi.setConfig({ testTimeout: 2 * PLAY_BUDGET_MS + 60_000 });

/** The deals of the next rooms made, first in first out; a room made with none queued is dealt at random. */
const deals: unknown[] = [];
const shared = sharedTable({
  newGameOptions: (options) => {
    const setup = deals.shift();
    return setup === undefined ? options : { ...(options as object), setup };
  },
});

/** Queue a deal written as a scenario's table (its camps, hands, intel, deck top and first player). */
function stackDeal(scenario: string): void {
  const game = scenarioGame(scenario);
  if (!game.ok) throw new Error(game.errors.join('\n'));
  deals.push((game.options as { setup: unknown }).setup);
}

/** How many times the page asked for this cue (the mute switch counts them). */
async function cues(page: Page, cue: 'turn' | 'intel'): Promise<number> {
  return Number(await page.getByTestId('mute-switch').getAttribute(`data-cue-${cue}`));
}

/** Seat 1 taken, a 3-seat game without characters started, the identity dealt. */
async function startThree(page: Page): Promise<void> {
  await page.getByTestId('characters-toggle').uncheck();
  await createRoom(page, 3, 2);
  await page.getByTestId('sit-0').click();
  await page.getByTestId('start-game').click();
  await expect
    .poll(() => page.getByTestId('my-identity').getAttribute('data-camp'), { timeout: 30_000 })
    .toMatch(/^(red|blue|neutral)$/);
}

/** Click the command button whose words are exactly these, if the bar offers one. */
async function clickIfOffered(page: Page, words: string): Promise<boolean> {
  const button = page.getByTestId('command').filter({ hasText: new RegExp(`^${words}$`) });
  if ((await button.count()) === 0) return false;
  return button
    .first()
    .click({ timeout: 1000 })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Play through the page until `done` says so or time runs out: first the commands named in
 * `prefer` (in that order) when offered, otherwise a random action. `look` is called before each
 * action with what the table shows: whether it is your turn, whether intel waits at your seat.
 */
async function playUntil(
  page: Page,
  done: () => Promise<boolean>,
  prefer: readonly string[],
  look: (mine: { turn: boolean; intel: boolean }) => void = () => undefined,
): Promise<void> {
  const rng = mulberry32(13);
  const again = page.getByTestId('end-again');
  const until = Date.now() + PLAY_BUDGET_MS;
  while (!(await done()) && Date.now() < until) {
    // A game over before what is looked for happened: another one (dealt at random).
    if (await again.isVisible()) {
      await again.click({ timeout: 1000 }).catch(() => undefined);
      await page.waitForTimeout(300);
      continue;
    }
    const turn = (await page.getByTestId('seat-0').getAttribute('data-current')) === 'true';
    const token = page.getByTestId('transit-token');
    const intel =
      (await token.count()) > 0 &&
      // Gone since it was counted (it moved on): not at your seat. Without the short timeout the
      // look would wait the default 30 s for a token that is not coming back.
      (await token.getAttribute('data-holder', { timeout: 200 }).catch(() => '')) === '0';
    look({ turn, intel });
    let clicked = false;
    for (const words of prefer) if (!clicked) clicked = await clickIfOffered(page, words);
    if (!clicked) await actOnce(page, rng);
    await page.waitForTimeout(100);
  }
}

describe('turns, timers and the log', () => {
  it('a sound when your turn comes and when intel reaches you, none when muted; the log names seat and name', async () => {
    // Seat C's first hand is all 密电 and 文本, which go to you (A) first: its intel reaches you in
    // the first round, and your turn follows C's.
    stackDeal(`
name: intel reaches A in the first round
players: 3
camps: [red, blue, neutral]
first: B
start: draw
hands: { A: [red bounce], B: [black decode, black bounce], C: [red decode, blue decode] }
deck: [red bounce, blue bounce, red bounce, blue bounce]
`);
    const page = await person(shared.chrome, shared.server.url, 'Ears');
    await startThree(page);
    const sound = page.getByTestId('mute-switch');
    expect(await sound.getAttribute('data-muted')).toBe('false');
    const passOn = ['过', '不接收'];
    await playUntil(
      page,
      async () => (await cues(page, 'turn')) > 0 && (await cues(page, 'intel')) > 0,
      passOn,
    );
    expect(await cues(page, 'turn'), 'a turn cue').toBeGreaterThan(0);
    expect(await cues(page, 'intel'), 'an intel cue').toBeGreaterThan(0);

    // The log names each player by seat and name: yours and a bot's.
    const log = (await page.getByTestId('log').locator('li').allTextContents()).join('\n');
    expect(log).toContain('1号位 Ears');
    const bot = ((await page.getByTestId('seat-1').locator('.seat-name').textContent()) ?? '').trim();
    expect(bot.length).toBeGreaterThan(0);
    expect(log).toContain(`2号位 ${bot}`);

    // Muted: your turn and intel at your seat come again, and no cue is asked for.
    await sound.click();
    expect(await sound.getAttribute('data-muted')).toBe('true');
    const before = { turn: await cues(page, 'turn'), intel: await cues(page, 'intel') };
    const seen = { turn: 0, intel: 0, wasTurn: true, wasIntel: true };
    await playUntil(
      page,
      async () => seen.turn > 0 && seen.intel > 0,
      passOn,
      ({ turn, intel }) => {
        if (turn && !seen.wasTurn) seen.turn++;
        if (intel && !seen.wasIntel) seen.intel++;
        seen.wasTurn = turn;
        seen.wasIntel = intel;
      },
    );
    expect(seen.turn + seen.intel, 'a turn or intel of yours while muted').toBeGreaterThan(0);
    expect(await cues(page, 'turn')).toBe(before.turn);
    expect(await cues(page, 'intel')).toBe(before.intel);
    await page.context().close();
  });

  it('the character choice has its own timer, 45 s unless the host sets another, shown on the choice', async () => {
    for (const set of [null, 20]) {
      const page = await person(shared.chrome, shared.server.url, 'Chooser');
      const input = page.getByTestId('setup-timer-input');
      expect(await input.inputValue()).toBe('45');
      if (set !== null) await input.fill(String(set));
      const full = set ?? 45;
      await createRoom(page, 3, 2);
      await page.getByTestId('sit-0').click();
      await page.getByTestId('start-game').click();
      await page.getByTestId('character-offer').waitFor({ timeout: 30_000 });
      const timer = page.getByTestId('offer-timer');
      await timer.waitFor({ timeout: 30_000 });
      const left = Number(await timer.getAttribute('data-seconds'));
      // Never more than the timer; on a loaded machine the page may show it a few seconds late.
      expect(left).toBeLessThanOrEqual(full);
      expect(left).toBeGreaterThan(full - 10);
      expect(await timer.textContent()).toContain(`${left} 秒`);
      await page.context().close();
    }
  });

  it('a seat a command aims at keeps its content: the target button lies over it, nothing is remade', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Aimer');
    await startThree(page);
    // A mark on each seat's own elements: a seat rebuilt when it becomes a target loses it (and
    // with it any tooltip open there, which is how the phone test once saw one seat over another's).
    const mark = () =>
      page
        .locator('.ring > .seat > .seat-head')
        .evaluateAll((els) =>
          els.forEach((el) => el.getAttribute('data-kept') ?? el.setAttribute('data-kept', 'yes')),
        );
    await mark();
    const targets = page.locator('[data-testid^="target-seat-"]');
    const playable = page.locator('[data-testid="hand-card"][data-playable="true"]');
    const rng = mulberry32(7);
    const until = Date.now() + 120_000;
    let k = 0;
    while ((await targets.count()) === 0 && Date.now() < until) {
      await mark(); // seats first drawn meanwhile (a new game) get theirs
      const n = await playable.count();
      if (n === 0) {
        await actOnce(page, rng);
        await page.waitForTimeout(100);
        continue;
      }
      // Pick a card: its commands may aim at seats. Not so: put it back and try the next.
      const card = playable.nth(k++ % n);
      await card.click({ timeout: 1000 }).catch(() => undefined);
      await page.waitForTimeout(150);
      if ((await targets.count()) > 0) break;
      await card.click({ timeout: 1000 }).catch(() => undefined);
      if (k % (n + 1) === n) await actOnce(page, rng);
    }
    const aimed = targets.first();
    await aimed.waitFor({ timeout: 1000 });
    const n = (await aimed.getAttribute('data-testid'))!.replace('target-seat-', '');
    const seat = page.getByTestId(`seat-${n}`);
    expect(await seat.locator('.seat-head').getAttribute('data-kept')).toBe('yes');
    // The button names the seat for a screen reader, and lies over the whole box.
    expect(await aimed.getAttribute('aria-label')).toMatch(/号位/);
    const [b, box] = [await aimed.boundingBox(), await seat.boundingBox()];
    expect(Math.abs(b!.width - box!.width)).toBeLessThan(6);
    expect(Math.abs(b!.height - box!.height)).toBeLessThan(6);
    await page.context().close();
  });

  it('a dead player’s command bar says they are out, never that it waits for others', async () => {
    // You (A) hold two black intel; every card the others hold or draw first is black. You take
    // every intel that reaches you, so the first one kills you (if a 锁定 on you does not first).
    stackDeal(`
name: A dies at the first intel taken
players: 3
camps: [neutral, red, blue]
first: B
start: draw
hands: { A: [black decode, black bounce], B: [black lock, black lock, black intercept], C: [black lock, black lock, black intercept] }
intel: { A: [black counter, black counter] }
deck: [black intercept, black intercept, black intercept, black intercept, black lock, black lock, black counter, black counter]
`);
    const page = await person(shared.chrome, shared.server.url, 'Doomed');
    await startThree(page);
    const me = page.getByTestId('seat-0');
    await playUntil(page, async () => (await me.getAttribute('data-alive')) === 'false', ['接收', '过']);
    expect(await me.getAttribute('data-alive'), 'this player died').toBe('false');
    // While the others play on, the bar says so at every look, and never "waiting".
    const bar = page.getByTestId('command-bar');
    let looks = 0;
    for (let i = 0; i < 10 && !(await page.getByTestId('end-screen').isVisible()); i++) {
      const said = (await bar.textContent()) ?? '';
      expect(said).toContain('你已出局');
      expect(said).not.toMatch(/等待/);
      looks++;
      await page.waitForTimeout(200);
    }
    // The end screen may follow the death at once (the last of a camp): then the bar, under it, still says so.
    if (looks === 0) expect(await bar.textContent()).toContain('你已出局');
    await page.context().close();
  });

  it('a reload gives no time back: the countdown goes on from the server’s deadline', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Reloader');
    await page.getByTestId('timer-input').fill('60');
    await page.getByTestId('response-timer-input').fill('60');
    await startThree(page);
    // Wait for a decision of this player's own (nothing moves on until it acts or its timer runs).
    const mine = page.getByTestId('seat-0').getByTestId('countdown');
    await mine.waitFor({ timeout: 60_000 });
    const before = Number((await mine.textContent())!.replace('s', ''));
    await page.waitForTimeout(3000);
    await page.reload();
    await page.getByTestId('seat-0').getByTestId('countdown').waitFor({ timeout: 15_000 });
    const after = Number(
      (await page.getByTestId('seat-0').getByTestId('countdown').textContent())!.replace('s', ''),
    );
    expect(after).toBeGreaterThan(0);
    expect(after, `${before} s before the reload, ${after} s after`).toBeLessThanOrEqual(before - 2);
    await page.context().close();
  });

  it('the rules page says how a turn goes and how intel is passed', async () => {
    const page = await person(shared.chrome, shared.server.url, 'Learner');
    await page.goto(`${shared.server.url}/rules/fengsheng/standard`);
    const turn = page.getByTestId('rules-section-turn');
    await turn.waitFor();
    const turnText = (await turn.textContent()) ?? '';
    expect(turnText).toContain('摸两张牌');
    expect(turnText).toContain('必须传出恰好一张情报');
    expect(turnText).toContain('后发先至');
    const passing = (await page.getByTestId('rules-section-passing').textContent()) ?? '';
    for (const word of ['密电', '文本', '直达', '必须收下']) expect(passing).toContain(word);
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => turn.textContent()).toContain('draw the top two cards');
    expect(await page.getByTestId('rules-section-passing').textContent()).toContain('Direct');
    await page.context().close();
  });
});
