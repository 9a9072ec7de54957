import { messageReplySchema, notificationsReplySchema, readNotificationBodySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getNotifications, readNotification } from '../services/notifications/inbox';
import { errorReplies } from './error-replies';

const customersOnly = { access: { roles: ['customer'] as const } };

/** Notifications of the signed-in account. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/getNotifications',
    { config: customersOnly, schema: { tags: ['notifications'], response: { 200: notificationsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, notifications: await getNotifications(app.database.db, request.actor) }),
  );

  app.post(
    '/readNotification',
    {
      config: customersOnly,
      schema: { tags: ['notifications'], body: readNotificationBodySchema, response: { 200: messageReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await readNotification(app.database.db, request.actor, request.body)) }),
  );
}
