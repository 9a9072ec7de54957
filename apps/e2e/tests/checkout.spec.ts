import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { appUrl, signInCustomer } from '../support/hosts';
import { openCheckout } from '../support/screens';

test.use({ colorScheme: 'light' });

const ORDER_URL = /\/order\/[0-9a-f-]{36}$/;

/** Puts a grocery product in the grocery cart and opens its checkout from /cart. */
async function checkOutGroceries(page: Page) {
  await page.goto(appUrl('shop', `/products/groceries/${encodeURIComponent('Atta & Dal')}`));
  await page.locator('main').getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
  await expect(page.getByText('Product added to cart!').first()).toBeVisible();

  await openCheckout(page, 'Grocery cart');
}

const bill = (page: Page) => page.getByLabel('Bill details');

test.describe('addresses and checkout', () => {
  test('the demo customer adds an address by clicking the map, then checks out with cash and sees the order', async ({ page }) => {
    await signInCustomer(page);
    await page.goto(appUrl('shop', '/user/profile'));
    await page.getByRole('link', { name: /My Addresses/ }).click();
    await expect(page.getByText('Saved delivery locations for faster checkout.')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();

    await page.getByRole('button', { name: 'Add New' }).click();
    const picker = page.getByRole('dialog', { name: 'Pick Delivery Location' });
    await expect(picker.getByRole('button', { name: 'Confirm Location' })).toBeDisabled();
    // No tiles load without a network here; the map still takes the click.
    const map = picker.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await map.click({ position: { x: 200, y: 150 } });
    await expect(picker.getByText(/^Pin placed at /)).toBeVisible();
    await picker.getByRole('button', { name: 'Confirm Location' }).click();

    const details = page.getByRole('dialog', { name: 'Enter Address Details' });
    await expect(details.getByLabel('Full name')).toBeVisible();
    await expect(details.getByText(/is required$/)).toHaveCount(0);
    await details.getByRole('button', { name: 'Save Address' }).click();
    await expect(details.getByText('Full name is required')).toBeVisible();
    await details.getByLabel('Full name').fill('Ravi at the shop');
    await details.getByLabel('Phone').fill('9811122233');
    await details.getByLabel('Address').fill('22 Khan Market');
    await details.getByLabel('Area').fill('Rabindra Nagar');
    await details.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cards).toHaveCount(before + 1);
    await expect(page.getByRole('article', { name: 'Ravi at the shop' })).toContainText('22 Khan Market');

    await checkOutGroceries(page);
    await page.getByRole('radio', { name: /Ravi at the shop/ }).check();
    await expect(bill(page)).toContainText('To pay');
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL(ORDER_URL);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
    await expect(page.getByText('22 Khan Market')).toBeVisible();
  });

  test('with the map server blocked the map says so inside its frame, a click still places the pin, and the details step opens without an error', async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org|basemaps\.cartocdn\.com/, (route) => route.abort('blockedbyclient'));
    await signInCustomer(page);
    await page.goto(appUrl('shop', '/user/profile'));
    await page.getByRole('link', { name: /My Addresses/ }).click();
    await page.getByRole('button', { name: 'Add New' }).click();

    const picker = page.getByRole('dialog', { name: 'Pick Delivery Location' });
    const frame = picker.locator('.location-picker__map');
    await expect(frame.getByText('The map pictures could not load. You can still click the map to place your pin.')).toBeVisible();
    await frame.locator('.leaflet-container').click({ position: { x: 200, y: 150 } });
    await expect(picker.getByText(/^Pin placed at /)).toBeVisible();
    await expect(frame.locator('.location-map__pin')).toBeVisible();

    await picker.getByRole('button', { name: 'Confirm Location' }).click();
    const details = page.getByRole('dialog', { name: 'Enter Address Details' });
    await expect(details.getByLabel('Full name')).toBeVisible();
    await expect(details.getByText(/is required$/)).toHaveCount(0);
    await expect(details.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('pays online through the test sheet and sees the order paid', async ({ page }) => {
    await signInCustomer(page);
    await checkOutGroceries(page);
    const total = (await bill(page).locator('.bill__row--total dd').textContent()) ?? '';
    expect(total).toMatch(/^₹/);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    const sheet = page.getByRole('dialog', { name: 'Test payment' });
    await expect(sheet).toContainText(total);
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL(ORDER_URL);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  });

  test('a failed payment shows the spec’s message and places no order', async ({ page }) => {
    await signInCustomer(page);
    await page.goto(appUrl('shop', '/recentOrders'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/order/create-order')) created.push(request.url());
    });

    await checkOutGroceries(page);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText('❌ Payment Verification Failed!')).toBeVisible();
    await expect(page).toHaveURL(appUrl('shop', '/checkout'));
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(created).toEqual([]);

    // The cart is untouched: the grocery cart still holds the product.
    await page.goto(appUrl('shop', '/cart'));
    await expect(page.getByRole('region', { name: 'Grocery cart' }).getByRole('button', { name: 'Checkout' })).toBeVisible();
  });

  test('closing the payment sheet shows no error, only the checkout again', async ({ page }) => {
    await signInCustomer(page);
    await checkOutGroceries(page);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(appUrl('shop', '/checkout'));
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
