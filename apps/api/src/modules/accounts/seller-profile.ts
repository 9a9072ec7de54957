import { WRONG_CURRENT_PASSWORD_MESSAGE, SELLER_GONE_MESSAGE, SELLER_EMAIL_TAKEN_MESSAGE, OWN_PASSWORD_ONLY_MESSAGE } from '@nukkad/contracts';
import type { changeSellerPasswordBodySchema, SellerProfile, updateSellerProfileBodySchema } from '@nukkad/contracts';
import { and, eq, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { salesRecords, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, DomainError, notAllowed, unauthorized } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { isUniqueViolation } from '../../lib/pg-errors';
import { businessDate } from '../../lib/time';
import { hashPassword } from './passwords';
import { revokeSessions } from './sessions';
import { checkAccountPassword } from './sign-in-failures';
import { shopIsOpenNow } from '../shop-management/shop-open';


const sellerGone = () => unauthorized('NO_ACCOUNT', SELLER_GONE_MESSAGE);

/** The seller's profile: account, shop summary, and the sales figures (spec §9: the sum of the sales records). */
export async function getSellerProfile(db: Db, actor: Actor): Promise<SellerProfile> {
  const [seller] = await db
    .select({ id: sellers.id, username: sellers.username, email: sellers.email, phone: sellers.phone })
    .from(sellers)
    .where(eq(sellers.id, actor.id));
  if (!seller) throw sellerGone();
  const [shop] = await db
    .select({ _id: shops.id, name: shops.name, category: shops.category, isOpen: shopIsOpenNow })
    .from(shops)
    .where(eq(shops.sellerId, actor.id));
  const [all] = await db.select({ total: sum(salesRecords.amountPaise) }).from(salesRecords).where(eq(salesRecords.sellerId, actor.id));
  const [today] = await db
    .select({ total: sum(salesRecords.amountPaise) })
    .from(salesRecords)
    .where(and(eq(salesRecords.sellerId, actor.id), eq(salesRecords.date, businessDate())));
  return {
    _id: seller.id,
    username: seller.username,
    email: seller.email,
    phone: seller.phone,
    shop: shop ?? null,
    salesTotal: toRupees(Number(all?.total ?? 0)),
    todaySalesTotal: toRupees(Number(today?.total ?? 0)),
  };
}

export async function updateSellerProfile(db: Db, actor: Actor, input: z.output<typeof updateSellerProfileBodySchema>): Promise<void> {
  let updated: { id: string }[];
  try {
    updated = await db
      .update(sellers)
      .set({ username: input.username, email: input.email })
      .where(eq(sellers.id, actor.id))
      .returning({ id: sellers.id });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN', SELLER_EMAIL_TAKEN_MESSAGE);
    throw err;
  }
  if (updated.length === 0) throw sellerGone();
}

/**
 * Changes the seller's password after checking the current one, and revokes every session issued so far:
 * the caller is then given a fresh one by the route.
 */
export async function changeSellerPassword(
  db: Db,
  actor: Actor,
  input: { sellerId: string; ip: string } & z.output<typeof changeSellerPasswordBodySchema>,
): Promise<void> {
  if (input.sellerId !== actor.id) throw notAllowed('NOT_YOUR_ACCOUNT', OWN_PASSWORD_ONLY_MESSAGE);
  const [seller] = await db.select({ phone: sellers.phone, passwordHash: sellers.passwordHash }).from(sellers).where(eq(sellers.id, actor.id));
  if (!seller) throw sellerGone();
  // Counted with the seller's sign-in failures: a held session must not buy extra password guesses.
  const matched = await checkAccountPassword(
    db,
    { role: 'seller', identifier: seller.phone, ip: input.ip, password: input.currentPassword },
    async () => seller,
  );
  if (!matched) {
    throw new DomainError('INVALID_DATA', 'WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE, [
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(sellers).set({ passwordHash }).where(eq(sellers.id, actor.id));
    await revokeSessions(tx, actor);
  });
}
