import { REDIRECT_AFTER_SUCCESS_MS } from '@nukkad/contracts';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectRedirectAfter } from '../support/clock';
import { DEMO, appUrl, uniquePhone } from '../support/hosts';

/** Calls the API from inside the page, with its cookie (Node cannot resolve *.localhost for page.request). */
async function apiFromPage<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return { status: res.status, body: (await res.json()) as T };
  }, `/api${path}`);
}

async function logIn(page: Page, phone: string, password: string) {
  await page.goto(appUrl('seller', '/seller-login'));
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login Successful! 🎉')).toBeVisible();
  await expect(page).toHaveURL(appUrl('seller', '/seller'));
}

test.describe('seller sign-in', () => {
  test('a new seller signs up, waits 2 s for the login page, logs in and sees an empty shop', async ({ page }) => {
    const phone = uniquePhone('6');
    const password = 'fresh-seller-1';
    await page.clock.install();
    await page.goto(appUrl('seller', '/seller-signup'));
    await expect(page).toHaveTitle(/Nukkad Seller/);

    // The passwords must match before anything is sent.
    await page.getByLabel('Username').fill('Meena Sweets');
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Passwords do not match. ❌')).toBeVisible();

    await page.getByLabel('Confirm password').fill(password);
    await expectRedirectAfter(page, {
      act: () => page.getByRole('button', { name: 'Sign up' }).click(),
      shown: page.getByText('Signup Successful! 🎉'),
      from: appUrl('seller', '/seller-signup'),
      to: appUrl('seller', '/seller-login'),
      delayMs: REDIRECT_AFTER_SUCCESS_MS,
    });

    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login Successful! 🎉')).toBeVisible();
    await expect(page).toHaveURL(appUrl('seller', '/seller'), { timeout: REDIRECT_AFTER_SUCCESS_MS + 3000 });

    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Meena Sweets' })).toBeVisible();
    await expect(page.getByText('No shop details found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your shop' })).toHaveAttribute('href', '/seller/add-shop');
    await expect(page.getByRole('link', { name: /Products\s*0/ })).toBeVisible();
    // The session is the httpOnly cookie; the app keeps only a marker, never the token.
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).toContain('"nukkad.seller.session":"1"');
    expect(stored).not.toMatch(/eyJ/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto(appUrl('seller', '/seller-login'));
    await page.getByLabel('Phone').fill(DEMO.seller.phone);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid phone or password.')).toBeVisible();
    await expect(page).toHaveURL(appUrl('seller', '/seller-login'));
  });

  test('the demo seller sees their shop and products', async ({ page }) => {
    await logIn(page, DEMO.seller.phone, DEMO.seller.password);

    const reply = await apiFromPage<{ sellerDetails: { username: string; shop: { name: string } | null } }>(page, '/auth/getSellerDetails');
    expect(reply.status).toBe(200);
    const { sellerDetails } = reply.body;
    expect(sellerDetails.shop).not.toBeNull();

    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${sellerDetails.username}` })).toBeVisible();
    await expect(page.getByText(sellerDetails.shop!.name, { exact: true })).toBeVisible();
    await expect(page.getByText(/^(Open|Closed)$/)).toBeVisible();
    const products = page.getByRole('link', { name: /Products\s*\d+/ });
    const count = Number((await products.innerText()).replace(/\D+/g, ''));
    expect(count).toBeGreaterThan(0);
    // The tab title leads with the unread order notifications (the demo seller has orders waiting).
    const unread = await apiFromPage<{ count: number }>(page, '/notification/unread-order-notifications');
    expect(unread.body.count).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`(${unread.body.count}) Dashboard · Nukkad Seller`);

    // The profile page shows the same seller and shop.
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText(DEMO.seller.phone)).toBeVisible();
    await expect(page.getByText(sellerDetails.shop!.name, { exact: true })).toBeVisible();

    // The products page lists the same number of products the dashboard counts.
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(appUrl('seller', '/seller/my-products'));
    await expect(page.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible();
    await expect(page.getByText(`${count} products`)).toBeVisible();
  });

  test('the theme toggle is kept over a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await logIn(page, DEMO.seller.phone, DEMO.seller.password);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('logout returns to the login page, and /seller then asks to log in again', async ({ page }) => {
    await logIn(page, DEMO.seller.phone, DEMO.seller.password);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello,');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(appUrl('seller', '/seller-login'));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // The cookie is gone too: the server no longer knows this browser.
    expect((await apiFromPage(page, '/auth/getSellerDetails')).status).toBe(401);

    await page.goto(appUrl('seller', '/seller'));
    await expect(page).toHaveURL(appUrl('seller', '/seller-login'));
    await page.goto(appUrl('seller', '/'));
    await expect(page).toHaveURL(appUrl('seller', '/seller-login'));
  });

  test('a seller with the marker who opens the login page goes to the dashboard; unknown pages say so', async ({ page }) => {
    await logIn(page, DEMO.seller.phone, DEMO.seller.password);
    await page.goto(appUrl('seller', '/seller/login'));
    await expect(page).toHaveURL(appUrl('seller', '/seller'));
    await page.goto(appUrl('seller', '/no-such-page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
