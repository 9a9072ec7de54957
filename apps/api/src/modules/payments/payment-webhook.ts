import { paymentCapturedPayloadSchema, refundProcessedPayloadSchema, type CartKey, type PaymentWebhookBody } from '@nukkad/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentWebhookEvents, payments, refunds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { DomainError, invalid } from '../../lib/domain-error';
import type { PaymentProvider } from '../../ports/payment-provider';
import { lockCartLines } from '../checkout/cart-lines';
import { placeCartOrder } from '../checkout/create-order';
import type { DeliveryArea } from '../checkout/delivery-address';
import { refundWholePayment } from './refund-payment';

const WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature.';
const CAPTURE_REFUND_REASON = 'payment captured, but its cart no longer prices to what was paid';

/** What the webhook did with an event, for the provider's delivery log and the tests. */
export type WebhookOutcome = 'duplicate' | 'ignored' | 'placed' | 'refunded' | 'refund_processed';

export type PaymentWebhookInput = { rawBody: Buffer; signature: string; eventId: string; body: PaymentWebhookBody };
export type PaymentWebhookDeps = { area: DeliveryArea; provider: PaymentProvider };

/** The event's payload as this event promises it, or 400 naming the field. */
function payloadOf<T extends z.ZodType>(schema: T, body: PaymentWebhookBody): z.infer<T> {
  const parsed = schema.safeParse(body.payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalid('WEBHOOK_PAYLOAD_INVALID', issue.message, ['payload', ...issue.path.map(String)].join('.'));
}

type PaymentRow = typeof payments.$inferSelect;

/** Places the payment's order in a savepoint: a cart that can no longer be ordered at that price leaves nothing behind. */
async function placedInSavepoint(
  tx: Db,
  actor: Actor,
  payment: PaymentRow & { cartKey: CartKey; addressId: string },
  deps: PaymentWebhookDeps,
): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      const request = {
        cartKey: payment.cartKey,
        addressId: payment.addressId,
        method: 'Online' as const,
        paymentOrderId: payment.providerOrderId,
        couponCode: payment.couponCode,
        tipPaise: payment.tipPaise,
        // An order for later's slot, as priced; a slot no longer offered leaves the payment to the browser or the refund job.
        scheduledFor: payment.scheduledFor?.toISOString() ?? null,
      };
      await placeCartOrder(sp, actor, request, { area: deps.area });
      await sp.update(payments).set({ placedByWebhook: true }).where(eq(payments.id, payment.id));
    });
    return true;
  } catch (err) {
    if (err instanceof DomainError) return false;
    throw err;
  }
}

/**
 * `payment.captured` of one of our payments the browser may never have reported: verified here if it was not, then
 * the order it was priced for is placed, if its cart and address still price to exactly what was paid; otherwise
 * the payment is refunded whole. A payment already used or refunded is left alone.
 */
async function paymentCaptured(tx: Db, entity: { id: string; order_id: string }, deps: PaymentWebhookDeps): Promise<WebhookOutcome> {
  const mine = and(eq(payments.provider, deps.provider.name), eq(payments.providerOrderId, entity.order_id));
  const [payment] = await tx.select().from(payments).where(mine);
  if (!payment) return 'ignored';
  const actor: Actor = { id: payment.customerId, role: 'customer' };
  // The cart before the payment, as checkout takes them: the browser's own create-order and this queue, never deadlock.
  if (payment.cartKey) await lockCartLines(tx, actor, payment.cartKey);
  const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
  if (!locked || locked.status === 'used' || locked.status === 'refunded') return 'ignored';
  // Another payment of the same provider order is not this row's to place or refund.
  if (locked.providerPaymentId !== null && locked.providerPaymentId !== entity.id) return 'ignored';
  const captured = { ...locked, status: 'verified' as const, providerPaymentId: entity.id };
  if (locked.status === 'created') {
    await tx.update(payments).set({ status: 'verified', providerPaymentId: entity.id }).where(eq(payments.id, locked.id));
  }
  const { cartKey, addressId } = captured;
  // Created before payments remembered their cart: the browser or the orphan job settles it.
  if (!cartKey) return 'ignored';
  // An address deleted since leaves nowhere to deliver to: refunded, as a changed cart is.
  if (addressId && (await placedInSavepoint(tx, actor, { ...captured, cartKey, addressId }, deps))) return 'placed';
  await refundWholePayment(tx, deps.provider, captured, CAPTURE_REFUND_REASON);
  return 'refunded';
}

/** `refund.processed`: the refund's money is back with the customer. */
async function refundProcessed(tx: Db, entity: { id: string }): Promise<WebhookOutcome> {
  const done = await tx
    .update(refunds)
    .set({ status: 'processed', processedAt: sql`now()` })
    .where(and(eq(refunds.providerRefundId, entity.id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return done.length > 0 ? 'refund_processed' : 'ignored';
}

/**
 * POST /api/payment/webhook: an event signed by the provider over the raw body (else 400), handled once per event id
 * in one transaction with the record of that id, so a redelivery changes nothing and a failure is retried whole.
 */
export async function handlePaymentWebhook(db: Db, input: PaymentWebhookInput, deps: PaymentWebhookDeps): Promise<WebhookOutcome> {
  if (!deps.provider.verifyWebhookSignature(input.rawBody, input.signature)) {
    throw invalid('WEBHOOK_SIGNATURE_INVALID', WEBHOOK_SIGNATURE_INVALID, 'x-razorpay-signature');
  }
  const { body } = input;
  const captured = body.event === 'payment.captured' ? payloadOf(paymentCapturedPayloadSchema, body).payment.entity : null;
  const refund = body.event === 'refund.processed' ? payloadOf(refundProcessedPayloadSchema, body).refund.entity : null;
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: deps.provider.name, eventId: input.eventId, event: body.event })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (first.length === 0) return 'duplicate';
    if (captured) return paymentCaptured(tx, captured, deps);
    if (refund) return refundProcessed(tx, refund);
    return 'ignored';
  });
}
