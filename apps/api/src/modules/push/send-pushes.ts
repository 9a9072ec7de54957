import type { PushPayload, Role } from '@nukkad/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushDeliveries, pushSubscriptions } from '../../db/schema';
import type { Urgency } from './queue-pushes';

/** Deliveries claimed per run; a run that claims this many is followed at once by another. */
export const SEND_BATCH = 50;
/** A claimed delivery is not claimed again for this long: longer than a send may take (PUSH_SEND_TIMEOUT_MS). */
const CLAIM_SECONDS = 60;
/** Tries of one delivery before it is given up; the waits between them double from the first. */
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 10;
/** Deliveries (sent, given up or not) are kept this long, as the live events they came from are. */
const DELIVERIES_KEPT_HOURS = 24;

/** How long a push service keeps a push for a device that is offline: news of an order goes stale. */
export const PUSH_TTL_SECONDS: Record<Urgency, number> = { high: 15 * 60, normal: 60 * 60 };

/** The notification's title: the app that shows it. */
const TITLES: Partial<Record<Role, string>> = { customer: 'Nukkad', seller: 'Nukkad Seller', delivery: 'Nukkad Rider' };

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** What the push service answered: its HTTP status, or null when it could not be reached. */
export type PushSend = (target: PushTarget, payload: string, options: { ttl: number; urgency: Urgency }) => Promise<{ status: number | null }>;

export type SendRun = { sent: number; retried: number; failed: number; subscriptionsRemoved: number };

type Claimed = {
  eventId: number;
  subscriptionId: string;
  message: string;
  url: string;
  urgency: Urgency;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  accountRole: Role;
};

/** The wait before try `attempts + 1`: 10 s, 20 s, 40 s, 80 s. */
export const retryDelaySeconds = (attempts: number) => FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1);

/**
 * Claims up to `batch` due deliveries in one statement (`for update skip locked`, then moved past the claim time),
 * so however many processes send at once each delivery is taken by one; sends them; and records each outcome:
 * sent; the subscription removed when the push service says it is gone (404, 410); tried again later, with
 * back-off, when the service is unreachable, busy (429) or failing (5xx); given up when it refuses the push or
 * after MAX_ATTEMPTS tries.
 */
export async function sendDuePushes(db: Db, send: PushSend, batch = SEND_BATCH): Promise<SendRun> {
  const run: SendRun = { sent: 0, retried: 0, failed: 0, subscriptionsRemoved: 0 };
  const { rows } = (await db.execute(sql`
    with due as (
      select event_id, subscription_id from ${pushDeliveries}
      where sent_at is null and failed_at is null and next_attempt_at <= now()
      order by next_attempt_at, event_id
      limit ${batch}
      for update skip locked
    ),
    claimed as (
      update ${pushDeliveries} d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
      from due
      where d.event_id = due.event_id and d.subscription_id = due.subscription_id
      returning d.event_id, d.subscription_id, d.message, d.url, d.urgency, d.attempts
    )
    select c.event_id::float8 as "eventId", c.subscription_id as "subscriptionId", c.message, c.url, c.urgency, c.attempts,
      s.endpoint, s.p256dh, s.auth, s.account_role as "accountRole"
    from claimed c
    join ${pushSubscriptions} s on s.id = c.subscription_id`)) as { rows: Claimed[] };

  await Promise.all(
    rows.map(async (d) => {
      const payload: PushPayload = { title: TITLES[d.accountRole] ?? 'Nukkad', body: d.message, url: d.url };
      const { status } = await send({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, JSON.stringify(payload), {
        ttl: PUSH_TTL_SECONDS[d.urgency],
        urgency: d.urgency,
      });
      const thisDelivery = and(eq(pushDeliveries.eventId, d.eventId), eq(pushDeliveries.subscriptionId, d.subscriptionId), eq(pushDeliveries.attempts, d.attempts));
      if (status !== null && status >= 200 && status < 300) {
        await db.update(pushDeliveries).set({ sentAt: sql`now()` }).where(thisDelivery);
        run.sent++;
      } else if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, d.subscriptionId));
        run.subscriptionsRemoved++;
      } else if ((status === null || status === 429 || status >= 500) && d.attempts < MAX_ATTEMPTS) {
        await db
          .update(pushDeliveries)
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(d.attempts)})` })
          .where(thisDelivery);
        run.retried++;
      } else {
        await db.update(pushDeliveries).set({ failedAt: sql`now()` }).where(thisDelivery);
        run.failed++;
      }
    }),
  );
  return run;
}

/** Deletes deliveries older than a day, whatever became of them: their events are pruned by then too. */
export async function prunePushDeliveries(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - DELIVERIES_KEPT_HOURS * 3_600_000);
  await db.delete(pushDeliveries).where(lt(pushDeliveries.createdAt, cutoff));
}
