import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiUrl, appUrl, waitForHydration } from '../support/hosts';

// The customer's public pages come from the server with their content, and React takes them over as they are.

type Shop = { _id: string; name: string };
type Product = { name: string };

async function demoCatalogue(page: Page) {
  const shops = ((await (await page.request.get(apiUrl('/home/get-popular-shops'))).json()) as { shops: Shop[] }).shops;
  const restaurants = ((await (await page.request.get(apiUrl('/shop/get-restaurants?page=1&search='))).json()) as { restaurants: Shop[] })
    .restaurants;
  const fruits = ((await (await page.request.get(apiUrl('/grocery?category=Fruits&page=1'))).json()) as { products: Product[] }).products;
  // The spec's search reply is the list itself.
  const paneer = (await (await page.request.get(apiUrl('/common/search/paneer?page=1'))).json()) as Product[];
  return { shops, restaurants, fruits, paneer };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, a category, the restaurants, a shop and search results show their content', async ({ page }) => {
    const { shops, restaurants, fruits, paneer } = await demoCatalogue(page);
    expect(shops.length).toBeGreaterThan(0);

    await page.goto(appUrl('shop', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular Shops' }).getByText(shops[0]!.name).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Products' }).getByRole('article').first()).toBeVisible();

    await page.goto(appUrl('shop', '/products/groceries/Fruits'));
    await expect(page.getByText(fruits[0]!.name).first()).toBeVisible();

    await page.goto(appUrl('shop', '/products/restaurants'));
    await expect(page.getByRole('list', { name: 'Restaurants' }).getByText(restaurants[0]!.name).first()).toBeVisible();

    await page.goto(appUrl('shop', `/shop/${restaurants[0]!._id}`));
    await expect(page.getByRole('heading', { level: 1, name: restaurants[0]!.name })).toBeVisible();

    await page.goto(appUrl('shop', '/search/paneer'));
    await expect(page.getByRole('heading', { name: /^Results for .?paneer.?$/ })).toBeVisible();
    await expect(page.getByText(paneer[0]!.name).first()).toBeVisible();
  });

  test('a signed-in page comes as the frame, and an unknown page as a 404 with a way home', async ({ page }) => {
    const cart = await page.goto(appUrl('shop', '/cart'));
    expect(cart?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Nukkad home' }).first()).toBeVisible();

    const missing = await page.goto(appUrl('shop', '/no-such-page'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('a server-rendered page hydrates as it is: no mismatch, the same elements, and no second call for its data', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const dataCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/common/search/')) dataCalls.push(sent.url());
  });
  // The app's script waits until the server's elements are marked, so the test sees whether React kept or replaced them
  // (a module script also holds DOMContentLoaded, so the page is awaited by its content).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto(appUrl('shop', '/search/paneer'), { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: /^Results for .?paneer.?$/ });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  release();
  await waitForHydration(page);

  // Interactive: the search box now searches in the app, without a page load.
  const box = page.getByRole('searchbox').first();
  await box.fill('milk');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /^Results for .?milk.?$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Results for .?milk.?$/ })).toHaveAttribute('data-from-server', 'yes');
  expect(dataCalls.filter((url) => url.includes('/paneer'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a page the server could not render still works as the app alone', async ({ page }) => {
  // The shell the server sends when a render fails (index.html as built), in place of the rendered page.
  await page.goto(appUrl('shop', '/favicon.svg'));
  const shell = await page.evaluate(async () => (await fetch('/index.html')).text());
  expect(shell).toContain('<div id="root"></div>');
  await page.route(appUrl('shop', '/search/paneer'), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shell }));

  await page.goto(appUrl('shop', '/search/paneer'));
  await expect(page.getByRole('heading', { name: /^Results for .?paneer.?$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the theme chosen is the one the server renders the next page in', async ({ page }) => {
  await page.goto(appUrl('shop', '/'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const html = await page.evaluate(async () => (await fetch('/products/restaurants')).text());
  expect(html).toMatch(/<html lang="en" data-theme="dark"/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
});
