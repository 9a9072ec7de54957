import type { CartItem, CartKey } from '@nukkad/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { cartItems, products, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { toRupees, toRupeesOrNull } from '../../lib/money';
import { sellingProductColumns } from '../catalogue/mappers';
import { shopIsOpenNow } from '../shop-management/shop-open';

/** A customer's cart lines with their products, oldest line first; prepared, as every visit to a cart reads it. */
function cartLines(db: Db) {
  return db
    .select({
      cartKey: cartItems.cartKey,
      quantity: cartItems.quantity,
      ...sellingProductColumns,
      shopId: shops.id,
      shopName: shops.name,
      shopIsOpen: shopIsOpenNow,
      shopType: shops.category,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(cartItems.customerId, sql.placeholder('customerId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
    .prepare('cart_lines');
}

/** The caller's two carts, each line with its product as a cart shows it, oldest line first. */
export async function getCart(db: Db, actor: Actor): Promise<Record<CartKey, CartItem[]>> {
  const rows = await prepared(db, 'cart_lines', () => cartLines(db)).execute({ customerId: actor.id });
  const carts: Record<CartKey, CartItem[]> = { foodCart: [], groceryCart: [] };
  for (const r of rows) {
    carts[r.cartKey].push({
      quantity: r.quantity,
      product: {
        _id: r.id,
        name: r.name,
        images: r.images.slice(0, 1),
        price: toRupees(r.pricePaise),
        basePrice: toRupeesOrNull(r.basePricePaise),
        inStock: r.inStock,
        dietType: r.dietType,
        categories: r.categories,
        shop: { _id: r.shopId, name: r.shopName, isOpen: r.shopIsOpen },
        shopType: r.shopType,
        seller: r.sellerId,
      },
    });
  }
  return carts;
}
