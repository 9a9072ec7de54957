import {
  messageReplySchema,
  notificationIdParamsSchema,
  notificationsReplySchema,
  readNotificationBodySchema,
  unreadCountReplySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countUnread, getNotifications, readNotification } from './inbox';
import { errorReplies } from '../../lib/error-replies';

const customersOnly = { access: { roles: ['customer'] as const } };
const sellersOnly = { access: { roles: ['seller'] as const } };

/** Notifications of the signed-in account: a customer's, and a seller's with the unread count the seller app polls. */
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

  app.get(
    '/getSellerNotifications',
    { config: sellersOnly, schema: { tags: ['notifications'], response: { 200: notificationsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, notifications: await getNotifications(app.database.db, request.actor) }),
  );

  app.get(
    '/unread-order-notifications',
    { config: sellersOnly, schema: { tags: ['notifications'], response: { 200: unreadCountReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await countUnread(app.database.db, request.actor)) }),
  );

  app.put(
    '/read/:id',
    {
      config: sellersOnly,
      schema: { tags: ['notifications'], params: notificationIdParamsSchema, response: { 200: messageReplySchema, ...errorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await readNotification(app.database.db, request.actor, { notificationId: request.params.id })),
    }),
  );
}
