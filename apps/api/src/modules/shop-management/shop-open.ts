import { getTableColumns, sql } from 'drizzle-orm';
import { shops, type ShopRow } from '../../db/schema';
import { shopDiscountNow } from './shop-discount';

/**
 * Whether a shop is open now, decided by the database's clock (migration 0028): its stored state, flipped once the
 * state's end has come, so every read agrees at the boundary second without waiting for the boundary job.
 */
export const shopIsOpenNow = sql<boolean>`nukkad_shop_is_open(${shops.isOpen}, ${shops.isOpenUntil})`.mapWith(shops.isOpen);

/** Every column of a shop, with `isOpen` as it is now and the discount running now: what a read of a shop selects instead of the stored state. */
export const shopColumns = { ...getTableColumns(shops), isOpen: shopIsOpenNow, discountPercentNow: shopDiscountNow };

/** A shop as `shopColumns` reads it. */
export type ShopReadRow = ShopRow & { discountPercentNow: number | null };
