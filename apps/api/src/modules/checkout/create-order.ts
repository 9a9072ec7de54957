import { orderTypeOfCart, slotLabel, releaseTime, type CartKey, type CreateOrderBody, type Order, type PaymentMethod, NOTIFICATION_TEXTS, OWN_ORDERS_ONLY_MESSAGE, PAYMENT_ORDER_REQUIRED_MESSAGE, lineOutOfStockMessage, lineShopClosedMessage } from '@nukkad/contracts';
import type { OrderPrice } from '@nukkad/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, orderedUnits, orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notAllowed } from '../../lib/domain-error';
import { notify, orderUrl, type NewNotification } from '../notifications/notify';
import { recordOrderEvents } from '../orders/order-events';
import { orderViewById, toOrder } from '../orders/order-view';
import { claimPayment, orderPlacedByWebhook, paymentIdOf } from '../payments/claim-payment';
import { lockCartLines, priceLines, unavailableReason, type CartLine } from './cart-lines';
import { deliveryDistanceKm, ownAddress, type AddressRow, type DeliveryArea } from './delivery-address';
import { newDisplayId } from './display-id';
import { claimIdempotencyKey, linkIdempotencyKey, requestHash } from './idempotency';
import { emptyCart } from './quote';
import { applicableCoupon, useCouponForOrder, type AppliedCoupon } from '../coupons/coupon-uses';
import { riderTipPaise } from './rider-tip';
import { cartShops, offeredSlot } from './schedule';

/** Tries this many random display ids before giving up (31^6 ids: a collision is already rare). */
const DISPLAY_ID_ATTEMPTS = 8;

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** Without an idempotencyKey a retry is not recognised, yet still cannot order the same cart twice (it finds it empty). */
export type PlaceOrderInput = { body: CreateOrderBody; idempotencyKey?: string };
/** `tipMaxPaise`: the configured cap on a tip (none given: no tip is accepted). */
export type PlaceOrderDeps = { area: DeliveryArea; newDisplayId?: () => string; tipMaxPaise?: number };

// ---- steps, each in the caller's transaction

function assertOrderable(lines: readonly CartLine[], forLater: boolean): void {
  if (lines.length === 0) throw emptyCart();
  for (const line of lines) {
    const reason = unavailableReason(line, forLater);
    if (reason === 'out_of_stock') throw conflict('OUT_OF_STOCK', lineOutOfStockMessage(line.name));
    if (reason === 'shop_closed') throw conflict('SHOP_CLOSED', lineShopClosedMessage(line.name, line.shopName));
  }
}

/** Inserts the order under a fresh display id, drawing another when one is taken. */
export async function insertOrder(tx: Db, values: Omit<typeof orders.$inferInsert, 'displayId'>, nextId: () => string = newDisplayId): Promise<OrderRow> {
  for (let attempt = 0; attempt < DISPLAY_ID_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, displayId: nextId() })
      .onConflictDoNothing({ target: orders.displayId })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free order display id after ${DISPLAY_ID_ATTEMPTS} attempts`);
}

function orderValues(
  actor: Actor,
  cartKey: CartKey,
  method: PaymentMethod,
  price: OrderPrice,
  distanceKm: number,
  address: AddressRow,
  paymentId: string | null,
  coupon: AppliedCoupon | null,
): Omit<typeof orders.$inferInsert, 'displayId'> {
  return {
    customerId: actor.id,
    orderType: orderTypeOfCart(cartKey),
    paymentMethod: method,
    paymentStatus: method === 'Online' ? 'Paid' : 'Unpaid',
    amountPaise: price.amount,
    discountPaise: price.discount,
    couponId: coupon?.coupon.id ?? null,
    coupon: coupon?.terms ?? null,
    deliveryChargePaise: price.deliveryCharge,
    taxesPaise: price.taxes,
    convenienceFeesPaise: price.convenienceFees,
    serviceChargePaise: price.serviceCharge,
    tipPaise: price.tip,
    totalAmountPaise: price.totalAmount,
    distanceKm,
    shippingAddress: {
      fullName: address.fullName,
      phone: address.phone,
      addressLine: address.addressLine,
      area: address.area,
      landMark: address.landmark,
      lat: address.lat,
      long: address.long,
    },
    paymentId,
  };
}

/**
 * The order's lines, and their units queued for the products' ordered_count (counted by a job, off the checkout's
 * locks), in one statement; resolves to the lines as written, in the order a view of the order lists them.
 */
async function insertOrderLines(tx: Db, orderId: string, lines: readonly CartLine[]): Promise<ItemRow[]> {
  const inserted = tx.$with('inserted').as(
    tx
      .insert(orderItems)
      .values(
        lines.map((l) => ({
          orderId,
          productId: l.productId,
          shopId: l.shopId,
          sellerId: l.sellerId,
          productName: l.name,
          shopName: l.shopName,
          sellerUsername: l.sellerUsername,
          image: l.image,
          unitPricePaise: l.unitPricePaise,
          quantity: l.quantity,
        })),
      )
      .returning(),
  );
  const queued = tx.$with('queued').as(
    tx
      .insert(orderedUnits)
      .select(tx.select({ productId: inserted.productId, quantity: inserted.quantity }).from(inserted))
      .returning({ productId: orderedUnits.productId }),
  );
  return tx.with(inserted, queued).select().from(inserted).orderBy(asc(inserted.createdAt), asc(inserted.id));
}

/** Each seller with lines in the order hears of it as a new order: at placing, or for an order for later at its release. */
export function newOrderNotifications(order: Pick<OrderRow, 'id' | 'displayId'>, lines: readonly { sellerId: string }[]): NewNotification[] {
  const linesOfSeller = new Map<string, number>();
  for (const line of lines) linesOfSeller.set(line.sellerId, (linesOfSeller.get(line.sellerId) ?? 0) + 1);
  return [...linesOfSeller].map(([sellerId, n]) => ({
    recipientRole: 'seller' as const,
    recipientId: sellerId,
    message: NOTIFICATION_TEXTS.newOrder(order.displayId, n),
    url: orderUrl.seller(order.id),
    orderId: order.id,
    kind: 'new_order',
  }));
}

/** The customer hears the order is placed; its sellers now, or (ordered for later) when it is released to them. */
async function notifyOrderPlaced(tx: Db, actor: Actor, order: OrderRow, lines: readonly CartLine[]): Promise<void> {
  await notify(tx, [
    ...(order.scheduledFor ? [] : newOrderNotifications(order, lines)),
    {
      recipientRole: 'customer' as const,
      recipientId: actor.id,
      message: order.scheduledFor ? NOTIFICATION_TEXTS.orderScheduled(order.displayId, slotLabel(order.scheduledFor, order.createdAt)) : NOTIFICATION_TEXTS.orderPlaced(order.displayId),
      url: orderUrl.customer(order.id),
      orderId: order.id,
      kind: 'order_placed',
    },
  ]);
}

/** Only the ordered lines go: a line added meanwhile (not locked, not ordered) stays in the cart. */
async function clearOrderedLines(tx: Db, actor: Actor, cartKey: CartKey, lines: readonly CartLine[]): Promise<void> {
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.customerId, actor.id),
      eq(cartItems.cartKey, cartKey),
      inArray(
        cartItems.productId,
        lines.map((l) => l.productId),
      ),
    ),
  );
}

async function viewOf(tx: Db, orderId: string): Promise<Order> {
  const order = await orderViewById(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  return order;
}

/** An order for later's slot and due release, when the slot is one its cart's shops offer now (else 400). */
async function scheduleOf(tx: Db, actor: Actor, cartKey: CartKey, scheduledFor: string): Promise<{ scheduledFor: Date; releaseAt: Date }> {
  const shopsOfCart = await cartShops(tx, actor, cartKey);
  const slot = offeredSlot(shopsOfCart, scheduledFor, new Date());
  return { scheduledFor: slot, releaseAt: releaseTime(slot, shopsOfCart) };
}

// ---- the command

/** What decides an order: the cart, the address, how it is paid and (online) the paid provider order. */
export type OrderRequest = {
  cartKey: CartKey;
  addressId: string;
  method: PaymentMethod;
  paymentOrderId?: string | undefined;
  couponCode?: string | null | undefined;
  tipPaise: number;
  /** Ordered for later: the slot's start, checked against the slots the cart's shops offer. */
  scheduledFor?: string | null | undefined;
};

/** The order placed, in the spec's shape (from the rows just written: nothing is read back); or, when the payment's webhook had already placed it, its id. */
export type PlacedCartOrder = { id: string; order: Order | null };

/**
 * The caller's cart becomes an order, in the caller's transaction: every step after the Idempotency-Key. The
 * provider's webhook places a payment's order with the same steps; when it already has, an online request for
 * that payment answers with its order.
 */
export async function placeCartOrder(tx: Db, actor: Actor, request: OrderRequest, deps: PlaceOrderDeps): Promise<PlacedCartOrder> {
  const { cartKey, method, paymentOrderId } = request;
  const address = await ownAddress(tx, actor, request.addressId);
  const distanceKm = deliveryDistanceKm(deps.area, address, 'address._id');
  const lines = await lockCartLines(tx, actor, cartKey);
  // Read after the cart's lock: a webhook placing this payment's order meanwhile has committed by now.
  const placedByWebhook = paymentOrderId ? await orderPlacedByWebhook(tx, actor, paymentOrderId) : null;
  if (placedByWebhook) return { id: placedByWebhook, order: null };
  assertOrderable(lines, Boolean(request.scheduledFor));
  const schedule = request.scheduledFor ? await scheduleOf(tx, actor, cartKey, request.scheduledFor) : {};
  const orderType = orderTypeOfCart(cartKey);
  const reservedBy = paymentOrderId ? await paymentIdOf(tx, actor, paymentOrderId) : null;
  const coupon = request.couponCode ? await applicableCoupon(tx, actor, { code: request.couponCode, orderType, lines, paymentId: reservedBy }) : null;
  const price = priceLines(orderType, lines, distanceKm, { coupon: coupon?.terms ?? null, tipPaise: request.tipPaise });
  const paymentId = paymentOrderId ? await claimPayment(tx, actor, paymentOrderId, price.totalAmount) : null;

  const values = { ...orderValues(actor, cartKey, method, price, distanceKm, address, paymentId, coupon), ...schedule };
  const order = await insertOrder(tx, values, deps.newDisplayId);
  if (coupon) await useCouponForOrder(tx, actor, coupon, order.id);
  const items = await insertOrderLines(tx, order.id, lines);
  await recordOrderEvents(tx, actor, [
    { orderId: order.id, kind: 'placed' },
    ...(paymentOrderId ? [{ orderId: order.id, kind: 'paid' as const, note: paymentOrderId }] : []),
  ]);
  await notifyOrderPlaced(tx, actor, order, lines);
  await clearOrderedLines(tx, actor, cartKey, lines);
  // Nothing later in the transaction changes the order or its lines; no partner has it yet.
  return { id: order.id, order: toOrder(order, items, null) };
}

/**
 * POST /api/order/create-order: the caller's server-side cart becomes an order, in one transaction. Of the
 * client's payload only cartKey, the address id, the payment method and (online) the paid provider order
 * count; every figure is the server's own.
 */
export async function placeOrder(db: Db, actor: Actor, input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<Order> {
  const { body, idempotencyKey } = input;
  if (body.userId !== undefined && body.userId !== actor.id) throw notAllowed('NOT_YOUR_ACCOUNT', OWN_ORDERS_ONLY_MESSAGE);
  const method = body.paymentMethod;
  const paymentOrderId = method === 'Online' ? body.paymentOrderId : undefined;
  if (method === 'Online' && !paymentOrderId) throw invalid('PAYMENT_REQUIRED', PAYMENT_ORDER_REQUIRED_MESSAGE, 'paymentOrderId');
  const tipPaise = riderTipPaise(body.tip ?? 0, deps.tipMaxPaise ?? 0);
  const scheduledFor = body.scheduledFor ?? null;
  // What an order for now with no offers sends hashes as before, so keys taken before offers and slots existed still match.
  const offers = [...(body.couponCode ? [`coupon:${body.couponCode}`] : []), ...(tipPaise > 0 ? [`tip:${tipPaise}`] : []), ...(scheduledFor ? [scheduledFor] : [])];
  const hash = requestHash([body.cartKey, body.address._id, method, paymentOrderId ?? null, ...offers]);

  return db.transaction(async (tx) => {
    const placedBefore = idempotencyKey === undefined ? null : await claimIdempotencyKey(tx, actor, idempotencyKey, hash);
    if (placedBefore) return viewOf(tx, placedBefore);
    const placed = await placeCartOrder(
      tx,
      actor,
      { cartKey: body.cartKey, addressId: body.address._id, method, paymentOrderId, couponCode: body.couponCode, tipPaise, scheduledFor },
      deps,
    );
    if (idempotencyKey !== undefined) await linkIdempotencyKey(tx, actor, idempotencyKey, placed.id);
    return placed.order ?? viewOf(tx, placed.id);
  });
}
