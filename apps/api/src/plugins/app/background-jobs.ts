import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refundOrphanPayments } from '../../jobs/orphan-payments';
import { pruneLiveEvents } from '../../jobs/prune-live-events';
import { loggableError } from '../../lib/loggable-error';
import { purgeExpiredIdempotencyKeys } from '../../services/checkout/idempotency';

const EVERY_MS = 60_000;

/**
 * Once a minute in every API process: refunds orphan payments, forgets expired Idempotency-Keys and prunes old live
 * events. All are safe to run in several processes at once (rows taken with skip locked; deletes are idempotent;
 * pruning runs where it takes its lock).
 */
export default fp(async function backgroundJobs(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function runOnce() {
    try {
      const run = await refundOrphanPayments(app.database.db, app.paymentProvider, new Date());
      if (run.refunded.length > 0) app.log.info({ payments: run.refunded }, 'refunded payments that never became orders');
      for (const failure of run.failed) app.log.error({ err: loggableError(failure.error), paymentId: failure.paymentId }, 'refund of an orphan payment failed');
      await purgeExpiredIdempotencyKeys(app.database.db);
      await pruneLiveEvents(app.database.db, new Date());
    } catch (err) {
      app.log.error({ err: loggableError(err) }, 'background jobs failed');
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // A run still going (a slow provider) is not overlapped by the next.
      running ??= runOnce().finally(() => (running = undefined));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
