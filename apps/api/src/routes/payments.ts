import {
  createPaymentBodySchema,
  createPaymentReplySchema,
  messageReplySchema,
  testProviderPayBodySchema,
  testProviderPayReplySchema,
  verifyPaymentBodySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isTestPaymentProvider } from '../ports/payment-provider-test';
import { createPayment, payOnTestSheet, verifyPayment } from '../services/payments/payments';
import { errorReplies } from './error-replies';

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
      }),
  );

  app.post(
    '/verify-payment',
    { config: customers, schema: { tags: ['payment'], body: verifyPaymentBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      await verifyPayment(app.database.db, request.actor, request.body, provider);
      return { success: true as const, message: 'Payment verified successfully.' };
    },
  );

  // The test provider's payment window exists only where that provider is used (never in production).
  if (isTestPaymentProvider(provider) && !app.config.isProduction) {
    app.post(
      '/test-provider/pay',
      { config: customers, schema: { tags: ['payment'], body: testProviderPayBodySchema, response: { 200: testProviderPayReplySchema, ...errorReplies } } },
      async (request) => ({ success: true as const, proof: await payOnTestSheet(app.database.db, request.actor, request.body, provider) }),
    );
  }
}
