import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_GONE_MESSAGE,
  DELETE_ACCOUNT_CASH_OWED_MESSAGE,
  DELETE_ACCOUNT_CODE_REQUIRED_MESSAGE,
  DELETE_ACCOUNT_ORDER_IN_PROGRESS_MESSAGE,
  DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE,
  DELETED_PERSON_NAMES,
  IN_PROGRESS_STATUSES,
  NOT_ALLOWED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type DeletableRole,
  type DeleteAccountBody,
} from '@nukkad/contracts';
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, customerAddresses, customers, deliveryPartners, oneTimeCodes, orderItems, orders, sellers, signInFailures } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notAllowed, unauthorized } from '../../lib/domain-error';
import { eraseCustomerPhotos } from '../queries/query-photos';
import { retireSellerShop } from '../shop-management/shops';
import { consumeCode, type OtpDeps } from './one-time-codes';
import { endEverySession } from './sessions';
import { checkAccountPassword } from './sign-in-failures';

const ACCOUNTS = { customer: customers, seller: sellers, delivery: deliveryPartners } as const;

export type DeletingActor = Actor & { role: DeletableRole };

/** An erased phone: no sign-in matches it, and the unique index leaves deleted accounts out, so the number may sign up again. */
const ERASED = '';

function deletable(actor: Actor): DeletingActor {
  if (actor.role === 'admin') throw notAllowed('ADMIN_CANNOT_DELETE', NOT_ALLOWED_MESSAGE);
  return actor as DeletingActor;
}

/** The account as it is, or 401 when it is gone (deleted meanwhile); `lock` holds its row to the end of the transaction. */
async function account(db: Db, actor: DeletingActor, lock?: 'lock') {
  const table = ACCOUNTS[actor.role];
  const query = db
    .select({ phone: table.phone, passwordHash: 'passwordHash' in table ? table.passwordHash : sql<string>`''` })
    .from(table)
    .where(and(eq(table.id, actor.id), isNull(table.deletedAt)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw unauthorized('NO_ACCOUNT', ACCOUNT_GONE_MESSAGE);
  return row;
}

/** Refuses (409) while an order of the account is in progress or, for a partner, cash is owed. */
async function assertNothingOpen(db: Db, actor: DeletingActor): Promise<void> {
  const inProgress = {
    customer: () => db.select({ one: sql`1` }).from(orders).where(and(eq(orders.customerId, actor.id), inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES))),
    // The shop's lines still to prepare, hand over or deliver; a line left unselected or delivered is done.
    seller: () => db.select({ one: sql`1` }).from(orderItems).where(and(eq(orderItems.sellerId, actor.id), inArray(orderItems.status, IN_PROGRESS_STATUSES))),
    delivery: () =>
      db.select({ one: sql`1` }).from(orders).where(and(eq(orders.deliveryPartnerId, actor.id), inArray(orders.deliveryStatus, IN_PROGRESS_STATUSES))),
  }[actor.role];
  if ((await inProgress().limit(1)).length > 0) throw conflict('ORDER_IN_PROGRESS', DELETE_ACCOUNT_ORDER_IN_PROGRESS_MESSAGE);
  if (actor.role === 'delivery') {
    const [partner] = await db
      .select({ owed: deliveryPartners.outstandingAmountPaise })
      .from(deliveryPartners)
      .where(eq(deliveryPartners.id, actor.id));
    if ((partner?.owed ?? 0) > 0) throw conflict('CASH_OWED', DELETE_ACCOUNT_CASH_OWED_MESSAGE);
  }
}

/** The one-time code (customer) or the password (seller, partner) proves it is the person; a wrong one is 400 on its field. */
async function confirmIdentity(
  db: Db,
  deps: Pick<OtpDeps, 'pepper' | 'now'>,
  actor: DeletingActor,
  person: { phone: string; passwordHash: string },
  input: DeleteAccountBody & { ip: string },
): Promise<void> {
  if (actor.role === 'customer') {
    if (!input.otp) throw invalid('CODE_REQUIRED', DELETE_ACCOUNT_CODE_REQUIRED_MESSAGE, 'otp');
    // The login code sent to the account's own phone; its attempts are counted and committed like a sign-in's.
    await consumeCode(db, deps, { phone: person.phone, code: input.otp, purpose: 'login' });
    return;
  }
  if (!input.password) throw invalid('PASSWORD_REQUIRED', DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE, 'password');
  // Counted with the account's sign-in failures: a held session buys no extra password guesses.
  const matched = await checkAccountPassword(db, { role: actor.role, identifier: person.phone, ip: input.ip, password: input.password }, async () => person);
  if (!matched) throw invalid('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, 'password');
}

/** The customer's orders keep their figures and lines; the person in their address becomes "Deleted customer". */
async function eraseCustomer(tx: Db, customerId: string): Promise<void> {
  const name = DELETED_PERSON_NAMES.customer;
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`(${orders.shippingAddress} - 'phone') || jsonb_build_object('fullName', ${name}::text, 'addressLine', '', 'area', '', 'landMark', null, 'lat', 0, 'long', 0)`,
    })
    .where(eq(orders.customerId, customerId));
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
  await eraseCustomerPhotos(tx, customerId);
  await tx
    .update(customers)
    .set({ name, phone: ERASED, email: null, deletedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

async function eraseSeller(tx: Db, sellerId: string): Promise<void> {
  const name = DELETED_PERSON_NAMES.seller;
  await retireSellerShop(tx, sellerId);
  await tx.update(orderItems).set({ sellerUsername: name }).where(eq(orderItems.sellerId, sellerId));
  await tx
    .update(sellers)
    .set({ username: name, phone: ERASED, email: null, passwordHash: '', deletedAt: sql`now()` })
    .where(eq(sellers.id, sellerId));
}

/** Orders name their partner through the account row, so the row's new name is what every order shows. */
async function erasePartner(tx: Db, deliveryPartnerId: string): Promise<void> {
  await tx
    .update(deliveryPartners)
    .set({ name: DELETED_PERSON_NAMES.delivery, phone: ERASED, passwordHash: '', isAvailable: false, deletedAt: sql`now()` })
    .where(eq(deliveryPartners.id, deliveryPartnerId));
}

/** What was kept under the phone for signing in: its codes and its counted failures. */
async function forgetPhone(tx: Db, role: DeletableRole, phone: string): Promise<void> {
  if (role === 'customer') await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
  const key = `${role}:${phone}`;
  await tx.delete(signInFailures).where(or(eq(signInFailures.key, key), like(signInFailures.key, `${key}@%`)));
}

/**
 * The deletion itself, in the caller's transaction, once the person has confirmed it: takes the account's row, refuses
 * (409) while anything is open, erases, and ends every session. The demo data deletes one account through it too.
 */
export async function eraseAccount(tx: Db, actor: DeletingActor): Promise<void> {
  // The cart's lines first, in the order a checkout locks them, then the account: a checkout holding them finishes first.
  if (actor.role === 'customer') {
    await tx
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.customerId, actor.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
      .for('update');
  }
  const locked = await account(tx, actor, 'lock');
  await assertNothingOpen(tx, actor);
  await { customer: eraseCustomer, seller: eraseSeller, delivery: erasePartner }[actor.role](tx, actor.id);
  await forgetPhone(tx, actor.role, locked.phone);
  await endEverySession(tx, actor);
}

/**
 * DELETE /api/auth/delete-account: the signed-in customer, seller or partner deletes their own account, confirmed with
 * a one-time code or the password. Refused (409) while an order of theirs is in progress or a partner owes cash. Then,
 * in one transaction holding the account's row, personal data is erased, every session ends, and what the books need
 * (orders, invoices, sales, cash records) stays with the person named "Deleted customer" (seller, partner).
 *
 * A checkout or an acceptance racing it either commits first (and the check under the lock sees its order) or waits
 * on the row and is refused by the database once the deletion commits (migration 0032).
 */
export async function deleteAccount(
  db: Db,
  deps: Pick<OtpDeps, 'pepper' | 'now'>,
  caller: Actor,
  input: DeleteAccountBody & { ip: string },
): Promise<{ message: string }> {
  const actor = deletable(caller);
  const person = await account(db, actor);
  // Told before a code or password is spent; decided again under the lock, in eraseAccount.
  await assertNothingOpen(db, actor);
  await confirmIdentity(db, deps, actor, person, input);

  await db.transaction((tx) => eraseAccount(tx, actor));
  return { message: ACCOUNT_DELETED_MESSAGE };
}
