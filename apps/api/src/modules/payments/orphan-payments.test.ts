import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { PaymentProvider } from '../../ports/payment-provider';
import { testPaymentProvider } from '../../ports/payment-provider-test';
import { makeAccount } from '../../testing/fixtures';
import { freshDatabase } from '../../testing/test-app';
import { ORPHAN_REFUND_REASON, refundOrphanPayments } from './orphan-payments';

describe('refundOrphanPayments', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let customerId: string;
  let counter = 0;
  const now = new Date();

  /** A payment in this state whose last change was `minutesAgo` before `now`. */
  async function payment(status: 'created' | 'verified' | 'used' | 'refunded', minutesAgo: number, amountPaise = 53_100) {
    const n = ++counter;
    const [row] = await database.db
      .insert(payments)
      .values({
        provider: 'test',
        providerOrderId: `test_order_${n}`,
        providerPaymentId: status === 'created' ? null : `test_pay_${n}`,
        customerId,
        amountPaise,
        status,
        updatedAt: new Date(now.getTime() - minutesAgo * 60_000),
      })
      .returning();
    return row!;
  }
  const statusOf = async (id: string) => (await database.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    customerId = (await makeAccount(database.db, 'customer')).id;
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('refunds each payment verified over 30 minutes ago exactly once, even when two runs race', async () => {
    const orphanA = await payment('verified', 31, 53_100);
    const orphanB = await payment('verified', 120, 9_900);
    const recent = await payment('verified', 29);
    const used = await payment('used', 90);
    const unpaid = await payment('created', 90);
    const inner = testPaymentProvider({ keySecret: 'k' });
    // A slow provider keeps the first run inside its transaction while the second one looks for work.
    const provider: PaymentProvider = {
      ...inner,
      refund: async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return inner.refund(...args);
      },
    };

    const runs = await Promise.all([refundOrphanPayments(database.db, provider, now), refundOrphanPayments(database.db, provider, now)]);
    expect(runs.flatMap((r) => r.refunded).sort()).toEqual([orphanA.id, orphanB.id].sort());
    expect(runs.flatMap((r) => r.failed)).toEqual([]);
    expect(inner.refunds.map((r) => [r.providerPaymentId, r.amountPaise]).sort()).toEqual(
      [
        [orphanA.providerPaymentId, 53_100],
        [orphanB.providerPaymentId, 9_900],
      ].sort(),
    );
    const rows = await database.db.select().from(refunds);
    expect(rows.map((r) => ({ paymentId: r.paymentId, amountPaise: r.amountPaise, reason: r.reason, orderId: r.orderId })).sort((a, b) => a.amountPaise - b.amountPaise)).toEqual([
      { paymentId: orphanB.id, amountPaise: 9_900, reason: ORPHAN_REFUND_REASON, orderId: null },
      { paymentId: orphanA.id, amountPaise: 53_100, reason: ORPHAN_REFUND_REASON, orderId: null },
    ]);
    expect(rows.map((r) => r.providerRefundId).sort()).toEqual(inner.refunds.map((r) => r.providerRefundId).sort());
    expect(await statusOf(orphanA.id)).toBe('refunded');
    expect(await statusOf(orphanB.id)).toBe('refunded');
    expect(await statusOf(recent.id)).toBe('verified');
    expect(await statusOf(used.id)).toBe('used');
    expect(await statusOf(unpaid.id)).toBe('created');

    // The next run finds nothing left to refund.
    expect(await refundOrphanPayments(database.db, provider, now)).toEqual({ refunded: [], failed: [] });
    expect(inner.refunds).toHaveLength(2);
  });

  it('leaves a payment whose refund failed verified for the next run, and carries on with the others', async () => {
    await database.db.update(payments).set({ status: 'used' }).where(eq(payments.status, 'verified'));
    const refused = await payment('verified', 45);
    const fine = await payment('verified', 40);
    const inner = testPaymentProvider({ keySecret: 'k' });
    const provider: PaymentProvider = {
      ...inner,
      refund: async (paymentId, ...rest) => {
        if (paymentId === refused.providerPaymentId) throw new Error('provider unavailable');
        return inner.refund(paymentId, ...rest);
      },
    };
    const run = await refundOrphanPayments(database.db, provider, now);
    expect(run.refunded).toEqual([fine.id]);
    expect(run.failed.map((f) => f.paymentId)).toEqual([refused.id]);
    expect(await statusOf(refused.id)).toBe('verified');
    const refundsOfRefused = await database.db.select().from(refunds).where(eq(refunds.paymentId, refused.id));
    expect(refundsOfRefused).toEqual([]);
    // Later, with the provider back, it is refunded.
    const retry = await refundOrphanPayments(database.db, inner, now);
    expect(retry.refunded).toEqual([refused.id]);
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(eq(refunds.paymentId, refused.id)))[0]!.n).toBe(1);
  });
});
