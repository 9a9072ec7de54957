import multipart from '@fastify/multipart';
import {
  errorReplySchema,
  MAX_UPLOAD_IMAGE_BYTES,
  orderIdParamsSchema,
  orderQueriesReplySchema,
  queriesInboxQuerySchema,
  queriesInboxReplySchema,
  queryIdParamsSchema,
  queryMessageBodySchema,
  queryPhotoParamsSchema,
  queryPhotoReplySchema,
  queryReplySchema,
  raiseQueryBodySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies';
import { readPhotos } from '../shop-management/uploads-routes';
import { addQueryMessage, getOrderQueries, getQueriesInbox, getQuery, raiseQuery, resolveQuery } from './queries';
import { getQueryPhoto, uploadQueryPhoto } from './query-photos';

const customersOnly = { access: { roles: ['customer'] as const } };
const adminsOnly = { access: { roles: ['admin'] as const } };
const customersAndAdmins = { access: { roles: ['customer', 'admin'] as const } };
// A photo is sent as a Buffer, which Fastify writes as it is, never through the reply serializer.
const photoReply = {
  description: 'The photo (WebP)',
  content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

/** Help with an order (a step past the spec): customers raise queries on their orders, admins answer and resolve them. */
export default async function queriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      config: adminsOnly,
      schema: { tags: ['queries'], querystring: queriesInboxQuerySchema, response: { 200: queriesInboxReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getQueriesInbox(app.database.db, request.actor, request.query)) }),
  );

  app.post(
    '/',
    {
      config: customersOnly,
      schema: { tags: ['queries'], body: raiseQueryBodySchema, response: { 200: queryReplySchema, ...errorReplies } },
    },
    async (request) => ({
      success: true as const,
      message: 'Your query has been sent. We will reply here.',
      query: await raiseQuery(app.database.db, request.actor, request.body),
    }),
  );

  // Multipart is read by the photo upload alone, in a scope of its own: every other route here refuses it (415).
  await app.register(async (scope) => {
    const photos = scope.withTypeProvider<ZodTypeProvider>();
    // One photo per form; a text field is let through only to be refused by name (400).
    await photos.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_IMAGE_BYTES, fields: 1, fieldSize: 1024, parts: 3 } });
    photos.post(
      '/photos',
      {
        config: customersOnly,
        schema: {
          tags: ['queries'],
          consumes: ['multipart/form-data'],
          response: { 200: queryPhotoReplySchema, ...errorReplies, 413: errorReplySchema },
        },
      },
      async (request) => ({
        success: true as const,
        photo: await uploadQueryPhoto(app.database.db, request.actor, { images: await readPhotos(request) }, { budget: app.config.uploadBudget }),
      }),
    );
  });

  app.get(
    '/photos/:photoId',
    {
      config: customersAndAdmins,
      schema: { tags: ['queries'], params: queryPhotoParamsSchema, response: { 200: photoReply, ...errorReplies } },
    },
    async (request, reply) => {
      const { bytes, mimeType } = await getQueryPhoto(app.database.db, request.actor, request.params);
      // Private: never kept by a shared cache; the browser may keep it for the session's page views.
      return reply.type(mimeType).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(bytes);
    },
  );

  app.get(
    '/order/:orderId',
    {
      config: customersOnly,
      schema: { tags: ['queries'], params: orderIdParamsSchema, response: { 200: orderQueriesReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, queries: await getOrderQueries(app.database.db, request.actor, request.params) }),
  );

  app.get(
    '/:queryId',
    {
      config: customersAndAdmins,
      schema: { tags: ['queries'], params: queryIdParamsSchema, response: { 200: queryReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, query: await getQuery(app.database.db, request.actor, request.params) }),
  );

  app.post(
    '/:queryId/messages',
    {
      config: customersAndAdmins,
      schema: {
        tags: ['queries'],
        params: queryIdParamsSchema,
        body: queryMessageBodySchema,
        response: { 200: queryReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Message sent',
      query: await addQueryMessage(app.database.db, request.actor, { ...request.params, ...request.body }),
    }),
  );

  app.post(
    '/:queryId/resolve',
    {
      config: adminsOnly,
      schema: { tags: ['queries'], params: queryIdParamsSchema, response: { 200: queryReplySchema, ...errorReplies } },
    },
    async (request) => ({
      success: true as const,
      message: 'Query resolved',
      query: await resolveQuery(app.database.db, request.actor, request.params),
    }),
  );
}
