import { IDEMPOTENCY_KEY_HEADER, ORDER_DISPLAY_ID_ALPHABET, ORDER_DISPLAY_ID_LENGTH, type CartKey, type CreateOrderBody, type OrderType } from '@nukkad/contracts';
import { haversineKm, paiseToRupees, priceOrder } from '@nukkad/pricing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  customerAddresses,
  idempotencyKeys,
  notifications,
  orderEvents,
  orderedUnits,
  orderItems,
  orders,
  products,
  shops,
  type ProductRow,
  type ShopRow,
} from '../../db/schema';
import { addressAt, putInCart, rowCount, signedInAs, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { placeOrder } from './create-order';
import { countOrderedUnits } from './ordered-units';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

let keyCounter = 0;
const newKey = () => `checkout-attempt-${Date.now()}-${++keyCounter}`;
const rupees = (price: ReturnType<typeof priceOrder>) => ({
  amount: paiseToRupees(price.amount),
  discount: paiseToRupees(price.discount),
  couponCode: null,
  deliveryCharge: paiseToRupees(price.deliveryCharge),
  taxes: paiseToRupees(price.taxes),
  convenienceFees: paiseToRupees(price.convenienceFees),
  serviceCharge: paiseToRupees(price.serviceCharge),
  tip: paiseToRupees(price.tip),
  totalAmount: paiseToRupees(price.totalAmount),
});

describe('checkout: quote and create-order', () => {
  let t: TestApp;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let closedCafe: ShopRow;
  let kirana: ShopRow;
  let paneer: ProductRow;
  let dal: ProductRow;
  let cake: ProductRow;
  let soldOut: ProductRow;
  let sandwich: ProductRow;
  let milk: ProductRow;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const quote = (c: TestCustomer, cartKey: CartKey, addressId: string) => post('/api/order/quote', { cartKey, addressId }, c.headers);
  const createOrder = (c: TestCustomer, body: object, key: string | null = newKey()) =>
    post('/api/order/create-order', body, { ...c.headers, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) });
  const cod = (cartKey: CartKey | 'medicineCart', addressId: string, extra: object = {}) => ({ cartKey, address: { _id: addressId }, paymentMethod: 'COD', ...extra });
  const cartOf = (c: TestCustomer, cartKey: CartKey) =>
    t.database.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.customerId, c.id), eq(cartItems.cartKey, cartKey)));
  /** Everything checkout writes, to prove a refused attempt wrote nothing. */
  const written = async () => ({
    orders: await rowCount(t, orders),
    orderItems: await rowCount(t, orderItems),
    events: await rowCount(t, orderEvents),
    notifications: await rowCount(t, notifications),
    keys: await rowCount(t, idempotencyKeys),
    // Units counted on products and units queued for the job, in one snapshot: the job moving them changes neither sum.
    ordered: (
      await t.database.db
        .select({
          n: sql<number>`coalesce(sum(${products.orderedCount}), 0)::int + (select coalesce(sum(${orderedUnits.quantity}), 0)::int from ${orderedUnits})`,
        })
        .from(products)
    )[0]!.n,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    closedCafe = await makeShop(db, { name: 'Night Cafe', category: 'Restaurant', isOpen: false });
    kirana = await makeShop(db, { name: 'Gupta Kirana', category: 'Grocery' });
    [paneer, dal, soldOut] = await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000, images: ['/img/paneer.jpg', '/img/paneer-2.jpg'] },
      { name: 'Dal Makhani', pricePaise: 18_050 },
      { name: 'Butter Chicken', pricePaise: 32_000, inStock: false },
    ]) as [ProductRow, ProductRow, ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
    [sandwich] = (await makeProducts(db, closedCafe, [{ name: 'Club Sandwich', pricePaise: 15_000 }])) as [ProductRow];
    [milk] = (await makeProducts(db, kirana, [{ name: 'Toned Milk', pricePaise: 2_800 }])) as [ProductRow];
  });
  afterAll(() => t.close());

  describe('POST /api/order/quote', () => {
    it("prices the caller's cart to the address with libs/pricing, listing unavailable lines unpriced", async () => {
      const c = await signedInCustomer(t);
      const { address, distanceKm } = await addressAt(t, c.id, 5);
      await putInCart(t, c.id, 'foodCart', [
        { productId: paneer.id, quantity: 2 },
        { productId: cake.id, quantity: 1 },
        { productId: soldOut.id, quantity: 1 },
        { productId: sandwich.id, quantity: 3 },
      ]);
      const res = await quote(c, 'foodCart', address.id);
      expect(res.statusCode).toBe(200);
      const expected = priceOrder({
        orderType: 'Food',
        lines: [
          { unitPricePaise: 24_000, quantity: 2, sellerId: dhaba.sellerId },
          { unitPricePaise: 45_000, quantity: 1, sellerId: bakery.sellerId },
        ],
        distanceKm,
      });
      expect(json<AnyReply>(res)).toEqual({
        success: true,
        quote: {
          cartKey: 'foodCart',
          orderType: 'Food',
          ...rupees(expected),
          distanceKm,
          itemCount: 3,
          sellerCount: 2,
          unavailable: expect.arrayContaining([
            { productId: soldOut.id, name: 'Butter Chicken', reason: 'out_of_stock' },
            { productId: sandwich.id, name: 'Club Sandwich', reason: 'shop_closed' },
          ]),
        },
      });
      expect(json<AnyReply>(res).quote.unavailable).toHaveLength(2);
      // By hand: ₹930 of food, 5 km → ₹45, GST 5% = ₹46.50, one more seller ₹15.
      expect(json<AnyReply>(res).quote).toMatchObject({ amount: 930, deliveryCharge: 45, taxes: 46.5, convenienceFees: 15, serviceCharge: 0, totalAmount: 1036.5 });
      expect(distanceKm).toBeCloseTo(5, 9);
    });

    it("refuses another customer's address (404), an address outside the area (400) and an empty cart (409)", async () => {
      const c = await signedInCustomer(t);
      const other = await signedInCustomer(t);
      const { address: theirs } = await addressAt(t, other.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: paneer.id, quantity: 1 }]);
      const notMine = await quote(c, 'foodCart', theirs.id);
      expect(notMine.statusCode).toBe(404);
      expect(json(notMine)).toMatchObject({ success: false, message: 'Address not found.' });

      const { address: far } = await addressAt(t, c.id, t.config.maxDeliveryKm + 0.01);
      const outside = await quote(c, 'foodCart', far.id);
      expect(outside.statusCode).toBe(400);
      expect(json(outside)).toEqual({
        success: false,
        message: 'This address is outside our delivery area.',
        errors: [{ path: 'addressId', message: 'This address is outside our delivery area.' }],
      });
      const { address: edge } = await addressAt(t, c.id, t.config.maxDeliveryKm - 0.01);
      expect((await quote(c, 'foodCart', edge.id)).statusCode).toBe(200);

      const empty = await quote(c, 'groceryCart', edge.id);
      expect(empty.statusCode).toBe(409);
      expect(json(empty)).toMatchObject({ success: false, message: 'Your cart is empty.' });
    });

    it.each([
      ['no body fields', {}],
      ['an unknown cart', { cartKey: 'medicineCart', addressId: '00000000-0000-4000-8000-000000000000' }],
      ['a malformed address id', { cartKey: 'foodCart', addressId: 'home' }],
    ])('refuses %s with 400', async (_name, payload) => {
      const c = await signedInCustomer(t);
      const res = await post('/api/order/quote', payload, c.headers);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ success: false });
    });
  });

  describe('POST /api/order/create-order', () => {
    it('places a COD order from the server-side cart: snapshots, address, events, notifications, counts, cart cleared', async () => {
      const c = await signedInCustomer(t);
      const { address, distanceKm } = await addressAt(t, c.id, 3);
      await putInCart(t, c.id, 'foodCart', [
        { productId: paneer.id, quantity: 2 },
        { productId: dal.id, quantity: 1 },
        { productId: cake.id, quantity: 1 },
      ]);
      await putInCart(t, c.id, 'groceryCart', [{ productId: milk.id, quantity: 2 }]);
      await countOrderedUnits(t.database.db);
      const shopsBefore = await t.database.db.select().from(shops).where(eq(shops.id, dhaba.id));

      const res = await createOrder(c, cod('foodCart', address.id));
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      const expected = priceOrder({
        orderType: 'Food',
        lines: [
          { unitPricePaise: paneer.pricePaise, quantity: 2, sellerId: dhaba.sellerId },
          { unitPricePaise: dal.pricePaise, quantity: 1, sellerId: dhaba.sellerId },
          { unitPricePaise: cake.pricePaise, quantity: 1, sellerId: bakery.sellerId },
        ],
        distanceKm,
      });
      expect(body).toMatchObject({
        success: true,
        message: 'Order placed successfully!',
        order: {
          paymentMethod: 'COD',
          paymentStatus: 'Unpaid',
          orderType: 'Food',
          deliveryStatus: 'Processing',
          ...rupees(expected),
          shippingAddress: {
            fullName: 'Asha Verma',
            phone: '9876543210',
            addressLine: '12 Park Street',
            area: 'Connaught Place',
            landMark: 'Near the park',
            lat: address.lat,
            long: address.long,
          },
          hasReviewed: false,
        },
      });
      const order = body.order;
      expect(order.id).toHaveLength(ORDER_DISPLAY_ID_LENGTH);
      expect([...order.id].every((ch: string) => ORDER_DISPLAY_ID_ALPHABET.includes(ch))).toBe(true);
      expect(order.items).toHaveLength(3);
      expect(order.items).toContainEqual(
        expect.objectContaining({
          product: { _id: paneer.id, name: 'Paneer Tikka', price: 240, image: '/img/paneer.jpg', shop: dhaba.id, shopName: 'Sharma Dhaba' },
          seller: { _id: dhaba.sellerId, username: 'Sharma Dhaba owner' },
          quantity: 2,
          status: 'Processing',
        }),
      );
      expect(order.items).toContainEqual(expect.objectContaining({ product: expect.objectContaining({ _id: dal.id, image: null, price: 180.5 }) }));

      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ customerId: c.id, distanceKm, paymentId: null, totalAmountPaise: expected.totalAmount });
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
      expect(events.map((e) => [e.kind, e.actorRole, e.actorId])).toEqual([['placed', 'customer', c.id]]);
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.orderId, order._id));
      expect(notes.map(({ recipientRole, recipientId, message, url, kind }) => ({ recipientRole, recipientId, message, url, kind }))).toEqual(
        expect.arrayContaining([
          { recipientRole: 'seller', recipientId: dhaba.sellerId, message: `New order #${order.id}: 2 item(s) to confirm`, url: `/seller-confirm?orderId=${order._id}`, kind: 'new_order' },
          { recipientRole: 'seller', recipientId: bakery.sellerId, message: `New order #${order.id}: 1 item(s) to confirm`, url: `/seller-confirm?orderId=${order._id}`, kind: 'new_order' },
          { recipientRole: 'customer', recipientId: c.id, message: `Your order #${order.id} has been placed.`, url: `/order/${order._id}`, kind: 'order_placed' },
        ]),
      );
      expect(notes).toHaveLength(3);
      // Units ordered reach their products and shops when the job counts them.
      await countOrderedUnits(t.database.db);
      const counted = await t.database.db.select().from(products).where(eq(products.id, paneer.id));
      expect(counted[0]!.orderedCount).toBe(paneer.orderedCount + 2);
      const shopsAfter = await t.database.db.select().from(shops).where(eq(shops.id, dhaba.id));
      expect(shopsAfter[0]!.orderedCount).toBe(shopsBefore[0]!.orderedCount + 3);
      expect(await cartOf(c, 'foodCart')).toEqual([]);
      expect(await cartOf(c, 'groceryCart')).toEqual([{ productId: milk.id, quantity: 2 }]);
      const [key] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, c.id));
      expect(key!.orderId).toBe(order._id);
    });

    it("ignores the client's fees, statuses, lines and order type", async () => {
      const c = await signedInCustomer(t);
      const { address, distanceKm } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: paneer.id, quantity: 1 }]);
      const res = await createOrder(
        c,
        cod('foodCart', address.id, {
          userId: c.id,
          orderType: 'Grocery',
          deliveryCharge: 0,
          serviceCharge: 0,
          taxes: 0,
          convenienceFees: 0,
          paymentStatus: 'Paid',
          cartItems: [{ product: { _id: cake.id, price: 1 }, quantity: 50 }],
          address: { _id: address.id, lat: 0, long: 0, fullName: 'Someone Else' },
        }),
      );
      expect(res.statusCode).toBe(200);
      const expected = priceOrder({ orderType: 'Food', lines: [{ unitPricePaise: paneer.pricePaise, quantity: 1, sellerId: dhaba.sellerId }], distanceKm });
      const order = json<AnyReply>(res).order;
      expect(order).toMatchObject({ orderType: 'Food', paymentStatus: 'Unpaid', ...rupees(expected), shippingAddress: { fullName: 'Asha Verma', lat: address.lat } });
      expect(order.items.map((i: AnyReply) => [i.product._id, i.quantity])).toEqual([[paneer.id, 1]]);
    });

    it('refuses what it cannot accept and writes nothing', async () => {
      const c = await signedInCustomer(t);
      const other = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      const { address: theirs } = await addressAt(t, other.id, 1);
      const { address: far } = await addressAt(t, c.id, t.config.maxDeliveryKm + 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: paneer.id, quantity: 1 }]);
      const before = await written();
      const cases: [string, Awaited<ReturnType<typeof createOrder>>, number, string][] = [
        ['a short Idempotency-Key', await createOrder(c, cod('foodCart', address.id), 'abc'), 400, ''],
        ['an unknown cart', await createOrder(c, cod('medicineCart', address.id)), 400, 'cartKey must be foodCart or groceryCart'],
        ['no address', await createOrder(c, { cartKey: 'foodCart', paymentMethod: 'COD' }), 400, ''],
        ['a malformed address id', await createOrder(c, cod('foodCart', 'home')), 400, 'Must be a valid id'],
        ['an unknown payment method', await createOrder(c, { ...cod('foodCart', address.id), paymentMethod: 'Card' }), 400, 'paymentMethod must be COD or Online'],
        ['a fee that is not a number', await createOrder(c, cod('foodCart', address.id, { taxes: 'none' })), 400, ''],
        ['online without a payment', await createOrder(c, { ...cod('foodCart', address.id), paymentMethod: 'Online' }), 400, 'paymentOrderId is required for an online payment.'],
        ["another customer's userId", await createOrder(c, cod('foodCart', address.id, { userId: other.id })), 403, 'You can only place orders for yourself.'],
        ["another customer's address", await createOrder(c, cod('foodCart', theirs.id)), 404, 'Address not found.'],
        ['an address outside the area', await createOrder(c, cod('foodCart', far.id)), 400, 'This address is outside our delivery area.'],
        ['an empty cart', await createOrder(c, cod('groceryCart', address.id)), 409, 'Your cart is empty.'],
      ];
      for (const [name, res, status, message] of cases) {
        expect({ name, status: res.statusCode }).toEqual({ name, status });
        expect(json(res)).toMatchObject({ success: false });
        if (message) expect({ name, message: json(res).message }).toEqual({ name, message });
      }
      expect(await written()).toEqual(before);
      expect(await cartOf(c, 'foodCart')).toEqual([{ productId: paneer.id, quantity: 1 }]);
    });

    it('refuses a product that went out of stock, or whose shop closed, after it was put in the cart (409, nothing written, cart kept)', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 2);
      const [tea, bun] = (await makeProducts(t.database.db, bakery, [
        { name: 'Masala Chai', pricePaise: 3_000 },
        { name: 'Bun Maska', pricePaise: 4_000 },
      ])) as [ProductRow, ProductRow];
      await putInCart(t, c.id, 'foodCart', [
        { productId: tea.id, quantity: 2 },
        { productId: bun.id, quantity: 1 },
      ]);
      const before = await written();
      await t.database.db.update(products).set({ inStock: false }).where(eq(products.id, tea.id));
      const soldOutNow = await createOrder(c, cod('foodCart', address.id));
      expect(soldOutNow.statusCode).toBe(409);
      expect(json(soldOutNow)).toMatchObject({ success: false, message: 'Masala Chai is out of stock.' });

      await t.database.db.update(products).set({ inStock: true }).where(eq(products.id, tea.id));
      await t.database.db.update(shops).set({ isOpen: false }).where(eq(shops.id, bakery.id));
      try {
        const closedNow = await createOrder(c, cod('foodCart', address.id));
        expect(closedNow.statusCode).toBe(409);
        expect(json(closedNow)).toMatchObject({ success: false, message: expect.stringMatching(/^(Masala Chai|Bun Maska): Rise Bakery is closed right now\.$/) });
      } finally {
        await t.database.db.update(shops).set({ isOpen: true }).where(eq(shops.id, bakery.id));
      }
      expect(await written()).toEqual(before);
      expect(await cartOf(c, 'foodCart')).toHaveLength(2);
      // Once the shop is open again, the same cart is placed.
      expect((await createOrder(c, cod('foodCart', address.id))).statusCode).toBe(200);
    });

    it('answers a retry with the same Idempotency-Key and body with the same order, and refuses the key for another body (422)', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      const { address: office } = await addressAt(t, c.id, 2);
      await putInCart(t, c.id, 'foodCart', [{ productId: dal.id, quantity: 1 }]);
      const key = newKey();
      const first = await createOrder(c, cod('foodCart', address.id), key);
      expect(first.statusCode).toBe(200);
      const again = await createOrder(c, cod('foodCart', address.id, { taxes: 999 }), key);
      expect(again.statusCode).toBe(200);
      expect(json<AnyReply>(again)).toEqual(json<AnyReply>(first));
      const before = await written();
      const otherBody = await createOrder(c, cod('foodCart', office.id), key);
      expect(otherBody.statusCode).toBe(422);
      expect(json(otherBody)).toEqual({ success: false, message: 'This Idempotency-Key was used for a different order.' });
      expect(await written()).toEqual(before);
      const ordersOfCustomer = await t.database.db.select().from(orders).where(eq(orders.customerId, c.id));
      expect(ordersOfCustomer).toHaveLength(1);
    });

    it('gives one order for 20 parallel retries with one Idempotency-Key', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: paneer.id, quantity: 1 }]);
      const key = newKey();
      const replies = await Promise.all(Array.from({ length: 20 }, () => createOrder(c, cod('foodCart', address.id), key)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const ids = new Set(replies.map((r) => json<AnyReply>(r).order._id));
      expect(ids.size).toBe(1);
      expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    });

    it('gives one order for two checkouts of one cart at once; the other finds the cart empty', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: cake.id, quantity: 1 }]);
      const replies = await Promise.all([createOrder(c, cod('foodCart', address.id)), createOrder(c, cod('foodCart', address.id))]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(json(replies.find((r) => r.statusCode === 409)!)).toMatchObject({ message: 'Your cart is empty.' });
      expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    });

    it('places a COD order without an Idempotency-Key (the header is optional)', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: dal.id, quantity: 2 }]);
      const res = await createOrder(c, cod('foodCart', address.id), null);
      expect(res.statusCode).toBe(200);
      // By hand: 2 × ₹180.50 = ₹361, GST ₹18.05, 1 km → ₹20.
      expect(json<AnyReply>(res).order).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'Unpaid', amount: 361, totalAmount: 399.05 });
      expect(await cartOf(c, 'foodCart')).toEqual([]);
      expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, c.id))).toEqual([]);
    });

    it('gives one order for two checkouts of one cart at once without an Idempotency-Key; the other finds the cart empty', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: paneer.id, quantity: 1 }]);
      const replies = await Promise.all([createOrder(c, cod('foodCart', address.id), null), createOrder(c, cod('foodCart', address.id), null)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(json(replies.find((r) => r.statusCode === 409)!)).toMatchObject({ success: false, message: 'Your cart is empty.' });
      expect(await t.database.db.select().from(orders).where(eq(orders.customerId, c.id))).toHaveLength(1);
    });

    it('places the orders of many customers buying the same products at once, counting every unit', async () => {
      const [naan, lassi] = (await makeProducts(t.database.db, dhaba, [
        { name: 'Garlic Naan', pricePaise: 6_000 },
        { name: 'Sweet Lassi', pricePaise: 8_000 },
      ])) as [ProductRow, ProductRow];
      const buyers = [];
      for (let i = 0; i < 10; i++) {
        const c = await signedInCustomer(t);
        const { address } = await addressAt(t, c.id, 1);
        // Half of them put the products in the other order: the locks are still taken in one order.
        const lines = [
          { productId: naan.id, quantity: 1 },
          { productId: lassi.id, quantity: 2 },
          { productId: cake.id, quantity: 1 },
        ];
        await putInCart(t, c.id, 'foodCart', i % 2 ? lines : lines.reverse());
        buyers.push({ c, address });
      }
      // What earlier tests ordered is counted first, so the difference is these orders' alone.
      await countOrderedUnits(t.database.db);
      const before = await t.database.db.select().from(shops).where(eq(shops.id, dhaba.id));
      const replies = await Promise.all(buyers.map(({ c, address }) => createOrder(c, cod('foodCart', address.id))));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      await countOrderedUnits(t.database.db);
      const counts = await t.database.db.select({ id: products.id, orderedCount: products.orderedCount }).from(products);
      expect(counts.find((p) => p.id === naan.id)!.orderedCount).toBe(10);
      expect(counts.find((p) => p.id === lassi.id)!.orderedCount).toBe(20);
      const after = await t.database.db.select().from(shops).where(eq(shops.id, dhaba.id));
      expect(after[0]!.orderedCount).toBe(before[0]!.orderedCount + 30);
    });

    it('ignores (and forgets) a key older than 24 hours', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: dal.id, quantity: 1 }]);
      const key = newKey();
      const first = json<AnyReply>(await createOrder(c, cod('foodCart', address.id), key)).order;
      await t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(idempotencyKeys.customerId, c.id));
      await putInCart(t, c.id, 'foodCart', [{ productId: dal.id, quantity: 1 }]);
      const second = await createOrder(c, cod('foodCart', address.id), key);
      expect(second.statusCode).toBe(200);
      expect(json<AnyReply>(second).order._id).not.toBe(first._id);
      const keys = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, c.id));
      expect(keys.map((k) => k.orderId)).toEqual([json<AnyReply>(second).order._id]);
    });

    it('draws another display id when one is taken, and writes the order, its lines and its key once', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      await putInCart(t, c.id, 'foodCart', [{ productId: dal.id, quantity: 1 }]);
      const taken = json<AnyReply>(await createOrder(c, cod('foodCart', address.id))).order.id as string;
      await putInCart(t, c.id, 'foodCart', [{ productId: dal.id, quantity: 2 }]);
      const draws = [taken, taken, 'ZZZZZZ'];
      const key = newKey();
      const area = { shopOrigin: t.config.shopOrigin, maxDeliveryKm: t.config.maxDeliveryKm };
      const placed = await placeOrder(
        t.database.db,
        { id: c.id, role: 'customer' },
        { body: cod('foodCart', address.id) as CreateOrderBody, idempotencyKey: key },
        { area, newDisplayId: () => draws.shift()! },
      );
      expect(placed.id).toBe('ZZZZZZ');
      expect(draws).toEqual([]);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.displayId, 'ZZZZZZ'));
      expect(row!.id).toBe(placed._id);
      const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
      expect(lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))).toEqual([{ productId: dal.id, quantity: 2 }]);
      expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.displayId, taken))).toHaveLength(1);
      const [stored] = await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.customerId, c.id), eq(idempotencyKeys.key, key)));
      expect(stored!.orderId).toBe(row!.id);
      expect(await cartOf(c, 'foodCart')).toEqual([]);
    });

    it('is for signed-in customers only', async () => {
      const c = await signedInCustomer(t);
      const { address } = await addressAt(t, c.id, 1);
      for (const url of ['/api/order/quote', '/api/order/create-order']) {
        const payload = { addressId: address.id, ...cod('foodCart', address.id) };
        const headers = { [IDEMPOTENCY_KEY_HEADER]: newKey() };
        expect((await post(url, payload, headers)).statusCode).toBe(401);
        for (const role of ['seller', 'admin', 'delivery'] as const) {
          const res = await post(url, payload, { ...headers, ...(await signedInAs(t, role)) });
          expect({ url, role, status: res.statusCode }).toEqual({ url, role, status: 403 });
        }
      }
    });
  });

  describe('pricing agreement: the quote and the created order equal libs/pricing', () => {
    const origin = () => t.config.shopOrigin;
    let foodShops: ShopRow[];
    let groceryShops: ShopRow[];
    let customer: TestCustomer;

    beforeAll(async () => {
      const db = t.database.db;
      foodShops = [];
      groceryShops = [];
      for (const n of [1, 2, 3]) {
        foodShops.push(await makeShop(db, { name: `Food Shop ${n}`, category: n === 2 ? 'Juicery' : 'Restaurant' }));
        groceryShops.push(await makeShop(db, { name: `Grocery Shop ${n}`, category: n === 3 ? 'Others' : 'Grocery' }));
      }
      customer = await signedInCustomer(t);
    });
    beforeEach(async () => {
      await t.database.db.delete(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
    });

    /** A cart of `sellers` lines (one per shop, all but the last one unit at `unitPaise`) worth exactly `amountPaise`, with `items` units in all. */
    async function fillCart(orderType: OrderType, cart: { amountPaise: number; items: number; sellers: number; unitPaise: number }) {
      const shopsOfType = orderType === 'Food' ? foodShops : groceryShops;
      const lines: { product: ProductRow; quantity: number }[] = [];
      let left = cart.amountPaise;
      for (let i = 0; i < cart.sellers; i++) {
        const last = i === cart.sellers - 1;
        const quantity = last ? cart.items - (cart.sellers - 1) : 1;
        const pricePaise = last ? left / quantity : cart.unitPaise;
        expect(Number.isInteger(pricePaise)).toBe(true);
        left -= pricePaise * quantity;
        const [product] = await makeProducts(t.database.db, shopsOfType[i]!, [{ name: `Item ${++keyCounter}`, pricePaise }]);
        lines.push({ product: product!, quantity });
      }
      const cartKey: CartKey = orderType === 'Food' ? 'foodCart' : 'groceryCart';
      await putInCart(t, customer.id, cartKey, lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })));
      return { cartKey, lines };
    }

    // Distance tiers (km, each side of 2, 4, 8 and 20) with the delivery charge worked out by hand (₹; grocery of 1 item).
    const DISTANCES: [number, 'inside' | 'outside', number, number, number][] = [
      [1.999, 'inside', 2, 20, 20],
      [2.001, 'outside', 2, 25, 25],
      [3.999, 'inside', 4, 25, 25],
      [4.001, 'outside', 4, 45, 45],
      [7.999, 'inside', 8, 45, 45],
      [8.001, 'outside', 8, 70, 90],
      [19.999, 'inside', 20, 70, 200],
      [20.001, 'outside', 20, 210, 210],
    ];
    const AMOUNTS = [29_999, 30_000, 49_999, 50_000, 69_999, 70_000];
    const ITEM_COUNTS = [4, 5, 10, 11, 15, 16];
    type Case = { orderType: OrderType; km: number; amountPaise: number; items: number; sellers: number; unitPaise: number; deliveryRupees?: number };
    const cases: Case[] = [];
    for (const orderType of ['Food', 'Grocery'] as const) {
      for (const [km, , , food, grocery] of DISTANCES) cases.push({ orderType, km, amountPaise: 29_999, items: 1, sellers: 1, unitPaise: 100, deliveryRupees: orderType === 'Food' ? food : grocery });
      for (const amountPaise of AMOUNTS) cases.push({ orderType, km: 3, amountPaise, items: 3, sellers: 3, unitPaise: 100 });
      for (const items of ITEM_COUNTS) cases.push({ orderType, km: 6, amountPaise: items * 1_000, items, sellers: 2, unitPaise: 1_000 });
      for (const sellers of [1, 2, 3]) cases.push({ orderType, km: 10, amountPaise: 60_000, items: 4, sellers, unitPaise: 15_000 });
    }

    it.each(DISTANCES)('the address %s km out is %s the %s km tier boundary', (km, side, boundary) => {
      const point = { lat: origin().lat + ((km / 6371) * 180) / Math.PI, lng: origin().lng };
      const measured = haversineKm(origin(), point);
      expect(measured).toBeCloseTo(km, 9);
      expect(side === 'inside' ? measured <= boundary : measured > boundary).toBe(true);
    });

    it.each(cases)('$orderType, $km km, ₹$amountPaise paise, $items items, $sellers seller(s)', async (c) => {
      const { address, distanceKm } = await addressAt(t, customer.id, c.km);
      const { cartKey, lines } = await fillCart(c.orderType, c);
      const expected = priceOrder({
        orderType: c.orderType,
        lines: lines.map((l) => ({ unitPricePaise: l.product.pricePaise, quantity: l.quantity, sellerId: l.product.sellerId })),
        distanceKm,
      });
      expect(expected).toMatchObject({ amount: c.amountPaise, itemCount: c.items, sellerCount: c.sellers });
      if (c.deliveryRupees !== undefined) expect(expected.deliveryCharge).toBe(c.deliveryRupees * 100);

      const quoted = await quote(customer, cartKey, address.id);
      expect(quoted.statusCode).toBe(200);
      expect(json<AnyReply>(quoted).quote).toEqual({
        cartKey,
        orderType: c.orderType,
        ...rupees(expected),
        distanceKm,
        itemCount: c.items,
        sellerCount: c.sellers,
        unavailable: [],
      });

      const placed = await createOrder(customer, cod(cartKey, address.id));
      expect(placed.statusCode).toBe(200);
      const order = json<AnyReply>(placed).order;
      expect(order).toMatchObject({ orderType: c.orderType, ...rupees(expected) });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({
        amountPaise: expected.amount,
        deliveryChargePaise: expected.deliveryCharge,
        taxesPaise: expected.taxes,
        convenienceFeesPaise: expected.convenienceFees,
        serviceChargePaise: expected.serviceCharge,
        totalAmountPaise: expected.totalAmount,
        distanceKm,
      });
    });
  });
});
