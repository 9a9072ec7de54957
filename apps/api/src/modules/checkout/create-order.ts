import { orderTypeOfCart, slotLabel, releaseTime, type CartKey, type CreateOrderBody, type Order, type PaymentMethod, NOTIFICATION_TEXTS, OWN_ORDERS_ONLY_MESSAGE, PAYMENT_ORDER_REQUIRED_MESSAGE, lineOutOfStockMessage, lineShopClosedMessage } from '@nukkad/contracts';
import type { OrderPrice } from '@nukkad/pricing';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { rowFromJson } from '../../db/json-row';
import { cartItems, idempotencyKeys, orderedUnits, orderItems, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notAllowed } from '../../lib/domain-error';
import { announce } from '../live-events/outbox';
import { notificationsAnnouncement, orderUrl, type NewNotification } from '../notifications/notify';
import { orderEventsRecord } from '../orders/order-events';
import { orderViewById, toOrder } from '../orders/order-view';
import { claimPayment, orderPlacedByWebhook, paymentIdOf } from '../payments/claim-payment';
import { lockCheckoutInputs, priceLines, unavailableReason, type CartLine } from './cart-lines';
import { deliveryDistanceKm, type AddressRow, type DeliveryArea } from './delivery-address';
import { newDisplayId } from './display-id';
import { claimIdempotencyKey, requestHash } from './idempotency';
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

function orderValues(
  actor: Actor,
  cartKey: CartKey,
  method: PaymentMethod,
  price: OrderPrice,
  distanceKm: number,
  address: AddressRow,
  paymentId: string | null,
  coupon: AppliedCoupon | null,
): Omit<WrittenValues, 'displayId' | 'scheduledFor' | 'releaseAt'> {
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
function orderPlacedNotifications(actor: Actor, order: OrderRow, lines: readonly CartLine[]): NewNotification[] {
  return [
    ...(order.scheduledFor ? [] : newOrderNotifications(order, lines)),
    {
      recipientRole: 'customer' as const,
      recipientId: actor.id,
      message: order.scheduledFor ? NOTIFICATION_TEXTS.orderScheduled(order.displayId, slotLabel(order.scheduledFor, order.createdAt)) : NOTIFICATION_TEXTS.orderPlaced(order.displayId),
      url: orderUrl.customer(order.id),
      orderId: order.id,
      kind: 'order_placed',
    },
  ];
}

/** The order's row and its lines as written, the lines in the order a view of the order lists them. */
type WrittenOrder = { order: OrderRow; items: ItemRow[] };

/** The order's columns a checkout writes: each a parameter of the statement below (null where not given). */
const WRITTEN_COLUMNS = [
  'displayId',
  'customerId',
  'orderType',
  'paymentMethod',
  'paymentStatus',
  'amountPaise',
  'discountPaise',
  'couponId',
  'coupon',
  'deliveryChargePaise',
  'taxesPaise',
  'convenienceFeesPaise',
  'serviceChargePaise',
  'tipPaise',
  'totalAmountPaise',
  'distanceKm',
  'shippingAddress',
  'paymentId',
  'scheduledFor',
  'releaseAt',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];

type WrittenValues = Pick<typeof orders.$inferInsert, (typeof WRITTEN_COLUMNS)[number]>;

/**
 * One statement writes the order and everything that follows from it without reading it back: its lines (snapshots
 * of the cart's), their units queued for the products' ordered_count (counted by a job, off the checkout's locks),
 * the ordered lines out of the cart (a line added meanwhile, not locked, stays) and, `keyed`, the Idempotency-Key
 * naming the order. Every part reads the order's insert, so a display id already taken writes nothing. Built once.
 */
function writeOrderStatement(db: Db, keyed: boolean): SQL {
  // Plain parameters, typed by their columns: drizzle's own encoding would write a null coupon as JSON null.
  const values = Object.fromEntries(WRITTEN_COLUMNS.map((column) => [column, sql`${sql.placeholder(column)}`]));
  const placed = db
    .insert(orders)
    .values(values as unknown as typeof orders.$inferInsert)
    .onConflictDoNothing({ target: orders.displayId })
    .returning();
  const customerId = sql.placeholder('customerId');
  const keyedPart = keyed
    ? sql`, keyed as (
          update ${idempotencyKeys} set order_id = placed.id from placed
          where ${idempotencyKeys.customerId} = ${customerId} and ${idempotencyKeys.key} = ${sql.placeholder('idempotencyKey')})`
    : sql``;
  return sql`
    with placed as ${placed},
    lines as (
      insert into ${orderItems} (order_id, product_id, shop_id, seller_id, product_name, shop_name, seller_username, image, unit_price_paise, quantity)
      select placed.id, l.product_id, l.shop_id, l.seller_id, l.product_name, l.shop_name, l.seller_username, l.image, l.unit_price_paise, l.quantity
      from placed
      cross join jsonb_to_recordset(${sql.placeholder('snapshots')}::jsonb) as l(position integer, product_id uuid, shop_id uuid,
        seller_id uuid, product_name text, shop_name text, seller_username text, image text, unit_price_paise integer, quantity integer)
      order by l.position
      returning *),
    queued as (insert into ${orderedUnits} (product_id, quantity) select product_id, quantity from lines),
    cleared as (
      delete from ${cartItems}
      where ${cartItems.customerId} = ${customerId} and ${cartItems.cartKey} = ${sql.placeholder('cartKey')}
        and ${cartItems.productId} in (select product_id from lines))
    ${keyedPart}
    select (select to_jsonb(placed) from placed) as "order",
      (select coalesce(jsonb_agg(to_jsonb(lines) order by lines.created_at, lines.id), '[]') from lines) as items`;
}

/** Writes the order (writeOrderStatement's); null when its display id is already taken. */
async function writeOrder(
  tx: Db,
  actor: Actor,
  values: WrittenValues,
  lines: readonly CartLine[],
  cartKey: CartKey,
  idempotencyKey: string | undefined,
): Promise<WrittenOrder | null> {
  const snapshots = lines.map((l, position) => ({
    position,
    product_id: l.productId,
    shop_id: l.shopId,
    seller_id: l.sellerId,
    product_name: l.name,
    shop_name: l.shopName,
    seller_username: l.sellerUsername,
    image: l.image,
    unit_price_paise: l.unitPricePaise,
    quantity: l.quantity,
  }));
  const keyed = idempotencyKey !== undefined;
  const name = keyed ? 'checkout_write_order_keyed' : 'checkout_write_order';
  const columns = Object.fromEntries(WRITTEN_COLUMNS.map((column) => [column, values[column] ?? null]));
  const { rows } = await preparedSql(tx, name, (db) => writeOrderStatement(db, keyed)).execute({
    ...columns,
    snapshots: JSON.stringify(snapshots),
    customerId: actor.id,
    cartKey,
    ...(keyed ? { idempotencyKey } : {}),
  });
  const written = rows[0] as { order: Record<string, unknown> | null; items: Record<string, unknown>[] } | undefined;
  if (!written?.order) return null;
  return { order: rowFromJson(orders, written.order), items: written.items.map((item) => rowFromJson(orderItems, item)) };
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
  /** The checkout's Idempotency-Key, claimed by the caller: the statement writing the order names it there. */
  idempotencyKey?: string | undefined;
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
  const { address, lines } = await lockCheckoutInputs(tx, actor, request.addressId, cartKey);
  const distanceKm = deliveryDistanceKm(deps.area, address, 'address._id');
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
  const nextDisplayId = deps.newDisplayId ?? newDisplayId;
  let written: WrittenOrder | null = null;
  for (let attempt = 0; !written; attempt++) {
    if (attempt === DISPLAY_ID_ATTEMPTS) throw new Error(`no free order display id after ${DISPLAY_ID_ATTEMPTS} attempts`);
    written = await writeOrder(tx, actor, { ...values, displayId: nextDisplayId() }, lines, cartKey, request.idempotencyKey);
  }
  const { order, items } = written;
  if (coupon) await useCouponForOrder(tx, actor, coupon, order.id);
  // The order's events and notifications, with their live events in this order: one statement.
  await announce(tx, [
    orderEventsRecord(tx, actor, [
      { orderId: order.id, kind: 'placed' },
      ...(paymentOrderId ? [{ orderId: order.id, kind: 'paid' as const, note: paymentOrderId }] : []),
    ]),
    notificationsAnnouncement(tx, orderPlacedNotifications(actor, order, lines)),
  ]);
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
      { cartKey: body.cartKey, addressId: body.address._id, method, paymentOrderId, couponCode: body.couponCode, tipPaise, scheduledFor, idempotencyKey },
      deps,
    );
    return placed.order ?? viewOf(tx, placed.id);
  });
}
