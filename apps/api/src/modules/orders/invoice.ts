import { INVOICE_AFTER_DELIVERY_MESSAGE } from '@nukkad/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import { visibleOrderRow } from './customer-orders';
import { invoiceFileName, invoicePdf } from './invoice-pdf';

/** The invoice of an order the actor may see, once it is delivered: its file name and the PDF. */
export async function getInvoice(db: Db, actor: Actor, input: { orderId: string }): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await visibleOrderRow(db, actor, input.orderId);
  if (order.deliveryStatus !== 'Delivered') {
    throw conflict('ORDER_NOT_DELIVERED', INVOICE_AFTER_DELIVERY_MESSAGE);
  }
  const [items, [customer]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    db.select({ name: customers.name, phone: customers.phone }).from(customers).where(eq(customers.id, order.customerId)),
  ]);
  return { fileName: invoiceFileName(order.displayId), pdf: await invoicePdf({ order, items, customer: customer! }) };
}
