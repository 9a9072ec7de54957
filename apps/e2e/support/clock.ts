import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Lets the page run one turn of its message queue, where React flushes the effects of a render it has shown. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/**
 * Checks a delayed redirect on the page's own clock rather than the wall clock: after `act`, once `shown` is
 * visible, the page stays on `from` until `delayMs` of page time have passed, then goes to `to`.
 * Needs `page.clock.install()` before the page loaded; the clock runs freely again afterwards.
 */
export async function expectRedirectAfter(
  page: Page,
  { act, shown, from, to, delayMs }: { act: () => Promise<void>; shown: Locator; from: string; to: string; delayMs: number },
) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await act();
  // Paused, the page's timers run only when moved on: 1 ms at a time until the success shows.
  let stepped = 0;
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      stepped += 1;
      return shown.isVisible();
    })
    .toBe(true);
  await settle(page);
  // The redirect was scheduled at most `stepped` ms of page time ago.
  expect(stepped).toBeLessThan(delayMs);
  await page.clock.runFor(delayMs - stepped - 1);
  await settle(page);
  await expect(page).toHaveURL(from);
  await page.clock.runFor(stepped + 1);
  await expect(page).toHaveURL(to);
  await page.clock.resume();
}
