import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, appUrl, latestOtp, uniquePhone, waitForHydration } from '../support/hosts';

test.use({ colorScheme: 'light' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TAGLINE = 'Food & groceries, nearby';
const EMOJI = /\p{Extended_Pictographic}/u;

test.describe('a reload keeps the one-time code step', () => {
  test('login: the phone comes back with the countdown, so Login works without retyping it', async ({ page, request }) => {
    // A customer of its own, so this journey spends none of the demo customer's codes.
    const phone = await signedUpCustomer(page, request);
    await page.goto(appUrl('shop', '/login'));
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('timer')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);
    await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in (2:00|1:[0-5]\d)$/);

    await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(await latestOtp(page, phone));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Successful! 🎉')).toBeVisible();
    await expect(page.getByText('Fill all fields')).toHaveCount(0);
  });

  test('signup: the code step and its 2-minute countdown survive a reload without sending a second code', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto(appUrl('shop', '/signup'));
    await page.getByLabel('Full name').fill('Kavya Iyer');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in (2:00|1:5\d)$/);
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
    const code = await latestOtp(page, phone);

    await page.reload();
    const boxes = page.getByRole('group', { name: 'One-time code' }).getByRole('textbox');
    await expect(boxes).toHaveCount(4);
    await expect(page.getByText(phone)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in 1:[0-5]\d$/);
    const outbox = (await (await page.request.get(apiUrl(`/dev/outbox?phone=${phone}`))).json()) as { messages: unknown[] };
    expect(outbox.messages).toHaveLength(1);
    // Only the expiry and the details are kept, never the code.
    const stored = await page.evaluate(() => Object.values(window.localStorage).join('\n'));
    expect(stored).not.toContain(code);

    // A wrong code is refused with the spec's cross mark.
    const wrong = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    await boxes.nth(0).click();
    await page.keyboard.type(wrong.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/ ❌$/)).toBeVisible();

    for (let i = 0; i < 4; i++) await boxes.nth(i).fill(code[i]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Signup Successful! 🎉')).toBeVisible();
  });
});

test.describe('home', () => {
  test('the install banner stays closed after a reload', async ({ page }) => {
    await page.goto(appUrl('shop', '/'));
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss install banner' }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Browse Categories' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('pictures are drawn, not emoji: hero, category tiles and the demo images', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('shop', '/'));
    const art = page.locator('.hero__art');
    await expect(art.locator('svg')).toHaveCount(6);
    expect(await art.textContent()).not.toMatch(EMOJI);
    const tiles = page.getByRole('region', { name: 'Browse Categories' });
    await expect(tiles.locator('svg')).toHaveCount(3);
    expect(await tiles.textContent()).not.toMatch(EMOJI);

    // The featured products arrive after the first paint: their pictures are read once the cards show.
    const cardImages = page.getByRole('region', { name: 'Featured Products' }).locator('article img');
    await expect(cardImages.first()).toBeVisible();
    const images = await cardImages.evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''),
    );
    const demo = images.filter((src) => src.startsWith('/demo-images/'));
    expect(demo.length).toBeGreaterThan(3);
    for (const src of demo.slice(0, 6)) {
      const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src);
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(EMOJI);
    }
  });
});

test.describe('layout', () => {
  test('the desktop header carries the tagline', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('shop', '/'));
    await expect(page.locator('.top-bar').getByText(TAGLINE)).toBeVisible();
  });

  test('a category row that overflows on a desktop scrolls with Previous and Next', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(appUrl('shop', '/products/groceries/Fruits'));
    const region = page.getByRole('region', { name: 'Everyday Fruits' });
    const list = region.getByRole('list');
    await expect(region.getByRole('article')).toHaveCount(5);
    const next = region.getByRole('button', { name: 'Next items in Everyday Fruits' });
    const previous = region.getByRole('button', { name: 'Previous items in Everyday Fruits' });
    await expect(next).toBeVisible();
    await expect(previous).toBeDisabled();

    // The fifth card is cut at first, and in full view after Next.
    const last = region.getByRole('article').last();
    const rightEdge = async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width;
    const listRight = async () => (await list.boundingBox())!.x + (await list.boundingBox())!.width;
    expect(await rightEdge()).toBeGreaterThan(await listRight());
    await next.click();
    await expect.poll(rightEdge).toBeLessThanOrEqual(await listRight());
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();

    // A row whose cards all fit has no buttons.
    const exotic = page.getByRole('region', { name: 'Exotic Fruits' });
    await expect(exotic.getByRole('article').first()).toBeVisible();
    await expect(exotic.getByRole('button', { name: /items in Exotic Fruits/ })).toHaveCount(0);
  });

  test('every product card in a row has its price and Add at the same height, with or without a discount', async ({ page }) => {
    // On a phone the cards are narrowest: a discounted price beside Add has the least room there.
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('shop', '/'));
    const cards = page.getByRole('region', { name: 'Featured Products' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const rows = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const add = article.querySelector('.cart-control__add');
        const price = article.querySelector('.product-card__amount');
        return {
          top: Math.round(article.getBoundingClientRect().top),
          discounted: article.querySelector('s') !== null,
          add: add ? Math.round(add.getBoundingClientRect().top) : null,
          price: Math.round(price!.getBoundingClientRect().bottom),
        };
      }),
    );
    const byRow = new Map<number, typeof rows>();
    for (const card of rows) byRow.set(card.top, [...(byRow.get(card.top) ?? []), card]);
    let mixedRows = 0;
    for (const row of byRow.values()) {
      const adds = new Set(row.flatMap((card) => (card.add === null ? [] : [card.add])));
      expect(adds.size).toBeLessThanOrEqual(1);
      expect(new Set(row.map((card) => card.price)).size).toBe(1);
      if (row.some((card) => card.discounted) && row.some((card) => !card.discounted)) mixedRows++;
    }
    expect(mixedRows).toBeGreaterThan(0);
  });

  test('on a phone, rows run to the screen edge and shop pictures keep their 4:3 shape', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(appUrl('shop', '/products/groceries/Fruits'));
    const row = page.getByRole('region', { name: 'Everyday Fruits' }).getByRole('list');
    await expect(row.getByRole('article').first()).toBeVisible();
    const box = (await row.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(PHONE.width);
    // No Previous/Next on a phone: the row is swiped.
    await expect(page.getByRole('button', { name: 'Next items in Everyday Fruits' })).toBeHidden();

    await page.goto(appUrl('shop', '/'));
    const media = page.getByRole('region', { name: 'Popular Shops' }).locator('.shop-tile__media').first();
    await expect(media).toBeVisible();
    const shape = (await media.boundingBox())!;
    expect(shape.height / shape.width).toBeCloseTo(0.75, 2);
  });

  test('on a 360 px phone the search placeholders show whole: home, results and restaurants', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const boxes: [string, string][] = [
      ['/', 'Search for food, groceries or shops'],
      ['/search/milk', 'Search for food, groceries or shops'],
      ['/products/restaurants', 'Search restaurants'],
    ];
    for (const [path, name] of boxes) {
      await page.goto(appUrl('shop', path));
      const box = page.getByRole('searchbox', { name });
      await expect(box).toBeVisible();
      // The placeholder's width in the input's own font, against the room the input gives its text.
      const fit = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text, path).toBeGreaterThan(0);
      expect(fit.text, path).toBeLessThanOrEqual(fit.room);
    }
    // On a phone the Search button is an arrow, still named Search.
    await page.goto(appUrl('shop', '/'));
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });

  test('an unknown grocery category is a not-found page, with a way back and no Retry', async ({ page }) => {
    await page.goto(appUrl('shop', '/products/groceries/NoSuchThing'));
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.getByRole('link', { name: 'All categories' }).click();
    await expect(page).toHaveURL(appUrl('shop', '/products/groceries'));
  });
});

test.describe('shop', () => {
  test('a shop opened from a list asks for its shop while its own code is still loading, not after', async ({ page, request }) => {
    const restaurants = await request.get(apiUrl('/shop/get-restaurants?page=1&search='));
    const [shop] = ((await restaurants.json()) as { restaurants: { _id: string; name: string }[] }).restaurants;
    // The shop page's own chunk (shop-<hash>.js, not shop-rating-…) is held back for 2 s: only a call started outside it can come first.
    const shopChunk = /\/assets\/shop-[\w-]{8}\.js$/;
    await page.route(shopChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    const events: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/shop/getShopAndProducts/')) events.push('shop asked');
    });
    page.on('requestfinished', (done) => {
      if (shopChunk.test(new URL(done.url()).pathname)) events.push('page code loaded');
    });

    // Opened in the app (a page loaded from the server comes with its shop already in it).
    await page.goto(appUrl('shop', '/products/restaurants'));
    await waitForHydration(page);
    await page.getByRole('list', { name: 'Restaurants' }).getByRole('link').filter({ hasText: shop.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    expect(events).toEqual(['shop asked', 'page code loaded']);
  });
});

/** Signs a new customer up through the API, outside the page's session, and returns their phone. */
async function signedUpCustomer(page: Page, request: APIRequestContext): Promise<string> {
  const phone = uniquePhone('8');
  const formData = { phone, username: 'Rohan Mehta' };
  expect((await request.post(apiUrl('/auth/send-otp'), { data: { formData } })).ok()).toBe(true);
  const otp = await latestOtp(page, phone);
  expect((await request.post(apiUrl('/auth/user-signup'), { data: { formData, otp } })).ok()).toBe(true);
  return phone;
}

/** A speech recognition that fails with `error` as soon as it starts, as a blocked or missing microphone does. */
async function failingMicrophone(page: Page, error: string) {
  await page.addInitScript((code) => {
    class FailingRecognition {
      lang = '';
      maxAlternatives = 1;
      interimResults = false;
      continuous = false;
      onresult: unknown = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: code });
          this.onend?.();
        }, 50);
      }
      abort() {}
    }
    Object.assign(window, { webkitSpeechRecognition: FailingRecognition });
  }, error);
}

test('voice search says why it stopped when the microphone fails', async ({ page }) => {
  await failingMicrophone(page, 'not-allowed');
  await page.goto(appUrl('shop', '/'));
  await page.getByRole('button', { name: 'Search by voice' }).click();
  await expect(page.getByRole('alert')).toContainText('Microphone access is blocked');
  await expect(page.getByRole('button', { name: 'Search by voice' })).toBeVisible();
});
