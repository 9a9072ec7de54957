import { IN_PROGRESS_STATUSES, OUTSTANDING_CLEARED_MESSAGE, type AdminDeliveryBoyReply, type AdminDeliveryBoySummary, PARTNER_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionEntries, deliveryPartners, orders, outstandingPayments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { deliveryPartnerHistory, recordAdminAction } from '../admin/audit';
import { commissionEntryColumns, toCommissionEntry } from './earnings';
import { adminOnly, dayOrToday, businessDay, containing, paise, rupeesText } from '../admin/common';

const deliveryPartnerNotFound = () => notFound('PARTNER_NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);

/** Partners as the admin lists show them, with how many orders each has in progress (one grouped count). */
async function deliveryPartnerSummaries(db: Db, where: SQL | undefined, orderBy: SQL[]): Promise<AdminDeliveryBoySummary[]> {
  const active = db
    .select({ partnerId: orders.deliveryPartnerId, n: sql<number>`count(*)::int`.as('n') })
    .from(orders)
    .where(and(isNotNull(orders.deliveryPartnerId), inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES)))
    .groupBy(orders.deliveryPartnerId)
    .as('active');
  const rows = await db
    .select({
      partner: {
        id: deliveryPartners.id,
        name: deliveryPartners.name,
        phone: deliveryPartners.phone,
        isAvailable: deliveryPartners.isAvailable,
        outstandingAmountPaise: deliveryPartners.outstandingAmountPaise,
      },
      activeOrders: active.n,
    })
    .from(deliveryPartners)
    .leftJoin(active, eq(active.partnerId, deliveryPartners.id))
    .where(where)
    .orderBy(...orderBy);
  return rows.map(({ partner: deliveryPartner, activeOrders }) => ({
    _id: deliveryPartner.id,
    name: deliveryPartner.name,
    phone: deliveryPartner.phone,
    isAvailable: deliveryPartner.isAvailable,
    activeOrders: activeOrders ?? 0,
    outstandingAmount: toRupees(deliveryPartner.outstandingAmountPaise),
  }));
}

/**
 * GET /api/admin/getAllDeliveryBoys: every partner, those on duty first, then by name (the assign dropdown). A deleted
 * account is no partner: it had no order in progress nor cash owed when it went, and can take neither again.
 */
export async function getAllDeliveryPartners(db: Db, actor: Actor): Promise<AdminDeliveryBoySummary[]> {
  adminOnly(actor);
  return deliveryPartnerSummaries(db, isNull(deliveryPartners.deletedAt), [desc(deliveryPartners.isAvailable), asc(deliveryPartners.name), asc(deliveryPartners.id)]);
}

/** GET /api/admin/outstanding/list: partners owing cash, the most owed first; `search` matches part of the name or phone. */
export async function getOutstandingList(db: Db, actor: Actor, input: { search: string }): Promise<AdminDeliveryBoySummary[]> {
  adminOnly(actor);
  const needle = input.search ? containing(input.search) : null;
  return deliveryPartnerSummaries(
    db,
    and(gt(deliveryPartners.outstandingAmountPaise, 0), needle ? or(ilike(deliveryPartners.name, needle), ilike(deliveryPartners.phone, needle)) : undefined),
    [desc(deliveryPartners.outstandingAmountPaise), asc(deliveryPartners.name), asc(deliveryPartners.id)],
  );
}

/**
 * GET /api/admin/deliveryBoy/{id}?date: the partner, their commission per delivered order and the cash they
 * collected (both newest first), the commission earned on `date` (an Asia/Kolkata day, default today) and the
 * admins' actions on them.
 */
export async function getAdminDeliveryPartner(
  db: Db,
  actor: Actor,
  input: { id: string; date?: string | undefined; now?: Date },
): Promise<AdminDeliveryBoyReply['deliveryBoy']> {
  adminOnly(actor);
  const date = dayOrToday(input.date, input.now);
  const [deliveryPartner] = await db.select().from(deliveryPartners).where(eq(deliveryPartners.id, input.id));
  if (!deliveryPartner) throw deliveryPartnerNotFound();
  const [commissions, payments, [daily], history] = await Promise.all([
    db
      .select(commissionEntryColumns)
      .from(commissionEntries)
      .innerJoin(orders, eq(orders.id, commissionEntries.orderId))
      .where(eq(commissionEntries.deliveryPartnerId, deliveryPartner.id))
      .orderBy(desc(commissionEntries.createdAt), desc(commissionEntries.id)),
    db
      .select({ payment: outstandingPayments, displayId: orders.displayId })
      .from(outstandingPayments)
      .innerJoin(orders, eq(orders.id, outstandingPayments.orderId))
      .where(eq(outstandingPayments.deliveryPartnerId, deliveryPartner.id))
      .orderBy(desc(outstandingPayments.collectedAt), desc(outstandingPayments.id)),
    db
      .select({ paise: sql<string | number | null>`sum(${commissionEntries.commissionPaise})` })
      .from(commissionEntries)
      .where(and(eq(commissionEntries.deliveryPartnerId, deliveryPartner.id), sql`${businessDay(commissionEntries.createdAt)} = ${date}::date`)),
    deliveryPartnerHistory(db, deliveryPartner.id),
  ]);
  return {
    _id: deliveryPartner.id,
    name: deliveryPartner.name,
    phone: deliveryPartner.phone,
    outstandingAmount: toRupees(deliveryPartner.outstandingAmountPaise),
    isAvailable: deliveryPartner.isAvailable,
    commissionHistory: commissions.map(toCommissionEntry),
    outstandingPayments: payments.map(({ payment, displayId }) => ({
      _id: payment.id,
      orderId: { _id: payment.orderId, id: displayId },
      amount: toRupees(payment.amountPaise),
      status: payment.status,
      collectedAt: payment.collectedAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
    })),
    dailyCommission: { date, amount: toRupees(paise(daily?.paise)) },
    history,
  };
}

/**
 * PUT /api/admin/deliveryBoy/clearOutstanding/{id}: in one transaction that first locks the partner's row (a
 * delivery adding cash updates it too, so the two queue), every unsettled payment becomes settled now, so the amount
 * owed, which the database keeps (0021), becomes 0; the clear is recorded with what it cleared. With nothing owed it
 * changes nothing and records nothing.
 */
export async function clearOutstanding(db: Db, actor: Actor, input: { id: string }): Promise<{ message: string }> {
  adminOnly(actor);
  await db.transaction(async (tx) => {
    const [deliveryPartner] = await tx.select().from(deliveryPartners).where(eq(deliveryPartners.id, input.id)).for('update');
    if (!deliveryPartner) throw deliveryPartnerNotFound();
    const settled = await tx
      .update(outstandingPayments)
      .set({ status: 'settled', settledAt: sql`now()` })
      .where(and(eq(outstandingPayments.deliveryPartnerId, deliveryPartner.id), eq(outstandingPayments.status, 'unsettled')))
      .returning({ id: outstandingPayments.id });
    if (deliveryPartner.outstandingAmountPaise === 0 && settled.length === 0) return;
    await recordAdminAction(tx, actor, {
      action: 'clear_outstanding',
      deliveryPartnerId: deliveryPartner.id,
      note: `${rupeesText(deliveryPartner.outstandingAmountPaise)} cleared; ${settled.length} payment(s) settled`,
    });
  });
  return { message: OUTSTANDING_CLEARED_MESSAGE };
}
