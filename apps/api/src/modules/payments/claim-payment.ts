import { PAYMENT_AMOUNT_MISMATCH_MESSAGE, PAYMENT_NOT_USABLE_MESSAGE } from '@nukkad/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';

/**
 * Marks the caller's verified, unused payment of exactly this total as used, in the order's transaction and in
 * one conditional update, so a payment can pay for one order only. Returns the payment's id to link it.
 */
export async function claimPayment(tx: Db, actor: Actor, providerOrderId: string, totalAmountPaise: number): Promise<string> {
  const mine = and(eq(payments.providerOrderId, providerOrderId), eq(payments.customerId, actor.id));
  const [claimed] = await tx
    .update(payments)
    .set({ status: 'used' })
    .where(and(mine, eq(payments.status, 'verified'), eq(payments.amountPaise, totalAmountPaise)))
    .returning({ id: payments.id });
  if (claimed) return claimed.id;
  const [payment] = await tx.select({ status: payments.status }).from(payments).where(mine);
  if (payment?.status === 'verified') throw conflict('PAYMENT_AMOUNT_MISMATCH', PAYMENT_AMOUNT_MISMATCH_MESSAGE);
  throw conflict('PAYMENT_NOT_USABLE', PAYMENT_NOT_USABLE_MESSAGE);
}

/** The id of the caller's payment of this provider order, or null (claimPayment then says why it cannot pay). */
export async function paymentIdOf(tx: Db, actor: Actor, providerOrderId: string): Promise<string | null> {
  const [payment] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.customerId, actor.id)));
  return payment?.id ?? null;
}

/** The order the provider's webhook placed with the caller's payment of this provider order, or null. */
export async function orderPlacedByWebhook(tx: Db, actor: Actor, providerOrderId: string): Promise<string | null> {
  const [placed] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.customerId, actor.id), eq(payments.placedByWebhook, true)));
  return placed?.id ?? null;
}
