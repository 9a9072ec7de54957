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
  /** True when `signature` (the X-Razorpay-Signature header) signs exactly these bytes of a webhook post. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
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

/** Compares in constant time, so a signature cannot be guessed a character at a time. */
function sameSignature(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(given, 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export function isPaymentSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return sameSignature(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body under the webhook secret. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** No secret configured: no post can be the provider's. */
export function isWebhookSignature(webhookSecret: string | undefined, rawBody: Buffer, signature: string): boolean {
  return webhookSecret !== undefined && webhookSecret !== '' && sameSignature(webhookSignature(webhookSecret, rawBody), signature);
}
