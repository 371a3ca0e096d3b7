// Manual end-to-end smoke test (not part of `npm test`): plays one game against bots in headless
// Chromium through the built web client, then opens its replay.
//   npm run build -w @fengsheng/web && PORT=8191 DATA_DIR=/tmp/fs-e2e npm start &
//   BASE=http://127.0.0.1:8191 node packages/web/e2e/smoke.mjs
// Env: BASE (server URL), CHROMIUM (browser path, default /usr/bin/chromium), W/H (viewport),
// SHOTS (folder for screenshots, default none).
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const shots = process.env.SHOTS;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({
  viewport: { width: Number(process.env.W ?? 1400), height: Number(process.env.H ?? 900) },
});
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
const shot = async (name) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

await page.goto(base + '/');
await page.getByTestId('name-input').fill('Smoke');
await page.getByTestId('name-submit').click();
await page.getByTestId('seats-input').fill('5');
await page.getByTestId('bots-input').fill('4');
await page.getByTestId('create-submit').click();
await page.waitForURL(/\/room\//);
await page.getByTestId('room-code').waitFor();
await page.getByTestId('sit-0').click();
await page.getByTestId('start-game').click();
await page.getByTestId('my-hand').waitFor();
await shot('table');

for (let i = 0; i < 600 && (await page.getByTestId('end-screen').count()) === 0; i++) {
  const playable = page.locator('[data-testid=hand-card][data-playable=true]');
  const commands = page.getByTestId('command');
  if ((await playable.count()) > 0) {
    await playable.first().click();
    const targets = page.locator('[data-testid^=target-seat-]');
    if ((await targets.count()) > 0) await targets.first().click();
    else await commands.first().click();
  } else if ((await commands.count()) > 0) {
    await commands.first().click();
  } else {
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(100);
}
await page.getByTestId('end-screen').waitFor({ timeout: 120000 });
await shot('end');
const winners = await page.getByTestId('winner').count();
await page.getByTestId('end-replay').click();
await page.getByTestId('replay-step').waitFor();
await page.getByTestId('replay-next').click();
await shot('replay');
await browser.close();
if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
console.log(`ok: game over with ${winners} winner(s), replay opened`);
