import { assertTransition, CHARGED_STATUSES, deriveDeliveryStatus, type CartKey, type ItemStatus, type Order } from '@nukkad/contracts';
import { priceOrder } from '@nukkad/pricing';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../lib/actor';
import { saveAddress } from '../modules/accounts/addresses';
import { addToCart, incrementQty } from '../modules/cart/cart-changes';
import { placeOrder } from '../modules/checkout/create-order';
import { cartScheduleSlots } from '../modules/checkout/schedule';
import type { DeliveryArea } from '../modules/checkout/delivery-address';
import { acceptOrder } from '../modules/delivery/accept-order';
import { confirmDelivery } from '../modules/delivery/deliver';
import { confirmPickup } from '../modules/delivery/pickup';
import { notify, orderUrl } from '../modules/notifications/notify';
import { recordOrderEvents } from '../modules/orders/order-events';
import { raiseQuery } from '../modules/queries/queries';
import type { Db } from '../db/client';
import { cartItems, coupons, customerAddresses, orderItems, orders, products, shops } from '../db/schema';

/** The demo's tips stay within any cap a deployment is likely to set. */
export const DEMO_TIP_MAX_PAISE = 3_000;

export type DemoCommerceAccounts = { customerId: string; deliveryPartnerId: string };

/** The demo coupons: one for a customer's first order, one for food orders (issue 22 §1). */
export const DEMO_COUPONS = { firstOrder: 'WELCOME50', food: 'NUKKAD20' } as const;

const CATALOGUE_SCOPE = { medicinesEnabled: false };
/** The restaurant closed when the demo loads (demoClock 'closed-now'), ordered from for later. */
export const SCHEDULED_DEMO_SHOP = 'Mughal Zaika';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The demo customer's second saved address (the first, the default, comes with the accounts). */
const OFFICE_ADDRESS = {
  fullName: 'Asha (office)',
  phone: '9876543211',
  addressLine: '5th Floor, Statesman House, Barakhamba Road',
  area: 'Connaught Place, New Delhi 110001',
  landmark: 'Opposite Modern School',
  lat: 28.6305,
  long: 77.2252,
};

/**
 * The demo customer's commerce, written through the same services a customer uses: a second address, three
 * past orders placed from the carts (one delivered and not yet reviewed, one being prepared, one with a
 * cancelled item; the first placed with the first-order coupon and a tip) and one order for later from a restaurant
 * closed now; its carts are filled by fillDemoCarts. The sellers' confirmations are written directly, through
 * the order state machine; pickup and delivery go through the partner's services.
 */
export async function seedDemoCommerce(
  db: Db,
  accounts: DemoCommerceAccounts,
  area: DeliveryArea,
): Promise<{ orders: number; preparingOrderId: string }> {
  const customer: Actor = { id: accounts.customerId, role: 'customer' };
  await saveAddress(db, customer, { userId: customer.id, address: { ...OFFICE_ADDRESS, isDefault: false } });
  const [home] = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isDefault, true)));
  if (!home) throw new Error('The demo customer has no default address');

  await db.insert(coupons).values([
    // ₹50 off a first order of ₹199 or more, Food or Grocery, a month long.
    { code: DEMO_COUPONS.firstOrder, kind: 'flat', value: 5_000, minAmountPaise: 19_900, firstOrderOnly: true, validUntil: new Date(Date.now() + 30 * DAY_MS) },
    // 20% off food up to ₹75, on ₹149 or more, three times per customer, 1,000 uses in all.
    { code: DEMO_COUPONS.food, kind: 'percent', value: 20, maxDiscountPaise: 7_500, minAmountPaise: 14_900, orderType: 'Food', usesPerCustomer: 3, totalUses: 1_000 },
  ]);

  let attempt = 0;
  const place = async (
    cartKey: CartKey,
    lines: readonly { productId: string; quantity: number }[],
    offers: { couponCode?: string; tip?: number } = {},
  ): Promise<Order> => {
    await fillCart(db, customer, cartKey, lines);
    return placeOrder(
      db,
      customer,
      { body: { cartKey, address: { _id: home.id }, paymentMethod: 'COD', couponCode: offers.couponCode, tip: offers.tip ?? 0 }, idempotencyKey: `demo-order-${++attempt}` },
      { area, tipMaxPaise: DEMO_TIP_MAX_PAISE },
    );
  };

  const dhaba = await firstProducts(db, 'Punjab Da Dhaba', 2);
  const grocer = await firstProducts(db, 'Sharma General Store', 2);
  const biryani = await firstProducts(db, 'Biryani Darbar', 1);
  const pizza = await firstProducts(db, 'Pizza Adda', 1);

  const delivered = await place(
    'foodCart',
    [
      { productId: dhaba[0]!, quantity: 2 },
      { productId: dhaba[1]!, quantity: 1 },
    ],
    { couponCode: DEMO_COUPONS.firstOrder, tip: 20 },
  );
  const preparing = await place('groceryCart', [
    { productId: grocer[0]!, quantity: 3 },
    { productId: grocer[1]!, quantity: 1 },
  ]);
  const partlyCancelled = await place('foodCart', [
    { productId: biryani[0]!, quantity: 1 },
    { productId: pizza[0]!, quantity: 2 },
  ]);
  // An order for later from the restaurant closed now, for its first slot: released (20 minutes before) over an hour
  // after the demo loads, as the shop's hours are set from the load time.
  // Put in the cart as before the shop closed (adding a closed shop's product is refused).
  const laterDishes = await firstProducts(db, SCHEDULED_DEMO_SHOP, 2, true);
  await db.insert(cartItems).values(laterDishes.map((productId) => ({ customerId: customer.id, cartKey: 'foodCart' as const, productId, quantity: 1 })));
  const [firstSlot] = await cartScheduleSlots(db, customer, 'foodCart', new Date());
  if (!firstSlot) throw new Error(`Demo shop ${SCHEDULED_DEMO_SHOP} offers no slot to order for later`);
  await placeOrder(
    db,
    customer,
    { body: { cartKey: 'foodCart', address: { _id: home.id }, paymentMethod: 'COD', scheduledFor: firstSlot }, idempotencyKey: `demo-order-${++attempt}` },
    { area },
  );

  // Placed over the last days, the oldest first, as a customer's history is.
  const deliveredPlacedAt = new Date(Date.now() - 3 * DAY_MS);
  const deliveredAt = new Date(deliveredPlacedAt.getTime() + 40 * MINUTE_MS);
  await db.transaction(async (tx) => {
    await deliver(tx, delivered, accounts.deliveryPartnerId, deliveredAt);
    await moveItems(tx, preparing, preparing.items.map((i) => ({ itemId: i._id, to: 'Preparing' as const })));
    const [kept, dropped] = partlyCancelled.items;
    await moveItems(tx, partlyCancelled, [
      { itemId: kept!._id, to: 'Preparing' },
      { itemId: dropped!._id, to: 'Cancelled' },
    ]);
    await repriceWithoutCancelled(tx, partlyCancelled._id);
    await backdate(tx, delivered._id, deliveredPlacedAt, deliveredAt);
    await backdate(tx, partlyCancelled._id, new Date(Date.now() - DAY_MS));
  });

  // An open query on the delivered order, waiting in the admins' inbox.
  await raiseQuery(db, customer, {
    orderId: delivered._id,
    topic: 'missing_item',
    message: 'The raita that comes with the dal makhani was not in the bag. Could you please check?',
  });

  return { orders: 4, preparingOrderId: preparing._id };
}

/** Items waiting in both of the demo customer's carts; filled last, since an order takes the whole cart. */
export async function fillDemoCarts(db: Db, customerId: string): Promise<void> {
  const customer: Actor = { id: customerId, role: 'customer' };
  await fillCart(db, customer, 'foodCart', (await firstProducts(db, 'Udupi Tiffin House', 2)).map((productId, i) => ({ productId, quantity: i + 1 })));
  await fillCart(db, customer, 'groceryCart', (await firstProducts(db, 'Fresh Basket Sabziwala', 2)).map((productId) => ({ productId, quantity: 1 })));
}

export async function fillCart(db: Db, customer: Actor, cartKey: CartKey, lines: readonly { productId: string; quantity: number }[]) {
  for (const line of lines) {
    await addToCart(db, customer, { productId: line.productId, cartKey }, CATALOGUE_SCOPE);
    for (let n = 1; n < line.quantity; n++) await incrementQty(db, customer, { productId: line.productId, cartKey }, CATALOGUE_SCOPE);
  }
}

/** The ids of a demo shop's first in-stock products, by name; of an open shop, unless `closedShop` (an order for later). */
export async function firstProducts(db: Db, shopName: string, count: number, closedShop = false): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(shops.name, shopName), eq(products.inStock, true), closedShop ? undefined : eq(shops.isOpen, true)))
    .orderBy(asc(products.name))
    .limit(count);
  if (rows.length < count) throw new Error(`Demo shop ${shopName} has fewer than ${count} products to order`);
  return rows.map((r) => r.id);
}

const actorOf = (role: Actor['role'], id: string): Actor => ({ role, id });

/** Moves items through the state machine (each move by the role that may make it), logs it and derives the order's status. */
async function moveItems(tx: Db, order: Order, moves: readonly { itemId: string; to: ItemStatus }[]) {
  const byId = new Map(order.items.map((i) => [i._id, i]));
  for (const move of moves) {
    const item = byId.get(move.itemId)!;
    const from = item.status;
    const role = move.to === 'Preparing' || move.to === 'Cancelled' ? 'seller' : 'delivery';
    assertTransition(from, move.to, role);
    await tx.update(orderItems).set({ status: move.to }).where(eq(orderItems.id, item._id));
    const actor = role === 'seller' ? actorOf('seller', item.seller._id) : actorOf('delivery', order.deliveryBoy?._id ?? item.seller._id);
    await recordOrderEvents(tx, actor, [{ orderId: order._id, orderItemId: item._id, kind: 'status', fromStatus: from, toStatus: move.to }]);
    byId.set(item._id, { ...item, status: move.to });
    const message =
      move.to === 'Preparing'
        ? `${item.product.name} of order #${order.id} is being prepared.`
        : move.to === 'Cancelled'
          ? `${item.product.name} of order #${order.id} was cancelled.`
          : null;
    if (message) {
      await notify(tx, [
        { recipientRole: 'customer', recipientId: await customerOf(tx, order._id), message, url: orderUrl.customer(order._id), orderId: order._id, kind: 'item_status' },
      ]);
    }
  }
  const deliveryStatus = deriveDeliveryStatus([...byId.values()].map((i) => i.status));
  await tx.update(orders).set({ deliveryStatus }).where(eq(orders.id, order._id));
}

async function customerOf(tx: Db, orderId: string): Promise<string> {
  const [row] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row!.customerId;
}

/**
 * The whole of a delivery: the sellers confirm, then the partner's own services accept, pick up each item and
 * deliver, writing the partner's commission and cash owed and the sellers' sales. `at` is when it was delivered
 * (the demo's history is spread over past days).
 */
export async function deliver(tx: Db, order: Order, deliveryPartnerId: string, at: Date = new Date()) {
  const deliveryPartner = actorOf('delivery', deliveryPartnerId);
  await moveItems(tx, order, order.items.map((i) => ({ itemId: i._id, to: 'Preparing' as const })));
  await acceptOrder(tx, deliveryPartner, { orderId: order._id, deliveryPartnerId: deliveryPartnerId });
  for (const item of order.items) await confirmPickup(tx, deliveryPartner, { orderId: order._id, productId: item.product._id });
  await confirmDelivery(tx, deliveryPartner, { orderId: order._id }, { at });
}

/** Cancelled items are not priced: the order is repriced from what remains, with the same rules and distance. */
async function repriceWithoutCancelled(tx: Db, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.status, CHARGED_STATUSES)));
  const price = priceOrder({
    orderType: order!.orderType,
    lines: lines.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: l.sellerId })),
    distanceKm: order!.distanceKm,
  });
  await tx
    .update(orders)
    .set({
      amountPaise: price.amount,
      deliveryChargePaise: price.deliveryCharge,
      taxesPaise: price.taxes,
      convenienceFeesPaise: price.convenienceFees,
      serviceChargePaise: price.serviceCharge,
      totalAmountPaise: price.totalAmount,
    })
    .where(eq(orders.id, orderId));
}

/** When each step of an order happened (epoch ms), for its rows: null for steps it never took. */
export type OrderMilestones = {
  orderId: string;
  placed: number;
  confirmed: number | null;
  assigned: number | null;
  pickedUp: number | null;
  delivered: number | null;
  cancelled: number | null;
  last: number;
  /** Still under way: its notifications stay unread, the others are read; null leaves them as they are. */
  open: boolean | null;
};

const ts = (ms: number | null): SQL => (ms === null ? sql`null::timestamptz` : sql`${new Date(ms).toISOString()}::timestamptz`);

/**
 * Moves every row the orders wrote to when it happened, one statement per table: the order and its lines, its
 * events and notifications by the step that wrote them, its payment, refunds, idempotency key and the admins'
 * actions on it. A delivery's money rows are written at their time by the delivery itself.
 */
export async function dateOrders(db: Db, list: readonly OrderMilestones[]): Promise<void> {
  if (list.length === 0) return;
  const rows = sql.join(
    list.map(
      (m) =>
        sql`(${m.orderId}::uuid, ${ts(m.placed)}, ${ts(m.confirmed)}, ${ts(m.assigned)}, ${ts(m.pickedUp)}, ${ts(m.delivered)}, ${ts(m.cancelled)}, ${ts(m.last)}, ${m.open}::boolean)`,
    ),
    sql`, `,
  );
  const v = sql`(values ${rows}) as v(id, placed, confirmed, assigned, picked_up, delivered, cancelled, last, open)`;
  const told = sql`coalesce(case
      when n.kind in ('order_placed', 'new_order') then v.placed
      when n.kind in ('partner_assigned', 'order_assigned', 'order_unassigned') then v.assigned
      when n.kind = 'order_delivered' then v.delivered
      when n.kind = 'order_cancelled' then v.cancelled
      when n.kind = 'item_status' and n.message like '%is on the way.' then v.picked_up
      when n.kind = 'item_status' then v.confirmed
      end, v.placed)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update orders o set created_at = v.placed, updated_at = v.last,
      assigned_at = case when o.assigned_at is null then null else coalesce(v.assigned, v.placed) end from ${v} where o.id = v.id`);
    await tx.execute(sql`update order_items i set created_at = v.placed, updated_at = v.last from ${v} where i.order_id = v.id`);
    await tx.execute(sql`update order_events e set created_at = coalesce(case
        when e.actor_role = 'customer' then v.placed
        when e.kind = 'assigned' then v.assigned
        when e.actor_role = 'seller' then v.confirmed
        when e.actor_role = 'admin' then v.cancelled
        when e.to_status = 'Delivered' or e.kind = 'paid' then v.delivered
        else v.picked_up end, v.placed)
      from ${v} where e.order_id = v.id`);
    await tx.execute(sql`update notifications n set read = coalesce(not v.open, n.read), created_at = ${told}, updated_at = ${told} from ${v} where n.order_id = v.id`);
    await tx.execute(sql`update payments p set created_at = v.placed, updated_at = v.placed from orders o, ${v} where o.id = v.id and p.id = o.payment_id`);
    await tx.execute(sql`update refunds r set created_at = coalesce(v.cancelled, v.confirmed, v.placed) from ${v} where r.order_id = v.id`);
    await tx.execute(sql`update idempotency_keys k set created_at = v.placed from ${v} where k.order_id = v.id`);
    await tx.execute(sql`update admin_actions a set created_at = coalesce(case when a.action = 'assign_partner' then v.assigned else v.cancelled end, v.placed)
      from ${v} where a.order_id = v.id`);
  });
}

/**
 * An order placed at `placedAt`, its seller's answer 5 minutes later, a partner's 10 and the pickups 25 minutes
 * after it, delivered at `deliveredAt` if it was: inboxes and histories read as a history rather than all 'just now'.
 */
export async function backdate(tx: Db, orderId: string, placedAt: Date, deliveredAt: Date | null = null) {
  const placed = placedAt.getTime();
  const delivered = deliveredAt?.getTime() ?? null;
  const step = (minutes: number) => Math.min(placed + minutes * MINUTE_MS, delivered ?? Infinity);
  await dateOrders(tx, [
    {
      orderId,
      placed,
      confirmed: step(5),
      assigned: step(10),
      pickedUp: step(25),
      delivered,
      cancelled: step(5),
      last: delivered ?? step(5),
      open: null,
    },
  ]);
}
