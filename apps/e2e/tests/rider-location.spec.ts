import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { appUrl } from '../support/hosts';
import { callFromPage, logInRider, logInSeller, newCustomerWithAddress, placeFoodOrder, sellerMenu } from '../support/orders';

test.use({ colorScheme: 'light', viewport: { width: 390, height: 844 } });

// The customer's address (newCustomerWithAddress) and two points due south of it. By hand: 0.03° of latitude on a
// 6371 km sphere is 3.3358 km, 13.3 min at 15 km/h, so "about 14 min"; 0.01° is 1.1119 km, 4.4 min, so "about 5 min".
const DROP = { latitude: 28.629, longitude: 77.232 };
const FAR = { latitude: DROP.latitude - 0.03, longitude: DROP.longitude, accuracy: 10 };
const NEAR = { latitude: DROP.latitude - 0.01, longitude: DROP.longitude, accuracy: 10 };

/** The centre of an element on the screen. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const apart = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Screenshots at a phone's and a desktop's width, kept with the run's results. */
async function screenshots(page: Page, shown: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the rider’s phone shares its position and the customer sees the marker come closer, with the distance and the estimate', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { addressId } = await newCustomerWithAddress(page, request);
  const seller = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInSeller(seller);
  const [dish] = await sellerMenu(seller);
  const order = await placeFoodOrder(page, addressId, [dish!._id]);
  expect((await callFromPage(seller, 'PUT', `/order/confirm-order/${order._id}`, { selectedProducts: [dish!._id] })).status).toBe(200);
  await seller.close();

  // The rider's phone: location allowed, standing 3.3 km south of the customer.
  const riderContext = await browser.newContext({ viewport: { width: 360, height: 780 }, colorScheme: 'light' });
  await riderContext.grantPermissions(['geolocation']);
  await riderContext.setGeolocation(FAR);
  const rider = await riderContext.newPage();
  try {
    await logInRider(rider);
    const me = await callFromPage<{ deliveryBoy: { _id: string } }>(rider, 'GET', '/delivery/me');
    expect((await callFromPage(rider, 'PUT', '/delivery/availability', { isAvailable: true })).status).toBe(200);
    await rider.reload();
    const sharing = rider.getByTestId('location-sharing');
    await expect(sharing).toHaveText('Sharing your location while you are on duty');
    await screenshots(rider, sharing, 'rider-sharing');

    expect((await callFromPage(rider, 'POST', `/delivery/orders/${order._id}/accept`, { deliveryBoyId: me.body.deliveryBoy._id })).status).toBe(200);
    expect((await callFromPage(rider, 'PUT', '/delivery/order/confirm-pickup', { orderId: order._id, productId: dish!._id })).status).toBe(200);

    // The customer's order page, out for delivery: the rider 3.3 km away, about 14 minutes.
    await page.goto(appUrl('shop', `/order/${order._id}`));
    const estimate = page.getByTestId('rider-estimate');
    await expect(estimate).toContainText('3.3 km away, arriving in about 14 min');
    const marker = page.locator('.tile-map__rider');
    const pin = page.locator('.tile-map__pin');
    await expect(marker).toBeVisible();
    await expect(pin).toBeVisible();
    const before = apart(await centreOf(marker), await centreOf(pin));
    await expect(page.locator('.live-indicator--live').first()).toBeAttached();
    await screenshots(page, page.getByRole('region', { name: 'Your rider' }), 'customer-rider-far');

    // The rider rides 2.2 km north: the app sends it (10 s and 50 m after the last), the live event moves the marker.
    await riderContext.setGeolocation(NEAR);
    await expect(estimate).toContainText('1.1 km away, arriving in about 5 min', { timeout: 40_000 });
    await expect.poll(async () => apart(await centreOf(marker), await centreOf(pin))).toBeLessThan(before * 0.5);
    await screenshots(page, page.getByRole('region', { name: 'Your rider' }), 'customer-rider-near');

    // Off duty, the rider's position is deleted: the customer's page says no position has come.
    await rider.getByRole('switch', { name: 'On duty' }).click();
    await expect(sharing).toHaveCount(0);
    await expect(page.getByText(/has not shared their location yet/)).toBeVisible({ timeout: 10_000 });
    await expect(marker).toHaveCount(0);
  } finally {
    // Other journeys expect the demo rider on duty.
    await callFromPage(rider, 'PUT', '/delivery/availability', { isAvailable: true });
    await riderContext.close();
  }
});
