import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../../lib/loggable-error';
import { repeat, type Repeating } from '../../lib/repeat';
import { queuePushes, QUEUE_BATCH } from './queue-pushes';
import { prunePushDeliveries, SEND_BATCH, sendDuePushes, type PushSend } from './send-pushes';
import { vapidKeys } from './vapid-keys';
import { webPushSender } from './web-push-sender';

/** How often each process queues the newly published live events as pushes and sends those due. */
export const PUSH_EVERY_MS = 1_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export type PushOptions = {
  /** How the pushes go out (default: the Web Push protocol, signed with the configured or generated VAPID keys). */
  send?: PushSend;
  /** false: no background job (tests run its steps themselves). */
  job?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    push: { publicKey: string; send: PushSend };
  }
}

/**
 * Web Push for the process: its VAPID keys, and a job that every second queues the pushes of the live events just
 * published and sends the due ones. Every process runs it: queueing takes turns under an advisory lock, sending
 * claims each delivery once, so any number of replicas push each event to each device once.
 */
export default fp(async function pushService(app: FastifyInstance, opts: PushOptions) {
  const keys = await vapidKeys(app.config);
  if (keys.source === 'process') app.log.warn('No VAPID keys configured: this process made its own, so subscriptions last until it stops');
  const send = opts.send ?? webPushSender(keys);
  app.decorate('push', { publicKey: keys.publicKey, send });

  let failedAt = 0;
  let prunedAt = 0;
  async function runOnce() {
    try {
      while ((await queuePushes(app.database.db)) === QUEUE_BATCH);
      while ((await sendDuePushes(app.database.db, send)).sent === SEND_BATCH);
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await prunePushDeliveries(app.database.db, new Date());
      }
    } catch (err) {
      // Once a minute at most: a database down for a while would otherwise log every second.
      if (Date.now() - failedAt > 60_000) app.log.error({ err: loggableError(err) }, 'could not send push notifications');
      failedAt = Date.now();
    }
  }

  let job: Repeating | undefined;
  app.addHook('onReady', async () => {
    if (opts.job !== false) job = repeat(PUSH_EVERY_MS, runOnce);
  });
  app.addHook('preClose', async () => {
    await job?.stop();
  });
});
