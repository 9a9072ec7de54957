import {
  createPaymentBodySchema,
  createPaymentReplySchema,
  messageReplySchema,
  paymentWebhookBodySchema,
  paymentWebhookHeadersSchema,
  testProviderPayBodySchema,
  testProviderPayReplySchema,
  verifyPaymentBodySchema,
  PAYMENT_VERIFIED_MESSAGE,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isTestPaymentProvider } from '../../ports/payment-provider-test';
import { handlePaymentWebhook, type WebhookOutcome } from './payment-webhook';
import { createPayment, payOnTestSheet, verifyPayment } from './payments';
import { errorReplies } from '../../lib/error-replies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a webhook post, which its signature covers (set only under the webhook route). */
    rawBody?: Buffer;
  }
}

const WEBHOOK_REPLIES: Record<WebhookOutcome, string> = {
  duplicate: 'Event already handled.',
  ignored: 'Event acknowledged.',
  placed: 'Order placed.',
  refunded: 'Payment refunded.',
  refund_processed: 'Refund processed.',
};

/** Online payment through the payment provider. */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customers = { access: { roles: ['customer'] as const } };
  const provider = app.paymentProvider;

  app.post(
    '/createOrder',
    { config: customers, schema: { tags: ['payment'], body: createPaymentBodySchema, response: { 200: createPaymentReplySchema, ...errorReplies } } },
    async (request) =>
      createPayment(app.database.db, request.actor, request.body, {
        area: { shopOrigin: app.config.shopOrigin, maxDeliveryKm: app.config.maxDeliveryKm },
        provider,
        tipMaxPaise: app.config.tipMaxPaise,
      }),
  );

  app.post(
    '/verify-payment',
    { config: customers, schema: { tags: ['payment'], body: verifyPaymentBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      await verifyPayment(app.database.db, request.actor, request.body, provider);
      return { success: true as const, message: PAYMENT_VERIFIED_MESSAGE };
    },
  );

  // The provider posts server to server, signed over the exact bytes it sent: this scope keeps them beside the JSON.
  await app.register(async function webhook(scope) {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      parseJson(request, (body as Buffer).toString('utf8'), done);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/webhook',
      {
        config: { access: 'public' },
        schema: { tags: ['payment'], headers: paymentWebhookHeadersSchema, body: paymentWebhookBodySchema, response: { 200: messageReplySchema, ...errorReplies } },
      },
      async (request) => {
        const input = {
          rawBody: request.rawBody ?? Buffer.alloc(0),
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
          body: request.body,
        };
        const area = { shopOrigin: app.config.shopOrigin, maxDeliveryKm: app.config.maxDeliveryKm };
        const outcome = await handlePaymentWebhook(app.database.db, input, { area, provider });
        return { success: true as const, message: WEBHOOK_REPLIES[outcome] };
      },
    );
  });

  // The test provider's payment window exists only where that provider is used (never in production).
  if (isTestPaymentProvider(provider) && !app.config.isProduction) {
    app.post(
      '/test-provider/pay',
      { config: customers, schema: { tags: ['payment'], body: testProviderPayBodySchema, response: { 200: testProviderPayReplySchema, ...errorReplies } } },
      async (request) => ({ success: true as const, proof: await payOnTestSheet(app.database.db, request.actor, request.body, provider) }),
    );
  }
}
