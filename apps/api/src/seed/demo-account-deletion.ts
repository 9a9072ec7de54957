import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { DomainError } from '../lib/domain-error';
import { eraseAccount } from '../modules/accounts/delete-account';
import { DEMO_HISTORY_CUSTOMER_PHONES } from './demo-history';

/**
 * One regular customer of the history deletes their account, as the app would (every order of theirs finished): their
 * past orders show "Deleted customer" to the admins and sellers. The last regular whose orders are all finished is
 * chosen; the name of the one deleted, or null when every regular has an order in progress.
 */
export async function deleteDemoAccount(db: Db): Promise<string | null> {
  const regulars = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(inArray(customers.phone, [...DEMO_HISTORY_CUSTOMER_PHONES]), isNull(customers.deletedAt)));
  const byPhone = new Map(regulars.map((r) => [r.phone, r]));
  for (const phone of [...DEMO_HISTORY_CUSTOMER_PHONES].reverse()) {
    const customer = byPhone.get(phone);
    if (!customer) continue;
    try {
      await db.transaction((tx) => eraseAccount(tx, { role: 'customer', id: customer.id }));
      return customer.name;
    } catch (error) {
      // An order of theirs is in progress: the next one, as the app would refuse this one.
      if (error instanceof DomainError && error.type === 'CONFLICT') continue;
      throw error;
    }
  }
  return null;
}

