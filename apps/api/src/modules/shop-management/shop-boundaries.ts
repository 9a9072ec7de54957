import { scheduledState } from '@nukkad/contracts';
import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { announceCartChanges } from '../live-events/outbox';
import { notify } from '../notifications/notify';

/** Shops moved in one transaction; a longer queue is worked through by the next runs. */
const BATCH = 100;

export const SHOP_STATUS_URL = '/seller/profile';
export const shopClosedByHoursMessage = (shop: string) => `${shop} closed by itself: its opening hours have ended.`;
export const shopOpenedByHoursMessage = (shop: string) => `${shop} opened by itself: its opening hours have begun.`;

/**
 * Writes down the next open state of each shop whose state has come to its end (an opening or closing of its hours,
 * or the end of a change by hand), and announces each real change: a 'cart' event to customers holding its products
 * and a notification to its seller. Reads already decide from the clock; this keeps the stored state, the carts and
 * the seller up to date. Rows are taken with skip locked, so processes running it at once never move a shop twice.
 * Returns how many shops opened or closed.
 */
export async function moveShopsAcrossBoundaries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: shops.id, sellerId: shops.sellerId, name: shops.name, isOpen: shops.isOpen, hours: shops.hours, now: sql<Date>`now()`.mapWith(shops.isOpenUntil) })
      .from(shops)
      .where(and(isNotNull(shops.isOpenUntil), lte(shops.isOpenUntil, sql`now()`)))
      .orderBy(asc(shops.isOpenUntil))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let changed = 0;
    for (const shop of due) {
      const next = shop.hours ? scheduledState(shop.hours, shop.now) : { isOpen: !shop.isOpen, until: null };
      await tx.update(shops).set({ isOpen: next.isOpen, isOpenUntil: next.until }).where(sql`${shops.id} = ${shop.id}`);
      if (next.isOpen === shop.isOpen) continue;
      changed += 1;
      await announceCartChanges(tx, { shopId: shop.id }, next.isOpen ? 'shop_opened' : 'shop_closed');
      await notify(tx, [
        {
          recipientRole: 'seller',
          recipientId: shop.sellerId,
          message: next.isOpen ? shopOpenedByHoursMessage(shop.name) : shopClosedByHoursMessage(shop.name),
          url: SHOP_STATUS_URL,
          kind: next.isOpen ? 'shop_opened' : 'shop_closed',
        },
      ]);
    }
    return changed;
  });
}
