import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, salesRecords } from '../../db/schema';
import { businessDate } from '../../lib/time';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { getSellerDetails } from './sellers';

describe("a seller's dashboard figures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("counts only this seller's pending orders, today's sales and products", async () => {
    const db = t.database.db;
    const mine = await makeShop(db, { name: 'Mine', category: 'Grocery' });
    const theirs = await makeShop(db, { name: 'Theirs', category: 'Grocery' });
    const [milk, bread] = await makeProducts(db, mine, [
      { name: 'Milk', pricePaise: 6_000 },
      { name: 'Bread', pricePaise: 4_000 },
    ]);
    const [tea] = await makeProducts(db, theirs, [{ name: 'Tea', pricePaise: 20_000 }]);
    const [customer] = await db.insert(customers).values({ name: 'C', phone: '9800000099' }).returning();
    const address = { fullName: 'C', phone: '9800000099', addressLine: 'x', area: 'y', landMark: null, lat: 28.6, long: 77.2 };
    const order = async (displayId: string) =>
      (
        await db
          .insert(orders)
          .values({
            displayId,
            customerId: customer!.id,
            orderType: 'Grocery',
            paymentMethod: 'COD',
            amountPaise: 10_000,
            deliveryChargePaise: 2_000,
            totalAmountPaise: 12_000,
            distanceKm: 1,
            shippingAddress: address,
          })
          .returning()
      )[0]!;
    const a = await order('AAAAAA');
    const b = await order('BBBBBB');
    const line = (orderId: string, p: typeof milk, shop: typeof mine, status: 'Processing' | 'Preparing') => ({
      orderId,
      productId: p!.id,
      shopId: shop.id,
      sellerId: shop.sellerId,
      productName: p!.name,
      shopName: shop.name,
      sellerUsername: 'u',
      unitPricePaise: p!.pricePaise,
      quantity: 1,
      status,
    });
    await db.insert(orderItems).values([
      // Order A has two of my items waiting: it counts once.
      line(a.id, milk, mine, 'Processing'),
      line(a.id, bread, mine, 'Processing'),
      // Order B: my item is already confirmed; theirs is waiting (not mine to count).
      line(b.id, milk, mine, 'Preparing'),
      line(b.id, tea, theirs, 'Processing'),
    ]);
    await db.insert(salesRecords).values([
      { sellerId: mine.sellerId, orderId: a.id, amountPaise: 10_050, date: businessDate() },
      { sellerId: mine.sellerId, orderId: b.id, amountPaise: 99_900, date: '2020-01-01' },
      { sellerId: theirs.sellerId, orderId: b.id, amountPaise: 20_000, date: businessDate() },
    ]);

    const details = await getSellerDetails(db, { id: mine.sellerId, role: 'seller' });
    expect(details.pendingOrdersCount).toBe(1);
    expect(details.productsCount).toBe(2);
    expect(details.todaySalesTotal).toBe(100.5);
    expect(details.shop).toEqual({ _id: mine.id, name: 'Mine', category: 'Grocery', isOpen: true });
  });
});
