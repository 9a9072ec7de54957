import { assertTransition, DELIVERED_MESSAGE, PICK_UP_FIRST_MESSAGE, ALREADY_DELIVERED_MESSAGE, ORDER_WAS_CANCELLED_MESSAGE, NOTIFICATION_TEXTS, ITEM_MOVED_MESSAGE } from '@nukkad/contracts';
import { lineTotalPaise, partnerCommissionPaise, sumPaise } from '@nukkad/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionEntries, orderItems, orders, outstandingPayments, salesRecords } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import { businessDate } from '../../lib/time';
import { notify, orderUrl, type NewNotification } from '../notifications/notify';
import { recordOrderEvents } from '../orders/order-events';
import { lockAssignedOrder, type ItemRow, type OrderRow } from './pickup';


/** What one delivery writes to the partner's and the sellers' books, in paise. */
export type DeliveryMoney = {
  /** deliveryCharge + convenienceFees of the order as last priced. */
  commissionPaise: number;
  /** The cash collected at the door: the order's total for COD, nothing for an order paid online. */
  cashCollectedPaise: number;
  /** Each seller's non-cancelled lines: unit price × quantity, summed. */
  salesBySeller: Map<string, number>;
};

type MoneyOrder = Pick<OrderRow, 'paymentMethod' | 'deliveryChargePaise' | 'convenienceFeesPaise' | 'totalAmountPaise'>;
type MoneyItem = Pick<ItemRow, 'sellerId' | 'status' | 'unitPricePaise' | 'quantity'>;

/**
 * The money of a delivery from the order's figures, which every cancellation already repriced from its remaining
 * items, and from those items; integers only, so nothing is ever rounded.
 */
export function deliveryMoney(order: MoneyOrder, items: readonly MoneyItem[]): DeliveryMoney {
  const salesBySeller = new Map<string, number>();
  for (const item of items) {
    if (item.status === 'Cancelled') continue;
    salesBySeller.set(item.sellerId, sumPaise([salesBySeller.get(item.sellerId) ?? 0, lineTotalPaise(item.unitPricePaise, item.quantity)]));
  }
  return {
    commissionPaise: partnerCommissionPaise(order),
    cashCollectedPaise: order.paymentMethod === 'COD' ? order.totalAmountPaise : 0,
    salesBySeller,
  };
}

/** The partner's commission and, for cash, what they now owe; each seller's sale on the business day of the delivery. */
async function writeMoney(tx: Db, order: OrderRow, deliveryPartnerId: string, money: DeliveryMoney, at: Date): Promise<void> {
  await tx.insert(commissionEntries).values({ deliveryPartnerId: deliveryPartnerId, orderId: order.id, commissionPaise: money.commissionPaise, createdAt: at });
  if (order.paymentMethod === 'COD') {
    // The database adds it to what the partner owes (0021), so two deliveries of the same partner at once both count.
    await tx.insert(outstandingPayments).values({ deliveryPartnerId, orderId: order.id, amountPaise: money.cashCollectedPaise, collectedAt: at });
  }
  if (money.salesBySeller.size > 0) {
    await tx.insert(salesRecords).values(
      [...money.salesBySeller].map(([sellerId, amountPaise]) => ({ sellerId, orderId: order.id, amountPaise, date: businessDate(at), createdAt: at })),
    );
  }
}

function deliveredNotifications(order: OrderRow, sellerIds: readonly string[]): NewNotification[] {
  return [
    {
      recipientRole: 'customer',
      recipientId: order.customerId,
      message: NOTIFICATION_TEXTS.deliveredToCustomer(order.displayId),
      url: orderUrl.customer(order.id),
      orderId: order.id,
      kind: 'order_delivered',
    },
    ...sellerIds.map(
      (sellerId): NewNotification => ({
        recipientRole: 'seller',
        recipientId: sellerId,
        message: NOTIFICATION_TEXTS.deliveredToSeller(order.displayId),
        url: orderUrl.sellerDetails(order.id),
        orderId: order.id,
        kind: 'order_delivered',
      }),
    ),
  ];
}

/**
 * PUT /api/delivery/order/confirm-delivery/{orderId}: the assigned partner hands over an order whose every
 * non-cancelled item is out for delivery. In one transaction that first locks the order row: items and order
 * Delivered, the partner's commission, for cash the payment and what the partner owes, each seller's sale, the
 * events and the notifications. `at` is when it happened (now, but for the demo's history).
 */
export async function confirmDelivery(db: Db, actor: Actor, input: { orderId: string }, deps: { at?: Date } = {}): Promise<{ message: string }> {
  const at = deps.at ?? new Date();
  await db.transaction(async (tx) => {
    const order = await lockAssignedOrder(tx, actor, input.orderId);
    if (order.deliveryStatus === 'Delivered') throw conflict('ALREADY_DELIVERED', ALREADY_DELIVERED_MESSAGE);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
    const live = items.filter((item) => item.status !== 'Cancelled');
    if (live.length === 0) throw conflict('ORDER_CANCELLED', ORDER_WAS_CANCELLED_MESSAGE);
    if (live.some((item) => item.status !== 'Out For Delivery')) throw conflict('PICK_UP_FIRST', PICK_UP_FIRST_MESSAGE);
    for (const item of live) assertTransition(item.status, 'Delivered', actor.role);

    const moved = await tx
      .update(orderItems)
      .set({ status: 'Delivered' })
      .where(and(inArray(orderItems.id, live.map((item) => item.id)), eq(orderItems.status, 'Out For Delivery')))
      .returning({ id: orderItems.id });
    if (moved.length !== live.length) throw conflict('ITEM_MOVED', ITEM_MOVED_MESSAGE);
    const cash = order.paymentMethod === 'COD';
    await tx
      .update(orders)
      .set({ deliveryStatus: 'Delivered', deliveredAt: at, ...(cash ? { paymentStatus: 'Paid' as const } : {}) })
      .where(eq(orders.id, order.id));
    await recordOrderEvents(tx, actor, [
      ...live.map((item) => ({ orderId: order.id, orderItemId: item.id, kind: 'status' as const, fromStatus: item.status, toStatus: 'Delivered' as const })),
      { orderId: order.id, kind: 'status', fromStatus: order.deliveryStatus, toStatus: 'Delivered' },
      ...(cash ? [{ orderId: order.id, kind: 'paid' as const, note: 'cash collected' }] : []),
    ]);

    const money = deliveryMoney(order, items);
    await writeMoney(tx, order, actor.id, money, at);
    await notify(tx, deliveredNotifications(order, [...money.salesBySeller.keys()]));
  });
  return { message: DELIVERED_MESSAGE };
}
