import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadCache, type ReadCache } from '../../lib/read-cache';
import { loggableError } from '../../lib/loggable-error';
import { CatalogueIndexKeeper } from '../../modules/catalogue/catalogue-index';

/** The channel every API process listens on for catalogue writes made by any of them. */
export const CATALOGUE_CHANNEL = 'nukkad_catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's cache of public catalogue answers. */
    catalogueCache: ReadCache;
    /** Run after a successful catalogue write (shop, product, stock, open/close): every process forgets its cached answers. */
    catalogueChanged(): Promise<void>;
    /** This process's search index (off when CATALOGUE_INDEX_REFRESH_MS is 0): a copy of the database the same changes refresh. */
    catalogueIndex: CatalogueIndexKeeper | undefined;
  }
}

/**
 * The public catalogue's answer cache and its invalidation: a write clears this process's cache at once and
 * tells the others through PostgreSQL NOTIFY; each process LISTENs and clears its own.
 */
export default fp(async function catalogueChanges(app: FastifyInstance) {
  const cache = createReadCache({ ttlMs: app.config.catalogueCacheMs });
  app.decorate('catalogueCache', cache);
  const refreshMs = app.config.catalogueIndexRefreshMs;
  const catalogueIndex = refreshMs > 0 ? new CatalogueIndexKeeper(() => app.database.db, refreshMs, app.log) : undefined;
  app.decorate('catalogueIndex', catalogueIndex);

  app.decorate('catalogueChanged', async function catalogueChanged() {
    cache.clear();
    catalogueIndex?.changed();
    try {
      await app.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
    } catch (err) {
      // The write itself succeeded; other processes fall back to their cache's short lifetime.
      app.log.error({ err: loggableError(err) }, 'could not tell other processes about a catalogue change');
    }
  });

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(CATALOGUE_CHANNEL, () => {
      cache.clear();
      catalogueIndex?.changed();
    });
    // Built in the background: searches take the SQL path until it is ready.
    catalogueIndex?.start();
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    await catalogueIndex?.stop();
  });
});
