// A real server serving the built web client, and Debian's Chromium driven by playwright-core.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { configFromEnv, startServer, type RunningServer, type StartOptions } from '@fengsheng/server';
import { tempDataDir } from '../../server/test/helpers/server.ts';

export const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');
export const SCREENSHOTS = resolve(import.meta.dirname, '../../../docs/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extra`: more start options (a test's stacked deals). */
export async function webServer(extra: Partial<StartOptions> = {}): Promise<RunningServer> {
  if (!existsSync(resolve(WEB_DIST, 'index.html')))
    throw new Error('the web client is not built: run `npm run build` (npm test does) first');
  const config = configFromEnv({
    port: 0,
    host: '127.0.0.1',
    dataDir: tempDataDir(),
    quiet: true,
    webDir: WEB_DIST,
  });
  return startServer({ config, botDelayMs: 60, ...extra });
}

export async function browser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The web server and the browser one test file shares: started before its tests, closed after
 * them. Read them as `shared.server` and `shared.chrome` inside the tests.
 */
export function sharedTable(extra: Partial<StartOptions> = {}): {
  readonly server: RunningServer;
  readonly chrome: Browser;
} {
  const shared = {} as { server: RunningServer; chrome: Browser };
  beforeAll(async () => {
    shared.server = await webServer(extra);
    shared.chrome = await browser();
  });
  afterAll(async () => {
    await shared.chrome?.close();
    await shared.server?.close();
  });
  return shared;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`) });
}

/** Open the site as a new person: a fresh browser context, a guest name. */
export async function person(
  b: Browser,
  url: string,
  name: string,
  viewport = { width: 1280, height: 860 },
  device: { hasTouch?: boolean } = {},
): Promise<Page> {
  const context = await b.newContext({ viewport, locale: 'zh-CN', ...device });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('name-submit').click();
  await page.getByTestId('create-room').waitFor();
  return page;
}

/**
 * Create a room from the lobby form and wait for its page (`game`, then `ruleset`, are picked in
 * the form first).
 */
export async function createRoom(
  page: Page,
  seats: number,
  bots: number,
  game?: string,
  ruleset?: string,
): Promise<string> {
  if (game) await page.getByTestId('game-select').selectOption(game);
  if (ruleset) await page.getByTestId('ruleset-select').selectOption(ruleset);
  await page.getByTestId('seats-input').fill(String(seats));
  await page.getByTestId('bots-input').fill(String(bots));
  await page.getByTestId('create-submit').click();
  await page.waitForURL(/\/room\/[A-Z0-9]{6}/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Take one action through the UI if one is offered: a command button, or a playable card and
 * then one of its commands or targets. Returns whether something was clicked.
 */
export async function actOnce(page: Page, rng: () => number): Promise<boolean> {
  const buttons = page.getByTestId('command');
  const cards = page.locator('[data-testid="hand-card"][data-playable="true"]');
  const nButtons = await buttons.count();
  const nCards = await cards.count();
  if (nButtons + nCards === 0) return false;
  const pick = Math.floor(rng() * (nButtons + nCards));
  try {
    if (pick < nButtons) {
      await buttons.nth(pick).click({ timeout: 1000 });
      return true;
    }
    await cards.nth(pick - nButtons).click({ timeout: 1000 });
    const targets = page.locator('[data-testid^="target-seat-"]');
    const after = page.getByTestId('command');
    await page.waitForTimeout(50);
    const nt = await targets.count();
    const nb = await after.count();
    if (nt + nb === 0) return true;
    const second = Math.floor(rng() * (nt + nb));
    if (second < nt) await targets.nth(second).click({ timeout: 1000 });
    else await after.nth(second - nt).click({ timeout: 1000 });
    return true;
  } catch {
    // The board moved on while we were clicking (a timer or a bot acted): look again.
    return false;
  }
}
