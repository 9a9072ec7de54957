import { foodDeliveryChargePaise } from '@nukkad/pricing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeProducts, makeShop } from '../testing/fixtures';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { customers, deliveryPartners, orderEvents, orderFigures, orderItems, orders, outstandingPayments, payments, products, refunds } from './schema';

/** The SQLSTATE of a refused write, whichever driver raised it. */
async function sqlState(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (err) {
    for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw err;
  }
  return undefined;
}
const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const INVALID_ENUM = '22P02';

describe('the data model holds its rules in the database', () => {
  let t: TestApp;
  let shopA: Awaited<ReturnType<typeof makeShop>>;
  let shopB: Awaited<ReturnType<typeof makeShop>>;
  let productA: { id: string; name: string; pricePaise: number };
  let customerId: string;
  let displayCounter = 0;

  const address = { fullName: 'C', phone: '9800000099', addressLine: 'x', area: 'y', landMark: null, lat: 28.6, long: 77.2 };
  const orderRow = (money: Partial<typeof orders.$inferInsert> = {}) => ({
    displayId: `T${String(++displayCounter).padStart(5, '0')}`,
    customerId,
    orderType: 'Grocery' as const,
    paymentMethod: 'COD' as const,
    amountPaise: 10_000,
    deliveryChargePaise: 2_000,
    serviceChargePaise: 1_500,
    totalAmountPaise: 13_500,
    distanceKm: 1.5,
    shippingAddress: address,
    ...money,
  });
  const itemRow = (orderId: string, over: Partial<typeof orderItems.$inferInsert> = {}) => ({
    orderId,
    productId: productA.id,
    shopId: shopA.id,
    sellerId: shopA.sellerId,
    productName: productA.name,
    shopName: shopA.name,
    sellerUsername: 'owner',
    unitPricePaise: productA.pricePaise,
    quantity: 1,
    ...over,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    shopA = await makeShop(db, { name: 'Shop A', category: 'Grocery' });
    shopB = await makeShop(db, { name: 'Shop B', category: 'Grocery' });
    productA = (await makeProducts(db, shopA, [{ name: 'Milk', pricePaise: 6_000 }]))[0]!;
    customerId = (await db.insert(customers).values({ name: 'C', phone: '9800000098' }).returning())[0]!.id;
  });
  afterAll(() => t.close());

  it('accepts a well-formed order with its item and event', async () => {
    const db = t.database.db;
    const [order] = await db.insert(orders).values(orderRow()).returning();
    const [item] = await db.insert(orderItems).values(itemRow(order!.id)).returning();
    await db.insert(orderEvents).values({
      orderId: order!.id,
      orderItemId: item!.id,
      kind: 'status',
      actorRole: 'seller',
      actorId: shopA.sellerId,
      fromStatus: 'Processing',
      toStatus: 'Preparing',
    });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([['Processing', 'Preparing']]);
  });

  it('keeps one line per product in an order (the pickup call names an item by order and product)', async () => {
    const db = t.database.db;
    const [order] = await db.insert(orders).values(orderRow()).returning();
    await db.insert(orderItems).values(itemRow(order!.id));
    expect(await sqlState(db.insert(orderItems).values(itemRow(order!.id, { quantity: 2 })))).toBe(UNIQUE_VIOLATION);
  });

  it('refuses negative money, a total that is not the sum, ratings outside 1–5 and quantities below 1', async () => {
    const db = t.database.db;
    expect(await sqlState(db.insert(orders).values(orderRow({ deliveryChargePaise: -1, totalAmountPaise: 13_499 })))).toBe(
      CHECK_VIOLATION,
    );
    expect(await sqlState(db.insert(orders).values(orderRow({ totalAmountPaise: 13_501 })))).toBe(CHECK_VIOLATION);
    expect(await sqlState(db.insert(orders).values(orderRow({ overallRatings: 6 })))).toBe(CHECK_VIOLATION);
    expect(await sqlState(db.insert(orders).values(orderRow({ appRatings: 0 })))).toBe(CHECK_VIOLATION);
    const [order] = await db.insert(orders).values(orderRow()).returning();
    expect(await sqlState(db.insert(orderItems).values(itemRow(order!.id, { quantity: 0 })))).toBe(CHECK_VIOLATION);
    expect(await sqlState(db.insert(orderItems).values(itemRow(order!.id, { unitPricePaise: -100 })))).toBe(CHECK_VIOLATION);
    expect(await sqlState(db.insert(products).values({ shopId: shopA.id, sellerId: shopA.sellerId, name: 'X', pricePaise: -1 }))).toBe(
      CHECK_VIOLATION,
    );
    // A base (struck-through) price below the selling price is no discount.
    expect(
      await sqlState(
        db.insert(products).values({ shopId: shopA.id, sellerId: shopA.sellerId, name: 'Y', pricePaise: 500, basePricePaise: 400 }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it("keeps products and order items on their shop's seller", async () => {
    const db = t.database.db;
    // Shop A's product claimed by shop B's seller.
    expect(await sqlState(db.insert(products).values({ shopId: shopA.id, sellerId: shopB.sellerId, name: 'Z', pricePaise: 100 }))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    expect(
      await sqlState(db.update(products).set({ sellerId: shopB.sellerId }).where(eq(products.id, productA.id))),
    ).toBe(FOREIGN_KEY_VIOLATION);
    const [order] = await db.insert(orders).values(orderRow()).returning();
    expect(await sqlState(db.insert(orderItems).values(itemRow(order!.id, { sellerId: shopB.sellerId })))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('records only item statuses in order events', async () => {
    const db = t.database.db;
    const [order] = await db.insert(orders).values(orderRow()).returning();
    const bogus = db.execute(
      sql`insert into order_events (order_id, kind, actor_role, actor_id, to_status) values (${order!.id}, 'status', 'admin', ${customerId}, 'Teleported')`,
    );
    expect(await sqlState(bogus)).toBe(INVALID_ENUM);
    const missing = db.insert(orderEvents).values({ orderId: order!.id, kind: 'status', actorRole: 'admin', actorId: customerId });
    expect(await sqlState(missing)).toBe(CHECK_VIOLATION);
  });

  it('never lets the refunds of a payment add up to more than was paid', async () => {
    const db = t.database.db;
    const [payment] = await db
      .insert(payments)
      .values({ provider: 'test', providerOrderId: `po_${displayCounter}`, customerId, amountPaise: 10_000, status: 'used' })
      .returning();
    await db.insert(refunds).values({ paymentId: payment!.id, amountPaise: 6_000, reason: 'item cancelled' });
    expect(await sqlState(db.insert(refunds).values({ paymentId: payment!.id, amountPaise: 4_001, reason: 'too much' }))).toBe(
      CHECK_VIOLATION,
    );
    await db.insert(refunds).values({ paymentId: payment!.id, amountPaise: 4_000, reason: 'order cancelled' });
    const [sum] = await db
      .select({ total: sql<number>`sum(${refunds.amountPaise})::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment!.id));
    expect(sum!.total).toBe(10_000);
    expect(await sqlState(db.insert(refunds).values({ paymentId: payment!.id, amountPaise: 1, reason: 'one paisa more' }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('keeps the order figures equal to counting the orders, through inserts, status and total changes, deletes and rollbacks', async () => {
    const db = t.database.db;
    const placed = await db.insert(orders).values([orderRow(), orderRow(), orderRow()]).returning();
    await db.update(orders).set({ deliveryStatus: 'Delivered' }).where(eq(orders.id, placed[0]!.id));
    await db.update(orders).set({ deliveryStatus: 'Cancelled', amountPaise: 0, totalAmountPaise: orderRow().totalAmountPaise! - orderRow().amountPaise! }).where(eq(orders.id, placed[1]!.id));
    // A change that changes neither status nor total leaves the figures alone; a rolled-back one never reaches them.
    await db.update(orders).set({ review: 'Lovely' }).where(eq(orders.id, placed[2]!.id));
    await db
      .transaction(async (tx) => {
        await tx.insert(orders).values(orderRow());
        await tx.update(orders).set({ deliveryStatus: 'Delivered' }).where(eq(orders.id, placed[2]!.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    const [gone] = await db.insert(orders).values(orderRow()).returning();
    await db.delete(orders).where(eq(orders.id, gone!.id));
    // Within one transaction an order placed and moved on counts once, where it ended.
    await db.transaction(async (tx) => {
      const [order] = await tx.insert(orders).values(orderRow()).returning();
      await tx.update(orders).set({ deliveryStatus: 'Preparing' }).where(eq(orders.id, order!.id));
    });
    const counted = await db
      .select({ status: orders.deliveryStatus, orders: sql<number>`count(*)::int`, totalPaise: sql<number>`sum(${orders.totalAmountPaise})::int` })
      .from(orders)
      .groupBy(orders.deliveryStatus)
      .orderBy(orders.deliveryStatus);
    const kept = await db
      .select({ status: orderFigures.status, orders: sql<number>`sum(${orderFigures.orders})::int`, totalPaise: sql<number>`sum(${orderFigures.totalPaise})::int` })
      .from(orderFigures)
      .groupBy(orderFigures.status)
      .having(sql`sum(${orderFigures.orders}) <> 0`)
      .orderBy(orderFigures.status);
    expect(counted.map((c) => c.status)).toEqual(expect.arrayContaining(['Processing', 'Preparing', 'Delivered', 'Cancelled']));
    expect(kept).toEqual(counted);
  });

  it('keeps what a partner owes equal to their unsettled payments, through inserts, settling, moves and deletes', async () => {
    const db = t.database.db;
    const partnerA = (await makeAccount(db, 'delivery')).id;
    const partnerB = (await makeAccount(db, 'delivery')).id;
    const owedBy = async (id: string) => (await db.select().from(deliveryPartners).where(eq(deliveryPartners.id, id)))[0]!.outstandingAmountPaise;
    const owed = async () => [await owedBy(partnerA), await owedBy(partnerB)];
    const [first, second, third] = await db.insert(orders).values([orderRow(), orderRow(), orderRow()]).returning();
    const [p1, p2] = await db
      .insert(outstandingPayments)
      .values([
        { deliveryPartnerId: partnerA, orderId: first!.id, amountPaise: 13_500 },
        { deliveryPartnerId: partnerA, orderId: second!.id, amountPaise: 2_050 },
      ])
      .returning();
    expect(await owed()).toEqual([15_550, 0]);
    await db.insert(outstandingPayments).values({ deliveryPartnerId: partnerB, orderId: third!.id, amountPaise: 700, status: 'settled' });
    expect(await owed()).toEqual([15_550, 0]);
    await db.update(outstandingPayments).set({ status: 'settled', settledAt: new Date() }).where(eq(outstandingPayments.id, p1!.id));
    expect(await owed()).toEqual([2_050, 0]);
    await db.update(outstandingPayments).set({ deliveryPartnerId: partnerB }).where(eq(outstandingPayments.id, p2!.id));
    expect(await owed()).toEqual([0, 2_050]);
    await db.update(outstandingPayments).set({ amountPaise: 2_000 }).where(eq(outstandingPayments.id, p2!.id));
    expect(await owed()).toEqual([0, 2_000]);
    await db.delete(outstandingPayments).where(eq(outstandingPayments.id, p2!.id));
    expect(await owed()).toEqual([0, 0]);
  });

  it('stores the distance exactly as it was priced, so repricing stays in the same tier', async () => {
    const db = t.database.db;
    // 4000.4 m, just past the 4 km tier: stored as whole metres it became 4.000 km and fell back into the cheaper tier.
    const km = 4.0004;
    expect(Math.round(km * 1000) / 1000).toBe(4);
    const [order] = await db.insert(orders).values(orderRow({ distanceKm: km })).returning();
    const [stored] = await db.select({ distanceKm: orders.distanceKm }).from(orders).where(eq(orders.id, order!.id));
    expect(stored!.distanceKm).toBe(km);
    expect(foodDeliveryChargePaise(stored!.distanceKm)).toBe(foodDeliveryChargePaise(km));
    expect(foodDeliveryChargePaise(stored!.distanceKm)).not.toBe(foodDeliveryChargePaise(Math.round(km * 1000) / 1000));
  });
});
