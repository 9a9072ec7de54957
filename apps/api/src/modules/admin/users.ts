import { PHONE_LENGTH, type AdminUserReply, INVALID_USER_ID_MESSAGE, USER_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid, notFound } from '../../lib/domain-error';
import { orderSummaries } from './admin-orders';
import { adminOnly, isUuid } from './common';

/** A customer's whole history, bounded so that one lookup can never read the whole table. */
const USER_ORDERS_LIMIT = 10_000;

const PHONE = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** A customer by id or by phone; 400 for anything that is neither. */
function customerKey(id: string): SQL {
  if (isUuid(id)) return eq(customers.id, id.toLowerCase());
  if (PHONE.test(id)) return eq(customers.phone, id);
  throw invalid('INVALID_USER_ID', INVALID_USER_ID_MESSAGE, 'id');
}

/** GET /api/admin/user/{id}: a customer by id or 10-digit phone, with every order they placed, newest first (the screen pages them). */
export async function getAdminUser(db: Db, actor: Actor, input: { id: string }): Promise<AdminUserReply['user']> {
  adminOnly(actor);
  const [customer] = await db.select().from(customers).where(customerKey(input.id));
  if (!customer) throw notFound('USER_NOT_FOUND', USER_NOT_FOUND_MESSAGE);
  const placed = await orderSummaries(db, eq(orders.customerId, customer.id), { limit: USER_ORDERS_LIMIT, offset: 0 });
  return {
    _id: customer.id,
    username: customer.name,
    email: customer.email,
    phone: customer.phone,
    createdAt: customer.createdAt.toISOString(),
    orders: placed,
  };
}
