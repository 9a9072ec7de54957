import {
  commissionHistoryReplySchema,
  deliveryBoyIdParamsSchema,
  deliveryLoginBodySchema,
  deliveryMeReplySchema,
  deliverySignupBodySchema,
  deliveryStatsReplySchema,
  messageReplySchema,
  outstandingPaymentsReplySchema,
  partnerIdParamsSchema,
  tokenReplySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import {
  getDeliveryPartner,
  getDeliveryStats,
  logInDeliveryPartner,
  signUpDeliveryPartner,
} from '../accounts/delivery-partners';
import { getCommissionHistory, getOutstandingPayments } from '../partner-cash/earnings';


export default async function deliveryRoutes(fastify: FastifyInstance) {
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
      return { success: true as const, token, message: 'Login successful' };
    },
  );

  app.get(
    '/me',
    { config: { access: { roles: ['delivery'] } }, schema: { tags: ['delivery'], response: { 200: deliveryMeReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, deliveryBoy: await getDeliveryPartner(app.database.db, request.actor) }),
  );

  app.get(
    '/orders/:deliveryBoyId',
    {
      config: { access: { roles: ['delivery'] } },
      schema: { tags: ['delivery'], params: deliveryBoyIdParamsSchema, response: { 200: deliveryStatsReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getDeliveryStats(app.database.db, request.actor, { deliveryPartnerId: request.params.deliveryBoyId })) }),
  );

  app.get(
    '/:id/commissionHistory',
    {
      config: { access: { roles: ['delivery'] } },
      schema: { tags: ['delivery'], params: partnerIdParamsSchema, response: { 200: commissionHistoryReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getCommissionHistory(app.database.db, request.actor, request.params)) }),
  );

  app.get(
    '/outstandingAmounts/:id',
    {
      config: { access: { roles: ['delivery'] } },
      schema: { tags: ['delivery'], params: partnerIdParamsSchema, response: { 200: outstandingPaymentsReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getOutstandingPayments(app.database.db, request.actor, request.params)) }),
  );
}
