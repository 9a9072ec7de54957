import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses, coupons, orders, payments, refunds, type ProductRow, type ShopRow } from '../../db/schema';
import { addressAt, putInCart, signedInAs, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';
import { refundOrphanPayments } from '../payments/orphan-payments';

type AnyReply = Record<string, any>;
let keyCounter = 0;
const newKey = () => `coupon-attempt-${Date.now()}-${++keyCounter}`;
let codeCounter = 0;
const newCode = (prefix: string) => `${prefix}${++codeCounter}`;

// Every expected figure below is computed by hand from issue 22 §1 and DESIGN.md §5; every address is 1 km out
// (delivery ₹20 for Food and for up to 4 grocery items).

describe('coupons', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let dhaba: ShopRow;
  let kirana: ShopRow;
  let thali: ProductRow; // ₹200
  let lassi: ProductRow; // ₹60
  let chutney: ProductRow; // ₹1
  let atta: ProductRow; // ₹245.50

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const db = () => t.database.db;
  const couponRow = async (code: string) => (await db().select().from(coupons).where(eq(coupons.code, code)))[0]!;
  const usesOf = async (code: string) => (await db().select({ n: count() }).from(couponUses).innerJoin(coupons, eq(coupons.id, couponUses.couponId)).where(eq(coupons.code, code)))[0]!.n;

  /** A coupon written as the admin's screen would: flat ₹50 off any order, unless told otherwise. */
  async function makeCoupon(fields: Partial<typeof coupons.$inferInsert> = {}) {
    const [row] = await db().insert(coupons).values({ code: newCode('SAVE'), kind: 'flat', value: 5_000, ...fields }).returning();
    return row!;
  }

  /** A customer 1 km out with these lines in the cart. */
  async function shopper(cartKey: 'foodCart' | 'groceryCart', lines: [ProductRow, number][]) {
    const c = await signedInCustomer(t);
    const { address } = await addressAt(t, c.id, 1);
    await putInCart(t, c.id, cartKey, lines.map(([p, quantity]) => ({ productId: p.id, quantity })));
    return { c, addressId: address.id };
  }
  const quote = (c: TestCustomer, cartKey: string, addressId: string, couponCode?: string) =>
    send('POST', '/api/order/quote', c.headers, { cartKey, addressId, ...(couponCode ? { couponCode } : {}) });
  const placeCod = (c: TestCustomer, cartKey: string, addressId: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      payload: { cartKey, address: { _id: addressId }, paymentMethod: 'COD', ...extra },
      headers: { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: newKey() },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInAs(t, 'admin');
    dhaba = await makeShop(db(), { name: 'Coupon Dhaba', category: 'Restaurant' });
    kirana = await makeShop(db(), { name: 'Coupon Kirana', category: 'Grocery' });
    [thali, lassi, chutney] = (await makeProducts(db(), dhaba, [
      { name: 'Thali', pricePaise: 20_000 },
      { name: 'Lassi', pricePaise: 6_000 },
      { name: 'Chutney', pricePaise: 100 },
    ])) as [ProductRow, ProductRow, ProductRow];
    [atta] = (await makeProducts(db(), kirana, [{ name: 'Atta 5 kg', pricePaise: 24_550 }])) as [ProductRow];
  });
  afterAll(() => t.close());

  describe('the admin’s coupons', () => {
    it('creates, lists and pauses a coupon', async () => {
      const created = await send('POST', '/api/admin/coupons', admin, {
        code: ' welcome60 ',
        kind: 'percent',
        value: 20,
        maxDiscount: 60,
        minAmount: 199,
        totalUses: 100,
        firstOrderOnly: true,
        orderType: 'Food',
        shopId: dhaba.id,
      });
      expect(created.statusCode).toBe(200);
      const coupon = json<AnyReply>(created).coupon;
      expect(coupon).toMatchObject({
        code: 'WELCOME60',
        kind: 'percent',
        value: 20,
        maxDiscount: 60,
        minAmount: 199,
        totalUses: 100,
        usesPerCustomer: 1,
        firstOrderOnly: true,
        orderType: 'Food',
        shopId: dhaba.id,
        shopName: 'Coupon Dhaba',
        paused: false,
        usedCount: 0,
        orders: 0,
        discountGiven: 0,
        validUntil: null,
      });
      expect(await couponRow('WELCOME60')).toMatchObject({ value: 20, maxDiscountPaise: 6_000, minAmountPaise: 19_900 });

      const listed = json<AnyReply>(await send('GET', '/api/admin/coupons', admin)).coupons;
      expect(listed.map((c: AnyReply) => c.code)).toContain('WELCOME60');

      const paused = await send('PATCH', `/api/admin/coupons/${coupon._id}`, admin, { paused: true });
      expect(paused.statusCode).toBe(200);
      expect(json<AnyReply>(paused)).toMatchObject({ message: 'Coupon paused.', coupon: { paused: true } });
      expect((await couponRow('WELCOME60')).paused).toBe(true);
    });

    it('stores a flat coupon in paise', async () => {
      const res = await send('POST', '/api/admin/coupons', admin, { code: 'FLAT4999', kind: 'flat', value: 49.99 });
      expect(res.statusCode).toBe(200);
      expect(await couponRow('FLAT4999')).toMatchObject({ kind: 'flat', value: 4_999, minAmountPaise: 0, totalUses: null, orderType: null, shopId: null });
    });

    it('refuses a code taken (409), an unknown shop or coupon (404), and writes nothing', async () => {
      await makeCoupon({ code: 'TAKEN1' });
      const before = (await db().select({ n: count() }).from(coupons))[0]!.n;
      const taken = await send('POST', '/api/admin/coupons', admin, { code: 'taken1', kind: 'flat', value: 10 });
      expect([taken.statusCode, json(taken).message]).toEqual([409, 'A coupon with this code already exists.']);
      const noShop = await send('POST', '/api/admin/coupons', admin, { code: 'NOSHOP1', kind: 'flat', value: 10, shopId: '00000000-0000-4000-8000-000000000000' });
      expect(noShop.statusCode).toBe(404);
      expect((await db().select({ n: count() }).from(coupons))[0]!.n).toBe(before);
      const noCoupon = await send('PATCH', '/api/admin/coupons/00000000-0000-4000-8000-000000000000', admin, { paused: true });
      expect(noCoupon.statusCode).toBe(404);
    });

    it('is for admins only: 401 without a session, 403 for the other roles', async () => {
      const coupon = await makeCoupon();
      const calls = [
        ['GET', '/api/admin/coupons', undefined],
        ['POST', '/api/admin/coupons', { code: 'NOPE1', kind: 'flat', value: 10 }],
        ['PATCH', `/api/admin/coupons/${coupon.id}`, { paused: true }],
      ] as const;
      for (const [method, url, payload] of calls) {
        expect((await send(method, url, {}, payload)).statusCode).toBe(401);
        for (const role of ['customer', 'seller', 'delivery'] as const) {
          expect({ url, role, status: (await send(method, url, await signedInAs(t, role as 'seller'), payload)).statusCode }).toEqual({ url, role, status: 403 });
        }
      }
      expect((await couponRow(coupon.code)).paused).toBe(false);
      expect(await couponRow('NOPE1')).toBeUndefined();
    });
  });

  describe('checkout with a coupon', () => {
    it('the quote and the COD order show the discount as its own line; GST reads the amount after it; a client-sent discount is ignored', async () => {
      const coupon = await makeCoupon({ minAmountPaise: 30_000 });
      const { c, addressId } = await shopper('foodCart', [[thali, 2]]);
      // 2 × ₹200 = ₹400; ₹50 off → ₹350; GST 5% = ₹17.50; delivery ₹20; total ₹387.50
      const figures = { amount: 400, discount: 50, couponCode: coupon.code, taxes: 17.5, deliveryCharge: 20, convenienceFees: 0, serviceCharge: 0, totalAmount: 387.5 };
      const quoted = await quote(c, 'foodCart', addressId, coupon.code.toLowerCase());
      expect(quoted.statusCode).toBe(200);
      expect(json<AnyReply>(quoted).quote).toMatchObject(figures);

      const placed = await placeCod(c, 'foodCart', addressId, { couponCode: coupon.code, discount: 400 });
      expect(placed.statusCode).toBe(200);
      const order = json<AnyReply>(placed).order;
      expect(order).toMatchObject(figures);
      const [row] = await db().select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ amountPaise: 40_000, discountPaise: 5_000, taxesPaise: 1_750, totalAmountPaise: 38_750, couponId: coupon.id });
      expect((await couponRow(coupon.code)).usedCount).toBe(1);

      const view = await send('GET', `/api/order/getOrderDetails/${order._id}`, c.headers);
      expect(json<AnyReply>(view).order).toMatchObject({ discount: 50, couponCode: coupon.code, totalAmount: 387.5 });
      const listed = json<AnyReply>(await send('GET', '/api/admin/coupons', admin)).coupons.find((x: AnyReply) => x.code === coupon.code);
      expect(listed).toMatchObject({ usedCount: 1, orders: 1, discountGiven: 50 });

      // Delivered, its discount counts in the admin's sales figures (the platform bears it).
      const coupons = async () => json<AnyReply>(await send('GET', '/api/admin/dashboard-overview', admin)).data.sales.coupons as number;
      const before = await coupons();
      await db().update(orders).set({ deliveryStatus: 'Delivered', deliveredAt: new Date() }).where(eq(orders.id, order._id));
      expect(await coupons()).toBe(before + 50);
    });

    it('a once-per-customer coupon is refused the second time, and given back when the whole order is cancelled', async () => {
      const coupon = await makeCoupon();
      const { c, addressId } = await shopper('foodCart', [[thali, 1]]);
      const first = await placeCod(c, 'foodCart', addressId, { couponCode: coupon.code });
      expect(first.statusCode).toBe(200);
      await putInCart(t, c.id, 'foodCart', [{ productId: lassi.id, quantity: 1 }]);
      const again = await quote(c, 'foodCart', addressId, coupon.code);
      expect([again.statusCode, json(again).message]).toEqual([409, 'You have already used this coupon.']);
      const againOrder = await placeCod(c, 'foodCart', addressId, { couponCode: coupon.code });
      expect([againOrder.statusCode, json(againOrder).message]).toEqual([409, 'You have already used this coupon.']);

      const cancelled = await send('POST', '/api/order/cancel', c.headers, { orderId: json<AnyReply>(first).order._id });
      expect(cancelled.statusCode).toBe(200);
      expect((await couponRow(coupon.code)).usedCount).toBe(0);
      expect((await quote(c, 'foodCart', addressId, coupon.code)).statusCode).toBe(200);
    });

    it('refuses an unknown code (400, naming couponCode) and every rule with a plain 409, writing nothing', async () => {
      const { c, addressId } = await shopper('foodCart', [[thali, 1]]);
      const day = 86_400_000;
      const cases: [Partial<typeof coupons.$inferInsert>, string][] = [
        [{ paused: true }, 'This coupon is paused.'],
        [{ validFrom: new Date(Date.now() - 2 * day), validUntil: new Date(Date.now() - day) }, 'This coupon has expired.'],
        [{ validFrom: new Date(Date.now() + day) }, 'This coupon is not valid yet.'],
        [{ totalUses: 1, usedCount: 1 }, 'This coupon has been used up.'],
        [{ minAmountPaise: 20_001 }, 'Add items worth at least ₹200.01 to use this coupon.'],
        [{ orderType: 'Grocery' }, 'This coupon is not valid for this cart.'],
        [{ shopId: kirana.id }, 'This coupon is for another shop.'],
      ];
      const before = await db().select({ n: count() }).from(orders);
      for (const [fields, message] of cases) {
        const coupon = await makeCoupon(fields);
        for (const res of [await quote(c, 'foodCart', addressId, coupon.code), await placeCod(c, 'foodCart', addressId, { couponCode: coupon.code })]) {
          expect({ fields, status: res.statusCode, message: json(res).message }).toEqual({ fields, status: 409, message });
        }
      }
      const unknown = await quote(c, 'foodCart', addressId, 'NOSUCHCODE');
      expect(unknown.statusCode).toBe(400);
      expect(json<AnyReply>(unknown).errors).toEqual([{ path: 'couponCode', message: 'No coupon has this code.' }]);
      expect(await db().select({ n: count() }).from(orders)).toEqual(before);
    });

    it('a first-order coupon is for a customer without orders', async () => {
      const coupon = await makeCoupon({ firstOrderOnly: true });
      const { c, addressId } = await shopper('foodCart', [[thali, 1]]);
      expect((await quote(c, 'foodCart', addressId, coupon.code)).statusCode).toBe(200);
      await makeOrder(db(), { customer: c, lines: [{ product: lassi, quantity: 1 }] });
      const res = await quote(c, 'foodCart', addressId, coupon.code);
      expect([res.statusCode, json(res).message]).toEqual([409, 'This coupon is for your first order only.']);
    });

    it('lists the coupons that apply to the cart, the largest discount first', async () => {
      const big = await makeCoupon({ value: 8_000 });
      const percent = await makeCoupon({ kind: 'percent', value: 10, maxDiscountPaise: null });
      const grocery = await makeCoupon({ orderType: 'Grocery' });
      const paused = await makeCoupon({ paused: true });
      const tooBig = await makeCoupon({ minAmountPaise: 100_000 });
      const { c } = await shopper('foodCart', [[thali, 1]]);
      const res = await send('GET', '/api/user-profile/active-coupons?cartKey=foodCart', c.headers);
      expect(res.statusCode).toBe(200);
      const codes: AnyReply[] = json<AnyReply>(res).coupons;
      const mine = codes.filter((x) => [big.code, percent.code, grocery.code, paused.code, tooBig.code].includes(x.code));
      // ₹80 flat; 10% of ₹200 = ₹20
      expect(mine.map((x) => [x.code, x.discount])).toEqual([
        [big.code, 80],
        [percent.code, 20],
      ]);
      expect((await send('GET', '/api/user-profile/active-coupons?cartKey=foodCart')).statusCode).toBe(401);
      expect((await send('GET', '/api/user-profile/active-coupons?cartKey=foodCart', admin)).statusCode).toBe(403);
    });
  });

  describe('online payment with a coupon', () => {
    it('is for the discounted total, reserves a use, and the order takes that use', async () => {
      const coupon = await makeCoupon({ kind: 'percent', value: 10, maxDiscountPaise: 4_000, totalUses: 5 });
      const { c, addressId } = await shopper('groceryCart', [[atta, 2]]);
      // 2 × ₹245.50 = ₹491; 10% = ₹49.10, capped at ₹40 → ₹451; service charge (₹300–<₹500) ₹15; delivery ₹20; total ₹486
      const created = await send('POST', '/api/payment/createOrder', c.headers, { cartKey: 'groceryCart', addressId, couponCode: coupon.code });
      expect(created.statusCode).toBe(200);
      const providerOrderId = json<AnyReply>(created).order.id as string;
      expect(json<AnyReply>(created).order.amountPaise).toBe(48_600);
      expect((await couponRow(coupon.code)).usedCount).toBe(1);
      const proof = json<AnyReply>(await send('POST', '/api/payment/test-provider/pay', c.headers, { order_id: providerOrderId, outcome: 'paid' })).proof;
      expect((await send('POST', '/api/payment/verify-payment', c.headers, proof)).statusCode).toBe(200);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: { cartKey: 'groceryCart', address: { _id: addressId }, paymentMethod: 'Online', paymentOrderId: providerOrderId, couponCode: coupon.code },
        headers: { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: newKey() },
      });
      expect(placed.statusCode).toBe(200);
      expect(json<AnyReply>(placed).order).toMatchObject({ amount: 491, discount: 40, serviceCharge: 15, deliveryCharge: 20, totalAmount: 486 });
      expect((await couponRow(coupon.code)).usedCount).toBe(1);
      expect(await usesOf(coupon.code)).toBe(1);
    });

    it('a payment that never becomes an order gives its use back when it is refunded; a sheet opened again does not hold two', async () => {
      const coupon = await makeCoupon({ totalUses: 3 });
      const { c, addressId } = await shopper('groceryCart', [[atta, 1]]);
      const open = () => send('POST', '/api/payment/createOrder', c.headers, { cartKey: 'groceryCart', addressId, couponCode: coupon.code });
      expect((await open()).statusCode).toBe(200);
      const second = await open();
      expect(second.statusCode).toBe(200);
      expect((await couponRow(coupon.code)).usedCount).toBe(1);
      const providerOrderId = json<AnyReply>(second).order.id as string;
      const proof = json<AnyReply>(await send('POST', '/api/payment/test-provider/pay', c.headers, { order_id: providerOrderId, outcome: 'paid' })).proof;
      expect((await send('POST', '/api/payment/verify-payment', c.headers, proof)).statusCode).toBe(200);
      const run = await refundOrphanPayments(db(), t.app.paymentProvider, new Date(Date.now() + 31 * 60_000));
      const [payment] = await db().select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
      expect(run.refunded).toContain(payment!.id);
      expect((await couponRow(coupon.code)).usedCount).toBe(0);
    });
  });

  describe('a payment sheet never paid', () => {
    it('gives its reserved use back after 30 minutes, with nothing to refund', async () => {
      const coupon = await makeCoupon({ totalUses: 1 });
      const { c, addressId } = await shopper('groceryCart', [[atta, 1]]);
      expect((await send('POST', '/api/payment/createOrder', c.headers, { cartKey: 'groceryCart', addressId, couponCode: coupon.code })).statusCode).toBe(200);
      expect((await couponRow(coupon.code)).usedCount).toBe(1);
      const other = await shopper('groceryCart', [[atta, 1]]);
      const refused = await quote(other.c, 'groceryCart', other.addressId, coupon.code);
      expect([refused.statusCode, json(refused).message]).toEqual([409, 'This coupon has been used up.']);

      await refundOrphanPayments(db(), t.app.paymentProvider, new Date(Date.now() + 29 * 60_000));
      expect((await couponRow(coupon.code)).usedCount).toBe(1);
      const run = await refundOrphanPayments(db(), t.app.paymentProvider, new Date(Date.now() + 31 * 60_000));
      expect(run.refunded).toEqual([]);
      expect((await couponRow(coupon.code)).usedCount).toBe(0);
      expect((await quote(other.c, 'groceryCart', other.addressId, coupon.code)).statusCode).toBe(200);
    });
  });

  describe('repricing', () => {
    it('a seller leaving items out reprices with the coupon’s rules; below its minimum the coupon is lost, and the total never grows', async () => {
      const seller = bearer(t.app.jwt.sign({ sub: dhaba.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
      const lost = await makeCoupon({ minAmountPaise: 25_000 });
      const capped = await makeCoupon({ minAmountPaise: 20_100 });

      // ₹200 + ₹60 = ₹260; ₹50 off → ₹210; GST ₹10.50; delivery ₹20; total ₹240.50.
      // Lassi left out: ₹200 < ₹250, coupon lost: ₹200 + GST ₹10 + ₹20 = ₹230 (less than before).
      const a = await shopper('foodCart', [[thali, 1], [lassi, 1]]);
      const orderA = json<AnyReply>(await placeCod(a.c, 'foodCart', a.addressId, { couponCode: lost.code })).order;
      expect(orderA.totalAmount).toBe(240.5);
      expect((await send('PUT', `/api/order/confirm-order/${orderA._id}`, seller, { selectedProducts: [thali.id] })).statusCode).toBe(200);
      expect((await db().select().from(orders).where(eq(orders.id, orderA._id)))[0]).toMatchObject({ amountPaise: 20_000, discountPaise: 0, taxesPaise: 1_000, totalAmountPaise: 23_000 });

      // ₹200 + ₹1 = ₹201; ₹50 off → ₹151; GST ₹7.55; delivery ₹20; total ₹178.55.
      // Chutney left out: ₹200 < ₹201, coupon lost: ₹200 + ₹10 + ₹20 = ₹230 > ₹178.55 → held at ₹178.55, discount ₹51.45.
      const b = await shopper('foodCart', [[thali, 1], [chutney, 1]]);
      const orderB = json<AnyReply>(await placeCod(b.c, 'foodCart', b.addressId, { couponCode: capped.code })).order;
      expect(orderB.totalAmount).toBe(178.55);
      expect((await send('PUT', `/api/order/confirm-order/${orderB._id}`, seller, { selectedProducts: [thali.id] })).statusCode).toBe(200);
      expect((await db().select().from(orders).where(eq(orders.id, orderB._id)))[0]).toMatchObject({ amountPaise: 20_000, discountPaise: 5_145, taxesPaise: 1_000, totalAmountPaise: 17_855 });
      // Some items remain: the use stays taken.
      expect((await couponRow(capped.code)).usedCount).toBe(1);
    });
      it('an online order repriced below its coupon’s minimum is refunded the difference, once', async () => {
      const seller = bearer(t.app.jwt.sign({ sub: dhaba.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
      const coupon = await makeCoupon({ minAmountPaise: 25_000 });
      const { c, addressId } = await shopper('foodCart', [[thali, 1], [lassi, 1]]);
      // ₹260 − ₹50 = ₹210; GST ₹10.50; delivery ₹20: paid ₹240.50.
      const created = await send('POST', '/api/payment/createOrder', c.headers, { cartKey: 'foodCart', addressId, couponCode: coupon.code });
      expect(json<AnyReply>(created).order.amountPaise).toBe(24_050);
      const providerOrderId = json<AnyReply>(created).order.id as string;
      const proof = json<AnyReply>(await send('POST', '/api/payment/test-provider/pay', c.headers, { order_id: providerOrderId, outcome: 'paid' })).proof;
      expect((await send('POST', '/api/payment/verify-payment', c.headers, proof)).statusCode).toBe(200);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: { cartKey: 'foodCart', address: { _id: addressId }, paymentMethod: 'Online', paymentOrderId: providerOrderId, couponCode: coupon.code },
        headers: { ...c.headers, [IDEMPOTENCY_KEY_HEADER]: newKey() },
      });
      const orderId = json<AnyReply>(placed).order._id as string;
      // Lassi left out: ₹200 < ₹250, coupon lost: ₹200 + ₹10 + ₹20 = ₹230; refunded ₹240.50 − ₹230 = ₹10.50.
      expect((await send('PUT', `/api/order/confirm-order/${orderId}`, seller, { selectedProducts: [thali.id] })).statusCode).toBe(200);
      const again = await send('PUT', `/api/order/confirm-order/${orderId}`, seller, { selectedProducts: [thali.id] });
      expect(again.statusCode).toBe(409);
      expect((await db().select().from(refunds).where(eq(refunds.orderId, orderId))).map((r) => r.amountPaise)).toEqual([1_050]);
      expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ discountPaise: 0, totalAmountPaise: 23_000 });
    });
  });
});
