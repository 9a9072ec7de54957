import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { waitForSettledScreen } from '../support/axe';
import type { AppHost } from '../support/hosts';
import { appUrl, signInCustomer } from '../support/hosts';
import type { Screen } from '../support/screens';
import {
  PARTNER_APPS,
  customerAccountScreens,
  customerAuthScreens,
  customerBrowseScreens,
  openCheckout,
  openScreen,
  putDishInFoodCart,
} from '../support/screens';

// Every screen of the four apps at 360 px, the narrowest common phone: the page never scrolls sideways, and every
// link and button of a fixed or sticky bar (header, bottom tabs) lies inside the screen, where a thumb can reach it.

const NARROW = { width: 360, height: 800 } as const;

type Overflow = {
  /** The widest of the page's scroll widths (html and body), in CSS pixels. */
  scrollWidth: number;
  /** Each link or button of a fixed or sticky bar that reaches outside 0..width, with where it lies. */
  barItemsOutside: string[];
  /** Links or buttons of one bar drawn over each other, or past their place (a name sliding under the buttons beside it). */
  barItemsOverlapping: string[];
};

/** Measures how far the open page reaches past `width`, as a phone that wide would show it. */
function measureOverflow(page: Page, width: number): Promise<Overflow> {
  return page.evaluate((width) => {
    const bars = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
      const { position } = getComputedStyle(el);
      return position === 'fixed' || position === 'sticky';
    });
    /** What must lie inside the screen for an item: the item, or the strip it scrolls in (chips beyond it are a swipe away). */
    const shownBox = (item: HTMLElement, bar: HTMLElement) => {
      for (let el: HTMLElement | null = item.parentElement; el && bar.contains(el); el = el.parentElement) {
        const { overflowX } = getComputedStyle(el);
        if (overflowX === 'auto' || overflowX === 'scroll') return el;
      }
      return item;
    };
    /** How far the item's own text (not a badge placed over its corner) runs past the item's right edge. */
    const textPast = (item: HTMLElement) => {
      const right = item.getBoundingClientRect().right;
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      let past = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let placed = false;
        for (let el = node.parentElement; el && el !== item; el = el.parentElement) placed ||= getComputedStyle(el).position === 'absolute';
        if (placed || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        past = Math.max(past, range.getBoundingClientRect().right - right);
      }
      return past;
    };
    const checked = new Set<HTMLElement>();
    const barItemsOverlapping: string[] = [];
    const nameOf = (el: HTMLElement) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (const bar of bars) {
      const items = Array.from(bar.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="link"]'));
      for (const item of items) checked.add(shownBox(item, bar));
      const drawn = items.filter((el) => el.getBoundingClientRect().width > 0 && shownBox(el, bar) === el);
      for (const el of drawn) {
        const past = textPast(el);
        if (past > 1) barItemsOverlapping.push(`"${nameOf(el)}": its text runs ${Math.round(past)} px past its place`);
      }
      drawn.forEach((a, i) =>
        drawn.slice(i + 1).forEach((b) => {
          if (a.contains(b) || b.contains(a)) return;
          const [x, y] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
          const overlap = Math.min(x.right, y.right) - Math.max(x.left, y.left);
          if (overlap > 1 && Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top) > 1) barItemsOverlapping.push(`"${nameOf(a)}" and "${nameOf(b)}" by ${Math.round(overlap)} px`);
        }),
      );
    }
    const barItemsOutside: string[] = [];
    for (const el of checked) {
      const box = el.getBoundingClientRect();
      // Not drawn (display: none, e.g. the wide header on a phone).
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < 0 || box.right > width) {
        barItemsOutside.push(`${el.tagName.toLowerCase()} "${nameOf(el)}" at ${Math.round(box.left)}..${Math.round(box.right)} px`);
      }
    }
    return { scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth), barItemsOutside, barItemsOverlapping };
  }, width);
}

/** Checks the open screen, once settled, fits the narrow width; every screen is checked even after one fails. */
async function expectFitsNarrow(page: Page, label: string) {
  await waitForSettledScreen(page);
  const overflow = await measureOverflow(page, NARROW.width);
  expect.soft(overflow.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(NARROW.width);
  expect.soft(overflow.barItemsOutside, `${label}: bar items outside the screen`).toEqual([]);
  expect.soft(overflow.barItemsOverlapping, `${label}: bar items drawn over each other`).toEqual([]);
}

async function checkScreen(page: Page, host: AppHost, screen: Screen, who: string) {
  const label = `${host} ${screen.name} (${who})`;
  await test.step(label, async () => {
    await openScreen(page, host, screen);
    await expectFitsNarrow(page, label);
  });
}

test.describe('screens at 360 px', () => {
  test.use({ viewport: NARROW, colorScheme: 'light' });
  // Each test opens up to 25 screens on a busy 2-core machine.
  test.describe.configure({ timeout: 300_000 });

  test('the width check finds a page that scrolls sideways and a bar button outside the screen, not a chip of a scrolling strip', async ({
    page,
  }) => {
    await page.setContent(
      '<html lang="en"><body style="margin:0"><main><h1>Wide</h1><div style="width:374px;height:10px"></div></main>' +
        '<nav style="position:sticky;top:0;width:300px;display:flex;overflow-x:auto"><a href="/a" style="flex:none;width:200px">Starters</a>' +
        '<a href="/b" style="flex:none;width:200px">Desserts</a></nav>' +
        '<nav style="position:fixed;bottom:0;left:0;display:flex"><a href="/">Home</a>' +
        '<button style="position:relative;left:330px;width:60px">Profile</button></nav></body></html>',
    );
    const overflow = await measureOverflow(page, NARROW.width);
    expect(overflow.scrollWidth).toBe(374);
    expect(overflow.barItemsOutside).toHaveLength(1);
    expect(overflow.barItemsOutside[0]).toMatch(/^button "Profile" at \d+\.\.\d+ px$/);
  });

  test('no customer screen scrolls sideways at 360 px, signed out or signed in', async ({ page }) => {
    await page.goto(appUrl('shop', '/'));
    const browse = await customerBrowseScreens(page);
    for (const screen of [...browse, ...customerAuthScreens]) await checkScreen(page, 'shop', screen, 'signed out');

    await signInCustomer(page);
    await putDishInFoodCart(page);
    for (const screen of [...(await customerAccountScreens(page)), ...browse]) await checkScreen(page, 'shop', screen, 'signed in');
    await test.step('shop checkout (signed in)', async () => {
      await openCheckout(page);
      await expectFitsNarrow(page, 'shop checkout (signed in)');
    });
  });

  for (const app of PARTNER_APPS) {
    test(`no ${app.role} screen scrolls sideways at 360 px, signed out or signed in`, async ({ page }) => {
      for (const screen of app.signedOut) await checkScreen(page, app.host, screen, 'signed out');
      await app.signIn(page);
      for (const screen of await app.signedIn(page)) await checkScreen(page, app.host, screen, 'signed in');
    });
  }
});
