import { LIVE_EVENTS_PATH } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STREAM_HEADERS } from '../../plugins/app/live-events';
import { errorReplies } from '../../lib/error-replies';

/** The browser repeats the last event id it received when it reconnects; ours are whole numbers. */
const headersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'Not an event id')
    .optional(),
});

/** GET /api/events: the signed-in account's live events over Server-Sent Events (the session from the cookie). */
export default async function liveEventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    LIVE_EVENTS_PATH,
    {
      config: { access: { roles: ['customer', 'seller', 'admin', 'delivery'] } },
      // Each event must reach the browser as it is written; a compressor would hold it back to fill its blocks.
      compress: false,
      schema: { tags: ['live events'], headers: headersSchema, response: errorReplies },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      // The stream is written by hand from here: Fastify neither serializes nor ends this reply.
      reply.hijack();
      // A HEAD answers how a stream would start, without holding one open.
      if (request.method === 'HEAD') {
        reply.raw.writeHead(200, STREAM_HEADERS).end();
        return;
      }
      await app.liveEvents.open(request.actor, request.raw, reply.raw, lastEventId === undefined ? null : Number(lastEventId));
    },
  );
}
