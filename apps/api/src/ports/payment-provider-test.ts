import { randomBytes } from 'node:crypto';
import type { PaymentProof } from '@nukkad/contracts';
import type { PaymentProvider } from './payment-provider';
import { isPaymentSignature, paymentSignature } from './payment-provider';

export type TestRefund = { providerRefundId: string; providerPaymentId: string; amountPaise: number; reason: string; idempotencyKey: string };

/** The local provider of development and tests: it also plays the payment window (pay) and keeps its refunds. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** What the provider's window hands back after a successful payment of this order. */
  pay(providerOrderId: string): PaymentProof;
  readonly refunds: readonly TestRefund[];
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/** Same signature scheme as Razorpay, with ids of its own (`test_order_…`, `test_pay_…`) and no network. */
export function testPaymentProvider(opts: { keySecret: string }): TestPaymentProvider {
  const refunds: TestRefund[] = [];
  return {
    name: 'test',
    publicKey: null,
    refunds,
    async createOrder() {
      return { providerOrderId: newId('test_order') };
    },
    verifySignature: (orderId, paymentId, signature) => isPaymentSignature(opts.keySecret, orderId, paymentId, signature),
    pay(providerOrderId) {
      const paymentId = newId('test_pay');
      return { order_id: providerOrderId, payment_id: paymentId, signature: paymentSignature(opts.keySecret, providerOrderId, paymentId) };
    },
    async refund(providerPaymentId, amountPaise, reason, idempotencyKey) {
      // As Razorpay does: a retried key is the refund it already made, never a second one.
      const made = refunds.find((r) => r.idempotencyKey === idempotencyKey);
      if (made) return { providerRefundId: made.providerRefundId };
      const refund = { providerRefundId: newId('test_rfnd'), providerPaymentId, amountPaise, reason, idempotencyKey };
      refunds.push(refund);
      return { providerRefundId: refund.providerRefundId };
    },
  };
}

export const isTestPaymentProvider = (provider: PaymentProvider): provider is TestPaymentProvider =>
  provider.name === 'test' && typeof (provider as Partial<TestPaymentProvider>).pay === 'function';
