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
import { moveShopsAcrossBoundaries } from '../../modules/shop-management/shop-boundaries';
import { releaseDueOrders } from '../../modules/orders/release-orders';

const EVERY_MS = 60_000;
/** Finding unused uploads reads every image reference, so each process looks once an hour, not every minute. */
const UPLOAD_CLEANUP_EVERY_MS = 60 * 60_000;
/** Popularity and the admin's order figures are brought up to date this often, off every checkout's locks. */
const COUNT_EVERY_MS = 5_000;
/** Shops open and close by their hours: reads flip at the boundary second, carts and sellers hear of it within this. */
const SHOP_HOURS_EVERY_MS = 1_000;
/** Orders for later go to their shops within this of their release time. */
const RELEASE_EVERY_MS = 5_000;

/**
 * Every second in every API process: moves shops across the openings and closings of their hours (rows taken with
 * skip locked, so one process moves each shop).
 * Every five seconds in every API process: adds the units ordered to their products and folds the order figures, and
 * releases the orders for later that are due (where it takes the release lock; each order by one conditional update).
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

  async function shopHoursOnce() {
    try {
      if ((await moveShopsAcrossBoundaries(app.database.db)) > 0) await app.catalogueChanged();
    } catch (err) {
      app.log.error({ err: loggableError(err) }, 'opening or closing shops by their hours failed');
    }
  }

  async function releaseOnce() {
    try {
      const run = await releaseDueOrders(app.database.db, { provider: app.paymentProvider });
      if (run && run.released.length > 0) app.log.info({ orders: run.released }, 'released orders for later to their shops');
      for (const failure of run?.failed ?? []) app.log.error({ err: loggableError(failure.error), orderId: failure.orderId }, 'releasing an order for later failed');
    } catch (err) {
      app.log.error({ err: loggableError(err) }, 'releasing orders for later failed');
    }
  }

  app.addHook('onReady', async () => {
    jobs = [
      repeat(SHOP_HOURS_EVERY_MS, shopHoursOnce),
      repeat(COUNT_EVERY_MS, countOnce),
      repeat(RELEASE_EVERY_MS, releaseOnce),
      repeat(EVERY_MS, runOnce),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
});
