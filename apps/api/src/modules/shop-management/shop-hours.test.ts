import { IDEMPOTENCY_KEY_HEADER, SHOP_STATUS_MESSAGES, WEEK_DAYS, type WeeklyHours } from '@nukkad/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications, orders, shops, type ProductRow } from '../../db/schema';
import { addressAt, putInCart, signedInCustomer } from '../../testing/checkout-fixtures';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';
import { moveShopsAcrossBoundaries } from './shop-boundaries';

type AnyReply = Record<string, any>;

const MINUTE = 60_000;
// Written with the platform's own time-zone data, apart from the code under test.
const kolkata = (at: Date, parts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', ...parts }).format(at);
const clock = (at: Date) => kolkata(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayOf = (at: Date) => kolkata(at, { weekday: 'short' });
const sameKolkataDay = (a: Date, b: Date) => kolkata(a, { dateStyle: 'short' }) === kolkata(b, { dateStyle: 'short' });
/** The card's next opening: its time on the same Kolkata day, else its day and time. */
const openingLabel = (at: Date) => (sameKolkataDay(at, new Date()) ? clock(at) : `${dayOf(at)} ${clock(at)}`);
/** The whole minute `minutes` from now (its seconds dropped). */
const minuteFromNow = (minutes: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE);
/** The same span every day, given as instants; spans past midnight are written as they are. */
const everyDay = (opens: Date, closes: Date): WeeklyHours =>
  Object.fromEntries(WEEK_DAYS.map((d) => [d, [{ opens: clock(opens), closes: clock(closes) }]])) as WeeklyHours;

describe('shop hours', () => {
  let t: TestApp;
  const sellerHeaders = (sellerId: string) => bearer(t.app.jwt.sign({ sub: sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  const restaurant = async (name: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/get-restaurants?search=${encodeURIComponent(name)}` });
    return json<AnyReply>(res).restaurants.find((r: AnyReply) => r.name === name);
  };
  const stored = async (shopId: string) => (await t.database.db.select().from(shops).where(eq(shops.id, shopId)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '0' });
  });
  afterAll(() => t.close());

  it('stores the hours from the shop form and derives the card times: closed now, opening later', async () => {
    const seller = await makeShop(t.database.db, { name: 'Hours Setup Dhaba', category: 'Restaurant' });
    const opens = minuteFromNow(120);
    const hours = everyDay(opens, minuteFromNow(180));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/edit-shop',
      headers: sellerHeaders(seller.sellerId),
      payload: { shopId: seller.id, shop: { name: 'Hours Setup Dhaba', category: 'Restaurant', hours }, images: [] },
    });
    expect(res.statusCode).toBe(200);
    const expectedOpening = openingLabel(opens);
    expect(json<AnyReply>(res).shop).toMatchObject({ hours, isOpen: false, openingTime: expectedOpening, closingTime: null });
    expect(await restaurant('Hours Setup Dhaba')).toMatchObject({ isOpen: false, openingTime: expectedOpening, closingTime: null });
    expect((await stored(seller.id)).isOpenUntil).toEqual(opens);

    // Hours that hold now: open until their closing, named by its time.
    const closes = minuteFromNow(90);
    const holdingNow = everyDay(minuteFromNow(-60), closes);
    await t.app.inject({
      method: 'PUT',
      url: '/api/shop/edit-shop',
      headers: sellerHeaders(seller.sellerId),
      payload: { shopId: seller.id, shop: { name: 'Hours Setup Dhaba', category: 'Restaurant', hours: holdingNow }, images: [] },
    });
    expect(await restaurant('Hours Setup Dhaba')).toMatchObject({ isOpen: true, closingTime: clock(closes) });

    // An edit that leaves the hours out (an older app, another client) keeps them.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/shop/edit-shop',
      headers: sellerHeaders(seller.sellerId),
      payload: { shopId: seller.id, shop: { name: 'Hours Setup Dhaba', category: 'Restaurant', description: 'Same hours' }, images: [] },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await stored(seller.id)).hours).toEqual(holdingNow);
    expect(await restaurant('Hours Setup Dhaba')).toMatchObject({ isOpen: true, closingTime: clock(closes) });

    // No hours again: open unless closed by hand, 'OPEN until late'.
    await t.app.inject({
      method: 'PUT',
      url: '/api/shop/edit-shop',
      headers: sellerHeaders(seller.sellerId),
      payload: { shopId: seller.id, shop: { name: 'Hours Setup Dhaba', category: 'Restaurant', hours: null }, images: [] },
    });
    expect(await restaurant('Hours Setup Dhaba')).toMatchObject({ isOpen: true, openingTime: null, closingTime: null });
  });

  it('holds a close by hand until the next opening and an open by hand until the next closing', async () => {
    const opened = minuteFromNow(-120);
    const closes = minuteFromNow(120);
    const shop = await makeShop(t.database.db, { name: 'Override Cafe', category: 'Restaurant', hours: everyDay(opened, closes), isOpenUntil: closes });
    const headers = sellerHeaders(shop.sellerId);
    const status = (isOpen: boolean) => t.app.inject({ method: 'PUT', url: '/api/shop/update-status', headers, payload: { isOpen } });

    const closedByHand = await status(false);
    expect(json(closedByHand)).toMatchObject({ success: true, message: SHOP_STATUS_MESSAGES.closed, isOpen: false });
    const tomorrow = new Date(opened.getTime() + 24 * 60 * MINUTE);
    expect(await stored(shop.id)).toMatchObject({ isOpen: false, isOpenUntil: tomorrow });
    expect(await restaurant('Override Cafe')).toMatchObject({ isOpen: false, openingTime: openingLabel(tomorrow) });

    const openedByHand = await status(true);
    expect(json(openedByHand)).toMatchObject({ success: true, message: SHOP_STATUS_MESSAGES.open, isOpen: true });
    expect(await stored(shop.id)).toMatchObject({ isOpen: true, isOpenUntil: closes });
    expect(await restaurant('Override Cafe')).toMatchObject({ isOpen: true, closingTime: clock(closes) });
  });

  it('flips at the boundary second in the database: open before the stored end, closed from it', async () => {
    const shop = await makeShop(t.database.db, { name: 'Boundary Second Kitchen', category: 'Restaurant' });
    const openAt = (offset: string) =>
      t.database.db.transaction(async (tx) => {
        // now() is the transaction's instant: the end is set and read against the same clock reading.
        await tx.update(shops).set({ isOpen: true, isOpenUntil: sql`now() + ${offset}::interval` }).where(eq(shops.id, shop.id));
        const [row] = await tx.select({ open: sql<boolean>`nukkad_shop_is_open(${shops.isOpen}, ${shops.isOpenUntil})` }).from(shops).where(eq(shops.id, shop.id));
        // Keep the row untouched for the boundary job of the running app.
        await tx.update(shops).set({ isOpenUntil: null }).where(eq(shops.id, shop.id));
        return row!.open;
      });
    expect(await openAt('1 millisecond')).toBe(true);
    expect(await openAt('0 seconds')).toBe(false);
    expect(await openAt('-1 second')).toBe(false);
  });

  it('closes a shop by itself at its closing: carts hear of it, the seller is told, checkout refuses it, once', async () => {
    // Its hours open in three hours; until then it is open by hand, up to a closing set once the cart is ready.
    const reopens = minuteFromNow(180);
    const shop = await makeShop(t.database.db, { name: 'Sunset Tiffins', category: 'Restaurant', hours: everyDay(reopens, minuteFromNow(240)), isOpen: true });
    const [idli] = (await makeProducts(t.database.db, shop, [{ name: 'Idli Plate', pricePaise: 6_000 }])) as [ProductRow];
    const customer = await signedInCustomer(t);
    const { address } = await addressAt(t, customer.id, 2);
    await putInCart(t, customer.id, 'foodCart', [{ productId: idli.id, quantity: 1 }]);
    const closesAt = new Date(Date.now() + 1_500);
    await t.database.db.update(shops).set({ isOpenUntil: closesAt }).where(eq(shops.id, shop.id));
    expect(await restaurant('Sunset Tiffins')).toMatchObject({ isOpen: true });

    const sellerNotes = () => t.database.db.select().from(notifications).where(eq(notifications.recipientId, shop.sellerId));
    await expect.poll(sellerNotes, { timeout: 5_000, interval: 100 }).toHaveLength(1);
    expect(Date.now()).toBeGreaterThanOrEqual(closesAt.getTime());
    expect((await sellerNotes())[0]).toMatchObject({ recipientRole: 'seller', kind: 'shop_closed', message: 'Sunset Tiffins closed by itself: its opening hours have ended.', url: '/seller/profile' });
    const cartEvents = await t.database.db.select().from(liveEvents).where(and(eq(liveEvents.type, 'cart'), eq(liveEvents.recipientId, customer.id)));
    expect(cartEvents.map((e) => e.kind)).toEqual(['shop_closed']);
    expect(await stored(shop.id)).toMatchObject({ isOpen: false, isOpenUntil: reopens });
    expect(await restaurant('Sunset Tiffins')).toMatchObject({ isOpen: false, openingTime: openingLabel(reopens) });

    const cart = json<AnyReply>(await t.app.inject({ method: 'GET', url: '/api/cart/getCart', headers: customer.headers }));
    expect(JSON.stringify(cart)).toContain('"isOpen":false');
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { ...customer.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD' },
    });
    expect(checkout.statusCode).toBe(409);
    expect(json(checkout)).toMatchObject({ success: false, message: 'Idli Plate: Sunset Tiffins is closed right now.' });

    // Nothing is due any more: another run moves nothing and tells no one twice.
    expect(await moveShopsAcrossBoundaries(t.database.db)).toBe(0);
    expect(await sellerNotes()).toHaveLength(1);
  });

  it('places a checkout racing the closing time before it, or refuses it with 409: never an order from a closed shop', async () => {
    const shop = await makeShop(t.database.db, { name: 'Last Call Canteen', category: 'Restaurant', hours: everyDay(minuteFromNow(180), minuteFromNow(240)), isOpen: true });
    const [thali] = (await makeProducts(t.database.db, shop, [{ name: 'Veg Thali', pricePaise: 15_000 }])) as [ProductRow];
    const customers = await Promise.all(
      Array.from({ length: 14 }, async () => {
        const c = await signedInCustomer(t);
        const { address } = await addressAt(t, c.id, 2);
        await putInCart(t, c.id, 'foodCart', [{ productId: thali.id, quantity: 1 }]);
        return { c, address };
      }),
    );
    // Open by hand until a second from now, once every cart is ready.
    const closesAt = new Date(Date.now() + 1_000);
    await t.database.db.update(shops).set({ isOpenUntil: closesAt }).where(eq(shops.id, shop.id));
    const start = closesAt.getTime() - 1_000;
    const results = await Promise.all(
      customers.map(async ({ c, address }, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + i * 150 - Date.now())));
        return t.app.inject({
          method: 'POST',
          url: '/api/order/create-order',
          headers: { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          payload: { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD' },
        });
      }),
    );
    const placed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(placed.length + refused.length).toBe(results.length);
    for (const r of refused) expect(json(r)).toMatchObject({ success: false, message: 'Veg Thali: Last Call Canteen is closed right now.' });
    // The first, sent a second before the closing, is placed; those sent well after it are refused.
    expect(results[0]!.statusCode).toBe(200);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    const placedOrders = await t.database.db.execute<{ created_at: string }>(sql`
      select distinct o.created_at::text from ${orders} o join order_items i on i.order_id = o.id where i.shop_id = ${shop.id}`);
    const rows = (placedOrders as unknown as { rows: { created_at: string }[] }).rows;
    expect(rows).toHaveLength(placed.length);
    for (const row of rows) expect(new Date(row.created_at).getTime()).toBeLessThan(closesAt.getTime());
  });
});
