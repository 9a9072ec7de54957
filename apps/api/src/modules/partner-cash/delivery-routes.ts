import { commissionHistoryReplySchema, outstandingPaymentsReplySchema, partnerIdParamsSchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getCommissionHistory, getOutstandingPayments } from './earnings';

/** The partner's side of their cash (under /api/delivery): commission earned and cash still owed. */
export default async function partnerCashDeliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
