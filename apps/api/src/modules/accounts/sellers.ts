import { SIGNUP_SUCCESS_MESSAGE, SELLER_GONE_MESSAGE, INVALID_PHONE_OR_PASSWORD_MESSAGE, SELLER_PHONE_TAKEN_MESSAGE } from '@nukkad/contracts';
import type { SellerDetails } from '@nukkad/contracts';
import { and, count, countDistinct, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, salesRecords, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, unauthorized } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { isUniqueViolation } from '../../lib/pg-errors';
import { businessDate } from '../../lib/time';
import { hashPassword } from './passwords';
import { checkAccountPassword } from './sign-in-failures';
import { shopIsOpenNow } from '../shop-management/shop-open';
import { releasedToShops } from '../orders/order-access';

export async function signUpSeller(db: Db, input: { username: string; phone: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(sellers).values({ username: input.username, phone: input.phone, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('PHONE_TAKEN', SELLER_PHONE_TAKEN_MESSAGE);
    throw err;
  }
  return { message: SIGNUP_SUCCESS_MESSAGE };
}

export async function logInSeller(db: Db, input: { phone: string; password: string; ip: string }) {
  const seller = await checkAccountPassword(db, { role: 'seller', identifier: input.phone, ip: input.ip, password: input.password }, async () =>
    (await db.select().from(sellers).where(eq(sellers.phone, input.phone)))[0],
  );
  if (!seller) throw unauthorized('BAD_CREDENTIALS', INVALID_PHONE_OR_PASSWORD_MESSAGE);
  return { id: seller.id };
}

/** The signed-in seller's dashboard figures: today's sales, orders waiting for confirmation, products. */
export async function getSellerDetails(db: Db, actor: Actor): Promise<SellerDetails> {
  const sellerId = actor.id;
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  if (!seller) throw unauthorized('NO_ACCOUNT', SELLER_GONE_MESSAGE);
  const [shop] = await db
    .select({ _id: shops.id, name: shops.name, category: shops.category, isOpen: shopIsOpenNow })
    .from(shops)
    .where(eq(shops.sellerId, sellerId));
  const [today] = await db
    .select({ total: sum(salesRecords.amountPaise) })
    .from(salesRecords)
    .where(and(eq(salesRecords.sellerId, sellerId), eq(salesRecords.date, businessDate())));
  // Orders gone to the shop and still waiting for this seller to confirm at least one of its items.
  const [pending] = await db
    .select({ n: countDistinct(orderItems.orderId) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.sellerId, sellerId), eq(orderItems.status, 'Processing'), releasedToShops()));
  const [productCount] = await db.select({ n: count() }).from(products).where(eq(products.sellerId, sellerId));
  return {
    _id: seller.id,
    username: seller.username,
    email: seller.email,
    phone: seller.phone,
    shop: shop ?? null,
    todaySalesTotal: toRupees(Number(today?.total ?? 0)),
    pendingOrdersCount: pending?.n ?? 0,
    productsCount: productCount?.n ?? 0,
  };
}
