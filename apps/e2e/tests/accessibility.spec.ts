import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { auditScreen, expectNoSeriousViolations } from '../support/axe';
import type { AppHost } from '../support/hosts';
import { DEMO, appUrl, signInCustomer } from '../support/hosts';
import { callFromPage, logInSeller } from '../support/orders';

// Every screen of the four apps, at phone and desktop width, is audited with axe against WCAG 2.1 A and AA:
// a serious or critical violation fails its test; each screen prints one summary line of what axe found.

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Screen = { name: string; path: string };

/** Opens a screen, checks it stayed there (no sign-in redirect) and shows its title, then audits it. */
async function auditAt(page: Page, host: AppHost, screen: Screen, label: string) {
  await test.step(`${host} ${screen.name}`, async () => {
    await page.goto(appUrl(host, screen.path));
    await expect(page).toHaveURL(appUrl(host, screen.path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `${host} ${screen.name} · ${label}`);
  });
}

async function logInAdmin(page: Page) {
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByLabel('Secret key').fill(DEMO.admin.secretKey);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('admin', '/admin/dashboard'));
}

async function logInRider(page: Page) {
  await page.getByLabel('Phone').fill(DEMO.rider.phone);
  await page.getByLabel('Password').fill(DEMO.rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('rider', '/delivery'));
}

type Restaurant = { _id: string; isOpen: boolean };
type ShopProducts = { products: { _id: string; inStock: boolean }[] };

/** An open restaurant of the demo catalogue and one of its dishes in stock. */
async function openRestaurantWithDish(page: Page): Promise<{ shopId: string; productId: string }> {
  const { restaurants } = (await callFromPage<{ restaurants: Restaurant[] }>(page, 'GET', '/shop/get-restaurants?page=1')).body;
  for (const shop of restaurants.filter((r) => r.isOpen)) {
    const menu = (await callFromPage<ShopProducts>(page, 'GET', `/shop/getShopAndProducts/${shop._id}`)).body;
    const dish = menu.products.find((p) => p.inStock);
    if (dish) return { shopId: shop._id, productId: dish._id };
  }
  throw new Error('the demo catalogue has no open restaurant with a dish in stock');
}

test('the audit reports serious and critical violations, so a clean screen means something', async ({ page }) => {
  // Faint grey text on white (about 2.3:1) and an icon button with no name: a serious and a critical violation.
  await page.setContent(
    '<html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1>' +
      '<p style="color:#aaaaaa;background:#ffffff">Faint text</p><button><svg width="16" height="16"></svg></button></main></body></html>',
  );
  const audit = await auditScreen(page, 'deliberately broken page');
  expect(audit.counts.serious).toBeGreaterThanOrEqual(1);
  expect(audit.counts.critical).toBeGreaterThanOrEqual(1);
  expect(audit.blocking.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
});

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility at ${width} width`, () => {
    test.use({ viewport, colorScheme: 'light' });
    // Each test audits up to 20 screens, a few seconds each on a busy 2-core machine.
    test.describe.configure({ timeout: 300_000 });
    const light = `${width} · light`;

    test(`customer screens of visitors have no serious or critical violations (${width})`, async ({ page }) => {
      await page.goto(appUrl('shop', '/'));
      const { shopId } = await openRestaurantWithDish(page);
      const signedOut: Screen[] = [
        { name: 'home', path: '/' },
        { name: 'login', path: '/login' },
        { name: 'signup', path: '/signup' },
        { name: 'restaurants', path: '/products/restaurants' },
        { name: 'groceries', path: '/products/groceries' },
        { name: 'grocery category', path: '/products/groceries/Fruits' },
        { name: 'medicines', path: '/products/medicines' },
        { name: 'search results', path: '/search/paneer' },
        { name: 'shop page', path: `/shop/${shopId}` },
        { name: 'terms', path: '/terms' },
        { name: 'privacy policy', path: '/policy' },
        { name: 'help and support', path: '/help-support' },
        { name: 'install guide', path: '/install-guide' },
        { name: 'page not found', path: '/no-such-page' },
      ];
      for (const screen of signedOut) await auditAt(page, 'shop', screen, light);
    });

    test(`customer screens of a signed-in customer have no serious or critical violations (${width})`, async ({ page }) => {
      await signInCustomer(page);
      const { productId } = await openRestaurantWithDish(page);
      const me = (await callFromPage<{ user: { _id: string } }>(page, 'GET', '/auth/getUser')).body.user;
      const { orders } = (await callFromPage<{ orders: { _id: string }[] }>(page, 'GET', '/order/getUserOrders?page=1&limit=5')).body;
      expect(orders.length, 'the demo customer has past orders').toBeGreaterThan(0);
      // A dish of an open shop, so the food cart can go to checkout whatever other journeys left in it.
      expect((await callFromPage(page, 'POST', '/cart/addToCart', { productId, cartKey: 'foodCart' })).status).toBe(200);
      const signedIn: Screen[] = [
        { name: 'home (signed in)', path: '/' },
        { name: 'profile', path: '/user/profile' },
        { name: 'addresses', path: `/user/addresses/${me._id}` },
        { name: 'my orders', path: '/recentOrders' },
        { name: 'order details', path: `/order/${orders[0]!._id}` },
        { name: 'notifications', path: '/notifications' },
        { name: 'cart', path: '/cart' },
      ];
      for (const screen of signedIn) await auditAt(page, 'shop', screen, light);

      await test.step('shop address picker dialog', async () => {
        await page.goto(appUrl('shop', `/user/addresses/${me._id}`));
        await page.getByRole('button', { name: 'Add New' }).click();
        const picker = page.getByRole('dialog', { name: 'Pick Delivery Location' });
        await expect(picker).toBeVisible();
        await expectNoSeriousViolations(page, `shop address picker dialog · ${light}`);
        await page.keyboard.press('Escape');
        await expect(picker).toHaveCount(0);
      });

      await test.step('shop checkout', async () => {
        // Checkout opens only from the cart, which hands it the cart to pay for.
        await page.goto(appUrl('shop', '/cart'));
        const food = page.getByRole('region', { name: 'Food cart' });
        if (await food.getByRole('button', { name: 'Remove Unavailable Items' }).isVisible()) {
          await food.getByRole('button', { name: 'Remove Unavailable Items' }).click();
          await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
        }
        await food.getByRole('button', { name: 'Checkout' }).click();
        await expect(page).toHaveURL(appUrl('shop', '/checkout'));
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
        await expectNoSeriousViolations(page, `shop checkout · ${light}`);
      });
    });

    test(`customer home in dark theme has no serious or critical violations (${width})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(appUrl('shop', '/'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `shop home · ${width} · dark`);
    });

    test(`seller screens have no serious or critical violations (${width})`, async ({ page }) => {
      for (const screen of [
        { name: 'login', path: '/seller-login' },
        { name: 'signup', path: '/seller-signup' },
      ]) {
        await auditAt(page, 'seller', screen, light);
      }
      await logInSeller(page);
      const { seller } = (await callFromPage<{ seller: { shop: { _id: string } } }>(page, 'GET', '/shop/seller-profile')).body;
      const { products } = (await callFromPage<{ products: { _id: string }[] }>(page, 'GET', '/shop/get-products')).body;
      const { orders } = (await callFromPage<{ orders: { _id: string }[] }>(page, 'GET', '/order/seller-orders?page=1')).body;
      expect(products.length, 'the demo seller has products').toBeGreaterThan(0);
      expect(orders.length, 'the demo seller has orders').toBeGreaterThan(0);
      const screens: Screen[] = [
        { name: 'dashboard', path: '/seller' },
        { name: 'orders', path: '/seller/my-orders' },
        { name: 'order details', path: `/getOrderDetails/${orders[0]!._id}` },
        { name: 'order confirmation', path: `/seller-confirm?orderId=${orders[0]!._id}` },
        { name: 'products', path: '/seller/my-products' },
        { name: 'add product', path: '/seller/add-product' },
        { name: 'edit product', path: `/seller/edit-product/${products[0]!._id}` },
        { name: 'add shop', path: '/seller/add-shop' },
        { name: 'edit shop', path: `/seller/edit-shop/${seller.shop._id}` },
        { name: 'notifications', path: '/seller/notifications' },
        { name: 'profile and sales', path: '/seller/profile' },
        { name: 'edit profile', path: '/seller/edit-profile' },
      ];
      for (const screen of screens) await auditAt(page, 'seller', screen, light);
    });

    test(`admin screens have no serious or critical violations (${width})`, async ({ page }) => {
      await auditAt(page, 'admin', { name: 'signup', path: '/admin/signup' }, light);
      await auditAt(page, 'admin', { name: 'login', path: '/admin/login' }, light);
      await logInAdmin(page);
      type Row = { _id: string };
      type OrderRow = Row & { id: string; deliveryStatus: string };
      const { orders } = (await callFromPage<{ orders: OrderRow[] }>(page, 'GET', '/order/getAllOrders?page=1&limit=10')).body;
      // A new order can still be cancelled, so its page offers the cancel question to audit too.
      const processing = orders.find((order) => order.deliveryStatus === 'Processing');
      expect(processing, 'the demo data has an order still processing').toBeDefined();
      const { sellers } = (await callFromPage<{ sellers: Row[] }>(page, 'GET', '/admin/sellers')).body;
      const { deliveryBoys } = (await callFromPage<{ deliveryBoys: Row[] }>(page, 'GET', '/admin/getAllDeliveryBoys')).body;
      const screens: Screen[] = [
        { name: 'dashboard', path: '/admin/dashboard' },
        { name: 'all orders', path: '/admin/all-orders' },
        // The order page takes the 6-character display id.
        { name: 'order details', path: `/viewOrder/${processing!.id}` },
        { name: 'sellers', path: '/admin/getSellers' },
        { name: 'seller details and sales', path: `/admin/seller/${sellers[0]!._id}` },
        { name: 'products', path: '/admin/adminProducts' },
        { name: 'user lookup', path: '/admin/userDetails' },
        { name: 'user details', path: `/admin/userDetails?id=${DEMO.customer.phone}` },
        { name: 'partners’ outstanding cash', path: '/admin/outstandingAmounts' },
        { name: 'delivery partner details', path: `/admin/deliveryBoyDetails/${deliveryBoys[0]!._id}` },
      ];
      for (const screen of screens) await auditAt(page, 'admin', screen, light);

      await test.step('admin cancel-order question', async () => {
        await page.goto(appUrl('admin', `/viewOrder/${processing!.id}`));
        await page.getByRole('button', { name: 'Cancel Order' }).click();
        const question = page.getByRole('alertdialog');
        await expect(question).toBeVisible();
        await expectNoSeriousViolations(page, `admin cancel-order question · ${light}`);
        // The order is left as it was.
        await question.getByRole('button', { name: 'No, Go Back' }).click();
        await expect(question).toHaveCount(0);
      });
    });

    test(`delivery screens have no serious or critical violations (${width})`, async ({ page }) => {
      await auditAt(page, 'rider', { name: 'signup', path: '/delivery/signup' }, light);
      await auditAt(page, 'rider', { name: 'login', path: '/delivery/login' }, light);
      await logInRider(page);
      const me = (await callFromPage<{ deliveryBoy: { _id: string } }>(page, 'GET', '/delivery/me')).body.deliveryBoy;
      const { orders } = (
        await callFromPage<{ orders: { _id: string }[] }>(page, 'GET', `/delivery/orders?page=1&limit=5&status=all&deliveryBoyId=${me._id}`)
      ).body;
      expect(orders.length, 'the demo partner has trips').toBeGreaterThan(0);
      const screens: Screen[] = [
        { name: 'dashboard and available orders', path: '/delivery' },
        { name: 'my orders', path: '/delivery/orders' },
        { name: 'pending orders', path: '/delivery/orders/pending' },
        { name: 'delivered orders', path: '/delivery/orders/delivered' },
        { name: 'order', path: `/delivery/order/${orders[0]!._id}` },
        { name: 'commission history', path: '/delivery/commissionHistory' },
        { name: 'outstanding cash', path: '/delivery/outstandingAmountDetails' },
      ];
      for (const screen of screens) await auditAt(page, 'rider', screen, light);
    });
  });
}
