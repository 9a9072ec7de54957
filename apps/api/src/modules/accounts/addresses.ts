import { OWN_ADDRESSES_ONLY_MESSAGE, ADDRESS_NOT_FOUND_MESSAGE, tooManyAddressesMessage } from '@nukkad/contracts';
import type { Address, editAddressBodySchema, saveAddressBodySchema } from '@nukkad/contracts';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notAllowed, notFound } from '../../lib/domain-error';

/** At most this many saved addresses per customer: enough for home, work and family, and a bound on the list. */
export const MAX_ADDRESSES = 20;

/** First key of the per-customer advisory lock under which the default address moves. */
const ADDRESSES_LOCK = 0x61646472;

type Owned = { userId: string };
type AddressRef = Owned & { addressId: string };
type AddressRow = typeof customerAddresses.$inferSelect;

/** A `userId` in a request must be the caller's own. */
function checkOwner(actor: Actor, input: Owned) {
  if (input.userId !== actor.id) throw notAllowed('NOT_OWNER', OWN_ADDRESSES_ONLY_MESSAGE);
}

const addressNotFound = () => notFound('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);

const ownAddress = (actor: Actor, addressId: string) =>
  and(eq(customerAddresses.customerId, actor.id), eq(customerAddresses.id, addressId));

function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    addressLine: row.addressLine,
    area: row.area,
    landmark: row.landmark,
    lat: row.lat,
    long: row.long,
    isDefault: row.isDefault,
  };
}

/** Every write that may move the default runs in a transaction holding this customer's lock: one mover at a time. */
async function lockAddresses(tx: Db, actor: Actor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESSES_LOCK}, hashtext(${actor.id}))`);
}

async function listOwn(db: Db, actor: Actor): Promise<Address[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, actor.id))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
  return rows.map(toAddress);
}

/** The caller's addresses: the default first, then the newest. */
export async function getAddresses(db: Db, actor: Actor, input: Owned): Promise<Address[]> {
  checkOwner(actor, input);
  return listOwn(db, actor);
}

/** Saves a new address; the first one, or one marked default, becomes the default. */
export async function saveAddress(db: Db, actor: Actor, input: z.output<typeof saveAddressBodySchema>): Promise<Address> {
  checkOwner(actor, input);
  const { isDefault, ...details } = input.address;
  return db.transaction(async (tx) => {
    await lockAddresses(tx, actor);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, actor.id));
    if (n >= MAX_ADDRESSES) throw conflict('TOO_MANY_ADDRESSES', tooManyAddressesMessage(MAX_ADDRESSES));
    const makeDefault = n === 0 || isDefault === true;
    // The old default steps down first: the database holds at most one.
    if (makeDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(and(eq(customerAddresses.customerId, actor.id), eq(customerAddresses.isDefault, true)));
    }
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...details, customerId: actor.id, isDefault: makeDefault })
      .returning();
    return toAddress(row!);
  });
}

/** Changes the details of one of the caller's addresses; its point and default stay. */
export async function editAddress(
  db: Db,
  actor: Actor,
  input: z.output<typeof editAddressBodySchema>,
): Promise<void> {
  checkOwner(actor, input);
  const { fullName, phone, addressLine, area, landmark } = input.formData;
  const updated = await db
    .update(customerAddresses)
    .set({ fullName, phone, addressLine, area, landmark })
    .where(ownAddress(actor, input.addressId))
    .returning({ id: customerAddresses.id });
  if (updated.length === 0) throw addressNotFound();
}

/** Deletes one of the caller's addresses; when it was the default, the most recent other one takes over. */
export async function deleteAddress(db: Db, actor: Actor, input: AddressRef): Promise<Address[]> {
  checkOwner(actor, input);
  await db.transaction(async (tx) => {
    await lockAddresses(tx, actor);
    const [deleted] = await tx
      .delete(customerAddresses)
      .where(ownAddress(actor, input.addressId))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!deleted) throw addressNotFound();
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, actor.id))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(1);
    if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(ownAddress(actor, next.id));
  });
  return listOwn(db, actor);
}

/** Makes one of the caller's addresses the default, in one step as anyone else sees it. */
export async function setDefaultAddress(db: Db, actor: Actor, input: AddressRef): Promise<Address[]> {
  checkOwner(actor, input);
  await db.transaction(async (tx) => {
    await lockAddresses(tx, actor);
    const [target] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(ownAddress(actor, input.addressId));
    if (!target) throw addressNotFound();
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(and(eq(customerAddresses.customerId, actor.id), eq(customerAddresses.isDefault, true), ne(customerAddresses.id, target.id)));
    await tx.update(customerAddresses).set({ isDefault: true }).where(ownAddress(actor, target.id));
  });
  return listOwn(db, actor);
}
