import { IDEMPOTENCY_KEY_HEADER, type CartKey, type Role } from '@nukkad/contracts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { expect } from 'vitest';
import {
  adminActions,
  commissionEntries,
  deliveryPartners,
  notifications,
  orderEvents,
  orderItems,
  orders,
  outstandingPayments,
  refunds,
  salesRecords,
  type ProductRow,
  type ShopRow,
} from '../db/schema';
import { addressAt, putInCart, signedInCustomer } from './checkout-fixtures';
import { makeAccount, makeProducts, makeShop } from './fixtures';
import { bearer, json, type TestApp } from './test-app';

// Fixtures of the admin tests: signed-in accounts of each role, orders placed through checkout, and a snapshot of
// every table an admin action writes (to prove a refused one wrote nothing).

export type Signed = { id: string; name: string; phone: string; headers: Record<string, string> };

export async function signedIn(t: TestApp, role: Role, name?: string): Promise<Signed> {
  const account = await makeAccount(t.database.db, role, name);
  return { ...account, headers: bearer(t.app.jwt.sign({ sub: account.id, role, ver: 0 }, { expiresIn: '1h' })) };
}

let keyCounter = 0;

/**
 * A real order through checkout (POST /api/order/create-order): the customer's cart, an address 5 km out, COD or
 * an Online payment made on the test provider's sheet and verified first. Returns the customer and the order id.
 */
export async function placeOrder(t: TestApp, cartKey: CartKey, lines: { product: ProductRow; quantity: number }[], opts: { online?: boolean } = {}) {
  const customer = await signedInCustomer(t);
  const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...customer.headers, ...headers } });
  const { address } = await addressAt(t, customer.id, 5);
  await putInCart(t, customer.id, cartKey, lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })));
  let paymentOrderId: string | undefined;
  if (opts.online) {
    const created = json<{ order: { id: string } }>(await send('/api/payment/createOrder', { cartKey, addressId: address.id }));
    const { proof } = json<{ proof: object }>(await send('/api/payment/test-provider/pay', { order_id: created.order.id, outcome: 'paid' }));
    expect((await send('/api/payment/verify-payment', proof)).statusCode).toBe(200);
    paymentOrderId = created.order.id;
  }
  const res = await send(
    '/api/order/create-order',
    { cartKey, address: { _id: address.id }, paymentMethod: opts.online ? 'Online' : 'COD', ...(paymentOrderId ? { paymentOrderId } : {}) },
    { [IDEMPOTENCY_KEY_HEADER]: `admin-test-${Date.now()}-${++keyCounter}` },
  );
  expect(res.statusCode).toBe(200);
  return { customer, orderId: json<{ order: { _id: string } }>(res).order._id };
}

const count0 = async (t: TestApp, table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

/** Row counts of every table an admin action may write, and the partners' and orders' rows themselves. */
export async function everythingWritten(t: TestApp) {
  const db = t.database.db;
  return {
    adminActions: await count0(t, adminActions),
    orderEvents: await count0(t, orderEvents),
    notifications: await count0(t, notifications),
    refunds: await count0(t, refunds),
    commissions: await count0(t, commissionEntries),
    sales: await count0(t, salesRecords),
    orders: await db.select().from(orders).orderBy(orders.id),
    items: await db.select().from(orderItems).orderBy(orderItems.id),
    partners: await db.select().from(deliveryPartners).orderBy(deliveryPartners.id),
    payments: await db.select().from(outstandingPayments).orderBy(outstandingPayments.id),
  };
}

/** Two food shops of the order-action tests: a dhaba (Paneer Tikka ₹240, Butter Naan ₹45) and a bakery (Chocolate Cake ₹450). */
export async function makeDhabaAndBakery(db: Db, prefix: string) {
  const dhaba: ShopRow = await makeShop(db, { name: `${prefix} Dhaba`, category: 'Restaurant' });
  const bakery: ShopRow = await makeShop(db, { name: `${prefix} Bakery`, category: 'Bakery' });
  const [paneer, naan] = (await makeProducts(db, dhaba, [
    { name: 'Paneer Tikka', pricePaise: 24_000 },
    { name: 'Butter Naan', pricePaise: 4_500 },
  ])) as [ProductRow, ProductRow];
  const [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
  return { dhaba, bakery, paneer, naan, cake };
}
