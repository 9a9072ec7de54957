import { deliveryLoginBodySchema, deliveryMeReplySchema, deliverySignupBodySchema, messageReplySchema, tokenReplySchema, PARTNER_LOGIN_SUCCESS_MESSAGE } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getDeliveryPartner, logInDeliveryPartner, signUpDeliveryPartner } from './delivery-partners';

/** Delivery partners' sign-up and sign-in, and who is signed in (under /api/delivery). */
export default async function deliveryAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in endpoints get a tighter per-client limit than the API at large.
  const authLimit = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/signup',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['delivery'], body: deliverySignupBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      const { message } = await signUpDeliveryPartner(app.database.db, app.config.deliverySecretKey, request.body);
      return { success: true as const, message };
    },
  );

  app.post(
    '/login',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['delivery'], body: deliveryLoginBodySchema, response: { 200: tokenReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const { id } = await logInDeliveryPartner(app.database.db, { ...request.body, ip: request.ip });
      const token = await app.issueSession(reply, { id, role: 'delivery' });
      return { success: true as const, token, message: PARTNER_LOGIN_SUCCESS_MESSAGE };
    },
  );

  app.get(
    '/me',
    { config: { access: { roles: ['delivery'] } }, schema: { tags: ['delivery'], response: { 200: deliveryMeReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, deliveryBoy: await getDeliveryPartner(app.database.db, request.actor) }),
  );
}
