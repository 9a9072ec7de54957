import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refundOrphanPayments } from '../../modules/payments/orphan-payments';
import { pruneLiveEvents } from '../../modules/live-events/prune-live-events';
import { deleteUnreferencedUploads } from '../../modules/shop-management/unreferenced-uploads';
import { loggableError } from '../../lib/loggable-error';
import { repeat, type Repeating } from '../../lib/repeat';
import { purgeExpiredIdempotencyKeys } from '../../modules/checkout/idempotency';
import { countOrderedUnits } from '../../modules/checkout/ordered-units';
import { foldOrderFigures } from '../../modules/orders/order-figures';

const EVERY_MS = 60_000;
/** Finding unused uploads reads every image reference, so each process looks once an hour, not every minute. */
const UPLOAD_CLEANUP_EVERY_MS = 60 * 60_000;
/** Popularity and the admin's order figures are brought up to date this often, off every checkout's locks. */
const COUNT_EVERY_MS = 5_000;

/**
 * Every five seconds in every API process: adds the units ordered to their products and folds the order figures.
 * Once a minute in every API process: refunds orphan payments, forgets expired Idempotency-Keys and prunes old live
 * events; once an hour, deletes the files of uploads nothing uses. All are safe to run in several processes at once
 * (rows taken with skip locked; deletes are idempotent; pruning and the upload cleanup run where they take their lock).
 */
export default fp(async function backgroundJobs(app: FastifyInstance) {
  let jobs: Repeating[] = [];
  let uploadsCleanedAt = 0;

  async function runOnce() {
    try {
      const run = await refundOrphanPayments(app.database.db, app.paymentProvider, new Date());
      if (run.refunded.length > 0) app.log.info({ payments: run.refunded }, 'refunded payments that never became orders');
      for (const failure of run.failed) app.log.error({ err: loggableError(failure.error), paymentId: failure.paymentId }, 'refund of an orphan payment failed');
      await purgeExpiredIdempotencyKeys(app.database.db);
      await pruneLiveEvents(app.database.db, new Date());
      if (Date.now() - uploadsCleanedAt >= UPLOAD_CLEANUP_EVERY_MS) {
        uploadsCleanedAt = Date.now();
        const deleted = await deleteUnreferencedUploads(app.database.db, app.fileStore, new Date());
        if (deleted) app.log.info({ files: deleted }, 'deleted uploads nothing used for a day');
      }
    } catch (err) {
      app.log.error({ err: loggableError(err) }, 'background jobs failed');
    }
  }

  async function countOnce() {
    try {
      await countOrderedUnits(app.database.db);
      await foldOrderFigures(app.database.db);
    } catch (err) {
      app.log.error({ err: loggableError(err) }, 'counting ordered units or folding order figures failed');
    }
  }

  app.addHook('onReady', async () => {
    jobs = [repeat(COUNT_EVERY_MS, countOnce), repeat(EVERY_MS, runOnce)];
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
});
