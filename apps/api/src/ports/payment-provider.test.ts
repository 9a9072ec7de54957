import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaymentSignature, isWebhookSignature, paymentSignature } from './payment-provider';
import { razorpayProvider } from './payment-provider-razorpay';
import { testPaymentProvider } from './payment-provider-test';

// Razorpay's documented scheme, written out here: hex HMAC-SHA256 of "order_id|payment_id" under the key secret.
const razorpaySignature = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

describe('payment signatures', () => {
  it('sign order_id|payment_id with HMAC-SHA256 of the key secret', () => {
    expect(paymentSignature('s3cret', 'order_A', 'pay_B')).toBe(razorpaySignature('s3cret', 'order_A', 'pay_B'));
    expect(isPaymentSignature('s3cret', 'order_A', 'pay_B', razorpaySignature('s3cret', 'order_A', 'pay_B'))).toBe(true);
  });

  it.each([
    ['another secret', razorpaySignature('other', 'order_A', 'pay_B')],
    ['another payment', razorpaySignature('s3cret', 'order_A', 'pay_C')],
    ['the fields swapped', razorpaySignature('s3cret', 'pay_B', 'order_A')],
    ['a truncated signature', razorpaySignature('s3cret', 'order_A', 'pay_B').slice(0, 63)],
    ['upper-case hex', razorpaySignature('s3cret', 'order_A', 'pay_B').toUpperCase()],
    ['nothing', ''],
  ])('refuses %s', (_name, signature) => {
    expect(isPaymentSignature('s3cret', 'order_A', 'pay_B', signature)).toBe(false);
  });
});

describe('webhook signatures', () => {
  const body = Buffer.from('{"event":"payment.captured","payload":{}}');
  const signed = createHmac('sha256', 'hook-secret').update(body).digest('hex');

  it('sign the raw body with HMAC-SHA256 of the webhook secret, and refuse everything without a secret', () => {
    expect(isWebhookSignature('hook-secret', body, signed)).toBe(true);
    expect(isWebhookSignature('another-secret', body, signed)).toBe(false);
    expect(isWebhookSignature('hook-secret', Buffer.from('{"event":"payment.captured","payload":{} }'), signed)).toBe(false);
    expect(isWebhookSignature(undefined, body, signed)).toBe(false);
    expect(isWebhookSignature('', body, createHmac('sha256', '').update(body).digest('hex'))).toBe(false);
  });

  it("are checked by the Razorpay adapter with its webhook secret, not its key secret", () => {
    const provider = razorpayProvider({ keyId: 'rzp_test_K', keySecret: 'S3cr3t', webhookSecret: 'hook-secret' });
    expect(provider.verifyWebhookSignature(body, signed)).toBe(true);
    expect(provider.verifyWebhookSignature(body, createHmac('sha256', 'S3cr3t').update(body).digest('hex'))).toBe(false);
    expect(razorpayProvider({ keyId: 'rzp_test_K', keySecret: 'S3cr3t' }).verifyWebhookSignature(body, signed)).toBe(false);
  });
});

describe('the test provider', () => {
  it("posts a signed payment.captured after Pay and a refund.processed after a refund, each a delay later", async () => {
    const posts: { rawBody: string; headers: Record<string, string> }[] = [];
    const provider = testPaymentProvider({
      keySecret: 'test-secret',
      webhookSecret: 'test-hook-secret',
      webhook: { delayMs: 5, post: async (rawBody, headers) => void posts.push({ rawBody, headers }) },
    });
    const proof = provider.pay('test_order_1', 53_100);
    expect(posts).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { providerRefundId } = await provider.refund(proof.payment_id, 53_100, 'payment without an order', 'orphan-key-2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts.map((p) => JSON.parse(p.rawBody))).toEqual([
      expect.objectContaining({ event: 'payment.captured', payload: { payment: { entity: expect.objectContaining({ id: proof.payment_id, order_id: 'test_order_1', amount: 53_100, status: 'captured' }) } } }),
      expect.objectContaining({ event: 'refund.processed', payload: { refund: { entity: expect.objectContaining({ id: providerRefundId, payment_id: proof.payment_id, amount: 53_100 }) } } }),
    ]);
    for (const { rawBody, headers } of posts) {
      expect(headers['x-razorpay-signature']).toBe(createHmac('sha256', 'test-hook-secret').update(rawBody).digest('hex'));
      expect(headers['x-razorpay-event-id']).toMatch(/^test_evt_[0-9a-f]+$/);
    }
    expect(posts[0]!.headers['x-razorpay-event-id']).not.toBe(posts[1]!.headers['x-razorpay-event-id']);
  });

  it('sends nothing once stopped, nor with no delay', async () => {
    const posts: string[] = [];
    const post = async (rawBody: string) => void posts.push(rawBody);
    const stopped = testPaymentProvider({ keySecret: 'k', webhookSecret: 'h', webhook: { delayMs: 5, post } });
    stopped.pay('test_order_2', 100);
    stopped.stop();
    testPaymentProvider({ keySecret: 'k', webhookSecret: 'h', webhook: { delayMs: 0, post } }).pay('test_order_3', 100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual([]);
  });

  it('makes test_order_/test_pay_ ids, signs its proofs like Razorpay, and keeps its refunds', async () => {
    const provider = testPaymentProvider({ keySecret: 'test-secret' });
    const { providerOrderId } = await provider.createOrder(12_345, 'rcpt_1');
    expect(providerOrderId).toMatch(/^test_order_[0-9a-f]+$/);
    const proof = provider.pay(providerOrderId, 12_345);
    expect(proof.payment_id).toMatch(/^test_pay_[0-9a-f]+$/);
    expect(proof.signature).toBe(razorpaySignature('test-secret', providerOrderId, proof.payment_id));
    expect(provider.verifySignature(proof.order_id, proof.payment_id, proof.signature)).toBe(true);
    const refund = await provider.refund(proof.payment_id, 12_345, 'payment without an order', 'orphan-key-1');
    expect(provider.refunds).toEqual([
      { providerRefundId: refund.providerRefundId, providerPaymentId: proof.payment_id, amountPaise: 12_345, reason: 'payment without an order', idempotencyKey: 'orphan-key-1' },
    ]);
  });

  it('answers a retried idempotency key with the refund it already made', async () => {
    const provider = testPaymentProvider({ keySecret: 'test-secret' });
    const first = await provider.refund('test_pay_1', 500, 'partly cancelled', 'refund-key-1');
    const retried = await provider.refund('test_pay_1', 500, 'partly cancelled', 'refund-key-1');
    const another = await provider.refund('test_pay_1', 300, 'partly cancelled', 'refund-key-2');
    expect(retried).toEqual(first);
    expect(another.providerRefundId).not.toBe(first.providerRefundId);
    expect(provider.refunds.map((r) => r.amountPaise)).toEqual([500, 300]);
  });
});

describe('the Razorpay adapter, against a local stand-in for its API', () => {
  let stub: FastifyInstance;
  let baseUrl: string;
  const seen: { url: string; authorization: string | undefined; body: unknown; idempotencyKey?: string | string[] }[] = [];

  beforeAll(async () => {
    stub = Fastify({ logger: false });
    stub.post('/v1/orders', async (request) => {
      seen.push({ url: request.url, authorization: request.headers.authorization, body: request.body });
      return { id: 'order_Rzp123', entity: 'order', amount: (request.body as { amount: number }).amount, currency: 'INR', status: 'created' };
    });
    stub.post('/v1/payments/:id/refund', async (request, reply) => {
      seen.push({ url: request.url, authorization: request.headers.authorization, body: request.body, idempotencyKey: request.headers['x-refund-idempotency'] });
      if ((request.params as { id: string }).id === 'pay_refused') return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR' } });
      return { id: 'rfnd_Rzp456', entity: 'refund' };
    });
    baseUrl = await stub.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => stub.close());

  it('creates an order in paise with basic auth (key id : key secret)', async () => {
    const provider = razorpayProvider({ keyId: 'rzp_test_K', keySecret: 'S3cr3t', baseUrl });
    expect(provider).toMatchObject({ name: 'razorpay', publicKey: 'rzp_test_K' });
    expect(await provider.createOrder(53_100, 'rcpt_abc')).toEqual({ providerOrderId: 'order_Rzp123' });
    expect(seen.at(-1)).toEqual({
      url: '/v1/orders',
      authorization: `Basic ${Buffer.from('rzp_test_K:S3cr3t').toString('base64')}`,
      body: { amount: 53_100, currency: 'INR', receipt: 'rcpt_abc' },
    });
  });

  it('refunds a payment and reports a refusal as an error', async () => {
    const provider = razorpayProvider({ keyId: 'rzp_test_K', keySecret: 'S3cr3t', baseUrl });
    expect(await provider.refund('pay_Xyz', 53_100, 'payment without an order', 'orphan-5f0c2a9e')).toEqual({ providerRefundId: 'rfnd_Rzp456' });
    expect(seen.at(-1)).toMatchObject({
      url: '/v1/payments/pay_Xyz/refund',
      body: { amount: 53_100, notes: { reason: 'payment without an order' } },
      idempotencyKey: 'orphan-5f0c2a9e',
    });
    await expect(provider.refund('pay_refused', 100, 'x', 'refund-key-9')).rejects.toThrow(/Razorpay answered 400/);
  });

  it('verifies signatures with the key secret', () => {
    const provider = razorpayProvider({ keyId: 'rzp_test_K', keySecret: 'S3cr3t', baseUrl });
    expect(provider.verifySignature('order_1', 'pay_1', razorpaySignature('S3cr3t', 'order_1', 'pay_1'))).toBe(true);
    expect(provider.verifySignature('order_1', 'pay_1', razorpaySignature('rzp_test_K', 'order_1', 'pay_1'))).toBe(false);
  });
});
