import { NOTIFICATION_TEXTS, openAt, type ItemStatus } from '@nukkad/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { takeTurn } from '../../lib/take-turn';
import type { PaymentProvider } from '../../ports/payment-provider';
import { newOrderNotifications } from '../checkout/create-order';
import { announce } from '../live-events/outbox';
import { notificationsAnnouncement, orderUrl, type NewNotification } from '../notifications/notify';
import { cancelItems } from './cancel-order';
import { productList } from './confirm-order';
import { orderEventsRecord } from './order-events';
import { recordOverpaymentRefund, sendRefund, settleOrder } from './reprice';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Advisory lock ('rels' in hex, 0): one process at a time releases orders for later. */
const RELEASE_LOCK = [0x72656c73, 0] as const;
/** Orders released per run; the next run takes the rest. */
const RELEASE_BATCH = 50;

export const NOT_SOLD_AT_RELEASE_REASON = 'items no longer sold when the order for later was released';

/** Scheduled orders whose release has come and that are neither released nor cancelled (orders_release_due_idx). */
const dueForRelease = (): SQL =>
  and(isNull(orders.releasedAt), isNotNull(orders.releaseAt), lte(orders.releaseAt, sql`now()`), ne(orders.deliveryStatus, 'Cancelled'))!;

/** The order's items that its shops no longer sell for its slot: out of stock, archived, or the shop closed then. */
async function itemsNotSold(tx: Db, order: OrderRow, items: readonly ItemRow[]): Promise<ItemRow[]> {
  const open = items.filter((item) => item.status === 'Processing');
  if (open.length === 0) return [];
  const facts = await tx
    .select({ productId: products.id, inStock: products.inStock, archivedAt: products.archivedAt, isOpen: shops.isOpen, isOpenUntil: shops.isOpenUntil, hours: shops.hours })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(
      inArray(
        products.id,
        open.map((item) => item.productId),
      ),
    );
  const sold = new Set(facts.filter((f) => f.inStock && f.archivedAt === null && openAt(f, order.scheduledFor ?? new Date())).map((f) => f.productId));
  return open.filter((item) => !sold.has(item.productId));
}

/** The customer hears of what was cancelled at release; the sellers of what is left hear of a new order. */
function releaseNotifications(order: OrderRow, remaining: readonly ItemRow[], gone: readonly ItemRow[], refunded: boolean): NewNotification[] {
  const toCustomer = (message: string): NewNotification => ({
    recipientRole: 'customer',
    recipientId: order.customerId,
    message,
    url: orderUrl.customer(order.id),
    orderId: order.id,
    kind: remaining.length === 0 ? 'order_cancelled' : 'item_status',
  });
  if (remaining.length === 0) return [toCustomer(NOTIFICATION_TEXTS.scheduledNothingLeft(order.displayId, refunded))];
  const names = gone.map((item) => item.productName).sort((a, b) => a.localeCompare(b));
  return [
    ...(gone.length > 0 ? [toCustomer(NOTIFICATION_TEXTS.itemsCancelled(order.displayId, productList(names), names.length, refunded))] : []),
    ...newOrderNotifications(order, remaining),
  ];
}

/**
 * Releases one order for later, in the caller's transaction: one conditional statement marks it released only if it
 * is still due (not released, not cancelled), so of two processes at it exactly one goes on; the row stays locked to
 * the end. Its items are checked again (stock, archive, the shop open at the slot): those no longer sold are
 * cancelled and the order repriced, an online payment refunded the difference (all of it when nothing is left).
 * The sellers of what is left are told of a new order, and partners on duty of an order waiting for one. Returns
 * whether this call released it.
 */
export async function releaseOrder(tx: Db, orderId: string, deps: { provider: PaymentProvider }): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), dueForRelease()))
    .returning();
  if (!order) return false;
  // The order's own customer: the one role the state machine lets cancel an item not yet confirmed, for them.
  const actor: Actor = { id: order.customerId, role: 'customer' };
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const gone = await itemsNotSold(tx, order, items);
  await cancelItems(tx, actor, gone, 'not sold at release');
  const goneIds = new Set(gone.map((item) => item.id));
  const after = items.map((item) => ({ ...item, status: goneIds.has(item.id) ? ('Cancelled' as ItemStatus) : item.status }));
  const refund = gone.length > 0 ? await settleAndRefund(tx, actor, order, after) : null;
  const remaining = after.filter((item) => item.status !== 'Cancelled');
  // Nothing left: the order is cancelled, and no shop or partner is told of it. Its event and notifications: one statement.
  await announce(tx, [
    ...(remaining.length > 0 ? [orderEventsRecord(tx, actor, [{ orderId: order.id, kind: 'released' }])] : []),
    notificationsAnnouncement(tx, releaseNotifications(order, remaining, gone, refund !== null)),
  ]);
  if (refund) await sendRefund(tx, deps.provider, refund);
  return true;
}

async function settleAndRefund(tx: Db, actor: Actor, order: OrderRow, after: readonly ItemRow[]) {
  const { price } = await settleOrder(tx, actor, order, after);
  return recordOverpaymentRefund(tx, actor, order, price.totalAmount, NOT_SOLD_AT_RELEASE_REASON);
}

export type ReleaseRun = { released: string[]; failed: { orderId: string; error: unknown }[] };

/**
 * The release job: every order for later whose release has come, oldest due first, each in a savepoint of its own
 * (one that fails, say its refund, is left due for the next run and the others go on). One process at a time runs
 * it (whoever takes the lock; the others skip this round, resolving to null).
 */
export async function releaseDueOrders(db: Db, deps: { provider: PaymentProvider }): Promise<ReleaseRun | null> {
  return db.transaction(async (tx) => {
    if (!(await takeTurn(tx, RELEASE_LOCK))) return null;
    const due = await tx.select({ id: orders.id }).from(orders).where(dueForRelease()).orderBy(asc(orders.releaseAt), asc(orders.id)).limit(RELEASE_BATCH);
    const run: ReleaseRun = { released: [], failed: [] };
    for (const { id } of due) {
      try {
        if (await tx.transaction((sp) => releaseOrder(sp, id, deps))) run.released.push(id);
      } catch (error) {
        run.failed.push({ orderId: id, error });
      }
    }
    return run;
  });
}
