import {
  createOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderReplySchema,
  quoteBodySchema,
  quoteReplySchema,
  ORDER_PLACED_MESSAGE,
  scheduleSlotsQuerySchema,
  scheduleSlotsReplySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeOrder } from './create-order';
import { quoteOrder } from './quote';
import { cartScheduleSlots } from './schedule';
import { errorReplies } from '../../lib/error-replies';

// Loose: the other headers (authorization, cookies) must stay on the request. Without a key, the cart lock alone keeps one cart one order.
const checkoutHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() });

/** Checkout: the server's quote of a cart, the slots it may be ordered for later, and placing the order. */
export default async function checkoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const area = () => ({ shopOrigin: app.config.shopOrigin, maxDeliveryKm: app.config.maxDeliveryKm });
  const customers = { access: { roles: ['customer'] as const } };

  app.post(
    '/quote',
    { config: customers, schema: { tags: ['checkout'], body: quoteBodySchema, response: { 200: quoteReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, quote: await quoteOrder(app.database.db, request.actor, request.body, area(), app.config.tipMaxPaise) }),
  );

  // Orders for later: the 30-minute slots, today and tomorrow, within the hours of every shop in the cart.
  app.get(
    '/schedule-slots',
    { config: customers, schema: { tags: ['checkout'], querystring: scheduleSlotsQuerySchema, response: { 200: scheduleSlotsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, slots: await cartScheduleSlots(app.database.db, request.actor, request.query.cartKey, new Date()) }),
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
