import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { appUrl } from '../support/hosts';
import { callFromPage, logInRider, logInSeller, newCustomerWithAddress, placeFoodOrder, sellerMenu, twoDishOrder } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 } });

test('a customer and a seller see each other’s actions within a second, without reloading', async ({ page, browser, request }) => {
  const { addressId } = await newCustomerWithAddress(page, request);
  const seller = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInSeller(seller);
  const [dish] = await sellerMenu(seller);
  await seller.goto(appUrl('seller', '/seller/my-orders'));
  await expect(seller.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  // The app's event stream is open (its indicator says live); nothing on the page reloads from here on.
  await expect(seller.locator('.live-indicator--live').first()).toBeAttached();

  const order = await placeFoodOrder(page, addressId, [dish!._id]);
  await expect(seller.getByText(`Order #${order.id}`)).toBeVisible({ timeout: 3_000 });

  await page.goto(appUrl('shop', `/order/${order._id}`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
  await expect(page.locator('.live-indicator--live').first()).toBeAttached();
  expect((await callFromPage(seller, 'PUT', `/order/confirm-order/${order._id}`, { selectedProducts: [dish!._id] })).status).toBe(200);
  await expect(page.getByText('Preparing').first()).toBeVisible({ timeout: 3_000 });
  await seller.close();
});

/** Money as the apps show it (en-IN, INR, two decimals). */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** Marks the page, so a later check can tell it was never reloaded: a reload drops the mark. */
const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
const stillTheSamePage = (page: Page) => page.evaluate(() => 'stillTheSamePage' in window);

/** Screenshots of what changed, at a phone's and a desktop's width, kept with the run's results. */
async function screenshots(page: Page, changed: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await changed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('a seller closing the shop turns the customer’s open cart to ‘Remove Unavailable Items’ with the warning, without a reload', async ({
  page,
  browser,
  request,
}) => {
  await newCustomerWithAddress(page, request);
  const seller = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInSeller(seller);
  const [dish] = await sellerMenu(seller);
  expect((await callFromPage(page, 'POST', '/cart/addToCart', { productId: dish!._id, cartKey: 'foodCart' })).status).toBe(200);
  await page.goto(appUrl('shop', '/cart'));
  const foodCart = page.getByRole('region', { name: 'Food cart' });
  await expect(foodCart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await expect(page.locator('.live-indicator--live').first()).toBeAttached();
  await markNoReload(page);

  try {
    await seller.goto(appUrl('seller', '/seller/profile'));
    await seller.getByRole('button', { name: 'Close shop' }).click();
    await expect(seller.getByText('Shop is now Closed!')).toBeVisible();

    await expect(foodCart.getByRole('button', { name: 'Remove Unavailable Items' })).toBeVisible({ timeout: 3_000 });
    await expect(foodCart.getByText('Some items are from closed shops. Remove them before checkout.')).toBeVisible();
    await expect(foodCart.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
    expect(await stillTheSamePage(page)).toBe(true);
    await screenshots(page, foodCart, 'cart-after-shop-closed');

    // Open again: Checkout is back, still without a reload.
    await seller.getByRole('button', { name: 'Open shop' }).click();
    await expect(seller.getByText('Shop is now Open!')).toBeVisible();
    await expect(foodCart.getByRole('button', { name: 'Checkout' })).toBeEnabled({ timeout: 3_000 });
    expect(await stillTheSamePage(page)).toBe(true);
  } finally {
    // The demo shop serves every other journey: it never stays closed.
    expect((await callFromPage(seller, 'PUT', '/shop/update-status', { isOpen: true })).status).toBe(200);
    await seller.close();
  }
});

test('a seller confirming one of two items updates the rider’s available card (item count and cash to collect), without a reload', async ({
  page,
  browser,
  request,
}) => {
  const {
    seller,
    order,
    dishes: [first],
  } = await twoDishOrder(page, browser, request);

  const rider = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInRider(rider);
  const duty = rider.getByRole('switch', { name: 'On duty' });
  if ((await duty.getAttribute('aria-checked')) !== 'true') await duty.click();
  await expect(duty).toHaveAttribute('aria-checked', 'true');
  const card = rider.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('2 items');
  await expect(card).toContainText(`collect ${rupees(order.totalAmount)}`);
  await expect(rider.locator('.live-indicator--live').first()).toBeAttached();
  await markNoReload(rider);

  expect((await callFromPage(seller, 'PUT', `/order/confirm-order/${order._id}`, { selectedProducts: [first!._id] })).status).toBe(200);
  // The order as repriced from its one remaining item, read from the customer's side.
  const repriced = (await callFromPage<{ order: { totalAmount: number } }>(page, 'GET', `/order/getOrderDetails/${order._id}`)).body.order;
  expect(repriced.totalAmount).toBeLessThan(order.totalAmount);
  await expect(card).toContainText('1 item', { timeout: 3_000 });
  await expect(card).toContainText(`collect ${rupees(repriced.totalAmount)}`);
  expect(await stillTheSamePage(rider)).toBe(true);
  await screenshots(rider, card, 'rider-card-after-confirmation');
  await rider.close();
  await seller.close();
});
