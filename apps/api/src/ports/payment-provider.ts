import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@nukkad/contracts';

/** The online payment provider as the API uses it (DESIGN §5): create an order, check a payment's signature, refund. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the provider's payment window needs (Razorpay's key id), or null. */
  readonly publicKey: string | null;
  /** Opens a provider order for this many paise; the customer pays it in the provider's window. */
  createOrder(amountPaise: number, receipt: string): Promise<{ providerOrderId: string }>;
  /** True when `signature` is the provider's signature of this order and payment. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * Refunds part or all of a payment. A retry with the same `idempotencyKey` (10+ letters, digits, `-`, `_`) and
   * the same amount is the same refund at the provider: money never leaves twice for one key.
   */
  refund(providerPaymentId: string, amountPaise: number, reason: string, idempotencyKey: string): Promise<{ providerRefundId: string }>;
}

/** The signature scheme of Razorpay (and of the test provider): hex HMAC-SHA256 of `order_id|payment_id`. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Compares in constant time, so the signature cannot be guessed a character at a time. */
export function isPaymentSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  const expected = Buffer.from(paymentSignature(keySecret, orderId, paymentId), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
