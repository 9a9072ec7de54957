import { randomBytes } from 'node:crypto';
import type { PaymentProof } from '@nukkad/contracts';
import type { PaymentProvider } from './payment-provider';
import { isPaymentSignature, isWebhookSignature, paymentSignature, webhookSignature } from './payment-provider';

export type TestRefund = { providerRefundId: string; providerPaymentId: string; amountPaise: number; reason: string; idempotencyKey: string };

/** Where the test provider posts its webhook (the API's own route) and how long after the payment or refund. */
export type TestWebhookDelivery = { delayMs: number; post: (rawBody: string, headers: Record<string, string>) => Promise<void> };

/** The local provider of development and tests: it also plays the payment window (pay) and keeps its refunds. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** What the provider's window hands back after a successful payment of this order; its webhook follows later. */
  pay(providerOrderId: string, amountPaise: number): PaymentProof;
  readonly refunds: readonly TestRefund[];
  /** Drops the webhook posts not sent yet (the API is closing). */
  stop(): void;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/** A webhook post as Razorpay makes it: the event JSON, signed over its exact bytes, with an event id header. */
function signedWebhookPost(webhookSecret: string, event: string, payload: Record<string, { entity: object }>) {
  const rawBody = JSON.stringify({ entity: 'event', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
  const headers = {
    'content-type': 'application/json',
    'x-razorpay-signature': webhookSignature(webhookSecret, rawBody),
    'x-razorpay-event-id': newId('test_evt'),
  };
  return { rawBody, headers };
}

/**
 * Same signature schemes as Razorpay, with ids of its own (`test_order_…`, `test_pay_…`) and no network. Given a
 * webhook secret and a delivery, it posts `payment.captured` after each payment and `refund.processed` after each
 * refund, `delayMs` later (0: never), as Razorpay's webhook would.
 */
export function testPaymentProvider(opts: { keySecret: string; webhookSecret?: string; webhook?: TestWebhookDelivery }): TestPaymentProvider {
  const refunds: TestRefund[] = [];
  const pending = new Set<NodeJS.Timeout>();

  function postLater(event: string, payload: Record<string, { entity: object }>) {
    const { webhook, webhookSecret } = opts;
    if (!webhook || !webhookSecret || webhook.delayMs <= 0) return;
    const { rawBody, headers } = signedWebhookPost(webhookSecret, event, payload);
    const timer = setTimeout(() => {
      pending.delete(timer);
      void webhook.post(rawBody, headers);
    }, webhook.delayMs);
    timer.unref();
    pending.add(timer);
  }

  return {
    name: 'test',
    publicKey: null,
    refunds,
    async createOrder() {
      return { providerOrderId: newId('test_order') };
    },
    verifySignature: (orderId, paymentId, signature) => isPaymentSignature(opts.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isWebhookSignature(opts.webhookSecret, rawBody, signature),
    pay(providerOrderId, amountPaise) {
      const paymentId = newId('test_pay');
      postLater('payment.captured', {
        payment: { entity: { id: paymentId, entity: 'payment', amount: amountPaise, currency: 'INR', status: 'captured', order_id: providerOrderId } },
      });
      return { order_id: providerOrderId, payment_id: paymentId, signature: paymentSignature(opts.keySecret, providerOrderId, paymentId) };
    },
    async refund(providerPaymentId, amountPaise, reason, idempotencyKey) {
      // As Razorpay does: a retried key is the refund it already made, never a second one.
      const made = refunds.find((r) => r.idempotencyKey === idempotencyKey);
      if (made) return { providerRefundId: made.providerRefundId };
      const refund = { providerRefundId: newId('test_rfnd'), providerPaymentId, amountPaise, reason, idempotencyKey };
      refunds.push(refund);
      postLater('refund.processed', {
        refund: { entity: { id: refund.providerRefundId, entity: 'refund', payment_id: providerPaymentId, amount: amountPaise, status: 'processed' } },
      });
      return { providerRefundId: refund.providerRefundId };
    },
    stop() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

export const isTestPaymentProvider = (provider: PaymentProvider): provider is TestPaymentProvider =>
  provider.name === 'test' && typeof (provider as Partial<TestPaymentProvider>).pay === 'function';
