import type { PaymentProvider } from './payment-provider';
import { isPaymentSignature, isWebhookSignature } from './payment-provider';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
const TIMEOUT_MS = 10_000;

type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  /** The secret set for the webhook in Razorpay's dashboard; unset: every webhook post is refused. */
  webhookSecret?: string | undefined;
  /** Another base URL (a local stub in tests). */
  baseUrl?: string;
};

/** Razorpay's REST API with basic auth (key id : key secret). */
export function razorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const baseUrl = (opts.baseUrl ?? RAZORPAY_API_URL).replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ id: string }> {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization, ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Razorpay answered ${res.status} to POST ${path}`);
    const reply = (await res.json()) as { id?: unknown };
    if (typeof reply.id !== 'string' || reply.id === '') throw new Error(`Razorpay's reply to POST ${path} has no id`);
    return { id: reply.id };
  }

  return {
    name: 'razorpay',
    publicKey: opts.keyId,
    async createOrder(amountPaise, receipt) {
      const { id } = await post('/v1/orders', { amount: amountPaise, currency: 'INR', receipt });
      return { providerOrderId: id };
    },
    verifySignature: (orderId, paymentId, signature) => isPaymentSignature(opts.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isWebhookSignature(opts.webhookSecret, rawBody, signature),
    async refund(providerPaymentId, amountPaise, reason, idempotencyKey) {
      const { id } = await post(
        `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount: amountPaise, notes: { reason } },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      return { providerRefundId: id };
    },
  };
}
