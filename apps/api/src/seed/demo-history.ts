import { cartKeyForShop, ORDER_DISPLAY_ID_ALPHABET, ORDER_DISPLAY_ID_LENGTH, type CartKey, type PaymentMethod, type ShopCategory } from '@nukkad/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Actor } from '../lib/actor';
import { testPaymentProvider } from '../ports/payment-provider-test';
import { assignDeliveryPartner } from '../modules/admin/assign-delivery-partner';
import { cancelOrder } from '../modules/admin/cancel-order';
import { clearOutstanding } from '../modules/partner-cash/delivery-partners-cash';
import { placeOrder } from '../modules/checkout/create-order';
import { DEMO_TIP_MAX_PAISE } from './demo-commerce';
import type { DeliveryArea } from '../modules/checkout/delivery-address';
import { acceptOrder } from '../modules/delivery/accept-order';
import { setAvailability } from '../modules/delivery/availability';
import { confirmDelivery } from '../modules/delivery/deliver';
import { confirmPickup } from '../modules/delivery/pickup';
import { confirmOrder } from '../modules/orders/confirm-order';
import { createPayment, payOnTestSheet, verifyPayment } from '../modules/payments/payments';
import type { Db } from '../db/client';
import { adminActions, cartItems, customerAddresses, customers, deliveryPartners, outstandingPayments, products, shops } from '../db/schema';
import { dateOrders, type OrderMilestones } from './demo-commerce';
import { hashString, seededRandom } from './placeholder-image';

export type DemoHistoryAccounts = {
  adminId: string;
  /** Sellers whose shops keep the story their own seed tells (the demo seller's): the history orders elsewhere. */
  excludedSellerIds: readonly string[];
};

export type DemoHistoryOptions = {
  area: DeliveryArea;
  /** The partners' password hash: the demo rider's, so argon2 runs once for all of them. */
  deliveryPartnerPasswordHash: string;
  now?: Date;
};

export type DemoHistorySummary = { orders: number; deliveryPartnerList: number; customers: number; byStatus: Record<string, number> };

const SEED = hashString('nukkad-demo-history-v1');
const HISTORY_DAYS = 60;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Asia/Kolkata is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * MINUTE_MS;
const ONLINE_SHARE = 0.3;
const FOOD_SHARE = 0.6;
/** The catalogue scope a customer sees by default: medicines are off, so no pharmacy orders. */
const HIDDEN_CATEGORIES: readonly ShopCategory[] = ['Pharmacy'];

/**
 * Partners with their habits: how often (in days) an admin collects their cash, starting that many days ago.
 * The last one rarely settles and is off duty now.
 */
const PARTNERS = [
  { name: 'Suresh Yadav', phone: '9000000102', weight: 4, clearEvery: 7, firstClear: 53 },
  { name: 'Mohammed Arif', phone: '9000000103', weight: 3, clearEvery: 10, firstClear: 50 },
  { name: 'Deepak Rawat', phone: '9000000104', weight: 3, clearEvery: 14, firstClear: 47 },
  { name: 'Gurpreet Singh', phone: '9000000105', weight: 2, clearEvery: 20, firstClear: 45 },
] as const;
const OFF_DUTY_PARTNER = 3;

/** Regular customers around the shop origin (28.6139, 77.209), the first ones ordering most often. */
const CUSTOMERS = [
  { name: 'Rohan Malhotra', phone: '9811000101', addressLine: 'C-14, Golf Links', area: 'Golf Links, New Delhi 110003', landmark: 'Near Golf Links Market', lat: 28.5993, long: 77.2297, weight: 5 },
  { name: 'Sneha Iyer', phone: '9811000102', addressLine: 'Flat 22, Pandara Road Flats', area: 'Pandara Road, New Delhi 110003', landmark: 'Behind Pandara Road Market', lat: 28.6047, long: 77.2283, weight: 4 },
  { name: 'Karan Bhatia', phone: '9811000103', addressLine: '18/4 Sundar Nagar', area: 'Sundar Nagar, New Delhi 110003', landmark: null, lat: 28.6021, long: 77.2425, weight: 4 },
  { name: 'Fatima Siddiqui', phone: '9811000104', addressLine: '2341 Chandni Mahal', area: 'Daryaganj, New Delhi 110002', landmark: 'Near Golcha Cinema', lat: 28.6442, long: 77.2405, weight: 3 },
  { name: 'Aditya Rao', phone: '9811000105', addressLine: 'Flat 7, Minto Road Complex', area: 'Minto Road, New Delhi 110002', landmark: null, lat: 28.6348, long: 77.2262, weight: 3 },
  { name: 'Meera Joshi', phone: '9811000106', addressLine: 'D-II/45 Kaka Nagar', area: 'Kaka Nagar, New Delhi 110003', landmark: 'Opposite the community centre', lat: 28.6006, long: 77.238, weight: 3 },
  { name: 'Harshit Jain', phone: '9811000107', addressLine: '5/12 Old Rajinder Nagar', area: 'Rajinder Nagar, New Delhi 110060', landmark: null, lat: 28.6406, long: 77.185, weight: 2 },
  { name: 'Pooja Nair', phone: '9811000108', addressLine: 'Block 9, Flat 112, Lodhi Colony', area: 'Lodhi Colony, New Delhi 110003', landmark: 'Near Meherchand Market', lat: 28.5874, long: 77.2196, weight: 2 },
  { name: 'Siddharth Kapoor', phone: '9811000109', addressLine: '3 Prithviraj Road', area: 'Prithviraj Road, New Delhi 110011', landmark: null, lat: 28.601, long: 77.215, weight: 2 },
  { name: 'Ananya Das', phone: '9811000110', addressLine: 'Flat 9, Curzon Road Apartments', area: 'Kasturba Gandhi Marg, New Delhi 110001', landmark: null, lat: 28.6245, long: 77.224, weight: 1 },
  { name: 'Mohit Saini', phone: '9811000111', addressLine: '8722 Arakashan Road', area: 'Paharganj, New Delhi 110055', landmark: 'Near New Delhi Railway Station', lat: 28.6452, long: 77.2139, weight: 1 },
  { name: 'Zoya Sheikh', phone: '9811000112', addressLine: 'Flat 4, Vinay Marg', area: 'Chanakyapuri, New Delhi 110021', landmark: null, lat: 28.5972, long: 77.189, weight: 1 },
] as const;

type Fate =
  | { kind: 'delivered'; declineOne: boolean }
  | { kind: 'sellerCancelled' }
  | { kind: 'adminCancelled'; stage: 'waiting' | 'preparing' | 'assigned' }
  | { kind: 'waiting'; adminAssigned: boolean }
  | { kind: 'preparing'; assignment: 'none' | 'accepted' | 'admin' }
  | { kind: 'outForDelivery' };

/**
 * Orders of the last days whatever the dice say: one of each state the admin's filters show, today's still under
 * way (a month always has a today), and an online order cancelled by its seller and one by the admin, refunded.
 */
const FIXED: readonly { daysAgo: number; fate: Fate; method?: PaymentMethod }[] = [
  { daysAgo: 2, fate: { kind: 'sellerCancelled' }, method: 'Online' },
  { daysAgo: 1, fate: { kind: 'adminCancelled', stage: 'assigned' }, method: 'Online' },
  { daysAgo: 0, fate: { kind: 'delivered', declineOne: false }, method: 'COD' },
  { daysAgo: 0, fate: { kind: 'delivered', declineOne: true }, method: 'Online' },
  { daysAgo: 0, fate: { kind: 'outForDelivery' }, method: 'COD' },
  { daysAgo: 0, fate: { kind: 'outForDelivery' }, method: 'Online' },
  { daysAgo: 0, fate: { kind: 'preparing', assignment: 'accepted' } },
  { daysAgo: 0, fate: { kind: 'preparing', assignment: 'admin' } },
  { daysAgo: 0, fate: { kind: 'preparing', assignment: 'none' } },
  { daysAgo: 0, fate: { kind: 'waiting', adminAssigned: true }, method: 'COD' },
  { daysAgo: 0, fate: { kind: 'waiting', adminAssigned: false }, method: 'Online' },
];

type MenuItem = { productId: string; sellerId: string; shopName: string };
type Menu = { cartKey: CartKey; shopName: string; weight: number; items: MenuItem[] };

type Timeline = { placed: number; confirmed: number; assigned: number; pickedUp: number; delivered: number; cancelled: number | null };

type OrderPlan = {
  n: number;
  customer: number;
  cartKey: CartKey;
  lines: { productId: string; quantity: number }[];
  method: PaymentMethod;
  fate: Fate;
  deliveryPartner: number | null;
  at: Timeline;
};

function pickWeighted<T extends { weight: number }>(random: () => number, list: readonly T[]): number {
  const weights = list.reduce((sum, x) => sum + x.weight, 0);
  let r = random() * weights;
  for (const [i, x] of list.entries()) {
    r -= x.weight;
    if (r < 0) return i;
  }
  return list.length - 1;
}

const between = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

/** Midnight in Asia/Kolkata `daysAgo` days before `now`'s day, as epoch milliseconds. */
function kolkataDayStart(now: Date, daysAgo: number): number {
  return Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS - daysAgo * DAY_MS;
}

/** The step of the fate that happened last, in minutes after placing. */
function lastStep(fate: Fate, minutes: Omit<Timeline, 'placed'>): number {
  switch (fate.kind) {
    case 'delivered':
      return minutes.delivered;
    case 'sellerCancelled':
      return minutes.confirmed;
    case 'adminCancelled':
      return minutes.cancelled!;
    case 'waiting':
      return fate.adminAssigned ? minutes.assigned : 0;
    case 'preparing':
      return fate.assignment === 'none' ? minutes.confirmed : minutes.assigned;
    case 'outForDelivery':
      return minutes.pickedUp;
  }
}

/** Minutes after placing of each step: confirmation, a partner, the pickups, the door; an admin's cancellation after its stage. */
function stepMinutes(random: () => number, fate: Fate): Omit<Timeline, 'placed'> {
  const confirmed = between(random, 3, 9);
  const assigned = confirmed + between(random, 2, 8);
  const pickedUp = assigned + between(random, 8, 20);
  const delivered = pickedUp + between(random, 10, 30);
  let cancelled: number | null = null;
  if (fate.kind === 'sellerCancelled') cancelled = confirmed;
  if (fate.kind === 'adminCancelled') {
    const after = { waiting: 0, preparing: confirmed, assigned }[fate.stage];
    cancelled = after + between(random, 5, 30);
  }
  return { confirmed, assigned, pickedUp, delivered, cancelled };
}

/**
 * When an order of `daysAgo` happened: past days between 08:00 and 22:30 (so the whole order fits the day);
 * today's before now, squeezed after midnight when the day has only just begun.
 */
function timeline(random: () => number, now: Date, daysAgo: number, fate: Fate): Timeline {
  const minutes = stepMinutes(random, fate);
  const abs = (placed: number, scale = 1, end = placed): Timeline => {
    const t = (m: number) => end - (end - placed - m * MINUTE_MS) * scale;
    return {
      placed: t(0),
      confirmed: t(minutes.confirmed),
      assigned: t(minutes.assigned),
      pickedUp: t(minutes.pickedUp),
      delivered: t(minutes.delivered),
      cancelled: minutes.cancelled === null ? null : t(minutes.cancelled),
    };
  };
  const dayStart = kolkataDayStart(now, daysAgo);
  if (daysAgo > 0) return abs(dayStart + between(random, 8 * 60, 22 * 60 + 30) * MINUTE_MS);
  const end = now.getTime();
  const placed = end - (lastStep(fate, minutes) + between(random, 2, 180)) * MINUTE_MS;
  const scale = placed < dayStart ? (end - dayStart) / (end - placed) : 1;
  return abs(placed, scale, end);
}

/** A few products of one shop (sometimes a second shop's too), one to three of each. */
function pickLines(random: () => number, menus: readonly Menu[], cartKey: CartKey): { productId: string; quantity: number }[] {
  const ofCart = menus.filter((m) => m.cartKey === cartKey);
  const shop = ofCart[pickWeighted(random, ofCart)]!;
  const count = Math.min(shop.items.length, 1 + Math.floor(random() * random() * 4));
  const start = Math.floor(random() * shop.items.length);
  const chosen = Array.from({ length: count }, (_, i) => shop.items[(start + i * 3) % shop.items.length]!.productId);
  if (random() < 0.12 && ofCart.length > 1) {
    const other = ofCart[(ofCart.indexOf(shop) + 1 + Math.floor(random() * (ofCart.length - 1))) % ofCart.length]!;
    chosen.push(other.items[Math.floor(random() * other.items.length)]!.productId);
  }
  const maxQuantity = cartKey === 'groceryCart' ? 4 : 3;
  return [...new Set(chosen)].map((productId) => ({ productId, quantity: between(random, 1, maxQuantity) }));
}

/** The partner of today's orders under way: taken in turn among those on duty, so none carries more than a couple. */
function deliveryPartnerOf(random: () => number, fate: Fate, todayTurn: () => number, today: boolean): number | null {
  const needsDeliveryPartner =
    fate.kind === 'delivered' ||
    fate.kind === 'outForDelivery' ||
    (fate.kind === 'preparing' && fate.assignment !== 'none') ||
    (fate.kind === 'waiting' && fate.adminAssigned) ||
    (fate.kind === 'adminCancelled' && fate.stage === 'assigned');
  if (!needsDeliveryPartner) return null;
  if (today && fate.kind !== 'delivered') return todayTurn();
  return pickWeighted(random, PARTNERS);
}

/** Orders per past day: more lately, a little more at weekends. */
function ordersOnDay(random: () => number, now: Date, daysAgo: number): number {
  const weekday = new Date(kolkataDayStart(now, daysAgo) + IST_OFFSET_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1 : 0;
  return Math.floor(1.25 + 3.5 * (1 - daysAgo / (HISTORY_DAYS - 1)) + random() * 1.5) + weekend;
}

function pastFate(random: () => number, lineCount: number): Fate {
  const r = random();
  if (r < 0.05) return { kind: 'sellerCancelled' };
  if (r < 0.11) return { kind: 'adminCancelled', stage: (['waiting', 'preparing', 'assigned'] as const)[Math.floor(random() * 3)]! };
  return { kind: 'delivered', declineOne: lineCount > 1 && random() < 0.15 };
}

/** Every order of the history, oldest first, computed without touching the database. */
function planOrders(random: () => number, now: Date, menus: readonly Menu[]): OrderPlan[] {
  const plans: OrderPlan[] = [];
  let turn = 0;
  const todayTurn = () => turn++ % OFF_DUTY_PARTNER;
  const plan = (daysAgo: number, choose: (lineCount: number) => { fate: Fate; method?: PaymentMethod }) => {
    const customer = pickWeighted(random, CUSTOMERS);
    const cartKey: CartKey = random() < FOOD_SHARE ? 'foodCart' : 'groceryCart';
    const lines = pickLines(random, menus, cartKey);
    const { fate, method } = choose(lines.length);
    plans.push({
      n: plans.length + 1,
      customer,
      cartKey,
      lines,
      method: method ?? (random() < ONLINE_SHARE ? 'Online' : 'COD'),
      fate,
      deliveryPartner: deliveryPartnerOf(random, fate, todayTurn, daysAgo === 0),
      at: timeline(random, now, daysAgo, fate),
    });
  };
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const count = daysAgo === 0 ? 0 : ordersOnDay(random, now, daysAgo);
    for (let i = 0; i < count; i++) plan(daysAgo, (lineCount) => ({ fate: pastFate(random, lineCount) }));
    for (const fixed of FIXED.filter((f) => f.daysAgo === daysAgo)) plan(daysAgo, () => fixed);
  }
  return plans.sort((a, b) => a.at.placed - b.at.placed);
}

/** The open, in-stock products of every shop a customer can order from, by shop and name. */
async function loadMenus(db: Db, excludedSellerIds: readonly string[]): Promise<Menu[]> {
  const rows = await db
    .select({ productId: products.id, sellerId: products.sellerId, shopName: shops.name, category: shops.category })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.inStock, true), eq(shops.isOpen, true)))
    .orderBy(asc(shops.name), asc(products.name));
  const byShop = new Map<string, Menu>();
  for (const row of rows) {
    if (excludedSellerIds.includes(row.sellerId) || HIDDEN_CATEGORIES.includes(row.category)) continue;
    const menu = byShop.get(row.shopName) ?? {
      cartKey: cartKeyForShop(row.category),
      shopName: row.shopName,
      // Some shops are busier than others, the same ones every run.
      weight: 1 + (hashString(row.shopName) % 3),
      items: [],
    };
    menu.items.push({ productId: row.productId, sellerId: row.sellerId, shopName: row.shopName });
    byShop.set(row.shopName, menu);
  }
  const menus = [...byShop.values()];
  for (const cartKey of ['foodCart', 'groceryCart'] as const) {
    if (!menus.some((m) => m.cartKey === cartKey)) throw new Error(`No open shop has products for the ${cartKey}`);
  }
  return menus;
}

/** The regular customers with their default address; an account already registered under the phone is reused. */
async function seedCustomers(db: Db, now: Date): Promise<{ id: string; addressId: string }[]> {
  const phones = CUSTOMERS.map((c) => c.phone);
  await db
    .insert(customers)
    .values(CUSTOMERS.map((c, i) => ({ name: c.name, phone: c.phone, createdAt: new Date(kolkataDayStart(now, 70 + i * 3) + 11 * 60 * MINUTE_MS) })))
    .onConflictDoNothing();
  const rows = await db.select({ id: customers.id, phone: customers.phone }).from(customers).where(inArray(customers.phone, phones));
  const idOf = new Map(rows.map((r) => [r.phone, r.id]));
  const withDefault = new Set(
    (
      await db
        .select({ customerId: customerAddresses.customerId })
        .from(customerAddresses)
        .where(and(inArray(customerAddresses.customerId, [...idOf.values()]), eq(customerAddresses.isDefault, true)))
    ).map((r) => r.customerId),
  );
  const missing = CUSTOMERS.filter((c) => !withDefault.has(idOf.get(c.phone)!));
  if (missing.length > 0) {
    await db.insert(customerAddresses).values(
      missing.map((c) => ({
        customerId: idOf.get(c.phone)!,
        fullName: c.name,
        phone: c.phone,
        addressLine: c.addressLine,
        area: c.area,
        landmark: c.landmark,
        lat: c.lat,
        long: c.long,
        isDefault: true,
      })),
    );
  }
  const addresses = await db
    .select({ id: customerAddresses.id, customerId: customerAddresses.customerId })
    .from(customerAddresses)
    .where(and(inArray(customerAddresses.customerId, [...idOf.values()]), eq(customerAddresses.isDefault, true)));
  const addressOf = new Map(addresses.map((a) => [a.customerId, a.id]));
  return CUSTOMERS.map((c) => ({ id: idOf.get(c.phone)!, addressId: addressOf.get(idOf.get(c.phone)!)! }));
}

/** The partners, on duty while the history is written; one already registered under the phone is reused. */
async function seedDeliveryPartners(db: Db, passwordHash: string, now: Date): Promise<string[]> {
  await db
    .insert(deliveryPartners)
    .values(
      PARTNERS.map((p, i) => ({
        name: p.name,
        phone: p.phone,
        passwordHash,
        isAvailable: true,
        createdAt: new Date(kolkataDayStart(now, 80 + i * 5) + 10 * 60 * MINUTE_MS),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: deliveryPartners.id, phone: deliveryPartners.phone })
    .from(deliveryPartners)
    .where(
      inArray(
        deliveryPartners.phone,
        PARTNERS.map((p) => p.phone),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.phone, r.id]));
  const ids = PARTNERS.map((p) => idOf.get(p.phone)!);
  for (const id of ids) await setAvailability(db, { id, role: 'delivery' }, { isAvailable: true });
  return ids;
}

/** A display id drawn from a seeded sequence, so the demo's orders carry the same ids every run. */
function seededDisplayIds(random: () => number): () => string {
  return () =>
    Array.from({ length: ORDER_DISPLAY_ID_LENGTH }, () => ORDER_DISPLAY_ID_ALPHABET[Math.floor(random() * ORDER_DISPLAY_ID_ALPHABET.length)]).join('');
}

/** The admin collected the partner's cash at `at`: through the admin's own service, then dated. */
async function clearCashAt(db: Db, admin: Actor, deliveryPartnerId: string, at: number): Promise<void> {
  await clearOutstanding(db, admin, { id: deliveryPartnerId });
  const when = new Date(at);
  // Earlier clears were dated before `at`; only the one just made is later.
  await db
    .update(outstandingPayments)
    .set({ settledAt: when })
    .where(and(eq(outstandingPayments.deliveryPartnerId, deliveryPartnerId), eq(outstandingPayments.status, 'settled'), gt(outstandingPayments.settledAt, when)));
  await db
    .update(adminActions)
    .set({ createdAt: when })
    .where(and(eq(adminActions.deliveryPartnerId, deliveryPartnerId), eq(adminActions.action, 'clear_outstanding'), gt(adminActions.createdAt, when)));
}

/**
 * Sixty days of the marketplace at work, through the services its customers, sellers, partners and admin use:
 * more delivery partners and regular customers, and 200-odd orders, busier lately, across the shops (the
 * excluded sellers' aside), about a third paid online: most delivered by one partner or another, whose cash an
 * admin collects every week or few; some cancelled by their seller at confirmation or by the admin (online ones
 * refunded through the test payment provider), some with an item declined; and today's orders still waiting,
 * being prepared or on the way. Every row is then dated to when it happened.
 */
export async function seedDemoHistory(db: Db, accounts: DemoHistoryAccounts, opts: DemoHistoryOptions): Promise<DemoHistorySummary> {
  const now = opts.now ?? new Date();
  const random = seededRandom(SEED);
  const provider = testPaymentProvider({ keySecret: `demo-history-${SEED}` });
  const newDisplayId = seededDisplayIds(seededRandom(SEED ^ 0x5eed));
  const admin: Actor = { id: accounts.adminId, role: 'admin' };

  const menus = await loadMenus(db, accounts.excludedSellerIds);
  const sellerOf = new Map(menus.flatMap((m) => m.items.map((i) => [i.productId, i.sellerId] as const)));
  const buyers = await seedCustomers(db, now);
  const deliveryPartnerIds = await seedDeliveryPartners(db, opts.deliveryPartnerPasswordHash, now);
  const plans = planOrders(random, now, menus);

  const clears = PARTNERS.flatMap((p, deliveryPartner) =>
    Array.from({ length: Math.ceil(p.firstClear / p.clearEvery) }, (_, k) => p.firstClear - k * p.clearEvery)
      .filter((daysAgo) => daysAgo >= 2)
      .map((daysAgo) => ({ partner: deliveryPartner, at: kolkataDayStart(now, daysAgo) + (23 * 60 + 45) * MINUTE_MS })),
  );
  const steps = [...plans.map((plan) => ({ at: plan.at.placed, plan })), ...clears.map((clear) => ({ at: clear.at, clear }))].sort((a, b) => a.at - b.at);

  const milestones: OrderMilestones[] = [];
  const byStatus: Record<string, number> = {};
  for (const step of steps) {
    if ('clear' in step) {
      await clearCashAt(db, admin, deliveryPartnerIds[step.clear.partner]!, step.at);
      continue;
    }
    const m = await playOrder(db, step.plan, {
      buyer: buyers[step.plan.customer]!,
      deliveryPartnerId: step.plan.deliveryPartner === null ? null : deliveryPartnerIds[step.plan.deliveryPartner]!,
      sellerOf,
      admin,
      provider,
      area: opts.area,
      newDisplayId,
    });
    milestones.push(m);
    const status = statusOf(step.plan.fate);
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
  await dateOrders(db, milestones);
  await setAvailability(db, { id: deliveryPartnerIds[OFF_DUTY_PARTNER]!, role: 'delivery' }, { isAvailable: false });
  return { orders: plans.length, deliveryPartnerList: PARTNERS.length, customers: CUSTOMERS.length, byStatus };
}

function statusOf(fate: Fate): string {
  return {
    delivered: 'Delivered',
    sellerCancelled: 'Cancelled',
    adminCancelled: 'Cancelled',
    waiting: 'Processing',
    preparing: 'Preparing',
    outForDelivery: 'Out For Delivery',
  }[fate.kind];
}

type PlayDeps = {
  buyer: { id: string; addressId: string };
  deliveryPartnerId: string | null;
  sellerOf: ReadonlyMap<string, string>;
  admin: Actor;
  provider: ReturnType<typeof testPaymentProvider>;
  area: DeliveryArea;
  newDisplayId: () => string;
};

/** One order's life, each step by the one who takes it; returns when each step happened. */
async function playOrder(db: Db, plan: OrderPlan, deps: PlayDeps): Promise<OrderMilestones> {
  const customer: Actor = { id: deps.buyer.id, role: 'customer' };
  const { fate, at } = plan;
  // The cart is the customer's own choice: written as it stands, rather than tapped in a unit at a time.
  await db.insert(cartItems).values(plan.lines.map((l) => ({ customerId: customer.id, cartKey: plan.cartKey, productId: l.productId, quantity: l.quantity })));
  // Some customers tip the rider: ₹10, ₹20 or ₹30 on about one order in three.
  const tip = [0, 0, 0, 10, 0, 20, 0, 0, 30][plan.n % 9]!;
  let paymentOrderId: string | undefined;
  if (plan.method === 'Online') {
    const created = await createPayment(db, customer, { cartKey: plan.cartKey, addressId: deps.buyer.addressId, tip }, { area: deps.area, provider: deps.provider, tipMaxPaise: DEMO_TIP_MAX_PAISE });
    const proof = await payOnTestSheet(db, customer, { order_id: created.order.id, outcome: 'paid' }, deps.provider);
    await verifyPayment(db, customer, proof!, deps.provider);
    paymentOrderId = created.order.id;
  }
  const order = await placeOrder(
    db,
    customer,
    {
      body: { cartKey: plan.cartKey, address: { _id: deps.buyer.addressId }, paymentMethod: plan.method, tip, ...(paymentOrderId ? { paymentOrderId } : {}) },
      idempotencyKey: `demo-history-${plan.n}`,
    },
    { area: deps.area, newDisplayId: deps.newDisplayId, tipMaxPaise: DEMO_TIP_MAX_PAISE },
  );
  const m: OrderMilestones = {
    orderId: order._id,
    placed: at.placed,
    confirmed: null,
    assigned: null,
    pickedUp: null,
    delivered: null,
    cancelled: null,
    last: at.placed,
    open: false,
  };
  const reached = (step: 'confirmed' | 'assigned' | 'pickedUp' | 'delivered' | 'cancelled') => {
    m[step] = at[step];
    m.last = Math.max(m.last, at[step]!);
  };

  const productIds = order.items.map((i) => i.product._id);
  const declined = fate.kind === 'delivered' && fate.declineOne && productIds.length > 1 ? productIds.at(-1)! : null;
  const confirm = async (keep: (productId: string) => boolean) => {
    for (const sellerId of new Set(productIds.map((p) => deps.sellerOf.get(p)!))) {
      const selectedProducts = productIds.filter((p) => deps.sellerOf.get(p) === sellerId && keep(p));
      await confirmOrder(db, { id: sellerId, role: 'seller' }, { orderId: order._id, selectedProducts }, { provider: deps.provider });
    }
    reached('confirmed');
  };
  const deliveryPartner: Actor | null = deps.deliveryPartnerId ? { id: deps.deliveryPartnerId, role: 'delivery' } : null;
  const accept = async () => {
    await acceptOrder(db, deliveryPartner!, { orderId: order._id, deliveryPartnerId: deliveryPartner!.id });
    reached('assigned');
  };
  const assignByAdmin = async () => {
    await assignDeliveryPartner(db, deps.admin, { orderId: order._id, deliveryPartnerId: deliveryPartner!.id });
    reached('assigned');
  };
  const pickUpAll = async () => {
    for (const productId of productIds) {
      if (productId !== declined) await confirmPickup(db, deliveryPartner!, { orderId: order._id, productId });
    }
    reached('pickedUp');
  };
  const cancelByAdmin = async () => {
    await cancelOrder(db, deps.admin, { orderId: order._id }, { provider: deps.provider });
    reached('cancelled');
  };

  switch (fate.kind) {
    case 'delivered':
      await confirm((p) => p !== declined);
      await accept();
      await pickUpAll();
      await confirmDelivery(db, deliveryPartner!, { orderId: order._id }, { at: new Date(at.delivered) });
      reached('delivered');
      break;
    case 'sellerCancelled':
      await confirm(() => false);
      reached('cancelled');
      break;
    case 'adminCancelled':
      if (fate.stage !== 'waiting') await confirm(() => true);
      if (fate.stage === 'assigned') await accept();
      await cancelByAdmin();
      break;
    case 'waiting':
      if (fate.adminAssigned) await assignByAdmin();
      m.open = true;
      break;
    case 'preparing':
      await confirm(() => true);
      if (fate.assignment === 'accepted') await accept();
      if (fate.assignment === 'admin') await assignByAdmin();
      m.open = true;
      break;
    case 'outForDelivery':
      await confirm(() => true);
      await accept();
      await pickUpAll();
      m.open = true;
      break;
  }
  return m;
}

/** The phones of the history's partners and regular customers, for the tests. */
export const DEMO_HISTORY_PARTNER_PHONES: readonly string[] = PARTNERS.map((p) => p.phone);
export const DEMO_HISTORY_CUSTOMER_PHONES: readonly string[] = CUSTOMERS.map((c) => c.phone);
