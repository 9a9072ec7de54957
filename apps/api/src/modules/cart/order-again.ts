import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  cartKeyForShop,
  ORDER_AGAIN_TEXTS,
  type CartKey,
  type OrderAgainBody,
  type OrderAgainReply,
} from '@nukkad/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, orderItems, orders, products, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { CatalogueScope } from '../catalogue/catalogue';
import { placedBy } from '../orders/customer-orders';
import { orderNotFound } from '../orders/errors';
import { shopIsOpenNow } from '../shop-management/shop-open';
import { categoriesOfCart } from './cart-product';

type Added = OrderAgainReply['added'][number];
type NotAdded = OrderAgainReply['notAdded'][number];

/** The order's products with what they are now, in the order's line order; one entry per product. */
async function productsOfOrder(tx: Db, orderId: string) {
  const rows = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity: orderItems.quantity,
      inStock: products.inStock,
      category: shops.category,
      shopName: shops.name,
      shopIsOpen: shopIsOpenNow,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const byProduct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byProduct.get(row.productId);
    byProduct.set(row.productId, seen ? { ...seen, quantity: seen.quantity + row.quantity } : row);
  }
  return [...byProduct.values()];
}

/**
 * POST /api/cart/order-again: the products of one of the caller's past orders that are still sold, in stock and
 * from an open shop go into the cart of their shop's category, their quantities added to what is there, within the
 * cart's limits (CART_MAX_QUANTITY of a product, CART_MAX_LINES lines); the rest are named with a reason. One
 * transaction under the customer's cart-lines lock (the one addToCart takes), so the line count it reads stays true;
 * the quantity is capped in the statement itself, so no concurrent change can push a line past the limit.
 */
export async function orderAgain(db: Db, actor: Actor, input: OrderAgainBody, scope: CatalogueScope): Promise<Omit<OrderAgainReply, 'success'>> {
  const owned = placedBy(actor);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), owned));
    if (!order) throw orderNotFound();
    // (0x63617274 'cart', the customer): as in migration 0025's nukkad_add_to_cart.
    await tx.execute(sql`select pg_advisory_xact_lock(1667330676, hashtext(${actor.id}::text))`);

    const lines = await tx
      .select({ cartKey: cartItems.cartKey, productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.customerId, actor.id));
    const lineCount = new Map<CartKey, number>();
    const inCart = new Map<string, number>();
    for (const line of lines) {
      lineCount.set(line.cartKey, (lineCount.get(line.cartKey) ?? 0) + 1);
      inCart.set(`${line.cartKey}/${line.productId}`, line.quantity);
    }

    const added: Added[] = [];
    const notAdded: NotAdded[] = [];
    const refuse = (product: { productId: string; name: string }, reason: NotAdded['reason'], message: string) =>
      notAdded.push({ productId: product.productId, name: product.name, reason, message });

    for (const product of await productsOfOrder(tx, order.id)) {
      const cartKey = cartKeyForShop(product.category);
      // A category the catalogue hides (medicines before launch) is not sold, as addToCart treats it.
      if (!categoriesOfCart(scope, cartKey).includes(product.category)) {
        refuse(product, 'not_sold', ORDER_AGAIN_TEXTS.notSold(product.name));
        continue;
      }
      if (!product.inStock) {
        refuse(product, 'out_of_stock', ORDER_AGAIN_TEXTS.outOfStock(product.name));
        continue;
      }
      if (!product.shopIsOpen) {
        refuse(product, 'shop_closed', ORDER_AGAIN_TEXTS.shopClosed(product.name, product.shopName));
        continue;
      }
      const key = `${cartKey}/${product.productId}`;
      const have = inCart.get(key);
      if (have === undefined && (lineCount.get(cartKey) ?? 0) >= CART_MAX_LINES) {
        refuse(product, 'cart_full', ORDER_AGAIN_TEXTS.cartFull(product.name, CART_MAX_LINES));
        continue;
      }
      const quantity = Math.min(product.quantity, CART_MAX_QUANTITY - (have ?? 0));
      if (quantity > 0) {
        const [line] = await tx
          .insert(cartItems)
          .values({ customerId: actor.id, cartKey, productId: product.productId, quantity })
          .onConflictDoUpdate({
            target: [cartItems.customerId, cartItems.cartKey, cartItems.productId],
            set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${CART_MAX_QUANTITY}::integer)`, updatedAt: sql`now()` },
          })
          .returning({ quantity: cartItems.quantity });
        const addedNow = line!.quantity - (have ?? 0);
        if (have === undefined) lineCount.set(cartKey, (lineCount.get(cartKey) ?? 0) + 1);
        inCart.set(key, line!.quantity);
        if (addedNow > 0) added.push({ productId: product.productId, name: product.name, cartKey, quantity: addedNow });
        if (addedNow < product.quantity) refuse(product, 'quantity_limit', ORDER_AGAIN_TEXTS.quantityLimit(product.name, Math.max(addedNow, 0), CART_MAX_QUANTITY));
      } else {
        refuse(product, 'quantity_limit', ORDER_AGAIN_TEXTS.quantityLimit(product.name, 0, CART_MAX_QUANTITY));
      }
    }
    return { message: ORDER_AGAIN_TEXTS.summary(added.length), added, notAdded };
  });
}
