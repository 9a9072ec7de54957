import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissionEntries, deliveryPartners, orders } from '../../db/schema';
import { conflict, notAllowed, notFound, unauthorized } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { isUniqueViolation } from '../../lib/pg-errors';
import { secretKeyMatches } from './admins';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

export async function signUpDeliveryPartner(
  db: Db,
  secretKey: string,
  input: { username: string; phone: string; password: string; secretKey: string },
) {
  if (!secretKeyMatches(secretKey, input.secretKey)) throw notAllowed('BAD_SECRET_KEY', 'Invalid secret key.');
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(deliveryPartners).values({ name: input.username, phone: input.phone, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('PHONE_TAKEN', 'A delivery partner with this phone already exists.');
    throw err;
  }
  return { message: 'Account created successfully' };
}

export async function logInDeliveryPartner(db: Db, input: { phone: string; password: string }) {
  const [row] = await db.select().from(deliveryPartners).where(eq(deliveryPartners.phone, input.phone));
  const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !ok) throw unauthorized('BAD_CREDENTIALS', 'Invalid phone or password.');
  return { id: row.id };
}

export async function getDeliveryPartner(db: Db, partnerId: string) {
  const [row] = await db.select().from(deliveryPartners).where(eq(deliveryPartners.id, partnerId));
  if (!row) throw notFound('NO_ACCOUNT', 'Delivery Boy not found');
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    isAvailable: row.isAvailable,
    outstandingAmount: toRupees(row.outstandingAmountPaise),
  };
}

/** Dashboard figures: deliveries still to make, commission earned, cash owed. */
export async function getDeliveryStats(db: Db, partnerId: string) {
  const partner = await getDeliveryPartner(db, partnerId);
  const [pending] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryPartnerId, partnerId),
        inArray(orders.deliveryStatus, ['Processing', 'Preparing', 'Out For Delivery']),
      ),
    );
  const [earned] = await db
    .select({ total: sum(commissionEntries.commissionPaise) })
    .from(commissionEntries)
    .where(eq(commissionEntries.deliveryPartnerId, partnerId));
  return {
    pendingOrders: pending?.n ?? 0,
    commission: toRupees(Number(earned?.total ?? 0)),
    outstandingAmount: partner.outstandingAmount,
  };
}
