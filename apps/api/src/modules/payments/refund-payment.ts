import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { releasePaymentCouponUse } from '../coupons/coupon-uses';
import type { PaymentProvider } from '../../ports/payment-provider';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Refunds a payment that paid for no order in full, in the caller's transaction (the payment row locked): the
 * provider first, then its refund row and the payment marked refunded. The provider is asked with one key per
 * payment, so a retry after a failed commit, by the orphan job or the webhook alike, is the same refund. The
 * coupon use the payment reserved is given back.
 */
export async function refundWholePayment(tx: Db, provider: PaymentProvider, payment: PaymentRow, reason: string): Promise<void> {
  if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} has no provider payment id to refund`);
  // The key the orphan job has always used, so refunds asked before the webhook existed are recognised too.
  const { providerRefundId } = await provider.refund(payment.providerPaymentId, payment.amountPaise, reason, `orphan-${payment.id}`);
  await tx.insert(refunds).values({ paymentId: payment.id, amountPaise: payment.amountPaise, reason, providerRefundId });
  await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
  await releasePaymentCouponUse(tx, payment.id);
}
