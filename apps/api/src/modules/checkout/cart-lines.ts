import type { CartKey, OrderType, UnavailableLine } from '@nukkad/contracts';
import { priceOrder, type OrderPrice } from '@nukkad/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, products, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';

/** A line of the caller's server-side cart with the catalogue facts checkout needs (price, stock, shop, seller). */
export type CartLine = {
  productId: string;
  quantity: number;
  name: string;
  unitPricePaise: number;
  inStock: boolean;
  image: string | null;
  shopId: string;
  shopName: string;
  shopIsOpen: boolean;
  sellerId: string;
  sellerUsername: string;
};

async function readLines(tx: Db, customerId: string, cartKey: CartKey, productIds?: readonly string[]): Promise<CartLine[]> {
  return tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      unitPricePaise: products.pricePaise,
      inStock: products.inStock,
      images: products.images,
      shopId: products.shopId,
      shopName: shops.name,
      shopIsOpen: shops.isOpen,
      sellerId: products.sellerId,
      sellerUsername: sellers.username,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(cartItems.customerId, customerId),
        eq(cartItems.cartKey, cartKey),
        productIds ? inArray(cartItems.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
    .then((rows) => rows.map(({ images, ...line }) => ({ ...line, image: images[0] ?? null })));
}

/** The caller's cart as it is now, for a quote; nothing is locked. */
export function readCartLines(db: Db, actor: Actor, cartKey: CartKey): Promise<CartLine[]> {
  return readLines(db, actor.id, cartKey);
}

/**
 * The caller's cart for placing an order, locked to the end of the transaction: the cart lines (a second
 * checkout of the same cart waits here, then finds them gone), then their shops and products, each in id
 * order so that concurrent checkouts sharing a shop or product queue instead of deadlocking.
 */
export async function lockCartLines(tx: Db, actor: Actor, cartKey: CartKey): Promise<CartLine[]> {
  const locked = await tx
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, actor.id), eq(cartItems.cartKey, cartKey)))
    .orderBy(asc(cartItems.productId))
    .for('update');
  if (locked.length === 0) return [];
  const productIds = locked.map((l) => l.productId);
  const shopsOfProducts = tx.select({ id: products.shopId }).from(products).where(inArray(products.id, productIds));
  await tx.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopsOfProducts)).orderBy(asc(shops.id)).for('no key update');
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('no key update');
  return readLines(tx, actor.id, cartKey, productIds);
}

/** Why a line cannot be ordered now, or null when it can. */
export function unavailableReason(line: CartLine): UnavailableLine['reason'] | null {
  if (!line.inStock) return 'out_of_stock';
  if (!line.shopIsOpen) return 'shop_closed';
  return null;
}

/** The one price of a set of lines: libs/pricing's, and nothing else. */
export function priceLines(orderType: OrderType, lines: readonly CartLine[], distanceKm: number): OrderPrice {
  return priceOrder({
    orderType,
    lines: lines.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: l.sellerId })),
    distanceKm,
  });
}
