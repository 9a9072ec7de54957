import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { DEMO, appUrl } from '../support/hosts';

const SESSION_MARKER = 'nukkad.admin.session';

type Credentials = { email: string; password: string; secretKey: string };

/** A fresh e-mail per run, so sign-ups never collide. */
const uniqueEmail = () => `admin.${Date.now()}${Math.floor(Math.random() * 1000)}@nukkad.test`;

async function logIn(page: Page, { email, password, secretKey }: Credentials) {
  await page.goto(appUrl('admin', '/admin/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Secret key').fill(secretKey);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function expectDashboard(page: Page, name: string) {
  await expect(page).toHaveURL(appUrl('admin', '/admin/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Nukkad Admin');
}

test('a new admin signs up with the secret key, logs in and sees the dashboard', async ({ page }) => {
  const admin = { name: 'Meera Nair', email: uniqueEmail(), password: 'meera-pass-1', secretKey: DEMO.admin.secretKey };

  await page.goto(appUrl('admin', '/admin/signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create an admin account' })).toBeVisible();
  await page.getByLabel('Name').fill(admin.name);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);

  // A wrong key is refused with the server's own message.
  await page.getByLabel('Secret key').fill('not-the-key');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid secret key.');
  await expect(page).toHaveURL(appUrl('admin', '/admin/signup'));

  await page.getByLabel('Secret key').fill(admin.secretKey);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Account created successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(appUrl('admin', '/admin/login'));

  await logIn(page, admin);
  await expectDashboard(page, admin.name);
  // The overview shows the database's figures: the demo's orders are counted.
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(/₹[\d,]+\.\d{2}/);
  for (const card of ['Orders', 'Delivery Boys', 'Sales', 'Outstanding Amount']) {
    await expect(page.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();
  }

  const tiles = page.getByRole('region', { name: 'Manage' });
  const links = [
    ['Sellers Details', '/admin/getSellers'],
    ['Product Details', '/admin/adminProducts'],
    ['Order Details', '/admin/all-orders'],
    ['User Details', '/admin/userDetails'],
    // Linkless in the spec; here it opens the queries inbox (a step past the spec).
    ['Customer Queries', '/admin/queries'],
  ] as const;
  for (const [name, href] of links) {
    await expect(tiles.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  await tiles.getByRole('link', { name: /Sellers Details/ }).click();
  await expect(page).toHaveURL(appUrl('admin', '/admin/getSellers'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sellers' })).toBeVisible();
  await expect(page.getByLabel('Search sellers')).toBeVisible();
});

test('the demo admin logs in after a wrong password is refused', async ({ page }) => {
  await logIn(page, { ...DEMO.admin, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials or server error');
  await expect(page).toHaveURL(appUrl('admin', '/admin/login'));

  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectDashboard(page, DEMO.admin.name);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_MARKER)).toBe('1');

  // Signed in, the login page is skipped.
  await page.goto(appUrl('admin', '/admin/login'));
  await expect(page).toHaveURL(appUrl('admin', '/admin/dashboard'));
});

test('after Logout the dashboard sends the admin to login', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await expectDashboard(page, DEMO.admin.name);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(appUrl('admin', '/admin/login'));
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_MARKER)).toBeNull();
  // The cookie session is over too, not just the marker.
  expect(await page.evaluate(async () => (await fetch('/api/admin/me')).status)).toBe(401);

  await page.goto(appUrl('admin', '/admin/dashboard'));
  await expect(page).toHaveURL(appUrl('admin', '/admin/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
});

test('an expired session goes back to login even with the marker set', async ({ page }) => {
  await page.goto(appUrl('admin', '/admin/login'));
  await page.evaluate((key) => window.localStorage.setItem(key, '1'), SESSION_MARKER);
  await page.goto(appUrl('admin', '/admin/dashboard'));
  await expect(page).toHaveURL(appUrl('admin', '/admin/login'));
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_MARKER)).toBeNull();
});

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('the dark/light choice survives a reload', async ({ page }) => {
    await logIn(page, DEMO.admin);
    await expectDashboard(page, DEMO.admin.name);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.getByText(`Welcome, ${DEMO.admin.name}`)).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
