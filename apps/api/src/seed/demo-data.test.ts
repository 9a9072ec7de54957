import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ALL_ORDER_FILTERS, DIET_TYPES, GROCERY_CATEGORIES, MONTH_ORDER_FILTERS, SHOP_CATEGORIES, SHOP_RATING_MIN_REVIEWS } from '@nukkad/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { paiseToRupees, priceOrder } from '@nukkad/pricing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getAllOrders, getOrdersByMonth } from '../modules/admin/admin-orders';
import { getShopAndProducts } from '../modules/catalogue/catalogue';
import { getDashboardTrend } from '../modules/admin/overview';
import { getDeliveryStats } from '../modules/accounts/delivery-partners';
import { getOrderRider } from '../modules/delivery/location';
import { verifyPassword } from '../modules/accounts/passwords';
import { businessDate } from '../lib/time';
import { freshDatabase } from '../testing/test-app';
import type { Database } from '../db/client';
import {
  admins,
  cartItems,
  commissionEntries,
  coupons,
  customerAddresses,
  customerQueries,
  customers,
  deliveryPartnerPositions,
  deliveryPartners,
  notifications,
  orderEvents,
  orderItems,
  orders,
  outstandingPayments,
  payments,
  products,
  refunds,
  salesRecords,
  sellers,
  shops,
} from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_IMAGES_PATH, seedDemoData, type DemoAccounts } from './demo-data';
import { DEMO_HISTORY_CUSTOMER_PHONES, DEMO_HISTORY_PARTNER_PHONES } from './demo-history';
import { escapeXml, hslToHex, placeholderSvg } from './placeholder-image';

type ProductRow = typeof products.$inferSelect;
type ShopRow = typeof shops.$inferSelect;

const discountOf = (p: ProductRow) =>
  p.basePricePaise !== null && p.basePricePaise > p.pricePaise ? 1 - p.pricePaise / p.basePricePaise : 0;

/** The default delivery origin and area of the configuration. */
const DEMO_AREA = { shopOrigin: { lat: 28.6139, lng: 77.209 }, maxDeliveryKm: 50 };

describe('demo data', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let uploadsDir: string;
  let accounts: DemoAccounts | null;
  let allShops: ShopRow[];
  let allProducts: ProductRow[];
  const logs: string[] = [];
  let seededAt: Date;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-seed-'));
    seededAt = new Date();
    accounts = await seedDemoData(database.db, { uploadsDir, log: (m) => logs.push(m), area: DEMO_AREA, now: seededAt });
    allShops = await database.db.select().from(shops);
    allProducts = await database.db.select().from(products);
    // Sixty days of orders through the services: seconds alone, longer beside the other test files.
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it("has an open query on one of the demo customer's orders, waiting in the admins' inbox", async () => {
    const open = await database.db
      .select({ orderCustomer: orders.customerId })
      .from(customerQueries)
      .innerJoin(orders, eq(orders.id, customerQueries.orderId))
      .where(and(eq(customerQueries.status, 'open'), eq(customerQueries.customerId, accounts!.customer.id)));
    expect(open).toEqual([{ orderCustomer: accounts!.customer.id }]);
  });

  it('has a regular customer who deleted their account: erased, their finished orders kept with "Deleted customer"', async () => {
    const deleted = await database.db.select().from(customers).where(isNotNull(customers.deletedAt));
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ name: 'Deleted customer', phone: '', email: null });
    expect(await database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, deleted[0]!.id))).toEqual([]);
    const kept = await database.db.select().from(orders).where(eq(orders.customerId, deleted[0]!.id));
    expect(kept.length).toBeGreaterThan(0);
    for (const order of kept) {
      expect(['Delivered', 'Cancelled']).toContain(order.deliveryStatus);
      expect(order.shippingAddress).toMatchObject({ fullName: 'Deleted customer', addressLine: '', area: '' });
      expect(order.shippingAddress.phone).toBeUndefined();
    }
    expect(logs.some((line) => line.includes('deleted their account'))).toBe(true);
  });

  it('runs on the database the test run chose, like every API test', () => {
    expect(database.kind).toBe(inject('testDatabase').kind);
  });

  it('returns the demo accounts with their ids and logs what it loaded', () => {
    expect(accounts).not.toBeNull();
    expect(accounts!.seller.phone).toBe(DEMO_ACCOUNTS.seller.phone);
    expect(accounts!.seller.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.join('\n')).toMatch(/\d+ shops, \d+ products/);
  });

  it('creates at least 20 shops covering every shop category, each with its own seller', async () => {
    expect(allShops.length).toBeGreaterThanOrEqual(20);
    const categories = new Set(allShops.map((s) => s.category));
    for (const c of SHOP_CATEGORIES) expect(categories, c).toContain(c);
    expect(allShops.filter((s) => s.category === 'Restaurant').length).toBeGreaterThanOrEqual(8);
    expect(allShops.filter((s) => s.category === 'Grocery').length).toBeGreaterThanOrEqual(6);
    expect(new Set(allShops.map((s) => s.sellerId)).size).toBe(allShops.length);
    const sellerRows = await database.db.select().from(sellers);
    expect(sellerRows).toHaveLength(allShops.length);
    for (const s of allShops) {
      expect(s.city).toBe('New Delhi');
      expect(s.state).toBe('Delhi');
      expect(s.pincode).toMatch(/^110\d{3}$/);
      expect(s.addressLine).not.toBe('');
      expect(s.images.length).toBeGreaterThan(0);
    }
    const demoShop = allShops.find((s) => s.id === accounts!.seller.shopId)!;
    expect(demoShop.sellerId).toBe(accounts!.seller.id);
  });

  it('gives the shops hours: one closed now, one closing within the hour, one without hours, the rest open', () => {
    const byName = (name: string) => allShops.find((s) => s.name === name)!;
    const minutesFromSeed = (at: Date | null) => (at!.getTime() - seededAt.getTime()) / 60_000;
    const closedNow = byName('Mughal Zaika');
    expect(closedNow.isOpen).toBe(false);
    // Opens 1½–2 hours after loading (rounded up to the half hour).
    expect(minutesFromSeed(closedNow.isOpenUntil)).toBeGreaterThanOrEqual(90);
    expect(minutesFromSeed(closedNow.isOpenUntil)).toBeLessThanOrEqual(120);
    const closingSoon = byName('Kolkata Kitchen');
    expect(closingSoon.isOpen).toBe(true);
    expect(minutesFromSeed(closingSoon.isOpenUntil)).toBeGreaterThanOrEqual(45);
    expect(minutesFromSeed(closingSoon.isOpenUntil)).toBeLessThan(60);
    expect(byName('Chaat Chaupal')).toMatchObject({ hours: null, isOpen: true, isOpenUntil: null });
    expect(byName('Udupi Tiffin House').hours!.mon).toEqual([
      { opens: '07:00', closes: '11:30' },
      { opens: '17:00', closes: '22:00' },
    ]);
    expect(byName('Khari Baoli Masala & Dry Fruits').hours!.sun).toEqual([]);
    for (const s of allShops.filter((s) => s !== closedNow)) expect(s.isOpen, s.name).toBe(true);
  });

  it("has a shop discount running on the demo seller's shop for 30 days, taken off its prices", async () => {
    const discounted = allShops.filter((s) => s.discountPercent !== null);
    expect(discounted.map((s) => s.name)).toEqual(['Punjab Da Dhaba']);
    const shop = discounted[0]!;
    expect(shop.discountPercent).toBe(10);
    expect(shop.discountStartsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((shop.discountEndsAt!.getTime() - seededAt.getTime()) / 86_400_000).toBe(30);
    const page = await getShopAndProducts(database.db, { medicinesEnabled: false }, { shopId: shop.id, page: 1 });
    expect(page.shop.discountPercent).toBe(10);
    // ₹249 less 10 % is ₹224.10; its base price ₹299 stays.
    expect(page.products.find((p) => p.name === 'Paneer Butter Masala')).toMatchObject({ price: 224.1, basePrice: 299 });
  });

  it('creates at least 300 products with integer paise prices', () => {
    expect(allProducts.length).toBeGreaterThanOrEqual(300);
    for (const p of allProducts) {
      expect(Number.isInteger(p.pricePaise)).toBe(true);
      expect(p.pricePaise).toBeGreaterThan(0);
    }
    const shopIds = new Set(allShops.map((s) => s.id));
    expect(allProducts.every((p) => shopIds.has(p.shopId))).toBe(true);
    const names = new Set(allProducts.map((p) => p.name));
    for (const n of ['Paneer Butter Masala', 'Paneer Tikka', 'Fresh Paneer 200g', 'Dal Makhani', 'Chicken Biryani', 'Masala Dosa', 'Egg Curry']) {
      expect(names, n).toContain(n);
    }
  });

  it('fills every grocery category from grocery shops, grouped by a second category', () => {
    const groceryShops = new Set(allShops.filter((s) => s.category === 'Grocery').map((s) => s.id));
    const groceries = allProducts.filter((p) => groceryShops.has(p.shopId));
    for (const category of GROCERY_CATEGORIES) {
      const inCategory = groceries.filter((p) => p.categories[0] === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(8);
      expect(new Set(inCategory.map((p) => p.categories[1])).size, category).toBeGreaterThanOrEqual(2);
    }
    // A few products carry only their grocery category, so the 'Others' row appears.
    expect(groceries.filter((p) => p.categories.length === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('gives most restaurants a rating to show, and leaves a restaurant and every other kind of shop without one', () => {
    const restaurants = allShops.filter((s) => s.category === 'Restaurant');
    const rated = restaurants.filter((s) => s.ratingCount >= SHOP_RATING_MIN_REVIEWS);
    expect(rated.length).toBeGreaterThanOrEqual(5);
    expect(rated.length).toBeLessThan(restaurants.length);
    for (const s of rated) {
      expect(s.ratingTotal, s.name).toBeGreaterThanOrEqual(3.5 * s.ratingCount);
      expect(s.ratingTotal, s.name).toBeLessThanOrEqual(5 * s.ratingCount);
    }
    expect(allShops.filter((s) => s.category !== 'Restaurant').every((s) => s.ratingTotal === 0 && s.ratingCount === 0)).toBe(true);
  });

  it('uses all three diet types', () => {
    const diets = new Set(allProducts.map((p) => p.dietType));
    for (const d of DIET_TYPES) expect(diets, d).toContain(d);
  });

  it('has out-of-stock, deeply discounted, slightly discounted and full-price products', () => {
    expect(allProducts.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(10);
    expect(allProducts.filter((p) => discountOf(p) > 0.2).length).toBeGreaterThanOrEqual(15);
    expect(allProducts.filter((p) => discountOf(p) >= 0.01 && discountOf(p) <= 0.2).length).toBeGreaterThanOrEqual(15);
    expect(allProducts.filter((p) => p.basePricePaise === null).length).toBeGreaterThan(allProducts.length / 2);
    expect(allProducts.every((p) => p.basePricePaise === null || p.basePricePaise > p.pricePaise)).toBe(true);
    expect(new Set(allProducts.map((p) => p.orderedCount)).size).toBeGreaterThan(50);
  });

  it('writes the pictures it references, and leaves a few products without one', async () => {
    const urls = [...allProducts.flatMap((p) => p.images), ...allShops.flatMap((s) => s.images)];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/demo-images\/[a-z0-9-]+\.svg$/);
      await access(path.join(uploadsDir, 'demo', url.slice(DEMO_IMAGES_PATH.length)));
    }
    const svg = await readFile(path.join(uploadsDir, 'demo', urls[0]!.slice(DEMO_IMAGES_PATH.length)), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="400" height="300"/);
    expect(allProducts.filter((p) => p.images.length === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('creates the demo seller, admin, delivery partner and customer', async () => {
    const db = database.db;
    const [seller] = await db.select().from(sellers).where(eq(sellers.phone, DEMO_ACCOUNTS.seller.phone));
    expect(seller!.username).toBe('Ravi Kumar');
    expect(seller!.email).toBe('ravi@nukkad.local');
    expect(await verifyPassword(seller!.passwordHash, DEMO_ACCOUNTS.seller.password)).toBe(true);
    expect(await verifyPassword(seller!.passwordHash, 'wrong-password')).toBe(false);
    const [other] = await db.select().from(sellers).where(eq(sellers.phone, '9000000002'));
    expect(other!.email).toBeNull();
    expect(await verifyPassword(other!.passwordHash, 'seller123')).toBe(true);

    const [admin] = await db.select().from(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email));
    expect(await verifyPassword(admin!.passwordHash, 'admin123')).toBe(true);
    const [rider] = await db.select().from(deliveryPartners).where(eq(deliveryPartners.phone, DEMO_ACCOUNTS.delivery.phone));
    expect(rider!.isAvailable).toBe(true);
    expect(await verifyPassword(rider!.passwordHash, 'rider123')).toBe(true);

    const [customer] = await db.select().from(customers).where(eq(customers.phone, DEMO_ACCOUNTS.customer.phone));
    expect(customer!.name).toBe('Asha Verma');
    const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer!.id));
    const home = addresses.find((a) => a.isDefault);
    expect(home).toBeDefined();
    // Within the delivery area, near the shop origin.
    expect(Math.abs(home!.lat - 28.6139)).toBeLessThan(0.05);
    expect(Math.abs(home!.long - 77.209)).toBeLessThan(0.05);
  });

  it('writes nothing when run again', async () => {
    const customerCount = (await database.db.select().from(customers)).length;
    const again = await seedDemoData(database.db, { uploadsDir, log: (m) => logs.push(m) });
    expect(again).toBeNull();
    expect(await database.db.select().from(shops)).toHaveLength(allShops.length);
    expect(await database.db.select().from(products)).toHaveLength(allProducts.length);
    expect(await database.db.select().from(sellers)).toHaveLength(allShops.length);
    expect(await database.db.select().from(customers)).toHaveLength(customerCount);
    expect(await database.db.select().from(admins)).toHaveLength(1);
    expect(await database.db.select().from(deliveryPartners)).toHaveLength(1 + DEMO_HISTORY_PARTNER_PHONES.length);
  });
  describe("the demo customer's commerce", () => {
    it('has two saved addresses, exactly one of them the default', async () => {
      const rows = await database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, accounts!.customer.id));
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    });

    it('has items waiting in both carts', async () => {
      const lines = await database.db.select().from(cartItems).where(eq(cartItems.customerId, accounts!.customer.id));
      expect(new Set(lines.map((l) => l.cartKey))).toEqual(new Set(['foodCart', 'groceryCart']));
    });

    it('has past orders: one delivered and not reviewed, one being prepared, one with a cancelled item, one waiting for its seller', async () => {
      const placed = await database.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, accounts!.customer.id), isNull(orders.scheduledFor)));
      expect(placed).toHaveLength(4);
      expect(placed.filter((o) => o.deliveryStatus === 'Processing')).toHaveLength(1);
      const delivered = placed.find((o) => o.deliveryStatus === 'Delivered');
      // With a ₹20 tip for the rider, so the customer's order page shows the line.
      expect(delivered).toMatchObject({ hasReviewed: false, paymentStatus: 'Paid', deliveryPartnerId: accounts!.delivery.id, tipPaise: 2_000 });
      expect(placed.some((o) => o.deliveryStatus === 'Preparing')).toBe(true);
      const lines = await database.db.select().from(orderItems).where(inArray(orderItems.orderId, placed.map((o) => o.id)));
      const cancelled = lines.find((l) => l.status === 'Cancelled');
      expect(cancelled).toBeDefined();
      // The order with the cancelled item is priced from what remains, as pricing says for that distance.
      const partly = placed.find((o) => o.id === cancelled!.orderId)!;
      const kept = lines.filter((l) => l.orderId === partly.id && l.status !== 'Cancelled');
      const price = priceOrder({
        orderType: partly.orderType,
        lines: kept.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: l.sellerId })),
        distanceKm: partly.distanceKm,
      });
      expect(partly.amountPaise).toBe(price.amount);
      expect(partly.totalAmountPaise).toBe(price.totalAmount);
    });

    it('has two coupons, one for a first order only, and its delivered first order placed with that coupon', async () => {
      const rows = await database.db.select().from(coupons);
      expect(rows.map((c) => [c.code, c.firstOrderOnly, c.paused]).sort()).toEqual([
        ['NUKKAD20', false, false],
        ['WELCOME50', true, false],
      ]);
      const welcome = rows.find((c) => c.code === 'WELCOME50')!;
      expect(welcome.usedCount).toBe(1);
      const [order] = await database.db.select().from(orders).where(eq(orders.couponId, welcome.id));
      expect(order).toMatchObject({ customerId: accounts!.customer.id, deliveryStatus: 'Delivered', discountPaise: 5_000 });
      // Priced as pricing says with the coupon: ₹50 off the items before GST; the total is the sum of the lines.
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
      const price = priceOrder({
        orderType: order!.orderType,
        lines: lines.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: l.sellerId })),
        distanceKm: order!.distanceKm,
        coupon: { kind: 'flat', value: 5_000, maxDiscountPaise: null, minAmountPaise: 19_900, shopId: null },
        tipPaise: 2_000,
      });
      expect([order!.amountPaise, order!.taxesPaise, order!.tipPaise, order!.totalAmountPaise]).toEqual([price.amount, price.taxes, 2_000, price.totalAmount]);
      // The ₹20 tip is outside the coupon and GST: added to the total as it is.
      expect(order!.totalAmountPaise).toBe(order!.amountPaise - 5_000 + order!.deliveryChargePaise + order!.taxesPaise + order!.convenienceFeesPaise + 2_000);
    });

    it('has an order for later from the restaurant closed now: for its first slot, still waiting for release well after loading', async () => {
      const [scheduled, ...more] = await database.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, accounts!.customer.id), isNotNull(orders.scheduledFor)));
      expect(more).toEqual([]);
      expect(scheduled).toMatchObject({ deliveryStatus: 'Processing', releasedAt: null });
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, scheduled!.id));
      const shopIds = new Set(lines.map((l) => l.shopId));
      const closedNow = allShops.filter((s) => shopIds.has(s.id));
      expect(closedNow.map((s) => s.isOpen)).toEqual([false]);
      // The slot starts when the shop opens, which the demo sets 1½–2 hours after loading; released 20 minutes before.
      const opensIn = scheduled!.scheduledFor!.getTime() - seededAt.getTime();
      expect(opensIn).toBeGreaterThanOrEqual(90 * 60_000);
      expect(opensIn).toBeLessThanOrEqual(120 * 60_000);
      expect(scheduled!.scheduledFor!.getTime()).toBe(closedNow[0]!.isOpenUntil!.getTime());
      expect(scheduled!.releaseAt!.getTime()).toBe(scheduled!.scheduledFor!.getTime() - 20 * 60_000);
      // Its seller has not heard of it.
      const toSeller = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, scheduled!.id), eq(notifications.recipientRole, 'seller')));
      expect(toSeller).toEqual([]);
    });

    it('has the delivery money of the delivered order: commission, cash owed and the sellers’ sales', async () => {
      const [delivered] = await database.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, accounts!.customer.id), eq(orders.deliveryStatus, 'Delivered')));
      const [commission] = await database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, delivered!.id));
      expect(commission!.commissionPaise).toBe(delivered!.deliveryChargePaise + delivered!.convenienceFeesPaise);
      const [owed] = await database.db.select().from(outstandingPayments).where(eq(outstandingPayments.orderId, delivered!.id));
      expect(owed).toMatchObject({ amountPaise: delivered!.totalAmountPaise, status: 'unsettled', deliveryPartnerId: accounts!.delivery.id });
      const sales = await database.db.select().from(salesRecords).where(eq(salesRecords.orderId, delivered!.id));
      expect(sales.reduce((sum, s) => sum + s.amountPaise, 0)).toBe(delivered!.amountPaise);
    });

    it('has notifications to read', async () => {
      const rows = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientRole, 'customer'), eq(notifications.recipientId, accounts!.customer.id)));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.some((r) => r.kind === 'order_delivered')).toBe(true);
    });
  });

  describe("the demo seller's shop", () => {
    const ordersOfSeller = async () => {
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.sellerId, accounts!.seller.id));
      const byOrder = new Map<string, (typeof lines)[number][]>();
      for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
      return byOrder;
    };

    it('has orders waiting for confirmation, from the demo customer and others, each with an unread notification', async () => {
      const waiting = [...(await ordersOfSeller())].filter(([, lines]) => lines.every((l) => l.status === 'Processing')).map(([id]) => id);
      expect(waiting.length).toBeGreaterThanOrEqual(3);
      const placed = await database.db.select().from(orders).where(inArray(orders.id, waiting));
      expect(placed.some((o) => o.customerId === accounts!.customer.id)).toBe(true);
      expect(placed.some((o) => o.customerId !== accounts!.customer.id)).toBe(true);

      const unread = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientRole, 'seller'), eq(notifications.recipientId, accounts!.seller.id), eq(notifications.read, false)));
      expect(new Set(unread.map((n) => n.orderId))).toEqual(new Set(waiting));
    });

    it('has one archived product: out of stock, bought before, in no cart or open order', async () => {
      const archived = await database.db.select().from(products).where(and(eq(products.sellerId, accounts!.seller.id), isNotNull(products.archivedAt)));
      expect(archived).toHaveLength(1);
      expect(archived[0]!.inStock).toBe(false);
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.productId, archived[0]!.id));
      expect(lines.some((l) => l.status === 'Delivered')).toBe(true);
      expect(lines.every((l) => l.status === 'Delivered' || l.status === 'Cancelled')).toBe(true);
    });

    it('has confirmed orders being prepared, one with an item left out and repriced', async () => {
      const confirmed = [...(await ordersOfSeller())].filter(([, lines]) => lines.some((l) => l.status === 'Preparing'));
      expect(confirmed.length).toBeGreaterThanOrEqual(2);
      const partly = confirmed.find(([, lines]) => lines.some((l) => l.status === 'Cancelled'));
      expect(partly).toBeDefined();
      const [order] = await database.db.select().from(orders).where(eq(orders.id, partly![0]));
      const kept = partly![1].filter((l) => l.status !== 'Cancelled');
      expect(order!.amountPaise).toBe(kept.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0));
    });

    it('has delivered orders with sales records spread over the last 30 days, each the sum of its lines', async () => {
      const delivered = [...(await ordersOfSeller())].filter(([, lines]) => lines.every((l) => l.status === 'Delivered'));
      expect(delivered.length).toBeGreaterThanOrEqual(15);
      const sales = await database.db.select().from(salesRecords).where(eq(salesRecords.sellerId, accounts!.seller.id));
      expect(sales).toHaveLength(delivered.length);
      for (const [orderId, lines] of delivered) {
        const record = sales.find((s) => s.orderId === orderId);
        expect(record?.amountPaise).toBe(lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0));
      }
      const days = new Set(sales.map((s) => s.date));
      expect(days.size).toBeGreaterThanOrEqual(15);
      const oldest = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect([...days].every((d) => d >= oldest)).toBe(true);
    });

    it("settles the rider's cash of the older deliveries: what is owed is the sum of the unsettled payments", async () => {
      const payments = await database.db.select().from(outstandingPayments).where(eq(outstandingPayments.deliveryPartnerId, accounts!.delivery.id));
      expect(payments.some((p) => p.status === 'settled' && p.settledAt !== null)).toBe(true);
      expect(payments.some((p) => p.status === 'unsettled')).toBe(true);
      const [rider] = await database.db.select().from(deliveryPartners).where(eq(deliveryPartners.id, accounts!.delivery.id));
      const unsettled = payments.filter((p) => p.status === 'unsettled').reduce((sum, p) => sum + p.amountPaise, 0);
      expect(rider!.outstandingAmountPaise).toBe(unsettled);
    });
  });

  describe('the demo delivery partner', () => {
    const deliveryPartnerOrders = () => database.db.select().from(orders).where(eq(orders.deliveryPartnerId, accounts!.delivery.id));

    it('has one order under way: accepted, one item picked up and another still at its shop, the customer told', async () => {
      const underWay = (await deliveryPartnerOrders()).filter((o) => o.deliveryStatus !== 'Delivered' && o.deliveryStatus !== 'Cancelled');
      expect(underWay).toHaveLength(1);
      const order = underWay[0]!;
      expect(order.assignedAt).not.toBeNull();
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.filter((l) => l.status === 'Out For Delivery')).toHaveLength(1);
      expect(lines.filter((l) => l.status === 'Preparing' || l.status === 'Processing').length).toBeGreaterThanOrEqual(1);
      const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      const byDeliveryPartner = events.filter((e) => e.actorRole === 'delivery' && e.actorId === accounts!.delivery.id);
      expect(byDeliveryPartner.map((e) => e.kind).sort()).toEqual(['assigned', 'status']);
      expect(byDeliveryPartner.find((e) => e.kind === 'status')).toMatchObject({ toStatus: 'Out For Delivery' });
      const told = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, order.id), eq(notifications.recipientRole, 'customer')));
      expect(told.some((n) => n.message.endsWith('is on the way.'))).toBe(true);
    });

    it('is on duty with a position 60% of the way from the shops to the order out for delivery, which its customer sees', async () => {
      const [rider] = await database.db.select().from(deliveryPartners).where(eq(deliveryPartners.id, accounts!.delivery.id));
      expect(rider!.isAvailable).toBe(true);
      const underWay = (await deliveryPartnerOrders()).find((o) => o.deliveryStatus !== 'Delivered' && o.deliveryStatus !== 'Cancelled')!;
      const [position] = await database.db.select().from(deliveryPartnerPositions).where(eq(deliveryPartnerPositions.deliveryPartnerId, rider!.id));
      const drop = underWay.shippingAddress;
      expect(position!.lat).toBeCloseTo(DEMO_AREA.shopOrigin.lat + (drop.lat - DEMO_AREA.shopOrigin.lat) * 0.6, 9);
      expect(position!.long).toBeCloseTo(DEMO_AREA.shopOrigin.lng + (drop.long - DEMO_AREA.shopOrigin.lng) * 0.6, 9);
      const seen = await getOrderRider(database.db, { id: accounts!.customer.id, role: 'customer' }, { orderId: underWay.id, speedKmh: 15 });
      expect(seen).toMatchObject({ name: rider!.name, position: { lat: position!.lat, long: position!.long } });
    });

    it('has a commission entry of deliveryCharge + convenienceFees for every delivered order, and dashboard figures that agree', async () => {
      const delivered = (await deliveryPartnerOrders()).filter((o) => o.deliveryStatus === 'Delivered');
      expect(delivered.length).toBeGreaterThanOrEqual(15);
      // Some customers tipped: the rider's tips show beside the commission.
      expect(delivered.filter((o) => o.tipPaise > 0).length).toBeGreaterThanOrEqual(1);
      const entries = await database.db.select().from(commissionEntries).where(eq(commissionEntries.deliveryPartnerId, accounts!.delivery.id));
      expect(Object.fromEntries(entries.map((e) => [e.orderId, e.commissionPaise]))).toEqual(
        Object.fromEntries(delivered.map((o) => [o.id, o.deliveryChargePaise + o.convenienceFeesPaise])),
      );
      const payments = await database.db.select().from(outstandingPayments).where(eq(outstandingPayments.deliveryPartnerId, accounts!.delivery.id));
      expect(new Set(payments.map((p) => p.orderId))).toEqual(new Set(delivered.map((o) => o.id)));
      const stats = await getDeliveryStats(database.db, { id: accounts!.delivery.id, role: 'delivery' }, { deliveryPartnerId: accounts!.delivery.id });
      expect(stats).toEqual({
        pendingOrders: 1,
        commission: paiseToRupees(entries.reduce((sum, e) => sum + e.commissionPaise, 0)),
        tips: paiseToRupees(delivered.reduce((sum, o) => sum + o.tipPaise, 0)),
        outstandingAmount: paiseToRupees(payments.filter((p) => p.status === 'unsettled').reduce((sum, p) => sum + p.amountPaise, 0)),
      });
    });

    it('leaves at least two orders available: no partner, neither Delivered nor Cancelled', async () => {
      const available = await database.db
        .select()
        .from(orders)
        .where(and(isNull(orders.deliveryPartnerId), inArray(orders.deliveryStatus, ['Processing', 'Preparing', 'Out For Delivery'])));
      expect(available.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('the history of the last 60 days', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const admin = () => ({ id: accounts!.admin.id, role: 'admin' as const });
    const sum = (rows: readonly { amountPaise: number }[]) => rows.reduce((total, r) => total + r.amountPaise, 0);

    it('has at least 200 orders, all placed within the last 60 days, more of them lately', async () => {
      const all = await database.db.select({ createdAt: orders.createdAt }).from(orders);
      expect(all.length).toBeGreaterThanOrEqual(200);
      const now = Date.now();
      for (const o of all) {
        expect(o.createdAt.getTime()).toBeGreaterThan(now - 60 * DAY_MS);
        expect(o.createdAt.getTime()).toBeLessThanOrEqual(now);
      }
      const lastMonth = all.filter((o) => o.createdAt.getTime() > now - 30 * DAY_MS).length;
      expect(lastMonth).toBeGreaterThan(all.length - lastMonth);
    });

    it('gives every filter of the month listing rows this month, and the month more than a page', async () => {
      for (const filter of MONTH_ORDER_FILTERS) {
        const page = await getOrdersByMonth(database.db, admin(), { page: 1, limit: 10, filter });
        expect(page.orders.length, filter).toBeGreaterThan(0);
      }
      expect((await getOrdersByMonth(database.db, admin(), { page: 1, limit: 10, filter: 'All' })).hasMore).toBe(true);
    });

    it('gives every filter of the all-orders listing rows', async () => {
      for (const filter of ALL_ORDER_FILTERS) {
        const page = await getAllOrders(database.db, admin(), { page: 1, limit: 10, filter });
        expect(page.totalOrders, filter).toBeGreaterThan(0);
        expect(page.orders.length, filter).toBeGreaterThan(0);
      }
      const all = await getAllOrders(database.db, admin(), { page: 1, limit: 10, filter: 'All' });
      expect(all.totalOrders).toBeGreaterThanOrEqual(200);
    });

    it('has orders and sales on nearly every day of the dashboard chart', async () => {
      const days = await getDashboardTrend(database.db, admin(), { days: 30 });
      expect(days).toHaveLength(30);
      expect(days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(27);
      expect(days.filter((d) => d.sales > 0).length).toBeGreaterThanOrEqual(27);
    });

    it('has orders of many shops, food and grocery, paid both ways, about a third online', async () => {
      const all = await database.db.select().from(orders);
      const online = all.filter((o) => o.paymentMethod === 'Online').length;
      expect(online / all.length).toBeGreaterThan(0.2);
      expect(online / all.length).toBeLessThan(0.45);
      expect(new Set(all.map((o) => o.orderType))).toEqual(new Set(['Food', 'Grocery']));
      const lines = await database.db.select({ shopId: orderItems.shopId }).from(orderItems);
      expect(new Set(lines.map((l) => l.shopId)).size).toBeGreaterThanOrEqual(15);
      for (const status of ['Processing', 'Preparing', 'Out For Delivery', 'Delivered', 'Cancelled'] as const) {
        expect(all.some((o) => o.deliveryStatus === status), status).toBe(true);
      }
    });

    it('has the regular customers, each with a default address near the shop origin and orders of their own', async () => {
      const rows = await database.db.select().from(customers).where(inArray(customers.phone, [...DEMO_HISTORY_CUSTOMER_PHONES]));
      expect(rows.length).toBeGreaterThanOrEqual(10);
      const addresses = await database.db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, rows.map((c) => c.id)));
      const placed = await database.db.select({ customerId: orders.customerId, createdAt: orders.createdAt }).from(orders);
      for (const c of rows) {
        const home = addresses.find((a) => a.customerId === c.id && a.isDefault);
        expect(Math.abs(home!.lat - 28.6139), c.name).toBeLessThan(0.05);
        expect(Math.abs(home!.long - 77.209), c.name).toBeLessThan(0.05);
        const own = placed.filter((o) => o.customerId === c.id);
        expect(own.length, c.name).toBeGreaterThan(0);
        expect(own.every((o) => o.createdAt > c.createdAt), c.name).toBe(true);
      }
    });

    it('has partners with the demo rider’s password, each owing exactly their unsettled payments and some cash already settled', async () => {
      const deliveryPartnerList = await database.db.select().from(deliveryPartners);
      const added = deliveryPartnerList.filter((p) => DEMO_HISTORY_PARTNER_PHONES.includes(p.phone));
      expect(added.length).toBeGreaterThanOrEqual(3);
      expect(added.map((p) => p.phone)).not.toContain(DEMO_ACCOUNTS.delivery.phone);
      expect(await verifyPassword(added[0]!.passwordHash, DEMO_ACCOUNTS.delivery.password)).toBe(true);
      const owed = await database.db.select().from(outstandingPayments);
      for (const p of deliveryPartnerList) {
        const unsettled = owed.filter((o) => o.deliveryPartnerId === p.id && o.status === 'unsettled');
        expect(p.outstandingAmountPaise, p.name).toBe(sum(unsettled));
      }
      for (const p of added) {
        const settled = owed.filter((o) => o.deliveryPartnerId === p.id && o.status === 'settled');
        expect(p.outstandingAmountPaise, p.name).toBeGreaterThan(0);
        expect(settled.length, p.name).toBeGreaterThan(0);
        expect(settled.every((o) => o.settledAt !== null && o.settledAt >= o.collectedAt && o.settledAt.getTime() <= Date.now()), p.name).toBe(true);
      }
      const deliveryPartnerOrders = await database.db.select().from(orders).where(inArray(orders.deliveryPartnerId, added.map((p) => p.id)));
      const underWay = (id: string) => deliveryPartnerOrders.filter((o) => o.deliveryPartnerId === id && o.deliveryStatus !== 'Delivered' && o.deliveryStatus !== 'Cancelled');
      expect(added.filter((p) => underWay(p.id).length > 0).length).toBeGreaterThanOrEqual(2);
      // Off duty means no order left under way.
      for (const p of added.filter((a) => !a.isAvailable)) expect(underWay(p.id), p.name).toHaveLength(0);
      expect(added.some((p) => !p.isAvailable)).toBe(true);
    });

    it('records each delivered order’s sales, seller by seller, as its delivered lines on the day it was delivered', async () => {
      const delivered = await database.db.select().from(orders).where(eq(orders.deliveryStatus, 'Delivered'));
      const lines = await database.db.select().from(orderItems);
      const sales = await database.db.select().from(salesRecords);
      const deliveredIds = new Set(delivered.map((o) => o.id));
      expect(sales.every((s) => deliveredIds.has(s.orderId))).toBe(true);
      for (const order of delivered) {
        const bySeller = new Map<string, number>();
        for (const l of lines.filter((x) => x.orderId === order.id && x.status === 'Delivered')) {
          bySeller.set(l.sellerId, (bySeller.get(l.sellerId) ?? 0) + l.unitPricePaise * l.quantity);
        }
        const records = sales.filter((s) => s.orderId === order.id);
        expect(Object.fromEntries(records.map((r) => [r.sellerId, r.amountPaise])), order.displayId).toEqual(Object.fromEntries(bySeller));
        expect(records.every((r) => r.date === businessDate(order.deliveredAt!)), order.displayId).toBe(true);
        expect(order.amountPaise, order.displayId).toBe([...bySeller.values()].reduce((a, b) => a + b, 0));
      }
    });

    it('refunds online orders what was cancelled: all of a cancelled order, nothing of a cash one', async () => {
      const all = await database.db.select().from(orders);
      const paid = await database.db.select().from(payments);
      const made = await database.db.select().from(refunds);
      const cancelledOnline = all.filter((o) => o.paymentMethod === 'Online' && o.deliveryStatus === 'Cancelled');
      expect(cancelledOnline.length).toBeGreaterThanOrEqual(2);
      for (const order of all) {
        const refunded = sum(made.filter((r) => r.orderId === order.id));
        if (order.paymentMethod === 'COD') {
          expect(refunded, order.displayId).toBe(0);
          continue;
        }
        const payment = paid.find((p) => p.id === order.paymentId)!;
        expect(payment.amountPaise - refunded, order.displayId).toBe(order.totalAmountPaise);
      }
      for (const order of cancelledOnline) {
        expect(order.totalAmountPaise).toBe(0);
        expect(made.filter((r) => r.orderId === order.id).every((r) => r.providerRefundId !== null)).toBe(true);
      }
      const reasons = new Set(made.filter((r) => cancelledOnline.some((o) => o.id === r.orderId)).map((r) => r.reason));
      expect(reasons.size).toBe(2);
    });

    it('dates every step of an order at or after it was placed and never in the future', async () => {
      const all = await database.db.select().from(orders);
      const placedAt = new Map(all.map((o) => [o.id, o.createdAt.getTime()]));
      const now = Date.now();
      const within = (orderId: string | null, at: Date) => orderId === null || (at.getTime() >= placedAt.get(orderId)! && at.getTime() <= now);
      for (const e of await database.db.select().from(orderEvents)) expect(within(e.orderId, e.createdAt), e.kind).toBe(true);
      for (const n of await database.db.select().from(notifications)) expect(within(n.orderId, n.createdAt), n.kind).toBe(true);
      for (const c of await database.db.select().from(commissionEntries)) {
        const order = all.find((o) => o.id === c.orderId)!;
        expect(c.createdAt.getTime()).toBe(order.deliveredAt!.getTime());
      }
      for (const o of all.filter((x) => x.deliveredAt !== null)) expect(within(o.id, o.deliveredAt!)).toBe(true);
      // The history spreads over the days: the events of an old order are not all of today.
      const oldest = all.reduce((a, b) => (a.createdAt < b.createdAt ? a : b));
      const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, oldest.id));
      expect(events.every((e) => e.createdAt.getTime() < now - 50 * DAY_MS)).toBe(true);
    });
  });
});

describe('placeholder pictures', () => {
  it('are deterministic and escape XML', () => {
    const a = placeholderSvg({ title: 'Rock & Roll <"Cafe\'s">', emoji: '🍕' });
    expect(a).toBe(placeholderSvg({ title: 'Rock & Roll <"Cafe\'s">', emoji: '🍕' }));
    expect(a).toContain('Rock &amp; Roll &lt;&quot;Cafe&apos;s&quot;&gt;');
    expect(a).not.toMatch(/<"Cafe/);
    expect(placeholderSvg({ title: 'Dal Makhani' })).not.toBe(placeholderSvg({ title: 'Dal Tadka' }));
    expect(placeholderSvg({ title: 'Punjab Da Dhaba' })).toContain('>PD<');
    expect([hslToHex(0, 100, 50), hslToHex(120, 100, 50), hslToHex(240, 100, 50), hslToHex(0, 0, 100)]).toEqual([
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffffff',
    ]);
    expect(a).toMatch(/stop-color="#[0-9a-f]{6}"/);
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
