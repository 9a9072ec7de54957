import {
  SHOP_STATUS_MESSAGES,
  type addShopBodySchema,
  type editShopBodySchema,
  type SellerShop,
  SHOP_NOT_FOUND_MESSAGE,
  SHOP_EXISTS_MESSAGE,
  NO_SHOP_MESSAGE,
  manualState,
  scheduledState,
  type WeeklyHours,
  type ShopDiscount,
} from '@nukkad/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { products, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { shopDetails } from '../catalogue/mappers';
import { announceCartChanges } from '../live-events/outbox';
import { checkSellerImages } from './own-images';
import { shopColumns, shopIsOpenNow, type ShopReadRow } from './shop-open';

const shopNotFound = () => notFound('SHOP_NOT_FOUND', SHOP_NOT_FOUND_MESSAGE);

export type AddShopInput = z.output<typeof addShopBodySchema>;
export type EditShopInput = z.output<typeof editShopBodySchema>;
type ShopForm = AddShopInput['shop'];

export function toSellerShop(s: ShopReadRow): SellerShop {
  const discount =
    s.discountPercent === null
      ? null
      : { percent: s.discountPercent, startsAt: s.discountStartsAt?.toISOString() ?? null, endsAt: s.discountEndsAt?.toISOString() ?? null };
  return { ...shopDetails(s), productCount: s.productCount, hours: s.hours, preparationMinutes: s.preparationMinutes, discount };
}

const discountFields = (discount: ShopDiscount | null) => ({
  discountPercent: discount?.percent ?? null,
  discountStartsAt: discount?.startsAt ? new Date(discount.startsAt) : null,
  discountEndsAt: discount?.endsAt ? new Date(discount.endsAt) : null,
});

/** The columns a seller may set on their shop: nothing else of the row comes from the request. */
function editableShopFields(shop: ShopForm, images: string[]) {
  return {
    name: shop.name,
    category: shop.category,
    productCategories: shop.productCategories,
    addressLine: shop.address.addressLine,
    pincode: shop.address.pincode,
    city: shop.address.city,
    state: shop.address.state,
    description: shop.description,
    images,
    // Hours and a discount left out of an edit stay as they are: only an explicit null removes them.
    ...(shop.hours !== undefined ? { hours: shop.hours } : {}),
    ...(shop.discount !== undefined ? discountFields(shop.discount) : {}),
    ...(shop.preparationMinutes !== undefined ? { preparationMinutes: shop.preparationMinutes } : {}),
  };
}

const sameHours = (a: WeeklyHours | null, b: WeeklyHours | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The open state new hours give from now on: what they say, or for a shop left without hours, its state as it is now
 * (open unless closed by hand).
 */
function stateForHours(hours: WeeklyHours | null, isOpenNow: boolean, now: Date) {
  const state = hours ? scheduledState(hours, now) : { isOpen: isOpenNow, until: null };
  return { isOpen: state.isOpen, isOpenUntil: state.until };
}

/** The seller's own shop, or null when they have not added one yet. */
export async function findSellerShop(db: Db, actor: Actor): Promise<ShopReadRow | null> {
  const [row] = await db.select(shopColumns).from(shops).where(eq(shops.sellerId, actor.id));
  return row ?? null;
}

/** One of the seller's shops by id; another seller's shop reads as not found. */
export async function getSellerShop(db: Db, actor: Actor, input: { shopId: string }): Promise<SellerShop> {
  const [row] = await db
    .select(shopColumns)
    .from(shops)
    .where(and(eq(shops.id, input.shopId), eq(shops.sellerId, actor.id)));
  if (!row) throw shopNotFound();
  return toSellerShop(row);
}

/** A seller's one shop (the database refuses a second, so two adds at once give one shop and one 409). */
export async function addShop(db: Db, actor: Actor, input: AddShopInput): Promise<SellerShop> {
  if (await findSellerShop(db, actor)) throw conflict('SHOP_EXISTS', SHOP_EXISTS_MESSAGE);
  try {
    const row = await db.transaction(async (tx) => {
      await checkSellerImages(tx, actor, input.images, []);
      const [inserted] = await tx
        .insert(shops)
        .values({ sellerId: actor.id, ...editableShopFields(input.shop, input.images), ...stateForHours(input.shop.hours ?? null, true, new Date()) })
        .returning(shopColumns);
      return inserted!;
    });
    return toSellerShop(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('SHOP_EXISTS', SHOP_EXISTS_MESSAGE);
    throw err;
  }
}

/** Saves the shop form; new hours decide the shop's open state from now on, and carts holding its products are told of a change. */
export async function editShop(db: Db, actor: Actor, input: EditShopInput): Promise<SellerShop> {
  const owned = and(eq(shops.id, input.shopId), eq(shops.sellerId, actor.id));
  return db.transaction(async (tx) => {
    const [current] = await tx.select(shopColumns).from(shops).where(owned).for('update', { of: shops });
    if (!current) throw shopNotFound();
    await checkSellerImages(tx, actor, input.images, current.images);
    const hours = input.shop.hours;
    const hoursChanged = hours !== undefined && !sameHours(current.hours, hours);
    const state = hoursChanged ? stateForHours(hours, current.isOpen, new Date()) : {};
    const [row] = await tx
      .update(shops)
      .set({ ...editableShopFields(input.shop, input.images), ...state })
      .where(owned)
      .returning(shopColumns);
    if (row!.isOpen !== current.isOpen) await announceCartChanges(tx, { shopId: row!.id }, row!.isOpen ? 'shop_opened' : 'shop_closed');
    return toSellerShop(row!);
  });
}

/**
 * Opens or closes the seller's shop (spec: the profile's Open/Close button) against its hours: a close lasts until the
 * next scheduled opening, an open until the next scheduled closing. A real change tells, in the same transaction, the
 * customers whose carts hold the shop's products; the row is locked so two switches queue.
 */
export async function updateShopStatus(db: Db, actor: Actor, input: { isOpen: boolean }) {
  await db.transaction(async (tx) => {
    const [shop] = await tx
      .select({ id: shops.id, isOpen: shopIsOpenNow, hours: shops.hours })
      .from(shops)
      .where(eq(shops.sellerId, actor.id))
      .for('update');
    if (!shop) throw notFound('NO_SHOP', NO_SHOP_MESSAGE);
    if (shop.isOpen === input.isOpen) return;
    const state = manualState(shop.hours, input.isOpen, new Date());
    await tx.update(shops).set({ isOpen: state.isOpen, isOpenUntil: state.until }).where(eq(shops.id, shop.id));
    await announceCartChanges(tx, { shopId: shop.id }, input.isOpen ? 'shop_opened' : 'shop_closed');
  });
  return { isOpen: input.isOpen, message: input.isOpen ? SHOP_STATUS_MESSAGES.open : SHOP_STATUS_MESSAGES.closed };
}

/**
 * The shop of a seller deleting their account closes for good (closed by hand, no hours to reopen it) and its products
 * are archived, in the caller's transaction; customers holding them in a cart are told. The products' pictures stay
 * with them: they show the goods, not the person, and past orders still show them.
 */
export async function retireSellerShop(tx: Db, sellerId: string): Promise<void> {
  const [shop] = await tx.update(shops).set({ isOpen: false, isOpenUntil: null, hours: null }).where(eq(shops.sellerId, sellerId)).returning({ id: shops.id });
  await tx
    .update(products)
    .set({ archivedAt: sql`now()`, inStock: false })
    .where(and(eq(products.sellerId, sellerId), isNull(products.archivedAt)));
  if (shop) await announceCartChanges(tx, { shopId: shop.id }, 'shop_closed');
}
