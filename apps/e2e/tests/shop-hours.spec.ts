import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiUrl, appUrl, uniquePhone } from '../support/hosts';
import { logInSeller } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 360, height: 800 } });

const MINUTE = 60_000;
// The card's times in Kolkata, written with the platform's time-zone data rather than the app's arithmetic.
const kolkata = (at: Date, parts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', ...parts }).format(at);
const clock = (at: Date) => kolkata(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const sameDay = (a: Date, b: Date) => kolkata(a, { dateStyle: 'short' }) === kolkata(b, { dateStyle: 'short' });
/** The whole minute `minutes` from now. */
const minuteFromNow = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);

/** Sets Monday's span in the form and copies it to every day. */
async function everyDay(page: Page, opens: Date, closes: Date) {
  await page.getByLabel('Mon opens', { exact: true }).fill(clock(opens));
  await page.getByLabel('Mon closes', { exact: true }).fill(clock(closes));
  await page.getByRole('button', { name: 'Copy Monday to every day' }).click();
}

async function restaurantCard(page: Page, name: string) {
  await page.getByLabel('Search restaurants').fill(name);
  return page.getByRole('link', { name: new RegExp(name) });
}

test('a seller sets weekly hours on the shop form and the restaurant card reads them', async ({ page, browser, request }) => {
  const phone = uniquePhone('6');
  const password = 'hours-shop-1';
  const signup = await request.post(apiUrl('/auth/seller-signup'), { data: { formData: { username: 'Late Night Rolls', phone, password, confirmPassword: password } } });
  expect(signup.ok()).toBe(true);
  await logInSeller(page, phone, password);
  await page.goto(appUrl('seller', '/seller/add-shop'));
  await page.getByLabel('Shop name').fill('Hours Roll Corner');
  await page.getByLabel('Category').selectOption('Restaurant');

  // Hours that start in two hours: the shop is closed now and says when it opens.
  await expect(page.getByText(/No hours set/)).toBeVisible();
  await page.getByLabel('Open and close by itself at set hours').check();
  const opens = minuteFromNow(120);
  await everyDay(page, opens, minuteFromNow(180));
  // A second span that overlaps the first is refused, naming the day.
  await page.getByTestId('hours-tue').getByRole('button', { name: '+ Add a second span' }).click();
  await page.getByLabel('Tue opens (second span)').fill(clock(minuteFromNow(150)));
  await page.getByLabel('Tue closes (second span)').fill(clock(minuteFromNow(200)));
  await page.getByRole('button', { name: 'Add shop' }).click();
  // (Monday's span when it runs past midnight into Tuesday.)
  await expect(page.getByText(/^Tue: Overlaps (Mon|Tue) /)).toBeVisible();
  await page.getByRole('button', { name: "Remove Tue's second span" }).click();
  await page.getByRole('button', { name: 'Add shop' }).click();
  await expect(page.getByText('Shop added successfully!')).toBeVisible();

  const customer = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await customer.goto(appUrl('shop', '/products/restaurants'));
  const openingLabel = sameDay(opens, new Date()) ? clock(opens) : `${kolkata(opens, { weekday: 'short' })} ${clock(opens)}`;
  const card = await restaurantCard(customer, 'Hours Roll Corner');
  await expect(card).toContainText(`CLOSED – Opens at ${openingLabel}`);

  // Hours that hold now: open until their closing.
  await page.goto(appUrl('seller', '/seller/profile'));
  await page.getByRole('link', { name: /Edit shop/ }).first().click();
  await expect(page.getByLabel('Open and close by itself at set hours')).toBeChecked();
  const closes = minuteFromNow(90);
  await everyDay(page, minuteFromNow(-60), closes);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Shop updated successfully!')).toBeVisible();

  await customer.reload();
  await expect(await restaurantCard(customer, 'Hours Roll Corner')).toContainText(`OPEN until ${clock(closes)}`);
  await customer.close();
});
