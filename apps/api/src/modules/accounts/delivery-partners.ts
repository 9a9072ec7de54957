import { ACCOUNT_CREATED_MESSAGE, IN_PROGRESS_STATUSES, PARTNER_NOT_FOUND_MESSAGE, INVALID_SECRET_KEY_MESSAGE, INVALID_PHONE_OR_PASSWORD_MESSAGE, PARTNER_PHONE_TAKEN_MESSAGE } from '@nukkad/contracts';
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionEntries, deliveryPartners, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notAllowed, unauthorized } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { isUniqueViolation } from '../../lib/pg-errors';
import { deliveryPartnerOnly } from '../delivery/guards';
import { secretKeyMatches } from './admins';
import { hashPassword } from './passwords';
import { checkAccountPassword } from './sign-in-failures';

export async function signUpDeliveryPartner(
  db: Db,
  secretKey: string,
  input: { username: string; phone: string; password: string; secretKey: string },
) {
  if (!secretKeyMatches(secretKey, input.secretKey)) throw notAllowed('BAD_SECRET_KEY', INVALID_SECRET_KEY_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(deliveryPartners).values({ name: input.username, phone: input.phone, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('PHONE_TAKEN', PARTNER_PHONE_TAKEN_MESSAGE);
    throw err;
  }
  return { message: ACCOUNT_CREATED_MESSAGE };
}

export async function logInDeliveryPartner(db: Db, input: { phone: string; password: string; ip: string }) {
  const deliveryPartner = await checkAccountPassword(db, { role: 'delivery', identifier: input.phone, ip: input.ip, password: input.password }, async () =>
    (await db.select().from(deliveryPartners).where(eq(deliveryPartners.phone, input.phone)))[0],
  );
  if (!deliveryPartner) throw unauthorized('BAD_CREDENTIALS', INVALID_PHONE_OR_PASSWORD_MESSAGE);
  return { id: deliveryPartner.id };
}

/** The signed-in partner's own account. */
export async function getDeliveryPartner(db: Db, actor: Actor) {
  const [row] = await db.select().from(deliveryPartners).where(eq(deliveryPartners.id, actor.id));
  if (!row) throw unauthorized('NO_ACCOUNT', PARTNER_NOT_FOUND_MESSAGE);
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    isAvailable: row.isAvailable,
    outstandingAmount: toRupees(row.outstandingAmountPaise),
  };
}

/**
 * Dashboard figures of the partner named in the path, who must be the signed-in partner: their assigned orders
 * neither Delivered nor Cancelled, the sum of their commission entries, the cash they owe.
 */
export async function getDeliveryStats(db: Db, actor: Actor, input: { deliveryPartnerId: string }) {
  const deliveryPartnerId = deliveryPartnerOnly(actor, input.deliveryPartnerId);
  const deliveryPartner = await getDeliveryPartner(db, actor);
  const [pending] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.deliveryPartnerId, deliveryPartnerId), inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES)));
  const [earned] = await db
    .select({ total: sum(commissionEntries.commissionPaise), tips: sum(orders.tipPaise) })
    .from(commissionEntries)
    .innerJoin(orders, eq(orders.id, commissionEntries.orderId))
    .where(eq(commissionEntries.deliveryPartnerId, deliveryPartnerId));
  return {
    pendingOrders: pending?.n ?? 0,
    // A sum of integers is a bigint, which node-postgres hands back as a string and PGlite as a number.
    commission: toRupees(Number(earned?.total ?? 0)),
    tips: toRupees(Number(earned?.tips ?? 0)),
    outstandingAmount: deliveryPartner.outstandingAmount,
  };
}
