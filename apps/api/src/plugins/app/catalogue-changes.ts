import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadCache, type ReadCache } from '../../lib/read-cache';
import { loggableError } from '../../lib/loggable-error';

/** The channel every API process listens on for catalogue writes made by any of them. */
export const CATALOGUE_CHANNEL = 'nukkad_catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's cache of public catalogue answers. */
    catalogueCache: ReadCache;
    /** Run after a successful catalogue write (shop, product, stock, open/close): every process forgets its cached answers. */
    catalogueChanged(): Promise<void>;
  }
}

/**
 * The public catalogue's answer cache and its invalidation: a write clears this process's cache at once and
 * tells the others through PostgreSQL NOTIFY; each process LISTENs and clears its own.
 */
export default fp(async function catalogueChanges(app: FastifyInstance) {
  const cache = createReadCache({ ttlMs: app.config.catalogueCacheMs });
  app.decorate('catalogueCache', cache);

  app.decorate('catalogueChanged', async function catalogueChanged() {
    cache.clear();
    try {
      await app.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
    } catch (err) {
      // The write itself succeeded; other processes fall back to their cache's short lifetime.
      app.log.error({ err: loggableError(err) }, 'could not tell other processes about a catalogue change');
    }
  });

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(CATALOGUE_CHANNEL, () => cache.clear());
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
});
