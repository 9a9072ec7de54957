import { and, asc, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider } from '../../ports/payment-provider';
import { releaseUnpaidReservations } from '../coupons/coupon-uses';
import { refundWholePayment } from './refund-payment';

/** A verified payment that has not become an order in this long is refunded (the browser was closed). */
export const ORPHAN_PAYMENT_MINUTES = 30;
export const ORPHAN_REFUND_REASON = 'payment without an order';
/** At most this many refunds per run, so one run never holds the process for long. */
const RUN_LIMIT = 100;

export type OrphanRefundRun = { refunded: string[]; failed: { paymentId: string; error: unknown }[] };

/**
 * Refunds in full every payment verified more than 30 minutes before `now` and never used, each in a transaction
 * of its own: the row is taken `for update skip locked`, so another process's run (or a checkout using the
 * payment right now) is never waited for and never refunded twice; a refund that fails stays for the next run.
 */
export async function refundOrphanPayments(db: Db, provider: PaymentProvider, now: Date): Promise<OrphanRefundRun> {
  const cutoff = new Date(now.getTime() - ORPHAN_PAYMENT_MINUTES * 60_000);
  const run: OrphanRefundRun = { refunded: [], failed: [] };
  // A payment sheet opened and never paid in as long gives back the coupon use it reserved (nothing to refund).
  await releaseUnpaidReservations(db, { before: cutoff });
  const skip: string[] = [];
  while (run.refunded.length + run.failed.length < RUN_LIMIT) {
    let paymentId: string | null = null;
    // The payment being refunded, so a failure is put down to it (and not retried in this run).
    let current = null as string | null;
    try {
      paymentId = await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.provider, provider.name),
              eq(payments.status, 'verified'),
              lt(payments.updatedAt, cutoff),
              skip.length > 0 ? notInArray(payments.id, skip) : undefined,
            ),
          )
          .orderBy(asc(payments.updatedAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!payment) return null;
        current = payment.id;
        skip.push(payment.id);
        await refundWholePayment(tx, provider, payment, ORPHAN_REFUND_REASON);
        return payment.id;
      });
    } catch (error) {
      if (current === null) throw error;
      run.failed.push({ paymentId: current, error });
      continue;
    }
    if (!paymentId) break;
    run.refunded.push(paymentId);
  }
  return run;
}
