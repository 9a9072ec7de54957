import { cartChangeBodySchema, getCartReplySchema, messageReplySchema, orderAgainBodySchema, orderAgainReplySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { addToCart, decrementQty, incrementQty, removeFromCart } from './cart-changes';
import { getCart } from './get-cart';
import { orderAgain } from './order-again';

/** Customers' food and grocery carts. */
export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const scope = { medicinesEnabled: app.config.medicinesEnabled };
  const customers = { access: { roles: ['customer'] as const } };
  const change = { tags: ['cart'], body: cartChangeBodySchema, response: { 200: messageReplySchema, ...errorReplies } };

  app.get(
    '/getCart',
    { config: customers, schema: { tags: ['cart'], response: { 200: getCartReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await getCart(db(), request.actor)) }),
  );

  app.post('/addToCart', { config: customers, schema: change }, async (request) => ({
    success: true as const,
    ...(await addToCart(db(), request.actor, request.body, scope)),
  }));

  app.post('/removeFromCart', { config: customers, schema: change }, async (request) => ({
    success: true as const,
    ...(await removeFromCart(db(), request.actor, request.body)),
  }));

  app.post('/incrementQty', { config: customers, schema: change }, async (request) => ({
    success: true as const,
    ...(await incrementQty(db(), request.actor, request.body, scope)),
  }));

  app.post('/decrementQty', { config: customers, schema: change }, async (request) => ({
    success: true as const,
    ...(await decrementQty(db(), request.actor, request.body)),
  }));

  app.post(
    '/order-again',
    { config: customers, schema: { tags: ['cart'], body: orderAgainBodySchema, response: { 200: orderAgainReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await orderAgain(db(), request.actor, request.body, scope)) }),
  );
}
