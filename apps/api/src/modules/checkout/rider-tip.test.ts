import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionEntries, deliveryPartners, orders, outstandingPayments, payments, type ProductRow, type ShopRow } from '../../db/schema';
import { addressAt, putInCart, rowCount, signedInCustomer, type TestCustomer } from '../../testing/checkout-fixtures';
import { makeAccount, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;

describe('a tip for the rider', () => {
  let t: TestApp;
  let shop: ShopRow;
  let thali: ProductRow;
  const sign = (id: string, role: 'seller' | 'delivery') => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const post = (url: string, headers: Record<string, string>, payload: object, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, headers, payload });

  /** A customer with one ₹200 thali in the food cart and an address 1.5 km out (delivery ₹20). */
  async function readyCustomer() {
    const customer = await signedInCustomer(t);
    const { address } = await addressAt(t, customer.id, 1.5);
    await putInCart(t, customer.id, 'foodCart', [{ productId: thali.id, quantity: 1 }]);
    return { customer, address };
  }
  const placeCod = (customer: TestCustomer, addressId: string, tip: unknown) =>
    post('/api/order/create-order', { ...customer.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, { cartKey: 'foodCart', address: { _id: addressId }, paymentMethod: 'COD', tip });

  beforeAll(async () => {
    t = await buildTestApp({ TIP_MAX_RUPEES: '50' });
    shop = await makeShop(t.database.db, { name: 'Tip Test Dhaba', category: 'Restaurant' });
    [thali] = (await makeProducts(t.database.db, shop, [{ name: 'Tip Thali', pricePaise: 20_000 }])) as [ProductRow];
  });
  afterAll(() => t.close());

  it('is its own line in the quote and the order, outside GST: ₹200 food, GST ₹10, delivery ₹20, tip ₹20 → ₹250', async () => {
    const { customer, address } = await readyCustomer();
    const quote = json<AnyReply>(await post('/api/order/quote', customer.headers, { cartKey: 'foodCart', addressId: address.id, tip: 20 })).quote;
    expect(quote).toMatchObject({ amount: 200, taxes: 10, deliveryCharge: 20, tip: 20, totalAmount: 250 });
    const untipped = json<AnyReply>(await post('/api/order/quote', customer.headers, { cartKey: 'foodCart', addressId: address.id })).quote;
    expect(untipped).toMatchObject({ tip: 0, totalAmount: 230 });

    const placed = await placeCod(customer, address.id, 20);
    expect(placed.statusCode).toBe(200);
    const order = json<AnyReply>(placed).order;
    expect(order).toMatchObject({ tip: 20, taxes: 10, totalAmount: 250 });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0]).toMatchObject({ tipPaise: 2_000, totalAmountPaise: 25_000 });
    const details = json<AnyReply>(await t.app.inject({ method: 'GET', url: `/api/order/getOrderDetails/${order._id}`, headers: customer.headers })).order;
    expect(details).toMatchObject({ tip: 20, totalAmount: 250 });
  });

  it('refuses a tip that is negative, not whole rupees, not a number or above the cap with 400 on `tip`, and writes nothing', async () => {
    const { customer, address } = await readyCustomer();
    const ordersBefore = await rowCount(t, orders);
    const paymentsBefore = await rowCount(t, payments);
    for (const tip of [-10, 12.5, '20', 51]) {
      for (const [url, payload] of [
        ['/api/order/quote', { cartKey: 'foodCart', addressId: address.id, tip }],
        ['/api/payment/createOrder', { cartKey: 'foodCart', addressId: address.id, tip }],
        ['/api/order/create-order', { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'COD', tip }],
      ] as const) {
        const res = await post(url, customer.headers, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(tip)}`).toBe(400);
        expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain('tip');
      }
    }
    expect(json<AnyReply>(await post('/api/order/quote', customer.headers, { cartKey: 'foodCart', addressId: address.id, tip: 51 })).message).toBe('A tip can be at most ₹50');
    expect(await rowCount(t, orders)).toBe(ordersBefore);
    expect(await rowCount(t, payments)).toBe(paymentsBefore);
    // The cap itself is allowed.
    expect((await post('/api/order/quote', customer.headers, { cartKey: 'foodCart', addressId: address.id, tip: 50 })).statusCode).toBe(200);
  });

  it('is paid for online with the order: the payment is for the total with the tip, and only an order with the same tip may use it', async () => {
    const { customer, address } = await readyCustomer();
    const created = json<AnyReply>(await post('/api/payment/createOrder', customer.headers, { cartKey: 'foodCart', addressId: address.id, tip: 30 }));
    expect(created.order).toMatchObject({ amount: 260, amountPaise: 26_000 });
    expect((await t.database.db.select().from(payments).where(eq(payments.providerOrderId, created.order.id)))[0]!.tipPaise).toBe(3_000);
    const { proof } = json<AnyReply>(await post('/api/payment/test-provider/pay', customer.headers, { order_id: created.order.id, outcome: 'paid' }));
    expect((await post('/api/payment/verify-payment', customer.headers, proof)).statusCode).toBe(200);
    const online = (tip: number) =>
      post('/api/order/create-order', { ...customer.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, { cartKey: 'foodCart', address: { _id: address.id }, paymentMethod: 'Online', paymentOrderId: created.order.id, tip });
    expect((await online(10)).statusCode).toBe(409);
    const placed = await online(30);
    expect(placed.statusCode).toBe(200);
    expect(json<AnyReply>(placed).order).toMatchObject({ paymentStatus: 'Paid', tip: 30, totalAmount: 260 });
  });

  it("goes to the rider beside the commission; for COD the cash they collect includes it", async () => {
    const { customer, address } = await readyCustomer();
    const order = json<AnyReply>(await placeCod(customer, address.id, 20)).order;
    const partner = await makeAccount(t.database.db, 'delivery', 'Tipped Rider');
    const rider = bearer(sign(partner.id, 'delivery'));
    expect((await post(`/api/order/confirm-order/${order._id}`, bearer(sign(shop.sellerId, 'seller')), { selectedProducts: [thali.id] }, 'PUT')).statusCode).toBe(200);
    expect((await post(`/api/delivery/orders/${order._id}/accept`, rider, { deliveryBoyId: partner.id })).statusCode).toBe(200);
    const trip = json<AnyReply>(await t.app.inject({ method: 'GET', url: `/api/delivery/order/${order._id}`, headers: rider }));
    expect(JSON.stringify(trip)).toContain('"tip":20');
    expect((await post('/api/delivery/order/confirm-pickup', rider, { orderId: order._id, productId: thali.id }, 'PUT')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/delivery/order/confirm-delivery/${order._id}`, headers: rider })).statusCode).toBe(200);

    // Commission: delivery ₹20 + convenience ₹0, the tip apart; the cash owed is the whole ₹250 the customer paid.
    const [entry] = await t.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, order._id));
    expect(entry!.commissionPaise).toBe(2_000);
    const [cash] = await t.database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, order._id));
    expect(cash!.amountPaise).toBe(25_000);
    expect((await t.database.db.select().from(deliveryPartners).where(eq(deliveryPartners.id, partner.id)))[0]!.outstandingAmountPaise).toBe(25_000);

    const history = json<AnyReply>(await t.app.inject({ method: 'GET', url: `/api/delivery/${partner.id}/commissionHistory`, headers: rider }));
    expect(history).toMatchObject({ total: 20, tips: 20 });
    expect(history.commissionHistory).toEqual([expect.objectContaining({ commission: 20, tip: 20 })]);
    const stats = json<AnyReply>(await t.app.inject({ method: 'GET', url: `/api/delivery/orders/${partner.id}`, headers: rider }));
    expect(stats).toMatchObject({ commission: 20, tips: 20, outstandingAmount: 250 });
  });
});
