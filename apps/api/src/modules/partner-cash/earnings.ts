import { PARTNER_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import type { CommissionEntry, OutstandingPayment } from '@nukkad/contracts';
import { sumPaise } from '@nukkad/pricing';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionEntries, deliveryPartners, orders, outstandingPayments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { deliveryPartnerOnly } from '../delivery/guards';

/** What the partner owes now, in paise: the cash of their unsettled deliveries, kept on the account. */
async function outstandingAmountPaise(db: Db, deliveryPartnerId: string): Promise<number> {
  const [row] = await db
    .select({ paise: deliveryPartners.outstandingAmountPaise })
    .from(deliveryPartners)
    .where(eq(deliveryPartners.id, deliveryPartnerId));
  if (!row) throw unauthorized('NO_ACCOUNT', PARTNER_NOT_FOUND_MESSAGE);
  return row.paise;
}

/** A commission entry's columns, its order joined: the display id, and the order's tip that goes with the commission. */
export const commissionEntryColumns = {
  id: commissionEntries.id,
  commissionPaise: commissionEntries.commissionPaise,
  createdAt: commissionEntries.createdAt,
  displayId: orders.displayId,
  tipPaise: orders.tipPaise,
};

/** A commission entry as the partner and the admin read it. */
export function toCommissionEntry(row: { id: string; commissionPaise: number; createdAt: Date; displayId: string; tipPaise: number }): CommissionEntry {
  return {
    _id: row.id,
    orderId: row.displayId,
    commission: toRupees(row.commissionPaise),
    tip: toRupees(row.tipPaise),
    time: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/delivery/{id}/commissionHistory: the caller's commission per delivered order, newest first, and their sum;
 * beside each, the order's tip (the spec's commission stays deliveryCharge + convenienceFees), and the tips' sum.
 */
export async function getCommissionHistory(db: Db, actor: Actor, input: { id: string }): Promise<{ commissionHistory: CommissionEntry[]; total: number; tips: number }> {
  const deliveryPartnerId = deliveryPartnerOnly(actor, input.id);
  const rows = await db
    .select(commissionEntryColumns)
    .from(commissionEntries)
    .innerJoin(orders, eq(orders.id, commissionEntries.orderId))
    .where(eq(commissionEntries.deliveryPartnerId, deliveryPartnerId))
    .orderBy(desc(commissionEntries.createdAt), desc(commissionEntries.id));
  return {
    commissionHistory: rows.map(toCommissionEntry),
    total: toRupees(sumPaise(rows.map((row) => row.commissionPaise))),
    tips: toRupees(sumPaise(rows.map((row) => row.tipPaise))),
  };
}

/** GET /api/delivery/outstandingAmounts/{id}: the cash the caller collected, order by order, newest first, and what they owe now. */
export async function getOutstandingPayments(
  db: Db,
  actor: Actor,
  input: { id: string },
): Promise<{ outstandingPayments: OutstandingPayment[]; outstandingAmount: number }> {
  const deliveryPartnerId = deliveryPartnerOnly(actor, input.id);
  const owed = await outstandingAmountPaise(db, deliveryPartnerId);
  const rows = await db
    .select({ payment: outstandingPayments, displayId: orders.displayId })
    .from(outstandingPayments)
    .innerJoin(orders, eq(orders.id, outstandingPayments.orderId))
    .where(eq(outstandingPayments.deliveryPartnerId, deliveryPartnerId))
    .orderBy(desc(outstandingPayments.collectedAt), desc(outstandingPayments.id));
  return {
    outstandingPayments: rows.map(({ payment, displayId }) => ({
      _id: payment.id,
      orderId: { _id: payment.orderId, id: displayId },
      amount: toRupees(payment.amountPaise),
      status: payment.status,
      collectedAt: payment.collectedAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
    })),
    outstandingAmount: toRupees(owed),
  };
}
