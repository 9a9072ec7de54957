import { randomUUID } from 'node:crypto';
import { PAYMENT_VERIFICATION_FAILED_MESSAGE, type CreatePaymentBody, type CreatePaymentReply, type PaymentProof, PAYMENT_NOT_FOUND_MESSAGE, CART_HAS_UNAVAILABLE_ITEMS_MESSAGE, PAYMENT_ALREADY_VERIFIED_MESSAGE } from '@nukkad/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toRupees } from '../../lib/money';
import type { PaymentProvider } from '../../ports/payment-provider';
import type { TestPaymentProvider } from '../../ports/payment-provider-test';
import type { DeliveryArea } from '../checkout/delivery-address';
import { priceCart } from '../checkout/quote';
import { riderTipPaise } from '../checkout/rider-tip';
import { releaseUnpaidReservations, takeCouponUse } from '../coupons/coupon-uses';


/** The caller's payment of this provider order, or 404: someone else's is as absent as a missing one. */
async function ownPayment(db: Db, actor: Actor, provider: PaymentProvider, providerOrderId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerOrderId, providerOrderId), eq(payments.customerId, actor.id)));
  if (!payment) throw notFound('PAYMENT_NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
  return payment;
}

/**
 * POST /api/payment/createOrder: opens a provider order for the server's own price of the cart to the address
 * (the client's amount is ignored), with the coupon if one is named: the payment is for the discounted total and
 * reserves a use of the coupon (given back if the payment never becomes an order). A cart with unavailable lines
 * cannot be paid for: they would not be ordered. Ordered for later (`scheduledFor`, a slot the cart is offered),
 * lines of shops closed now are priced too.
 */
export async function createPayment(
  db: Db,
  actor: Actor,
  input: CreatePaymentBody,
  deps: { area: DeliveryArea; provider: PaymentProvider; tipMaxPaise: number },
): Promise<CreatePaymentReply> {
  // A sheet opened before for this coupon and never paid gives its reservation back, so this one can take it.
  if (input.couponCode) await releaseUnpaidReservations(db, { customerId: actor.id, couponCode: input.couponCode });
  const tipPaise = riderTipPaise(input.tip ?? 0, deps.tipMaxPaise);
  const scheduledFor = input.scheduledFor;
  const { price, unavailable, coupon } = await priceCart(
    db,
    actor,
    { cartKey: input.cartKey, addressId: input.addressId, couponCode: input.couponCode, scheduledFor },
    deps.area,
    tipPaise,
  );
  if (unavailable.length > 0) {
    throw conflict('CART_HAS_UNAVAILABLE_ITEMS', CART_HAS_UNAVAILABLE_ITEMS_MESSAGE);
  }
  const id = randomUUID();
  const { providerOrderId } = await deps.provider.createOrder(price.totalAmount, `rcpt_${id.replaceAll('-', '')}`);
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id,
      provider: deps.provider.name,
      providerOrderId,
      customerId: actor.id,
      amountPaise: price.totalAmount,
      // What the amount was priced for: the provider's webhook places this order if the browser never does.
      cartKey: input.cartKey,
      addressId: input.addressId,
      couponCode: coupon?.coupon.code ?? null,
      tipPaise: price.tip,
      scheduledFor: scheduledFor ? new Date(scheduledFor) : null,
    });
    if (coupon) await takeCouponUse(tx, actor, coupon.coupon, { paymentId: id });
  });
  return {
    success: true,
    order: { id: providerOrderId, amount: toRupees(price.totalAmount), amountPaise: price.totalAmount, currency: 'INR' },
    provider: deps.provider.name,
    key: deps.provider.publicKey,
  };
}

/**
 * POST /api/payment/verify-payment: a correctly signed payment of the caller's provider order becomes verified,
 * once (one conditional update from 'created'); it may then pay for one order. When the provider's webhook got
 * there first and placed the order, the same payment's proof is answered as verified: create-order then gives that order.
 */
export async function verifyPayment(db: Db, actor: Actor, proof: PaymentProof, provider: PaymentProvider): Promise<void> {
  if (!provider.verifySignature(proof.order_id, proof.payment_id, proof.signature)) {
    throw invalid('PAYMENT_SIGNATURE_INVALID', PAYMENT_VERIFICATION_FAILED_MESSAGE, 'signature');
  }
  let verified: { id: string }[];
  try {
    verified = await db
      .update(payments)
      .set({ status: 'verified', providerPaymentId: proof.payment_id })
      .where(
        and(
          eq(payments.provider, provider.name),
          eq(payments.providerOrderId, proof.order_id),
          eq(payments.customerId, actor.id),
          eq(payments.status, 'created'),
        ),
      )
      .returning({ id: payments.id });
  } catch (err) {
    // The provider's payment id already verified another of our orders.
    if (isUniqueViolation(err)) throw conflict('PAYMENT_ALREADY_VERIFIED', PAYMENT_ALREADY_VERIFIED_MESSAGE);
    throw err;
  }
  if (verified.length > 0) return;
  const payment = await ownPayment(db, actor, provider, proof.order_id);
  if (payment.placedByWebhook && payment.providerPaymentId === proof.payment_id) return;
  throw conflict('PAYMENT_ALREADY_VERIFIED', PAYMENT_ALREADY_VERIFIED_MESSAGE);
}

/**
 * The test provider's payment window: Pay hands back a signed proof (and the provider's webhook follows), Fail none.
 * Only for the caller's own provider order.
 */
export async function payOnTestSheet(
  db: Db,
  actor: Actor,
  input: { order_id: string; outcome: 'paid' | 'failed' },
  provider: TestPaymentProvider,
): Promise<PaymentProof | null> {
  const payment = await ownPayment(db, actor, provider, input.order_id);
  return input.outcome === 'paid' ? provider.pay(input.order_id, payment.amountPaise) : null;
}
