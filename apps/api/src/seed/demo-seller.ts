import type { CartKey, Order } from '@nukkad/contracts';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../lib/actor';
import type { PaymentProvider } from '../ports/payment-provider';
import { placeOrder } from '../modules/checkout/create-order';
import type { DeliveryArea } from '../modules/checkout/delivery-address';
import { confirmOrder } from '../modules/orders/confirm-order';
import type { Db } from '../db/client';
import { cartItems, customerAddresses, customers, notifications, orderItems, outstandingPayments, products } from '../db/schema';
import { archiveProduct } from '../modules/shop-management/products';
import { backdate, deliver, fillCart, firstProducts } from './demo-commerce';

export type DemoSellerAccounts = { sellerId: string; shopName: string; demoCustomerId: string; deliveryPartnerId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Neighbours who order from the demo seller's shop, each with one address near the demo customer's. */
const NEIGHBOURS = [
  { name: 'Priya Sharma', phone: '9811000001', addressLine: 'B-12, Bengali Market', area: 'Mandi House, New Delhi 110001', lat: 28.6289, long: 77.2336 },
  { name: 'Arjun Mehta', phone: '9811000002', addressLine: '44 Janpath Lane', area: 'Janpath, New Delhi 110001', lat: 28.6223, long: 77.2183 },
  { name: 'Neha Gupta', phone: '9811000003', addressLine: 'Flat 7, Gole Market', area: 'Gole Market, New Delhi 110001', lat: 28.6355, long: 77.2039 },
  { name: 'Vikram Singh', phone: '9811000004', addressLine: '3 Hailey Road', area: 'Barakhamba, New Delhi 110001', lat: 28.6262, long: 77.2291 },
] as const;

/** Days ago of each delivered order of the last 30 days: a shop that sells most days, more lately. */
const DELIVERED_DAYS_AGO = [29, 27, 25, 24, 22, 20, 18, 17, 15, 13, 12, 10, 9, 8, 6, 5, 4, 3, 2, 1, 0, 0];

/** Demo orders are cash on delivery: nothing of theirs is ever refunded. */
const noRefunds: PaymentProvider = {
  name: 'test',
  publicKey: null,
  createOrder: () => Promise.reject(new Error('Demo orders are paid in cash')),
  verifySignature: () => false,
  verifyWebhookSignature: () => false,
  refund: () => Promise.reject(new Error('Demo orders are paid in cash')),
};

/**
 * The demo seller's shop at work, through the same services its customers and its seller use: delivered orders
 * over the last 30 days (sales records on their days, the rider's cash of the older ones settled), orders
 * confirmed and being prepared (one with an item left out), and new orders waiting for confirmation, whose
 * notifications are the only unread ones.
 */
export async function seedDemoSellerOrders(db: Db, accounts: DemoSellerAccounts, area: DeliveryArea): Promise<{ orders: number }> {
  const buyers = [...(await neighbours(db)), accounts.demoCustomerId];
  const menu = await firstProducts(db, accounts.shopName, 6);
  const seller: Actor = { id: accounts.sellerId, role: 'seller' };
  let attempt = 0;

  const place = async (customerId: string, n: number): Promise<Order> => {
    const customer: Actor = { id: customerId, role: 'customer' };
    const cartKey: CartKey = 'foodCart';
    const lines = Array.from({ length: 1 + (n % 3) }, (_, i) => ({ productId: menu[(n + i * 2) % menu.length]!, quantity: 1 + ((n + i) % 2) }));
    await fillCart(db, customer, cartKey, lines);
    const [address] = await db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
    return placeOrder(
      db,
      customer,
      { body: { cartKey, address: { _id: address!.id }, paymentMethod: 'COD' }, idempotencyKey: `demo-seller-order-${++attempt}` },
      { area },
    );
  };

  for (const [n, daysAgo] of DELIVERED_DAYS_AGO.entries()) {
    const order = await place(buyers[n % NEIGHBOURS.length]!, n);
    const placedAt = new Date(Date.now() - daysAgo * DAY_MS - 2 * 60 * 60 * 1000);
    await db.transaction(async (tx) => {
      const deliveredAt = new Date(placedAt.getTime() + 40 * 60 * 1000);
      await deliver(tx, order, accounts.deliveryPartnerId, deliveredAt);
      await backdate(tx, order._id, placedAt, deliveredAt);
    });
  }
  await settleCashOlderThan(db, accounts.deliveryPartnerId, 7);

  const confirmedWhole = await place(buyers[1]!, 30);
  await confirmOrder(db, seller, { orderId: confirmedWhole._id, selectedProducts: confirmedWhole.items.map((i) => i.product._id) }, { provider: noRefunds });
  const confirmedPart = await place(buyers[2]!, 31);
  await confirmOrder(db, seller, { orderId: confirmedPart._id, selectedProducts: [confirmedPart.items[0]!.product._id] }, { provider: noRefunds });

  const waiting = [await place(accounts.demoCustomerId, 40), await place(buyers[0]!, 41), await place(buyers[3]!, 42)];

  // The seller has read everything but the waiting orders' news.
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.recipientRole, 'seller'),
        eq(notifications.recipientId, accounts.sellerId),
        notInArray(
          notifications.orderId,
          waiting.map((o) => o._id),
        ),
      ),
    );
  return { orders: DELIVERED_DAYS_AGO.length + 2 + waiting.length };
}

async function neighbours(db: Db): Promise<string[]> {
  const rows = await db
    .insert(customers)
    .values(NEIGHBOURS.map((n) => ({ name: n.name, phone: n.phone })))
    .onConflictDoNothing()
    .returning({ id: customers.id, phone: customers.phone });
  const byPhone = new Map(rows.map((r) => [r.phone, r.id]));
  await db.insert(customerAddresses).values(
    NEIGHBOURS.filter((n) => byPhone.has(n.phone)).map((n) => ({
      customerId: byPhone.get(n.phone)!,
      fullName: n.name,
      phone: n.phone,
      addressLine: n.addressLine,
      area: n.area,
      landmark: null,
      lat: n.lat,
      long: n.long,
      isDefault: true,
    })),
  );
  const all = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.phone, NEIGHBOURS.map((n) => n.phone)));
  return all.map((r) => r.id);
}

/** The rider handed over the cash of deliveries older than a week: those payments are settled, the amount owed falls (0021). */
async function settleCashOlderThan(db: Db, deliveryPartnerId: string, days: number) {
  await db
    .update(outstandingPayments)
    .set({ status: 'settled', settledAt: sql`${outstandingPayments.collectedAt} + interval '1 day'` })
    .where(
      and(
        eq(outstandingPayments.deliveryPartnerId, deliveryPartnerId),
        eq(outstandingPayments.status, 'unsettled'),
        lt(outstandingPayments.collectedAt, sql`now() - make_interval(days => ${days})`),
      ),
    );
}

/**
 * One of the demo seller's products archived, through the seller's own call: one their customers bought before (so
 * past orders show it still) and that no cart or open order holds, so the demo's checkouts are unaffected.
 */
export async function archiveDemoProduct(db: Db, sellerId: string): Promise<string | null> {
  const { rows } = (await db.execute(sql`
    select p.id, p.name from ${products} p
    where p.seller_id = ${sellerId} and p.archived_at is null
      and not exists (select from ${cartItems} c where c.product_id = p.id)
      and not exists (select from ${orderItems} oi where oi.product_id = p.id and oi.status not in ('Delivered', 'Cancelled'))
    order by exists (select from ${orderItems} oi where oi.product_id = p.id and oi.status = 'Delivered') desc, p.name
    limit 1`)) as { rows: { id: string; name: string }[] };
  const chosen = rows[0];
  if (!chosen) return null;
  await archiveProduct(db, { id: sellerId, role: 'seller' }, { productId: chosen.id });
  return chosen.name;
}
