import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForHydration } from './hosts';

/** A customer page of the app (not one of its files): it comes rendered by the server and is then hydrated. */
function isRenderedPage(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname.startsWith('shop.') && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * A customer page shows its content before React has taken it over, and a tap in that moment does nothing: here a
 * goto or reload of one returns once it is hydrated, as a person waits for a page to respond.
 */
export function waitForHydrationOnArrival(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (isRenderedPage(url) && options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (isRenderedPage(page.url())) await waitForHydration(page);
    return response;
  };
  return page;
}

/** Playwright's test, with the page of each test waiting for hydration on arrival (see above). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydrationOnArrival(page));
  },
});

export { expect } from '@playwright/test';
