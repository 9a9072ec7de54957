import { REDIRECT_AFTER_SUCCESS_MS } from '@nukkad/contracts';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { DEMO, appUrl, uniquePhone } from '../support/hosts';

/** Calls the API from inside the page, with its cookie (Node cannot resolve *.localhost for page.request). */
async function apiFromPage<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return { status: res.status, body: (await res.json()) as T };
  }, `/api${path}`);
}

async function logIn(page: Page, phone: string, password: string) {
  await page.goto(appUrl('rider', '/delivery/login'));
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('rider', '/delivery'));
}

test.describe('delivery partner sign-in', () => {
  test('a new partner signs up with the secret key, logs in and sees an empty dashboard', async ({ page }) => {
    const phone = uniquePhone('8');
    const password = 'fresh-rider-1';
    await page.goto(appUrl('rider', '/delivery/signup'));
    await expect(page).toHaveTitle(/Nukkad Rider/);
    await expect(page.getByLabel('Phone')).toHaveAttribute('maxlength', '10');

    await page.getByLabel('Username').fill('Kabir Singh');
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Secret key').fill('not-the-key');
    await page.getByRole('button', { name: 'Create account' }).click();
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Signup failed. Please check your details and try again.');
    await expect(failure).toContainText('Invalid secret key.');
    await expect(page).toHaveURL(appUrl('rider', '/delivery/signup'));

    await page.getByLabel('Secret key').fill(DEMO.rider.secretKey);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(appUrl('rider', '/delivery/login'), { timeout: REDIRECT_AFTER_SUCCESS_MS + 3000 });

    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(appUrl('rider', '/delivery'));

    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Kabir Singh' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Pending deliveries\s*0/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Commission earned\s*₹0/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Outstanding amount\s*₹0/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available orders', exact: true })).toBeVisible();
    // The demo's orders waiting for a partner are offered to every partner, a new one too.
    await expect(page.getByRole('button', { name: /^Accept order [A-Z0-9]{6}$/ }).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).toContain('"nukkad.delivery.session":"1"');
    expect(stored).not.toMatch(/eyJ/);

    // Signed in: the login and sign-up pages lead back to the dashboard.
    await page.goto(appUrl('rider', '/delivery/login'));
    await expect(page).toHaveURL(appUrl('rider', '/delivery'));
    await page.goto(appUrl('rider', '/delivery/signup'));
    await expect(page).toHaveURL(appUrl('rider', '/delivery'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(appUrl('rider', '/delivery/login'));
    expect((await apiFromPage(page, '/delivery/me')).status).toBe(401);

    await page.goto(appUrl('rider', '/delivery'));
    await expect(page).toHaveURL(appUrl('rider', '/delivery/login'));
    await page.goto(appUrl('rider', '/delivery/outstandingAmountDetails'));
    await expect(page).toHaveURL(appUrl('rider', '/delivery/login'));
  });

  test('wrong credentials show the spec message', async ({ page }) => {
    await page.goto(appUrl('rider', '/delivery/login'));
    await page.getByLabel('Phone').fill(DEMO.rider.phone);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials and try again.');
    await expect(page).toHaveURL(appUrl('rider', '/delivery/login'));
  });

  test('the demo rider logs in and moves around', async ({ page }) => {
    await logIn(page, DEMO.rider.phone, DEMO.rider.password);
    const { deliveryBoy } = (await apiFromPage<{ deliveryBoy: { name: string } }>(page, '/delivery/me')).body;
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${deliveryBoy.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /Commission earned\s*₹/ })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Nukkad Rider');

    await page.getByRole('link', { name: 'Commission', exact: true }).click();
    await expect(page).toHaveURL(appUrl('rider', '/delivery/commissionHistory'));
    await expect(page.getByRole('heading', { level: 1, name: 'Commission history' })).toBeVisible();
    await page.getByRole('link', { name: 'Outstanding', exact: true }).click();
    await expect(page).toHaveURL(appUrl('rider', '/delivery/outstandingAmountDetails'));
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(appUrl('rider', '/delivery'));
  });

  test('the dashboard asks for its orders while its code is still on the way, not after', async ({ page, browser }) => {
    await logIn(page, DEMO.rider.phone, DEMO.rider.password);
    // A browser with the same session but an empty cache: the page's code has to come over the network.
    const fresh = await browser.newContext({ storageState: await page.context().storageState() });
    const tab = await fresh.newPage();
    const seen: string[] = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/delivery/get-available-orders') seen.push('orders asked');
    });
    tab.on('requestfinished', (request) => {
      if (/^\/assets\/dashboard-[^/]+\.js$/.test(new URL(request.url()).pathname)) seen.push('page code loaded');
    });
    await tab.goto(appUrl('rider', '/delivery'));
    await expect(tab.getByRole('heading', { name: 'Available orders', exact: true })).toBeVisible();
    expect(seen.slice(0, 2)).toEqual(['orders asked', 'page code loaded']);
    await fresh.close();
  });

  test('an invalid session logs the partner out to the login page', async ({ page }) => {
    await logIn(page, DEMO.rider.phone, DEMO.rider.password);
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(appUrl('rider', '/delivery/login'));
    expect(await page.evaluate(() => window.localStorage.getItem('nukkad.delivery.session'))).toBeNull();
  });
});
