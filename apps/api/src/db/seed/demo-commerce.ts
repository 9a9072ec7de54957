import { assertTransition, deriveDeliveryStatus, type CartKey, type ItemStatus, type Order } from '@nukkad/contracts';
import { priceOrder } from '@nukkad/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { saveAddress } from '../../services/addresses/addresses';
import { addToCart, incrementQty } from '../../services/cart/cart-changes';
import { placeOrder } from '../../services/checkout/create-order';
import type { DeliveryArea } from '../../services/checkout/delivery-address';
import { acceptOrder } from '../../services/delivery/accept-order';
import { confirmDelivery } from '../../services/delivery/deliver';
import { confirmPickup } from '../../services/delivery/pickup';
import { notify, orderUrl } from '../../services/notifications/notify';
import { recordOrderEvents } from '../../services/orders/order-events';
import type { Db } from '../client';
import { customerAddresses, notifications, orderItems, orders, products, shops } from '../schema';

export type DemoCommerceAccounts = { customerId: string; deliveryPartnerId: string };

const CATALOGUE_SCOPE = { medicinesEnabled: false };

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
 * cancelled item); its carts are filled by fillDemoCarts. The sellers' confirmations are written directly, through
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

  let attempt = 0;
  const place = async (cartKey: CartKey, lines: readonly { productId: string; quantity: number }[]): Promise<Order> => {
    await fillCart(db, customer, cartKey, lines);
    return placeOrder(
      db,
      customer,
      { body: { cartKey, address: { _id: home.id }, paymentMethod: 'COD' }, idempotencyKey: `demo-order-${++attempt}` },
      { area },
    );
  };

  const dhaba = await firstProducts(db, 'Punjab Da Dhaba', 2);
  const grocer = await firstProducts(db, 'Sharma General Store', 2);
  const biryani = await firstProducts(db, 'Biryani Darbar', 1);
  const pizza = await firstProducts(db, 'Pizza Adda', 1);

  const delivered = await place('foodCart', [
    { productId: dhaba[0]!, quantity: 2 },
    { productId: dhaba[1]!, quantity: 1 },
  ]);
  const preparing = await place('groceryCart', [
    { productId: grocer[0]!, quantity: 3 },
    { productId: grocer[1]!, quantity: 1 },
  ]);
  const partlyCancelled = await place('foodCart', [
    { productId: biryani[0]!, quantity: 1 },
    { productId: pizza[0]!, quantity: 2 },
  ]);

  await db.transaction(async (tx) => {
    await deliver(tx, delivered, accounts.deliveryPartnerId);
    await moveItems(tx, preparing, preparing.items.map((i) => ({ itemId: i._id, to: 'Preparing' as const })));
    const [kept, dropped] = partlyCancelled.items;
    await moveItems(tx, partlyCancelled, [
      { itemId: kept!._id, to: 'Preparing' },
      { itemId: dropped!._id, to: 'Cancelled' },
    ]);
    await repriceWithoutCancelled(tx, partlyCancelled._id);
    // Placed over the last days, the oldest first, as a customer's history is.
    await backdate(tx, delivered._id, 3);
    await backdate(tx, partlyCancelled._id, 1);
  });

  return { orders: 3, preparingOrderId: preparing._id };
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

/** The ids of a demo shop's first in-stock products, by name. */
export async function firstProducts(db: Db, shopName: string, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(shops.name, shopName), eq(products.inStock, true), eq(shops.isOpen, true)))
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
  const partner = actorOf('delivery', deliveryPartnerId);
  await moveItems(tx, order, order.items.map((i) => ({ itemId: i._id, to: 'Preparing' as const })));
  await acceptOrder(tx, partner, { orderId: order._id, deliveryBoyId: deliveryPartnerId });
  for (const item of order.items) await confirmPickup(tx, partner, { orderId: order._id, productId: item.product._id });
  await confirmDelivery(tx, partner, { orderId: order._id }, { at });
}

/** Cancelled items are not priced: the order is repriced from what remains, with the same rules and distance. */
async function repriceWithoutCancelled(tx: Db, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.status, ['Processing', 'Preparing', 'Out For Delivery', 'Delivered'])));
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

export async function backdate(tx: Db, orderId: string, days: number) {
  const then = sql`now() - make_interval(days => ${days})`;
  await tx.update(orders).set({ createdAt: then, updatedAt: then }).where(eq(orders.id, orderId));
  // Its news is as old as the order, so inboxes read as a history rather than all 'just now'.
  await tx.update(notifications).set({ createdAt: then, updatedAt: then }).where(eq(notifications.orderId, orderId));
}
