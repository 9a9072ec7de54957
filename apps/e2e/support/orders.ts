import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, apiUrl, appUrl, latestOtp, signInCustomer, uniquePhone } from './hosts';

/** Calls the API from inside a page, with that page's cookie (Node cannot resolve *.localhost). */
export async function callFromPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    { method, url: `/api${path}`, body },
  );
}

export async function logInSeller(page: Page, phone: string = DEMO.seller.phone, password: string = DEMO.seller.password) {
  await page.goto(appUrl('seller', '/seller-login'));
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('seller', '/seller'), { timeout: 10_000 });
}

/** Signs the demo delivery partner in through the login form. */
export async function logInRider(page: Page) {
  await page.goto(appUrl('rider', '/delivery/login'));
  await page.getByLabel('Phone').fill(DEMO.rider.phone);
  await page.getByLabel('Password').fill(DEMO.rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('rider', '/delivery'));
}

/** A new customer, signed up through the API and signed in on `page`, with one delivery address near the shops. */
export async function newCustomerWithAddress(page: Page, request: APIRequestContext): Promise<{ phone: string; addressId: string }> {
  const phone = uniquePhone('8');
  const formData = { phone, username: 'Kabir Anand' };
  expect((await request.post(apiUrl('/auth/send-otp'), { data: { formData } })).ok()).toBe(true);
  const otp = await latestOtp(page, phone);
  expect((await request.post(apiUrl('/auth/user-signup'), { data: { formData, otp } })).ok()).toBe(true);
  await signInCustomer(page, phone);
  const me = await callFromPage<{ user: { _id: string } }>(page, 'GET', '/auth/getUser');
  const saved = await callFromPage<{ address: { _id: string } }>(page, 'POST', '/user-profile/saveAddress', {
    userId: me.body.user._id,
    address: { fullName: 'Kabir Anand', phone, addressLine: '9 Babar Road', area: 'Bengali Market', lat: 28.629, long: 77.232, isDefault: true },
  });
  expect(saved.status).toBe(200);
  return { phone, addressId: saved.body.address._id };
}

export type PlacedOrder = { _id: string; id: string; totalAmount: number; deliveryCharge: number; convenienceFees: number };

/** The customer on `page` orders these products (food cart, cash on delivery). */
export async function placeFoodOrder(page: Page, addressId: string, productIds: readonly string[]): Promise<PlacedOrder> {
  for (const productId of productIds) {
    expect((await callFromPage(page, 'POST', '/cart/addToCart', { productId, cartKey: 'foodCart' })).status).toBe(200);
  }
  const placed = await callFromPage<{ order: PlacedOrder }>(page, 'POST', '/order/create-order', {
    cartKey: 'foodCart',
    address: { _id: addressId },
    paymentMethod: 'COD',
  });
  expect(placed.status).toBe(200);
  return placed.body.order;
}

/** The signed-in seller's products that are in stock. */
export async function sellerMenu(seller: Page) {
  const menu = await callFromPage<{ products: { _id: string; name: string; inStock: boolean }[] }>(seller, 'GET', '/shop/get-products');
  return menu.body.products.filter((p) => p.inStock);
}

/**
 * A new customer (signed in on `page`) orders two dishes of the demo seller's shop, cash on delivery; the seller is
 * signed in on a page of its own.
 */
export async function twoDishOrder(page: Page, browser: Browser, request: APIRequestContext) {
  const { addressId } = await newCustomerWithAddress(page, request);
  const seller = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logInSeller(seller);
  const [first, second] = await sellerMenu(seller);
  const order = await placeFoodOrder(page, addressId, [first!._id, second!._id]);
  return { seller, order, dishes: [first!, second!] as const };
}
