import { scheduleSlots, SLOT_NOT_OFFERED_MESSAGE, type CartKey, type SlotShop } from '@nukkad/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, products, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid } from '../../lib/domain-error';

/** The hours and preparation time of each shop in the caller's cart, once per shop. */
export function cartShops(db: Db, actor: Actor, cartKey: CartKey): Promise<SlotShop[]> {
  return db
    .selectDistinctOn([shops.id], { hours: shops.hours, preparationMinutes: shops.preparationMinutes })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(cartItems.customerId, actor.id), eq(cartItems.cartKey, cartKey)));
}

/** GET /api/order/schedule-slots: the starts of the slots the caller's cart may be ordered for (none for an empty cart). */
export async function cartScheduleSlots(db: Db, actor: Actor, cartKey: CartKey, now: Date): Promise<string[]> {
  return scheduleSlots(await cartShops(db, actor, cartKey), now).map((at) => at.toISOString());
}

/**
 * A requested slot as the instant it starts, when it is one the cart's shops offer now (the same slots the picker
 * showed); else 400 on `scheduledFor` saying why.
 */
export function offeredSlot(shopsOfCart: readonly SlotShop[], scheduledFor: string, now: Date): Date {
  const at = new Date(scheduledFor);
  if (!scheduleSlots(shopsOfCart, now).some((slot) => slot.getTime() === at.getTime())) {
    throw invalid('SLOT_NOT_OFFERED', SLOT_NOT_OFFERED_MESSAGE, 'scheduledFor');
  }
  return at;
}
