import { messageReplySchema, pushKeyReplySchema, pushSubscribeBodySchema, pushUnsubscribeBodySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { PUSH_ROLES, subscribe, unsubscribe } from './subscriptions';

const pushApps = { access: { roles: PUSH_ROLES } };

/** Web Push: the key browsers subscribe with, and each device's subscription of the signed-in account. */
export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const allowLocal = !app.config.isProduction;

  app.get(
    '/key',
    { config: { access: 'public' }, schema: { tags: ['push'], response: { 200: pushKeyReplySchema } } },
    async () => ({ success: true as const, publicKey: app.push.publicKey }),
  );

  app.post(
    '/subscribe',
    { config: pushApps, schema: { tags: ['push'], body: pushSubscribeBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await subscribe(app.database.db, request.actor, request.body, { allowLocal })) }),
  );

  app.delete(
    '/subscribe',
    { config: pushApps, schema: { tags: ['push'], body: pushUnsubscribeBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await unsubscribe(app.database.db, request.actor, request.body)) }),
  );
}
