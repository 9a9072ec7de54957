import { IDEMPOTENCY_KEY_HEADER, type CartKey, type OrderType, type PaymentMethod, type Role } from '@nukkad/contracts';
import { isRupees, paiseToRupees, priceOrder, rupeesToPaise, type PricedLine } from '@nukkad/pricing';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionEntries, deliveryPartners, orders, outstandingPayments, refunds, salesRecords, type ProductRow, type ShopRow } from '../../db/schema';
import { confirmDelivery, deliveryMoney } from '../delivery/deliver';
import { addressAt, putInCart, signedInCustomer } from '../../testing/checkout-fixtures';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

let keyCounter = 0;
const newKey = () => `delivery-money-${Date.now()}-${++keyCounter}`;
const line = (product: ProductRow, quantity: number): PricedLine => ({ unitPricePaise: product.pricePaise, quantity, sellerId: product.sellerId });
/** Each seller's lines, unit price × quantity, summed: what its sales record must hold. */
const salesOf = (lines: readonly PricedLine[]) => {
  const bySeller: Record<string, number> = {};
  for (const l of lines) bySeller[l.sellerId] = (bySeller[l.sellerId] ?? 0) + l.unitPricePaise * l.quantity;
  return bySeller;
};

// ---- generated orders: lines from up to four sellers, some cancelled (never all), any distance, either payment

type GeneratedLine = { seller: number; unitPricePaise: number; quantity: number; cancelled: boolean };
type GeneratedOrder = { orderType: OrderType; paymentMethod: PaymentMethod; distanceKm: number; lines: GeneratedLine[] };
const SELLER_COUNT = 4;
const MAX_LINES = 8;

const generatedOrder: fc.Arbitrary<GeneratedOrder> = fc
  .record({
    orderType: fc.constantFrom<OrderType>('Food', 'Grocery'),
    paymentMethod: fc.constantFrom<PaymentMethod>('COD', 'Online'),
    distanceKm: fc.oneof(
      fc.integer({ min: 0, max: 30_000 }).map((metres) => metres / 1000),
      fc.double({ min: 0, max: 40, noNaN: true, noDefaultInfinity: true }).map(Math.abs),
    ),
    lines: fc.array(
      fc.record({
        seller: fc.integer({ min: 0, max: SELLER_COUNT - 1 }),
        unitPricePaise: fc.integer({ min: 0, max: 500_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
        cancelled: fc.boolean(),
      }),
      { minLength: 1, maxLength: MAX_LINES },
    ),
  })
  .map((o) => (o.lines.every((l) => l.cancelled) ? { ...o, lines: o.lines.map((l, i) => (i === 0 ? { ...l, cancelled: false } : l)) } : o));

/** The generated order priced by libs/pricing as placed and as repriced from its remaining lines, and what its delivery must write. */
function expectationsOf(o: GeneratedOrder, sellerIds: readonly string[]) {
  const priced = (l: GeneratedLine): PricedLine => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: sellerIds[l.seller]! });
  const live = o.lines.filter((l) => !l.cancelled).map(priced);
  const repriced = priceOrder({ orderType: o.orderType, distanceKm: o.distanceKm, lines: live });
  return {
    repriced,
    commissionPaise: repriced.deliveryCharge + repriced.convenienceFees,
    cashPaise: o.paymentMethod === 'COD' ? repriced.totalAmount : 0,
    sales: salesOf(live),
  };
}

describe('the money of a delivery: commission, cash owed and sales, exact to the paisa', () => {
  let t: TestApp;
  let dhaba: ShopRow;
  let bakery: ShopRow;
  let juicery: ShopRow;
  let paneer: ProductRow;
  let dal: ProductRow;
  let cake: ProductRow;
  let bread: ProductRow;
  let juice: ProductRow;
  let deliveryPartnerA: { id: string; token: string };
  let deliveryPartnerB: { id: string; token: string };
  let tokens: Record<Exclude<Role, 'delivery'>, string>;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const send = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(token ? bearer(token) : {}), ...headers } });
  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const owedBy = async (deliveryPartnerId: string) =>
    (await t.database.db.select().from(deliveryPartners).where(eq(deliveryPartners.id, deliveryPartnerId)))[0]!.outstandingAmountPaise;
  const salesRowsOf = async (orderId: string) =>
    Object.fromEntries((await t.database.db.select().from(salesRecords).where(eq(salesRecords.orderId, orderId))).map((s) => [s.sellerId, s.amountPaise]));

  /** A real order through checkout: the customer's cart, an address `km` out, COD or an Online payment verified first. */
  async function placeOrder(cartKey: CartKey, lines: { product: ProductRow; quantity: number }[], opts: { online?: boolean; km: number }) {
    const c = await signedInCustomer(t);
    const { address, distanceKm } = await addressAt(t, c.id, opts.km);
    await putInCart(t, c.id, cartKey, lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })));
    let paymentOrderId: string | undefined;
    if (opts.online) {
      const created = json<AnyReply>(await send('POST', '/api/payment/createOrder', c.token, { cartKey, addressId: address.id }));
      const { proof } = json<AnyReply>(await send('POST', '/api/payment/test-provider/pay', c.token, { order_id: created.order.id, outcome: 'paid' }));
      expect((await send('POST', '/api/payment/verify-payment', c.token, proof)).statusCode).toBe(200);
      paymentOrderId = created.order.id;
    }
    const res = await send(
      'POST',
      '/api/order/create-order',
      c.token,
      { cartKey, address: { _id: address.id }, paymentMethod: opts.online ? 'Online' : 'COD', ...(paymentOrderId ? { paymentOrderId } : {}) },
      { [IDEMPOTENCY_KEY_HEADER]: newKey() },
    );
    expect(res.statusCode).toBe(200);
    return { order: json<AnyReply>(res).order as AnyReply, distanceKm };
  }

  const ok = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const res = await reply;
    expect(res.statusCode, res.body).toBe(200);
  };
  const confirmAs = (shop: ShopRow, orderId: string, selected: ProductRow[]) =>
    ok(send('PUT', `/api/order/confirm-order/${orderId}`, sign(shop.sellerId, 'seller'), { selectedProducts: selected.map((p) => p.id) }));
  const accept = (orderId: string, deliveryPartner = deliveryPartnerA) => ok(send('POST', `/api/delivery/orders/${orderId}/accept`, deliveryPartner.token, { deliveryBoyId: deliveryPartner.id }));
  const pickUp = (orderId: string, product: ProductRow, deliveryPartner = deliveryPartnerA) =>
    ok(send('PUT', '/api/delivery/order/confirm-pickup', deliveryPartner.token, { orderId, productId: product.id }));
  const deliver = (orderId: string, deliveryPartner = deliveryPartnerA) => ok(send('PUT', `/api/delivery/order/confirm-delivery/${orderId}`, deliveryPartner.token));

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dhaba = await makeShop(db, { name: 'Sharma Dhaba', category: 'Restaurant' });
    bakery = await makeShop(db, { name: 'Rise Bakery', category: 'Bakery' });
    juicery = await makeShop(db, { name: 'Fresh Squeeze', category: 'Juicery' });
    [paneer, dal] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000 },
      { name: 'Dal Makhani', pricePaise: 18_050 },
    ])) as [ProductRow, ProductRow];
    [cake, bread] = (await makeProducts(db, bakery, [
      { name: 'Chocolate Cake', pricePaise: 45_033 },
      { name: 'Garlic Bread', pricePaise: 12_099 },
    ])) as [ProductRow, ProductRow];
    [juice] = (await makeProducts(db, juicery, [{ name: 'Mosambi Juice', pricePaise: 9_950 }])) as [ProductRow];
    const a = await makeAccount(db, 'delivery', 'Partner A');
    const b = await makeAccount(db, 'delivery', 'Partner B');
    deliveryPartnerA = { id: a.id, token: sign(a.id, 'delivery') };
    deliveryPartnerB = { id: b.id, token: sign(b.id, 'delivery') };
    tokens = {
      customer: sign((await makeAccount(db, 'customer')).id, 'customer'),
      seller: sign(dhaba.sellerId, 'seller'),
      admin: sign((await makeAccount(db, 'admin')).id, 'admin'),
    };
  });
  afterAll(() => t.close());

  describe('a COD and an Online order, each with a cancelled item, delivered by partner A', () => {
    const cod = { id: '', displayId: '', expected: {} as ReturnType<typeof priceOrder> };
    const online = { id: '', displayId: '', expected: {} as ReturnType<typeof priceOrder> };
    let owedAtStart = 0;

    beforeAll(async () => {
      owedAtStart = await owedBy(deliveryPartnerA.id);

      // COD: the dhaba keeps the paneer and cancels the dal; the bakery keeps the cake. 5 km out.
      const placedCod = await placeOrder(
        'foodCart',
        [
          { product: paneer, quantity: 2 },
          { product: dal, quantity: 1 },
          { product: cake, quantity: 1 },
        ],
        { km: 5 },
      );
      await confirmAs(dhaba, placedCod.order._id, [paneer]);
      await confirmAs(bakery, placedCod.order._id, [cake]);
      Object.assign(cod, {
        id: placedCod.order._id,
        displayId: placedCod.order.id,
        expected: priceOrder({ orderType: 'Food', distanceKm: placedCod.distanceKm, lines: [line(paneer, 2), line(cake, 1)] }),
      });
      await accept(cod.id);
      await pickUp(cod.id, paneer);
      await pickUp(cod.id, cake);
      await deliver(cod.id);

      // Online: three sellers; the juicery cancels everything it had, so one convenience fee goes too. 9 km out.
      const placedOnline = await placeOrder(
        'foodCart',
        [
          { product: paneer, quantity: 1 },
          { product: cake, quantity: 1 },
          { product: bread, quantity: 3 },
          { product: juice, quantity: 2 },
        ],
        { km: 9, online: true },
      );
      await confirmAs(juicery, placedOnline.order._id, []);
      await confirmAs(dhaba, placedOnline.order._id, [paneer]);
      await confirmAs(bakery, placedOnline.order._id, [cake, bread]);
      Object.assign(online, {
        id: placedOnline.order._id,
        displayId: placedOnline.order.id,
        expected: priceOrder({ orderType: 'Food', distanceKm: placedOnline.distanceKm, lines: [line(paneer, 1), line(cake, 1), line(bread, 3)] }),
      });
      await accept(online.id);
      await pickUp(online.id, paneer);
      await pickUp(online.id, cake);
      await pickUp(online.id, bread);
      await deliver(online.id);
    });

    it('the orders are repriced from their remaining lines, as libs/pricing says', async () => {
      // By hand: COD ₹930.33 of food, 5 km → ₹45, two sellers → ₹15, GST ₹46.52 (5% of 93,033 paise, half up).
      expect(cod.expected).toMatchObject({ amount: 93_033, deliveryCharge: 4_500, convenienceFees: 1_500, taxes: 4_652, totalAmount: 103_685 });
      // Online: the juicery is gone, so one extra seller is left: ₹15 of convenience, ₹70 for 9 km.
      expect(online.expected).toMatchObject({ deliveryCharge: 7_000, convenienceFees: 1_500 });
      for (const { id, expected } of [cod, online]) {
        expect(await orderRow(id)).toMatchObject({
          deliveryStatus: 'Delivered',
          paymentStatus: 'Paid',
          amountPaise: expected.amount,
          deliveryChargePaise: expected.deliveryCharge,
          taxesPaise: expected.taxes,
          convenienceFeesPaise: expected.convenienceFees,
          totalAmountPaise: expected.totalAmount,
        });
      }
      // The online order was refunded what the cancelled lines cost; that is not the partner's business.
      expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, online.id))).length).toBeGreaterThan(0);
    });

    it('commission = deliveryCharge + convenienceFees of the repriced order, for each', async () => {
      for (const { id, expected } of [cod, online]) {
        const rows = await t.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, id));
        expect(rows.map((r) => ({ partner: r.deliveryPartnerId, paise: r.commissionPaise }))).toEqual([
          { partner: deliveryPartnerA.id, paise: expected.deliveryCharge + expected.convenienceFees },
        ]);
      }
    });

    it('what partner A owes grows by the COD total only: one unsettled row for the COD order, none for the online one', async () => {
      expect(await owedBy(deliveryPartnerA.id)).toBe(owedAtStart + cod.expected.totalAmount);
      const codRows = await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, cod.id));
      expect(codRows.map((r) => ({ partner: r.deliveryPartnerId, paise: r.amountPaise, status: r.status }))).toEqual([
        { partner: deliveryPartnerA.id, paise: cod.expected.totalAmount, status: 'unsettled' },
      ]);
      expect(await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, online.id))).toEqual([]);
      expect(await owedBy(deliveryPartnerB.id)).toBe(0);
    });

    it('each seller’s sales record equals their non-cancelled lines; a seller with nothing left has none', async () => {
      expect(await salesRowsOf(cod.id)).toEqual(salesOf([line(paneer, 2), line(cake, 1)]));
      expect(await salesRowsOf(cod.id)).toEqual({ [dhaba.sellerId]: 48_000, [bakery.sellerId]: 45_033 });
      expect(await salesRowsOf(online.id)).toEqual(salesOf([line(paneer, 1), line(cake, 1), line(bread, 3)]));
      expect((await salesRowsOf(online.id))[juicery.sellerId]).toBeUndefined();
      for (const { id, expected } of [cod, online]) {
        expect(Object.values(await salesRowsOf(id)).reduce((a, b) => a + b, 0)).toBe(expected.amount);
      }
    });

    it('GET /api/delivery/orders/:deliveryBoyId: pending counts assigned orders neither Delivered nor Cancelled; commission and cash owed in rupees', async () => {
      // One more assigned and still to deliver, one assigned and cancelled, one nobody took.
      const pendingOne = await placeOrder('foodCart', [{ product: juice, quantity: 1 }], { km: 3 });
      await accept(pendingOne.order._id);
      const customer = await makeAccount(t.database.db, 'customer');
      const { order: cancelled } = await makeOrder(t.database.db, { customer, lines: [{ product: dal, quantity: 1 }], status: 'Cancelled', fees: { deliveryChargePaise: 0 } });
      await t.database.db.update(orders).set({ deliveryPartnerId: deliveryPartnerA.id }).where(eq(orders.id, cancelled.id));
      await placeOrder('foodCart', [{ product: juice, quantity: 1 }], { km: 3 });

      const res = await send('GET', `/api/delivery/orders/${deliveryPartnerA.id}`, deliveryPartnerA.token);
      expect(res.statusCode).toBe(200);
      const commission = cod.expected.deliveryCharge + cod.expected.convenienceFees + online.expected.deliveryCharge + online.expected.convenienceFees;
      expect(json(res)).toEqual({
        success: true,
        pendingOrders: 1,
        commission: paiseToRupees(commission),
        tips: 0,
        outstandingAmount: paiseToRupees(owedAtStart + cod.expected.totalAmount),
      });
      expect(json(await send('GET', `/api/delivery/orders/${deliveryPartnerB.id}`, deliveryPartnerB.token))).toEqual({ success: true, pendingOrders: 0, commission: 0, tips: 0, outstandingAmount: 0 });
    });

    it('GET /api/delivery/:id/commissionHistory: newest first, with the order display id; total is their sum', async () => {
      const res = await send('GET', `/api/delivery/${deliveryPartnerA.id}/commissionHistory`, deliveryPartnerA.token);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.commissionHistory.map((e: AnyReply) => ({ orderId: e.orderId, commission: e.commission }))).toEqual([
        { orderId: online.displayId, commission: paiseToRupees(online.expected.deliveryCharge + online.expected.convenienceFees) },
        { orderId: cod.displayId, commission: paiseToRupees(cod.expected.deliveryCharge + cod.expected.convenienceFees) },
      ]);
      expect(body.total).toBe(paiseToRupees(cod.expected.deliveryCharge + cod.expected.convenienceFees + online.expected.deliveryCharge + online.expected.convenienceFees));
      const [newest, oldest] = body.commissionHistory as AnyReply[];
      expect(Date.parse(newest!.time)).toBeGreaterThanOrEqual(Date.parse(oldest!.time));
      expect(newest!.time).toBe((await orderRow(online.id)).deliveredAt!.toISOString());
    });

    it('GET /api/delivery/outstandingAmounts/:id: the cash entries newest first, and what is owed now', async () => {
      const res = await send('GET', `/api/delivery/outstandingAmounts/${deliveryPartnerA.id}`, deliveryPartnerA.token);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      const row = await orderRow(cod.id);
      expect(body).toEqual({
        success: true,
        outstandingPayments: [
          {
            _id: expect.any(String),
            orderId: { _id: cod.id, id: cod.displayId },
            amount: paiseToRupees(cod.expected.totalAmount),
            status: 'unsettled',
            collectedAt: row.deliveredAt!.toISOString(),
            settledAt: null,
          },
        ],
        outstandingAmount: paiseToRupees(owedAtStart + cod.expected.totalAmount),
      });
    });

    it('newest first when there are several: a settled older entry comes after a newer one', async () => {
      const customer = await makeAccount(t.database.db, 'customer');
      const { order } = await makeOrder(t.database.db, { customer, lines: [{ product: dal, quantity: 1, status: 'Out For Delivery' }], status: 'Out For Delivery' });
      await t.database.db.update(orders).set({ deliveryPartnerId: deliveryPartnerB.id }).where(eq(orders.id, order.id));
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
      await confirmDelivery(t.database.db, { id: deliveryPartnerB.id, role: 'delivery' }, { orderId: order.id }, { at: yesterday });
      await t.database.db.update(outstandingPayments).set({ status: 'settled', settledAt: new Date() }).where(eq(outstandingPayments.orderId, order.id));
      await t.database.db.update(deliveryPartners).set({ outstandingAmountPaise: 0 }).where(eq(deliveryPartners.id, deliveryPartnerB.id));
      const { order: today } = await makeOrder(t.database.db, { customer, lines: [{ product: paneer, quantity: 1, status: 'Out For Delivery' }], status: 'Out For Delivery' });
      await t.database.db.update(orders).set({ deliveryPartnerId: deliveryPartnerB.id }).where(eq(orders.id, today.id));
      await deliver(today.id, deliveryPartnerB);

      const outstanding = json<AnyReply>(await send('GET', `/api/delivery/outstandingAmounts/${deliveryPartnerB.id}`, deliveryPartnerB.token));
      expect(outstanding.outstandingPayments.map((p: AnyReply) => [p.orderId._id, p.status, p.settledAt === null])).toEqual([
        [today.id, 'unsettled', true],
        [order.id, 'settled', false],
      ]);
      expect(outstanding.outstandingAmount).toBe(paiseToRupees((await orderRow(today.id)).totalAmountPaise));
      const history = json<AnyReply>(await send('GET', `/api/delivery/${deliveryPartnerB.id}/commissionHistory`, deliveryPartnerB.token));
      expect(history.commissionHistory.map((e: AnyReply) => e.orderId)).toEqual([today.displayId, order.displayId]);
      expect(history.commissionHistory[1].time).toBe(yesterday.toISOString());
    });

    it('answers only the partner themself: B’s token on A’s id 403, other roles 403, a malformed id 400', async () => {
      for (const url of [`/api/delivery/${deliveryPartnerA.id}/commissionHistory`, `/api/delivery/outstandingAmounts/${deliveryPartnerA.id}`, `/api/delivery/orders/${deliveryPartnerA.id}`]) {
        const other = await send('GET', url, deliveryPartnerB.token);
        expect(other.statusCode, url).toBe(403);
        expect(json(other)).toMatchObject({ success: false });
        expect(other.body).not.toContain(cod.displayId);
        for (const role of ['customer', 'seller', 'admin'] as const) expect((await send('GET', url, tokens[role])).statusCode, `${role} ${url}`).toBe(403);
        expect((await send('GET', url)).statusCode, url).toBe(401);
      }
      for (const url of ['/api/delivery/not-an-id/commissionHistory', '/api/delivery/outstandingAmounts/not-an-id']) {
        const res = await send('GET', url, deliveryPartnerA.token);
        expect(res.statusCode, url).toBe(400);
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain('id');
      }
    });
  });

  describe('over generated orders', () => {
    it('1,000 orders: commission, cash and each seller’s sale follow libs/pricing exactly, in integer paise, and convert to rupees without drift', () => {
      const sellerIds = Array.from({ length: SELLER_COUNT }, (_, i) => `seller-${i}`);
      fc.assert(
        fc.property(generatedOrder, (o) => {
          const expected = expectationsOf(o, sellerIds);
          const { repriced } = expected;
          const items = o.lines.map((l) => ({
            sellerId: sellerIds[l.seller]!,
            status: l.cancelled ? ('Cancelled' as const) : ('Out For Delivery' as const),
            unitPricePaise: l.unitPricePaise,
            quantity: l.quantity,
          }));
          const money = deliveryMoney(
            {
              paymentMethod: o.paymentMethod,
              deliveryChargePaise: repriced.deliveryCharge,
              convenienceFeesPaise: repriced.convenienceFees,
              totalAmountPaise: repriced.totalAmount,
            },
            items,
          );
          expect(money.commissionPaise).toBe(expected.commissionPaise);
          expect(money.cashCollectedPaise).toBe(expected.cashPaise);
          expect(Object.fromEntries(money.salesBySeller)).toEqual(expected.sales);
          const sold = [...money.salesBySeller.values()].reduce((a, b) => a + b, 0);
          expect(sold).toBe(repriced.amount);
          expect(repriced.totalAmount).toBe(repriced.amount + repriced.deliveryCharge + repriced.taxes + repriced.convenienceFees + repriced.serviceCharge);
          for (const paise of [money.commissionPaise, money.cashCollectedPaise, ...money.salesBySeller.values()]) {
            expect(Number.isSafeInteger(paise) && paise >= 0).toBe(true);
            expect(isRupees(paiseToRupees(paise))).toBe(true);
            expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
          }
        }),
        { numRuns: 1_000 },
      );
    });

    it('50 of them delivered on the database: the rows written are the paise libs/pricing gives, and the partner owes the sum of the COD totals', async () => {
      const db = t.database.db;
      const shops = await Promise.all(Array.from({ length: SELLER_COUNT }, (_, i) => makeShop(db, { name: `Generated shop ${i}`, category: 'Restaurant' })));
      const pool = await Promise.all(
        shops.map((shop, i) => makeProducts(db, shop, Array.from({ length: MAX_LINES }, (_, n) => ({ name: `Item ${i}-${n}`, pricePaise: 100 })))),
      );
      const sellerIds = shops.map((s) => s.sellerId);
      const deliveryPartner = await makeAccount(db, 'delivery', 'Generated partner');
      const customer = await makeAccount(db, 'customer');
      let owed = 0;
      let commission = 0;

      for (const o of fc.sample(generatedOrder, { numRuns: 50, seed: 20_240_808 })) {
        const expected = expectationsOf(o, sellerIds);
        const { repriced } = expected;
        // The order as its last confirmation left it: repriced, its remaining lines out for delivery with the partner.
        const { order } = await makeOrder(db, {
          customer,
          orderType: o.orderType,
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentMethod === 'Online' ? 'Paid' : 'Unpaid',
          status: 'Out For Delivery',
          lines: o.lines.map((l, n) => ({
            product: { ...pool[l.seller]![n]!, pricePaise: l.unitPricePaise },
            quantity: l.quantity,
            status: l.cancelled ? 'Cancelled' : 'Out For Delivery',
          })),
          fees: {
            deliveryChargePaise: repriced.deliveryCharge,
            taxesPaise: repriced.taxes,
            convenienceFeesPaise: repriced.convenienceFees,
            serviceChargePaise: repriced.serviceCharge,
          },
        });
        expect(order.totalAmountPaise).toBe(repriced.totalAmount);
        await db.update(orders).set({ deliveryPartnerId: deliveryPartner.id, distanceKm: o.distanceKm }).where(eq(orders.id, order.id));

        await confirmDelivery(db, { id: deliveryPartner.id, role: 'delivery' }, { orderId: order.id });

        const commissionRows = await db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order.id));
        expect(commissionRows.map((r) => r.commissionPaise)).toEqual([expected.commissionPaise]);
        const cashRows = await db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, order.id));
        expect(cashRows.map((r) => r.amountPaise)).toEqual(o.paymentMethod === 'COD' ? [expected.cashPaise] : []);
        expect(await salesRowsOf(order.id)).toEqual(expected.sales);
        expect(await orderRow(order.id)).toMatchObject({ deliveryStatus: 'Delivered', paymentStatus: 'Paid' });
        owed += expected.cashPaise;
        commission += expected.commissionPaise;
      }

      expect(await owedBy(deliveryPartner.id)).toBe(owed);
      const all = await db.select().from(commissionEntries).where(eq(commissionEntries.deliveryPartnerId, deliveryPartner.id)).orderBy(asc(commissionEntries.createdAt));
      expect(all).toHaveLength(50);
      expect(all.reduce((sum, r) => sum + r.commissionPaise, 0)).toBe(commission);
      // The figures the partner reads, in rupees, are those sums converted once.
      const token = sign(deliveryPartner.id, 'delivery');
      expect(json(await send('GET', `/api/delivery/orders/${deliveryPartner.id}`, token))).toEqual({
        success: true,
        pendingOrders: 0,
        commission: paiseToRupees(commission),
        tips: 0,
        outstandingAmount: paiseToRupees(owed),
      });
    });
  });
});
