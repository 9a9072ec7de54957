import {
  PAGE_SIZES,
  PHONE_LENGTH,
  type AdminUserReply,
  type AdminUserSort,
  type AdminUsersReply,
  INVALID_USER_ID_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '@nukkad/contracts';
import { desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid, notFound } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { orderSummaries } from './admin-orders';
import { adminOnly, containing, isUuid } from './common';

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

/** Each sort walks its own index (migration 0029): newest joined, most orders, most spent; ties newest id first. */
const ORDER_BY: Record<AdminUserSort, SQL[]> = {
  joined: [desc(customers.createdAt), desc(customers.id)],
  orders: [desc(customers.ordersCount), desc(customers.id)],
  spend: [desc(customers.spendPaise), desc(customers.id)],
};

/**
 * GET /api/admin/users?page&search&sort: customers a page at a time, optionally those whose name or phone holds
 * `search` (any case), with the orders and spend a trigger keeps on each row. The page's ids come from the sort's
 * index alone (it carries the search text), skipped pages included; only the page's rows are then read.
 */
export async function getAdminUsers(db: Db, actor: Actor, input: { page: number; search: string; sort: AdminUserSort }): Promise<Omit<AdminUsersReply, 'success' | 'message'>> {
  adminOnly(actor);
  const size = PAGE_SIZES.adminUsers;
  const needle = input.search.trim().toLowerCase();
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(needle ? like(customers.searchText, containing(needle)) : undefined)
    .orderBy(...ORDER_BY[input.sort])
    .limit(size + 1)
    .offset((input.page - 1) * size)
    .as('page_ids');
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      createdAt: customers.createdAt,
      ordersCount: customers.ordersCount,
      spendPaise: customers.spendPaise,
    })
    .from(pageIds)
    .innerJoin(customers, eq(customers.id, pageIds.id))
    .orderBy(...ORDER_BY[input.sort]);
  return {
    users: rows.slice(0, size).map((r) => ({
      _id: r.id,
      username: r.name,
      phone: r.phone,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      orders: r.ordersCount,
      spend: toRupees(r.spendPaise),
    })),
    currentPage: input.page,
    hasMore: rows.length > size,
  };
}
