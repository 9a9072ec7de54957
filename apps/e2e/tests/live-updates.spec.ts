import { expect, test } from '@playwright/test';
import { appUrl } from '../support/hosts';
import { callFromPage, logInSeller, newCustomerWithAddress, placeFoodOrder, sellerMenu } from '../support/orders';

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
