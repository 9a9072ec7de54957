import { otpSentMessage, ACCOUNT_GONE_MESSAGE, CUSTOMER_PHONE_TAKEN_MESSAGE, NO_ACCOUNT_FOR_PHONE_MESSAGE } from '@nukkad/contracts';
import type { Customer } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, customers } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound, unauthorized } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { consumeCode, issueCode, type OtpDeps } from './one-time-codes';

/** Sends a code: with a username it is for sign-up (the phone must be new), without one for login. */
export async function sendCustomerOtp(db: Db, deps: OtpDeps, input: { phone: string; username?: string; ip: string }) {
  const purpose = input.username ? 'signup' : 'login';
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, input.phone));
  if (purpose === 'signup' && existing) {
    throw conflict('PHONE_TAKEN', CUSTOMER_PHONE_TAKEN_MESSAGE);
  }
  if (purpose === 'login' && !existing) {
    throw notFound('NO_ACCOUNT', NO_ACCOUNT_FOR_PHONE_MESSAGE);
  }
  await issueCode(db, deps, { ...input, purpose });
  return { message: otpSentMessage(input.phone) };
}

export async function signUpCustomer(
  db: Db,
  deps: Pick<OtpDeps, 'pepper' | 'now'>,
  input: { phone: string; username: string; otp: string },
): Promise<Customer> {
  await consumeCode(db, deps, { phone: input.phone, code: input.otp, purpose: 'signup' });
  try {
    const [row] = await db.insert(customers).values({ name: input.username, phone: input.phone }).returning();
    return { _id: row!.id, name: row!.name, phone: row!.phone, foodCart: [], groceryCart: [] };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('PHONE_TAKEN', CUSTOMER_PHONE_TAKEN_MESSAGE);
    throw err;
  }
}

export async function logInCustomer(
  db: Db,
  deps: Pick<OtpDeps, 'pepper' | 'now'>,
  input: { phone: string; otp: string },
): Promise<Customer> {
  await consumeCode(db, deps, { phone: input.phone, code: input.otp, purpose: 'login' });
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.phone, input.phone));
  if (!row) throw notFound('NO_ACCOUNT', NO_ACCOUNT_FOR_PHONE_MESSAGE);
  return customerWithCarts(db, row.id);
}

/** The signed-in customer with both carts. */
export async function getCustomer(db: Db, actor: Actor): Promise<Customer> {
  return customerWithCarts(db, actor.id);
}

async function customerWithCarts(db: Db, customerId: string): Promise<Customer> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  // The session outlived its account: sign in again.
  if (!row) throw unauthorized('NO_ACCOUNT', ACCOUNT_GONE_MESSAGE);
  const lines = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, cartKey: cartItems.cartKey })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(cartItems.createdAt);
  const cart = (key: string) =>
    lines.filter((l) => l.cartKey === key).map(({ productId, quantity }) => ({ productId, quantity }));
  return { _id: row.id, name: row.name, phone: row.phone, foodCart: cart('foodCart'), groceryCart: cart('groceryCart') };
}
