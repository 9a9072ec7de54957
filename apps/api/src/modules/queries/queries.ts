import {
  ORDER_NOT_FOUND_MESSAGE,
  QUERIES_PAGE_SIZE,
  QUERY_ALREADY_OPEN_MESSAGE,
  QUERY_NOT_FOUND_MESSAGE,
  QUERY_RESOLVED_MESSAGE,
  QUERY_TOPIC_LABELS,
  queryPhotoUrl,
  type CustomerQuery,
  type QueryStatus,
  type QuerySummary,
  type QueryTopic,
} from '@nukkad/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerQueries, customerQueryMessages, customerQueryPhotos, customers, orders } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { notify, orderUrl } from '../notifications/notify';
import { photoNotFound } from './query-photos';

/** The queries an actor may see, as a predicate on `customer_queries`: a customer their own, an admin every one. */
function visibleQueries(actor: Actor): SQL {
  if (actor.role === 'customer') return eq(customerQueries.customerId, actor.id);
  return actor.role === 'admin' ? sql`true` : sql`false`;
}

const queryNotFound = () => notFound('QUERY_NOT_FOUND', QUERY_NOT_FOUND_MESSAGE);
const alreadyOpen = () => conflict('QUERY_ALREADY_OPEN', QUERY_ALREADY_OPEN_MESSAGE);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const head = {
  id: customerQueries.id,
  topic: customerQueries.topic,
  status: customerQueries.status,
  createdAt: customerQueries.createdAt,
  updatedAt: customerQueries.updatedAt,
  resolvedAt: customerQueries.resolvedAt,
  orderId: orders.id,
  displayId: orders.displayId,
  customerId: customers.id,
  customerName: customers.name,
  customerPhone: customers.phone,
};
const selectHeads = (db: Db) =>
  db.select(head).from(customerQueries).innerJoin(orders, eq(orders.id, customerQueries.orderId)).innerJoin(customers, eq(customers.id, customerQueries.customerId));
type HeadRow = Awaited<ReturnType<typeof selectHeads>>[number];

const headOf = (row: HeadRow) => ({
  _id: row.id,
  topic: row.topic,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  resolvedAt: iso(row.resolvedAt),
  order: { _id: row.orderId, id: row.displayId },
  customer: { _id: row.customerId, name: row.customerName, phone: row.customerPhone },
});

/** The queries matching `where` with their whole threads (oldest message first), newest query first. */
async function threads(db: Db, where: SQL): Promise<CustomerQuery[]> {
  const heads = await selectHeads(db).where(where).orderBy(desc(customerQueries.createdAt), desc(customerQueries.id));
  if (heads.length === 0) return [];
  const messages = await db
    .select()
    .from(customerQueryMessages)
    .where(inArray(customerQueryMessages.queryId, heads.map((h) => h.id)))
    .orderBy(asc(customerQueryMessages.createdAt), asc(customerQueryMessages.id));
  return heads.map((row) => ({
    ...headOf(row),
    messages: messages
      .filter((m) => m.queryId === row.id)
      .map((m) => ({
        _id: m.id,
        from: m.authorRole === 'customer' ? ('customer' as const) : ('support' as const),
        message: m.body,
        photoUrl: m.photoId ? queryPhotoUrl(m.photoId) : null,
        createdAt: m.createdAt.toISOString(),
      })),
  }));
}

async function oneThread(db: Db, actor: Actor, queryId: string): Promise<CustomerQuery> {
  const [query] = await threads(db, and(eq(customerQueries.id, queryId), visibleQueries(actor))!);
  if (!query) throw queryNotFound();
  return query;
}

/**
 * A customer raises a query on one of their orders, with an optional photo they uploaded and have not used yet. One
 * open query per order and topic, held by a partial unique index: of two sent at once, one is raised and one meets 409.
 */
export async function raiseQuery(
  db: Db,
  actor: Actor,
  input: { orderId: string; topic: QueryTopic; message: string; photoId?: string },
): Promise<CustomerQuery> {
  let queryId: string;
  try {
    queryId = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.customerId, actor.id)));
      if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
      if (input.photoId) await checkUnusedPhoto(tx, actor, input.photoId);
      const [query] = await tx
        .insert(customerQueries)
        .values({ orderId: order.id, customerId: actor.id, topic: input.topic })
        .onConflictDoNothing({ target: [customerQueries.orderId, customerQueries.topic], where: sql`${customerQueries.status} = 'open'` })
        .returning({ id: customerQueries.id });
      if (!query) throw alreadyOpen();
      await tx
        .insert(customerQueryMessages)
        .values({ queryId: query.id, authorRole: 'customer', authorId: actor.id, body: input.message, photoId: input.photoId ?? null });
      return query.id;
    });
  } catch (err) {
    // The same photo sent with two queries at once: the second meets the photo's unique index.
    if (isUniqueViolation(err)) throw conflict('QUERY_PHOTO_USED', 'This photo is already attached to a query. Add it again to send it.');
    throw err;
  }
  return oneThread(db, actor, queryId);
}

/** The photo is the customer's own and goes with no message yet; anyone else's is not there. */
async function checkUnusedPhoto(tx: Db, actor: Actor, photoId: string): Promise<void> {
  const [photo] = await tx
    .select({ id: customerQueryPhotos.id })
    .from(customerQueryPhotos)
    .leftJoin(customerQueryMessages, eq(customerQueryMessages.photoId, customerQueryPhotos.id))
    .where(and(eq(customerQueryPhotos.id, photoId), eq(customerQueryPhotos.customerId, actor.id), isNull(customerQueryMessages.id)));
  if (!photo) throw photoNotFound();
}

/**
 * Adds a message to an open query: the customer to their own, an admin as support (and the customer is told). A
 * resolved query takes no more messages (409). The query row is locked by the update, so a message never lands on a
 * query resolved at the same moment.
 */
export async function addQueryMessage(db: Db, actor: Actor, input: { queryId: string; message: string }): Promise<CustomerQuery> {
  await db.transaction(async (tx) => {
    const [query] = await tx
      .update(customerQueries)
      .set({ updatedAt: new Date() })
      .where(and(eq(customerQueries.id, input.queryId), eq(customerQueries.status, 'open'), visibleQueries(actor)))
      .returning({ orderId: customerQueries.orderId, customerId: customerQueries.customerId, topic: customerQueries.topic });
    if (!query) throw await whyNotOpen(tx, actor, input.queryId);
    await tx.insert(customerQueryMessages).values({ queryId: input.queryId, authorRole: actor.role, authorId: actor.id, body: input.message });
    if (actor.role === 'admin') await tellCustomer(tx, query, 'query_reply', 'We replied to your query');
  });
  return oneThread(db, actor, input.queryId);
}

/** An admin resolves an open query; the customer is told. Resolving one already resolved is a 409. */
export async function resolveQuery(db: Db, actor: Actor, input: { queryId: string }): Promise<CustomerQuery> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [query] = await tx
      .update(customerQueries)
      .set({ status: 'resolved', resolvedAt: now, updatedAt: now })
      .where(and(eq(customerQueries.id, input.queryId), eq(customerQueries.status, 'open'), visibleQueries(actor)))
      .returning({ orderId: customerQueries.orderId, customerId: customerQueries.customerId, topic: customerQueries.topic });
    if (!query) throw await whyNotOpen(tx, actor, input.queryId);
    await tellCustomer(tx, query, 'query_resolved', 'Your query was resolved');
  });
  return oneThread(db, actor, input.queryId);
}

/** Not the actor's (404), or resolved (409). */
async function whyNotOpen(tx: Db, actor: Actor, queryId: string) {
  const [query] = await tx
    .select({ id: customerQueries.id })
    .from(customerQueries)
    .where(and(eq(customerQueries.id, queryId), visibleQueries(actor)));
  return query ? conflict('QUERY_RESOLVED', QUERY_RESOLVED_MESSAGE) : queryNotFound();
}

async function tellCustomer(tx: Db, query: { orderId: string; customerId: string; topic: QueryTopic }, kind: string, what: string) {
  const [order] = await tx.select({ displayId: orders.displayId }).from(orders).where(eq(orders.id, query.orderId));
  await notify(tx, [
    {
      recipientRole: 'customer',
      recipientId: query.customerId,
      message: `${what} about order #${order!.displayId} (${QUERY_TOPIC_LABELS[query.topic]}).`,
      url: orderUrl.customer(query.orderId),
      orderId: query.orderId,
      kind,
    },
  ]);
}

/** The customer's queries on one of their orders, newest first, each with its thread. */
export async function getOrderQueries(db: Db, actor: Actor, input: { orderId: string }): Promise<CustomerQuery[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.customerId, actor.id)));
  if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return threads(db, and(eq(customerQueries.orderId, order.id), visibleQueries(actor))!);
}

/** One query with its thread, for its customer or an admin. */
export const getQuery = (db: Db, actor: Actor, input: { queryId: string }) => oneThread(db, actor, input.queryId);

/** The admins' inbox: open or resolved queries, newest first, a page at a time, each with its last message. */
export async function getQueriesInbox(
  db: Db,
  actor: Actor,
  input: { status: QueryStatus; page: number },
): Promise<{ queries: QuerySummary[]; totalQueries: number }> {
  const where = and(eq(customerQueries.status, input.status), visibleQueries(actor))!;
  const [heads, [total]] = await Promise.all([
    selectHeads(db)
      .where(where)
      .orderBy(desc(customerQueries.createdAt), desc(customerQueries.id))
      .limit(QUERIES_PAGE_SIZE)
      .offset((input.page - 1) * QUERIES_PAGE_SIZE),
    db.select({ n: count() }).from(customerQueries).where(where),
  ]);
  const ids = heads.map((h) => h.id);
  const lasts = ids.length
    ? await db
        .selectDistinctOn([customerQueryMessages.queryId], {
          queryId: customerQueryMessages.queryId,
          body: customerQueryMessages.body,
          messageCount: sql<number>`(count(*) over (partition by ${customerQueryMessages.queryId}))::int`,
        })
        .from(customerQueryMessages)
        .where(inArray(customerQueryMessages.queryId, ids))
        .orderBy(customerQueryMessages.queryId, desc(customerQueryMessages.createdAt), desc(customerQueryMessages.id))
    : [];
  const lastOf = new Map(lasts.map((l) => [l.queryId, l]));
  return {
    queries: heads.map((row) => ({
      ...headOf(row),
      messageCount: lastOf.get(row.id)?.messageCount ?? 1,
      lastMessage: lastOf.get(row.id)?.body ?? '',
    })),
    totalQueries: total!.n,
  };
}
