import type { AuditEntry } from '@nukkad/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADMIN_ACTIONS, adminActions, admins, customers, deliveryPartners, orderEvents, orderItems, sellers, type AdminAction } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export type NewAdminAction = { action: AdminAction; orderId?: string; deliveryPartnerId?: string; note?: string };

/** Appends to the admin audit record, in the caller's transaction: which admin did what, to which order or partner. */
export async function recordAdminAction(tx: Db, actor: Actor, entry: NewAdminAction): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: actor.id,
    action: entry.action,
    orderId: entry.orderId ?? null,
    deliveryPartnerId: entry.deliveryPartnerId ?? null,
    note: entry.note ?? null,
  });
}

type ActionRow = { id: string; action: AdminAction; note: string | null; createdAt: Date; adminName: string | null };

function fromAction(row: ActionRow): AuditEntry {
  return {
    _id: row.id,
    kind: row.action,
    actorRole: 'admin',
    actorName: row.adminName,
    fromStatus: null,
    toStatus: null,
    productName: null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const actionColumns = {
  id: adminActions.id,
  action: adminActions.action,
  note: adminActions.note,
  createdAt: adminActions.createdAt,
  adminName: admins.name,
};

// Rows of one transaction share its timestamp: there, the admin's action (which sums it up) reads first.
const isAdminAction = (e: AuditEntry) => ((ADMIN_ACTIONS as readonly string[]).includes(e.kind) ? 0 : 1);
const newestFirst = (a: AuditEntry, b: AuditEntry) =>
  b.createdAt.localeCompare(a.createdAt) || isAdminAction(a) - isAdminAction(b) || a._id.localeCompare(b._id);

/** Everything that happened to an order, newest first: its event log (with who did it, by name) and the admins' actions on it. */
export async function orderHistory(db: Db, orderId: string): Promise<AuditEntry[]> {
  const [events, actions] = await Promise.all([
    db
      .select({
        event: orderEvents,
        productName: orderItems.productName,
        adminName: admins.name,
        sellerName: sellers.username,
        deliveryPartnerName: deliveryPartners.name,
        customerName: customers.name,
      })
      .from(orderEvents)
      .leftJoin(orderItems, eq(orderItems.id, orderEvents.orderItemId))
      .leftJoin(admins, and(eq(orderEvents.actorRole, 'admin'), eq(admins.id, orderEvents.actorId)))
      .leftJoin(sellers, and(eq(orderEvents.actorRole, 'seller'), eq(sellers.id, orderEvents.actorId)))
      .leftJoin(deliveryPartners, and(eq(orderEvents.actorRole, 'delivery'), eq(deliveryPartners.id, orderEvents.actorId)))
      .leftJoin(customers, and(eq(orderEvents.actorRole, 'customer'), eq(customers.id, orderEvents.actorId)))
      .where(eq(orderEvents.orderId, orderId)),
    db.select(actionColumns).from(adminActions).leftJoin(admins, eq(admins.id, adminActions.adminId)).where(eq(adminActions.orderId, orderId)),
  ]);
  return [
    ...events.map(
      ({ event, productName, ...names }): AuditEntry => ({
        _id: event.id,
        kind: event.kind,
        actorRole: event.actorRole,
        actorName: names.adminName ?? names.sellerName ?? names.deliveryPartnerName ?? names.customerName,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        productName,
        note: event.note,
        createdAt: event.createdAt.toISOString(),
      }),
    ),
    ...actions.map(fromAction),
  ].sort(newestFirst);
}

/** The admins' actions on a delivery partner (assignments to them, clears of their cash), newest first. */
export async function deliveryPartnerHistory(db: Db, deliveryPartnerId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select(actionColumns)
    .from(adminActions)
    .leftJoin(admins, eq(admins.id, adminActions.adminId))
    .where(eq(adminActions.deliveryPartnerId, deliveryPartnerId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id));
  return rows.map(fromAction);
}
