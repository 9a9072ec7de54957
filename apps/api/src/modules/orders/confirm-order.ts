import { assertTransition, CONFIRMATION_STATUSES, ORDER_CONFIRMED_MESSAGE, type ConfirmOrderBody, type ItemStatus, ALREADY_CONFIRMED_MESSAGE, CANCELLED_BEFORE_CONFIRMATION_MESSAGE, NOTIFICATION_TEXTS, ITEM_MOVED_MESSAGE, NOT_A_WAITING_PRODUCT_MESSAGE } from '@nukkad/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, DomainError } from '../../lib/domain-error';
import type { PaymentProvider } from '../../ports/payment-provider';
import { notify, orderUrl, type NewNotification } from '../notifications/notify';
import { orderNotFound } from './errors';
import { visibleOrders } from './order-access';
import { recordOrderEvents } from './order-events';
import { recordOverpaymentRefund, sendRefund, settleOrder } from './reprice';
import { sellerOnly } from './guards';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type Move = { item: ItemRow; to: Extract<ItemStatus, 'Preparing' | 'Cancelled'> };

export const UNSELECTED_REFUND_REASON = 'items cancelled by the seller at confirmation';
/** A notification names at most this many products; the rest are counted. */
const NAMES_SHOWN = 3;

/** The order row, locked to the end of the transaction so confirmations and cancellations of one order queue. */
async function lockOrder(tx: Db, actor: Actor, orderId: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleOrders(actor)))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** Each selected product must be one of the seller's items still waiting in this order; 400 naming every other. */
function checkSelection(waiting: readonly ItemRow[], selectedProducts: readonly string[]): Set<string> {
  const waitingProducts = new Set(waiting.map((item) => item.productId));
  const errors = selectedProducts.flatMap((productId, index) =>
    waitingProducts.has(productId) ? [] : [{ path: `selectedProducts.${index}`, message: NOT_A_WAITING_PRODUCT_MESSAGE }],
  );
  if (errors.length > 0) throw new DomainError('INVALID_DATA', 'NOT_A_WAITING_PRODUCT', errors[0]!.message, errors);
  return new Set(selectedProducts);
}

/** Moves the items, each through the state machine as the caller's role, refusing if any moved meanwhile. */
async function moveItems(tx: Db, actor: Actor, moves: readonly Move[]): Promise<void> {
  for (const move of moves) assertTransition(move.item.status, move.to, actor.role);
  for (const to of CONFIRMATION_STATUSES) {
    const ids = moves.filter((m) => m.to === to).map((m) => m.item.id);
    if (ids.length === 0) continue;
    const moved = await tx
      .update(orderItems)
      .set({ status: to })
      .where(and(inArray(orderItems.id, ids), eq(orderItems.status, 'Processing')))
      .returning({ id: orderItems.id });
    if (moved.length !== ids.length) throw conflict('ITEM_MOVED', ITEM_MOVED_MESSAGE);
  }
  await recordOrderEvents(
    tx,
    actor,
    moves.map((m) => ({ orderId: m.item.orderId, orderItemId: m.item.id, kind: 'status' as const, fromStatus: m.item.status, toStatus: m.to })),
  );
}

/** 'A', 'A and B', 'A, B and C', 'A, B, C and 2 more'. */
export function productList(names: readonly string[]): string {
  if (names.length > NAMES_SHOWN) return `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The customer hears, in one notification per outcome, which products are being prepared and which were cancelled. */
function customerNotifications(order: OrderRow, moves: readonly Move[], refunded: boolean): NewNotification[] {
  const namesOf = (to: Move['to']) =>
    moves
      .filter((m) => m.to === to)
      .map((m) => m.item.productName)
      .sort((a, b) => a.localeCompare(b));
  const prepared = namesOf('Preparing');
  const cancelled = namesOf('Cancelled');
  const note = (message: string): NewNotification => ({
    recipientRole: 'customer',
    recipientId: order.customerId,
    message,
    url: orderUrl.customer(order.id),
    orderId: order.id,
    kind: 'item_status',
  });
  const notes: NewNotification[] = [];
  if (prepared.length > 0) {
    notes.push(note(NOTIFICATION_TEXTS.itemsPrepared(order.displayId, productList(prepared), prepared.length)));
  }
  if (cancelled.length > 0) {
    notes.push(note(NOTIFICATION_TEXTS.itemsCancelled(order.displayId, productList(cancelled), cancelled.length, refunded)));
  }
  return notes;
}

/**
 * PUT /api/order/confirm-order/{orderId}: of the seller's items still Processing, the selected become Preparing
 * and the others Cancelled, in one transaction that first locks the order row: events logged, the order's status
 * derived and its figures repriced from the remaining items, an online payment refunded the difference (the
 * provider is called last, so its failure rolls everything back), the customer notified. Other sellers' items
 * are untouched.
 */
export async function confirmOrder(
  db: Db,
  actor: Actor,
  input: { orderId: string } & ConfirmOrderBody,
  deps: { provider: PaymentProvider },
): Promise<{ message: string }> {
  sellerOnly(actor);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor, input.orderId);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    const waiting = items.filter((item) => item.sellerId === actor.id && item.status === 'Processing');
    if (waiting.length === 0) {
      // Nothing left to confirm: say why in the seller's words, cancelled (by an admin, say) or confirmed before.
      if (order.deliveryStatus === 'Cancelled') throw conflict('ORDER_CANCELLED', CANCELLED_BEFORE_CONFIRMATION_MESSAGE);
      throw conflict('ALREADY_CONFIRMED', ALREADY_CONFIRMED_MESSAGE);
    }
    const selected = checkSelection(waiting, input.selectedProducts);
    const moves: Move[] = waiting.map((item) => ({ item, to: selected.has(item.productId) ? 'Preparing' : 'Cancelled' }));
    await moveItems(tx, actor, moves);

    const statusOf = new Map(moves.map((m) => [m.item.id, m.to as ItemStatus]));
    const after = items.map((item) => ({ ...item, status: statusOf.get(item.id) ?? item.status }));
    const { price } = await settleOrder(tx, actor, order, after);
    const refund = await recordOverpaymentRefund(tx, actor, order, price.totalAmount, UNSELECTED_REFUND_REASON);
    await notify(tx, customerNotifications(order, moves, refund !== null));
    if (refund) await sendRefund(tx, deps.provider, refund);
  });
  return { message: ORDER_CONFIRMED_MESSAGE };
}
