// Online payment: the provider's order for a cart, its proof, the local test provider and the provider's webhook.
import { z } from 'zod';
import { cartKeyBodySchema } from './cart';
import { couponCodeSchema } from './coupons';
import { scheduledForSchema } from './shop-hours';
import { envelope, idSchema, rupeesSchema, text } from './common';
import { tipSchema } from './checkout';

export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A verified payment of the online provider, named by its provider order. */
export const paymentProofSchema = z.object({ order_id: text().min(1).max(100), payment_id: text().min(1).max(100), signature: text().min(1).max(200) });
export type PaymentProof = z.infer<typeof paymentProofSchema>;

/** The spec's payload (orderId, cart, deliveryCharge) is accepted and ignored: the amount is the server's price of the cart. */
export const createPaymentBodySchema = z.object({
  cartKey: cartKeyBodySchema,
  addressId: idSchema,
  /** The coupon the amount is priced with: an online payment is for the discounted total. */
  couponCode: couponCodeSchema.optional(),
  /** The rider's tip the payment includes, whole rupees. */
  tip: tipSchema,
  orderId: z.unknown().optional(),
  cart: z.unknown().optional(),
  deliveryCharge: z.number().optional(),
  /** Ordered for later: the slot's start (as in create-order), so the amount and a webhook's order are the scheduled one's. */
  scheduledFor: scheduledForSchema.optional(),
});
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;
export const createPaymentReplySchema = envelope({
  order: z.object({ id: text(), amount: rupeesSchema, amountPaise: z.number().int(), currency: z.literal('INR') }),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's public key for its payment window (Razorpay), or null. */
  key: text().nullable(),
});
export type CreatePaymentReply = z.infer<typeof createPaymentReplySchema>;

export const verifyPaymentBodySchema = paymentProofSchema;

/** The local test provider's own payment sheet: Pay or Fail, answered as the real provider's window would. */
export const testProviderPayBodySchema = z.object({ order_id: text().min(1).max(100), outcome: z.enum(['paid', 'failed']) });
export const testProviderPayReplySchema = envelope({ proof: paymentProofSchema.nullable() });

// ---- the payment provider's webhook (Razorpay's event format, posted server to server)

/** The headers Razorpay signs a webhook post with: the signature of the raw body, and the event's own id. */
export const paymentWebhookHeadersSchema = z.looseObject({
  'x-razorpay-signature': text().min(1).max(200),
  'x-razorpay-event-id': text().min(1).max(100),
});
/** Any event: only `payment.captured` and `refund.processed` are acted on, every other is acknowledged. */
export const paymentWebhookBodySchema = z.looseObject({ event: text().min(1).max(100), payload: z.looseObject({}) });
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBodySchema>;
/** `payment.captured`: the money of a payment (amount in paise) is taken. */
export const paymentCapturedPayloadSchema = z.looseObject({
  payment: z.looseObject({
    entity: z.looseObject({ id: text().min(1).max(100), order_id: text().min(1).max(100), amount: z.number().int().min(0), status: text().max(50) }),
  }),
});
/** `refund.processed`: a refund (amount in paise) has been paid back. */
export const refundProcessedPayloadSchema = z.looseObject({
  refund: z.looseObject({
    entity: z.looseObject({ id: text().min(1).max(100), payment_id: text().min(1).max(100), amount: z.number().int().min(0) }),
  }),
});
