import {
  createOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderReplySchema,
  quoteBodySchema,
  quoteReplySchema,
  ORDER_PLACED_MESSAGE,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeOrder } from './create-order';
import { quoteOrder } from './quote';
import { errorReplies } from '../../lib/error-replies';

// Loose: the other headers (authorization, cookies) must stay on the request. Without a key, the cart lock alone keeps one cart one order.
const checkoutHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

/** Checkout: the server's quote of a cart and placing the order. */
export default async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const area = () => ({ shopOrigin: app.config.shopOrigin, maxDeliveryKm: app.config.maxDeliveryKm });
  const customers = { access: { roles: ['customer'] as const } };

  app.post(
    '/quote',
    { config: customers, schema: { tags: ['checkout'], body: quoteBodySchema, response: { 200: quoteReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, quote: await quoteOrder(app.database.db, request.actor, request.body, area(), app.config.tipMaxPaise) }),
  );

  app.post(
    '/create-order',
    {
      config: customers,
      schema: { tags: ['checkout'], headers: checkoutHeadersSchema, body: createOrderBodySchema, response: { 200: orderReplySchema, ...errorReplies } },
    },
    async (request) => {
      const order = await placeOrder(
        app.database.db,
        request.actor,
        { body: request.body, idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] },
        { area: area(), tipMaxPaise: app.config.tipMaxPaise },
      );
      return { success: true as const, message: ORDER_PLACED_MESSAGE, order };
    },
  );
}
