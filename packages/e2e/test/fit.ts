// What the tests of the table's fit on a screen share: a game started with this person seated and
// asked for something, and where a box lies on the screen (inside it, not clipped, not covered).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createRoom } from './browser.ts';

/** Where a box lies on the screen as the page is now (the page not scrolled). */
export async function placeOf(
  l: Locator,
): Promise<{ top: number; bottom: number; left: number; right: number }> {
  const box = await l.boundingBox();
  if (!box) throw new Error('not on the page');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** Every box lies whole inside the screen of this size. */
export async function expectOnScreen(
  boxes: [string, Locator][],
  screen: { width: number; height: number },
): Promise<void> {
  for (const [what, l] of boxes) {
    const at = await placeOf(l);
    expect(at.top, `${what} top`).toBeGreaterThanOrEqual(0);
    expect(at.bottom, `${what} bottom`).toBeLessThanOrEqual(screen.height);
    expect(at.left, `${what} left`).toBeGreaterThanOrEqual(0);
    expect(at.right, `${what} right`).toBeLessThanOrEqual(screen.width);
  }
}

/**
 * Whether an element can be seen whole as the page is now: inside the screen, not cut off by a
 * box that clips what overflows it and, when `hit`, the topmost thing at its centre (nothing
 * drawn over it; a finger landing there reaches it). Says what is wrong otherwise.
 */
export async function shownWhole(l: Locator, hit: boolean): Promise<string> {
  return l.evaluate((el, hit) => {
    const win = el.ownerDocument.defaultView!;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 'no size';
    if (r.left < 0 || r.top < 0 || r.right > win.innerWidth || r.bottom > win.innerHeight)
      return `off the screen: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const s = win.getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const q = p.getBoundingClientRect();
      if (
        r.left < q.left - 0.5 ||
        r.right > q.right + 0.5 ||
        r.top < q.top - 0.5 ||
        r.bottom > q.bottom + 0.5
      )
        return `cut off by .${p.className}`;
    }
    if (!hit) return 'shown';
    // A tooltip lets the pointer through (pointer-events: none): take the point as it would be.
    const style = (el as unknown as { style: { pointerEvents: string } }).style;
    const was = style.pointerEvents;
    style.pointerEvents = 'auto';
    const top = el.ownerDocument.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    style.pointerEvents = was;
    return top && (top === el || el.contains(top)) ? 'shown' : `under .${top?.className ?? 'nothing'}`;
  }, hit);
}

/**
 * Take a character once it is this seat's turn to choose: the first offered that `prefer` likes,
 * else the first one.
 */
export async function chooseCharacter(
  page: Page,
  prefer: (id: string) => boolean = () => false,
): Promise<void> {
  // The offer comes a moment after the start (a loaded machine takes longer): wait for it, or for
  // the identity of a game without a choice, before looking whether it is still there.
  const known = page.locator(
    ['red', 'blue', 'neutral'].map((c) => `[data-testid="my-identity"][data-camp="${c}"]`).join(', '),
  );
  await expect
    .poll(async () => (await page.getByTestId('character-offer').count()) + (await known.count()), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const until = Date.now() + 60_000;
  while ((await page.getByTestId('character-offer').count()) > 0 && Date.now() < until) {
    const offered = await page
      .getByTestId('offer-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-character') ?? ''))
      .catch(() => [] as string[]);
    const liked = offered.findIndex(prefer);
    await page
      .getByTestId('offer-choose')
      .nth(Math.max(liked, 0))
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(150);
  }
}

/**
 * From the lobby: a room of `seats` with bots in the others and long timers, this person in seat
 * 1, the game started, a character chosen and the identity dealt. `onOffer` looks at the table
 * while the characters are offered, before one is taken.
 */
export async function startSeated(
  page: Page,
  seats: number,
  prefer?: (id: string) => boolean,
  onOffer?: () => Promise<void>,
): Promise<void> {
  // Long timers: the test looks at the table while it waits for this player.
  await page.getByTestId('timer-input').fill('120');
  await page.getByTestId('response-timer-input').fill('120');
  await createRoom(page, seats, seats - 1);
  await page.getByTestId('sit-0').click();
  await page.getByTestId('start-game').click();
  if (onOffer) {
    await page.getByTestId('offer-choose').first().waitFor({ timeout: 30_000 });
    await onOffer();
  }
  await chooseCharacter(page, prefer);
  await expect
    .poll(() => page.getByTestId('my-identity').getAttribute('data-camp'), { timeout: 30_000 })
    .toMatch(/^(red|blue|neutral)$/);
}

/**
 * Wait until the game asks this player something, so the command bar holds buttons. A choice made
 * on a hand card (a card to discard) shows its buttons once the card is picked: pick it.
 */
export async function askedSomething(page: Page): Promise<void> {
  const command = page.getByTestId('command-bar').getByTestId('command').first();
  const card = page.locator('[data-testid="hand-card"][data-playable="true"]').first();
  const until = Date.now() + 90_000;
  while (!(await command.isVisible()) && Date.now() < until) {
    if (await card.isVisible()) await card.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
  await command.waitFor({ timeout: 5_000 });
  await page.getByTestId('hand-card').first().waitFor();
}

/** The boxes that must be on the screen together: every seat, your hand, identity, commands. */
export function tableBoxes(page: Page, seats: number): [string, Locator][] {
  return [
    ...Array.from({ length: seats }, (_, s): [string, Locator] => [
      `seat ${s}`,
      page.getByTestId(`seat-${s}`),
    ]),
    ['hand', page.getByTestId('my-hand')],
    ['first hand card', page.getByTestId('hand-card').first()],
    ['identity', page.getByTestId('my-identity')],
    ['command bar', page.getByTestId('command-bar')],
    ['first command', page.getByTestId('command-bar').getByTestId('command').first()],
  ];
}

/** What the page measures as it is now: its scrolled size and offset, and the window's size. */
async function pageSize(
  page: Page,
): Promise<{ height: number; width: number; scrollY: number; innerHeight: number; innerWidth: number }> {
  return page.evaluate(`({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    scrollY: window.scrollY,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  })`);
}

/**
 * A box brought into view the way a browser does it (a keyboard's focus, a wheel over its box):
 * says how far the page itself had to scroll for it, and puts the page back.
 */
async function reveal(l: Locator): Promise<number> {
  return l.evaluate((el) => {
    const win = el.ownerDocument.defaultView!;
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const y = win.scrollY;
    win.scrollTo(0, 0);
    return y;
  });
}

/**
 * Everything wrong with the table's fit in the window as it is now: the page taller or wider than
 * the window, a seat, a hand card or your identity out of it, the first command not in view as
 * the page opens, or any command that cannot be reached (seen whole and topmost) without
 * scrolling the page. Empty when it fits; null when the commands changed while it measured. The
 * bar's scroll is put back to its top afterwards.
 */
export async function fitProblems(page: Page, seats: number): Promise<string[] | null> {
  const offered = () =>
    page
      .getByTestId('command-bar')
      .getByTestId('command')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-index')} ${e.textContent}`).join('|'));
  const before = await offered();
  const out: string[] = [];
  const size = await pageSize(page);
  if (size.height > size.innerHeight) out.push(`page ${size.height} px tall`);
  if (size.width > size.innerWidth) out.push(`page ${size.width} px wide`);
  const boxes: [string, Locator][] = [
    ...Array.from({ length: seats }, (_, s): [string, Locator] => [
      `seat ${s}`,
      page.getByTestId(`seat-${s}`),
    ]),
    ['identity', page.getByTestId('my-identity')],
    ['command bar', page.getByTestId('command-bar')],
  ];
  const cards = await page.getByTestId('hand-card').all();
  cards.forEach((c, i) => boxes.push([`hand card ${i}`, c]));
  for (const [what, l] of boxes) {
    const at = await placeOf(l).catch(() => null);
    if (!at) continue; // gone meanwhile (a card played): nothing to measure
    if (at.top < 0 || at.left < 0 || at.bottom > size.innerHeight || at.right > size.innerWidth)
      out.push(`${what} off the window: ${Math.round(at.top)} to ${Math.round(at.bottom)}`);
  }
  const commands = page.getByTestId('command-bar').getByTestId('command');
  const n = await commands.count();
  if (n > 0) {
    const first = await shownWhole(commands.first(), true).catch(() => 'gone');
    if (first !== 'shown' && first !== 'gone') out.push(`first command ${first}`);
  }
  for (let i = 0; i < n; i++) {
    const c = commands.nth(i);
    const seen = await reveal(c)
      .then((y) => (y > 0 ? `needs the page scrolled by ${y} px` : shownWhole(c, true)))
      .catch(() => 'gone');
    if (seen !== 'shown' && seen !== 'gone') out.push(`command ${i} of ${n} ${seen}`);
  }
  await page
    .getByTestId('command-bar')
    .evaluate((el) => el.scrollTo(0, 0))
    .catch(() => undefined);
  const after = await pageSize(page);
  if (after.scrollY !== 0) out.push(`page scrolled to ${after.scrollY}`);
  // The game moved on while it was measured (a bot played, a timer ran): the boxes were not all
  // of one state; null asks for another look.
  if ((await offered()) !== before) return null;
  return out;
}
