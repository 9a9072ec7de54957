import type { CartKey, OrderType, UnavailableLine } from '@nukkad/contracts';
import { priceOrder, type CouponTerms, type OrderPrice } from '@nukkad/pricing';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, products, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { sellingPricePaise } from '../shop-management/shop-discount';
import { shopIsOpenNow } from '../shop-management/shop-open';

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

function readLines(tx: Db, customerId: string, cartKey: CartKey, lock?: 'lock'): Promise<CartLine[]> {
  const query = tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      unitPricePaise: sellingPricePaise,
      inStock: products.inStock,
      images: products.images,
      shopId: products.shopId,
      shopName: shops.name,
      shopIsOpen: shopIsOpenNow,
      sellerId: products.sellerId,
      sellerUsername: sellers.username,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(cartItems.customerId, sql.placeholder('customerId')), eq(cartItems.cartKey, sql.placeholder('cartKey'))))
    // Rows are locked in this order: two checkouts of one cart lock its lines alike.
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  // Named, so each connection plans them once (a transaction's statements are prepared on its connection).
  const statement = lock ? query.for('update', { of: cartItems }).prepare('checkout_cart_lines_locked') : query.prepare('checkout_cart_lines');
  return statement.execute({ customerId, cartKey }).then((rows) => rows.map(({ images, ...line }) => ({ ...line, image: images[0] ?? null })));
}

/** The caller's cart as it is now, for a quote; nothing is locked. */
export function readCartLines(db: Db, actor: Actor, cartKey: CartKey): Promise<CartLine[]> {
  return readLines(db, actor.id, cartKey);
}

/**
 * The caller's cart for placing an order, its lines locked to the end of the transaction, in one statement: a
 * second checkout of the same cart waits here, then finds them gone. Shops and products are not locked: whether a
 * shop is open and a product in stock is read as the order is placed, so checkouts of one shop never queue behind
 * each other, and a seller closing a shop or a product running out never waits for them. Neither can be deleted
 * from under the checkout: its cart lines and then its order lines refer to them.
 */
export function lockCartLines(tx: Db, actor: Actor, cartKey: CartKey): Promise<CartLine[]> {
  return readLines(tx, actor.id, cartKey, 'lock');
}

/**
 * Why a line cannot be ordered now, or null when it can. Ordered for later, a closed shop is no reason: the slot is
 * inside its hours, and the release checks again.
 */
export function unavailableReason(line: CartLine, forLater = false): UnavailableLine['reason'] | null {
  if (!line.inStock) return 'out_of_stock';
  if (!line.shopIsOpen && !forLater) return 'shop_closed';
  return null;
}

/** What the customer chose that changes the price: a coupon (its terms) and a tip for the rider, in paise. */
export type PriceOffers = { coupon?: CouponTerms | null; tipPaise?: number };

/** The one price of a set of lines, with the coupon and the tip if any: libs/pricing's, and nothing else. */
export function priceLines(orderType: OrderType, lines: readonly CartLine[], distanceKm: number, { coupon = null, tipPaise = 0 }: PriceOffers = {}): OrderPrice {
  return priceOrder({
    orderType,
    tipPaise,
    lines: lines.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: l.sellerId, shopId: l.shopId })),
    distanceKm,
    coupon,
  });
}
