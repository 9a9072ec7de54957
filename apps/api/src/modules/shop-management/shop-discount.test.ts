import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, salesRecords, shops, type ProductRow } from '../../db/schema';
import { addressAt, putInCart, signedInAs, signedInCustomer } from '../../testing/checkout-fixtures';
import { makeAccount, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
const HOUR = 3_600_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe('shop discount', () => {
  let t: TestApp;
  const sellerHeaders = (sellerId: string) => bearer(t.app.jwt.sign({ sub: sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  const stored = async (shopId: string) => (await t.database.db.select().from(shops).where(eq(shops.id, shopId)))[0]!;
  const editShop = (shop: { id: string; sellerId: string; name: string }, discount: unknown, headers: Record<string, string> = sellerHeaders(shop.sellerId)) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/shop/edit-shop',
      headers,
      payload: { shopId: shop.id, shop: { name: shop.name, category: 'Restaurant', discount }, images: [] },
    });
  const shopPage = async (shopId: string) => json<AnyReply>(await t.app.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${shopId}` }));
  const priceOnShopPage = async (shopId: string, productId: string) => (await shopPage(shopId)).products.find((p: AnyReply) => p._id === productId);

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '0' });
  });
  afterAll(() => t.close());

  it('rounds each discounted price half up to the paisa', async () => {
    // Worked by hand: 1010 × 0.95 = 959.5 → 960; 999 × 0.85 = 849.15 → 849; 24900 × 0.85 = 21165; 1 × 0.5 = 0.5 → 1; 1 × 0.1 = 0.1 → 0.
    const cases: [price: number, percent: number, expected: number][] = [
      [1_010, 5, 960],
      [999, 15, 849],
      [24_900, 15, 21_165],
      [1, 50, 1],
      [1, 90, 0],
      [2_000_000_000, 90, 200_000_000],
    ];
    for (const [price, percent, expected] of cases) {
      const { rows } = (await t.database.db.execute(sql`select nukkad_discounted_price(${price}::integer, ${percent}::smallint) as p`)) as { rows: { p: number }[] };
      expect(Number(rows[0]!.p), `${price} at ${percent}%`).toBe(expected);
    }
    const { rows } = (await t.database.db.execute(sql`select nukkad_discounted_price(1234, null) as p`)) as { rows: { p: number }[] };
    expect(Number(rows[0]!.p)).toBe(1234);
  });

  it('takes the running discount off the catalogue, the cart, the quote and the order; the base price and the seller’s own price stay', async () => {
    const shop = await makeShop(t.database.db, { name: 'Discount Dhaba', category: 'Restaurant' });
    const [thali, lassi] = (await makeProducts(t.database.db, shop, [
      { name: 'Discount Thali', pricePaise: 24_900, basePricePaise: 29_900 },
      { name: 'Discount Lassi', pricePaise: 1_010 },
    ])) as [ProductRow, ProductRow];

    const res = await editShop(shop, { percent: 15, startsAt: null, endsAt: at(2 * HOUR) });
    expect(res.statusCode).toBe(200);
    expect(json<AnyReply>(res).shop).toMatchObject({ discountPercent: 15, discount: { percent: 15, startsAt: null } });
    expect((await stored(shop.id)).discountPercent).toBe(15);

    // Shop page: ₹249 − 15 % = ₹211.65; ₹10.10 − 15 % = 858.5 paise → ₹8.59. The base price stays (and a product without one
    // shows the price its seller set), so the badge shows the whole saving.
    const page = await shopPage(shop.id);
    expect(page.shop.discountPercent).toBe(15);
    expect(page.products.find((p: AnyReply) => p._id === thali.id)).toMatchObject({ price: 211.65, basePrice: 299 });
    expect(page.products.find((p: AnyReply) => p._id === lassi.id)).toMatchObject({ price: 8.59, basePrice: 10.1 });
    const restaurants = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/shop/get-restaurants?search=Discount%20Dhaba' })).restaurants;
    expect(restaurants[0]).toMatchObject({ name: 'Discount Dhaba', discountPercent: 15 });
    const found = json<AnyReply[]>(await t.app.inject({ method: 'GET', url: '/api/common/search/discount%20thali' }));
    expect(found.find((p) => p._id === thali.id)).toMatchObject({ price: 211.65 });

    // The seller's own product list keeps the price they set: their form edits that one.
    const mine = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/shop/get-products', headers: sellerHeaders(shop.sellerId) })).products;
    expect(mine.find((p: AnyReply) => p._id === thali.id)).toMatchObject({ price: 249, basePrice: 299 });

    const customer = await signedInCustomer(t);
    const { address } = await addressAt(t, customer.id, 1.5);
    await putInCart(t, customer.id, 'foodCart', [
      { productId: thali.id, quantity: 2 },
      { productId: lassi.id, quantity: 1 },
    ]);
    const cart = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: customer.headers }));
    expect(cart.foodCart.map((l: AnyReply) => [l.product.price, l.product.basePrice]).sort((a: number[], b: number[]) => b[0]! - a[0]!)).toEqual([
      [211.65, 299],
      [8.59, 10.1],
    ]);

    // Amount 2 × 21165 + 859 = 43189 paise; GST 5 % = 2159.45 → 2159; delivery ≤ 2 km ₹20: total 43189 + 2159 + 2000 = 47348.
    const quote = json<AnyReply>(await t.app.inject({ method: 'POST', url: '/api/order/quote', headers: customer.headers, payload: { cartKey: 'foodCart', addressId: address.id } })).quote;
    expect(quote).toMatchObject({ amount: 431.89, taxes: 21.59, deliveryCharge: 20, totalAmount: 473.48 });

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { ...customer.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD' },
    });
    expect(placed.statusCode).toBe(200);
    const order = json<AnyReply>(placed).order;
    expect(order).toMatchObject({ amount: 431.89, totalAmount: 473.48 });
    expect(order.items.map((i: AnyReply) => i.product.price).sort((a: number, b: number) => b - a)).toEqual([211.65, 8.59]);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(lines.map((l) => l.unitPricePaise).sort((a, b) => a - b)).toEqual([859, 21_165]);

    // The seller bears the discount: once delivered, their sale is the discounted amount, ₹431.89.
    const partner = await makeAccount(t.database.db, 'delivery', 'Discount Rider');
    const rider = bearer(t.app.jwt.sign({ sub: partner.id, role: 'delivery', ver: 0 }, { expiresIn: '1h' }));
    const ok = async (res: Promise<{ statusCode: number }>) => expect((await res).statusCode).toBe(200);
    await ok(t.app.inject({ method: 'PUT', url: `/api/order/confirm-order/${order._id}`, headers: sellerHeaders(shop.sellerId), payload: { selectedProducts: [thali.id, lassi.id] } }));
    await ok(t.app.inject({ method: 'POST', url: `/api/delivery/orders/${order._id}/accept`, headers: rider, payload: { deliveryBoyId: partner.id } }));
    for (const product of [thali, lassi]) {
      await ok(t.app.inject({ method: 'PUT', url: '/api/delivery/order/confirm-pickup', headers: rider, payload: { orderId: order._id, productId: product.id } }));
    }
    await ok(t.app.inject({ method: 'PUT', url: `/api/delivery/order/confirm-delivery/${order._id}`, headers: rider }));
    const [sale] = await t.database.db.select().from(salesRecords).where(eq(salesRecords.orderId, order._id));
    expect(sale).toMatchObject({ sellerId: shop.sellerId, amountPaise: 43_189 });
  });

  it('leaves prices alone outside the window, and once cleared', async () => {
    const shop = await makeShop(t.database.db, { name: 'Window Bakery', category: 'Restaurant' });
    const [bun] = (await makeProducts(t.database.db, shop, [{ name: 'Window Bun', pricePaise: 5_000 }])) as [ProductRow];

    const later = await editShop(shop, { percent: 20, startsAt: at(HOUR), endsAt: at(3 * HOUR) });
    expect(later.statusCode).toBe(200);
    expect(json<AnyReply>(later).shop).toMatchObject({ discountPercent: null, discount: { percent: 20 } });
    expect(await priceOnShopPage(shop.id, bun.id)).toMatchObject({ price: 50, basePrice: null });
    expect((await shopPage(shop.id)).shop.discountPercent).toBeNull();

    // A window that has ended.
    await t.database.db.update(shops).set({ discountStartsAt: new Date(Date.now() - 3 * HOUR), discountEndsAt: new Date(Date.now() - HOUR) }).where(eq(shops.id, shop.id));
    expect(await priceOnShopPage(shop.id, bun.id)).toMatchObject({ price: 50 });

    // Running now: ₹50 − 20 % = ₹40.
    await t.database.db.update(shops).set({ discountEndsAt: new Date(Date.now() + HOUR) }).where(eq(shops.id, shop.id));
    expect(await priceOnShopPage(shop.id, bun.id)).toMatchObject({ price: 40, basePrice: 50 });
    const customer = await signedInCustomer(t);
    await putInCart(t, customer.id, 'foodCart', [{ productId: bun.id, quantity: 1 }]);
    const { address } = await addressAt(t, customer.id, 1);
    const quote = async () => json<AnyReply>(await t.app.inject({ method: 'POST', url: '/api/order/quote', headers: customer.headers, payload: { cartKey: 'foodCart', addressId: address.id } })).quote;
    expect((await quote()).amount).toBe(40);

    // An edit that leaves the discount out keeps it; null clears it.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/edit-shop',
      headers: sellerHeaders(shop.sellerId),
      payload: { shopId: shop.id, shop: { name: shop.name, category: 'Restaurant' }, images: [] },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await stored(shop.id)).discountPercent).toBe(20);
    const cleared = await editShop(shop, null);
    expect(cleared.statusCode).toBe(200);
    expect(json<AnyReply>(cleared).shop).toMatchObject({ discountPercent: null, discount: null });
    expect(await stored(shop.id)).toMatchObject({ discountPercent: null, discountStartsAt: null, discountEndsAt: null });
    expect((await quote()).amount).toBe(50);
  });

  it('refuses a bad discount with 400 and writes nothing', async () => {
    const shop = await makeShop(t.database.db, { name: 'Strict Sweets', category: 'Restaurant', discountPercent: 10 });
    const bad: [discount: unknown, path: string][] = [
      [{ percent: 0 }, 'shop.discount.percent'],
      [{ percent: 91 }, 'shop.discount.percent'],
      [{ percent: 12.5 }, 'shop.discount.percent'],
      [{ percent: '10' }, 'shop.discount.percent'],
      [{}, 'shop.discount.percent'],
      [{ percent: 10, startsAt: 'tomorrow' }, 'shop.discount.startsAt'],
      [{ percent: 10, endsAt: '2030-01-01T10:00:00' }, 'shop.discount.endsAt'],
      [{ percent: 10, startsAt: at(2 * HOUR), endsAt: at(HOUR) }, 'shop.discount.endsAt'],
      [{ percent: 10, amount: 5 }, 'shop.discount'],
      [15, 'shop.discount'],
    ];
    for (const [discount, path] of bad) {
      const res = await editShop({ ...shop, name: 'Renamed Sweets' }, discount);
      expect(res.statusCode, JSON.stringify(discount)).toBe(400);
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
    }
    expect(await stored(shop.id)).toMatchObject({ name: 'Strict Sweets', discountPercent: 10, discountStartsAt: null, discountEndsAt: null });
  });

  it('lets only the shop’s own seller set it: 401 without a token, 403 for another role, 404 for another seller’s shop', async () => {
    const shop = await makeShop(t.database.db, { name: 'Guarded Grill', category: 'Restaurant' });
    const other = await makeShop(t.database.db, { name: 'Other Grill', category: 'Restaurant' });
    const discount = { percent: 30 };
    expect((await editShop(shop, discount, {})).statusCode).toBe(401);
    expect((await editShop(shop, discount, (await signedInCustomer(t)).headers)).statusCode).toBe(403);
    expect((await editShop(shop, discount, await signedInAs(t, 'delivery'))).statusCode).toBe(403);
    expect((await editShop(shop, discount, sellerHeaders(other.sellerId))).statusCode).toBe(404);
    expect((await stored(shop.id)).discountPercent).toBeNull();
    expect((await stored(other.id)).discountPercent).toBeNull();
  });
});
