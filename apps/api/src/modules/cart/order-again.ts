import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  cartKeyForShop,
  ORDER_AGAIN_TEXTS,
  type OrderAgainBody,
  type OrderAgainReply,
} from '@nukkad/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { CatalogueScope } from '../catalogue/catalogue';
import { placedBy } from '../orders/customer-orders';
import { orderNotFound } from '../orders/errors';
import { putInCart } from './cart-changes';
import { categoriesOfCart } from './cart-product';

type Added = OrderAgainReply['added'][number];
type NotAdded = OrderAgainReply['notAdded'][number];

/** The order's products, in the order's line order; one entry per product, its quantities summed. */
async function productsOfOrder(tx: Db, orderId: string) {
  const rows = await tx
    .select({ productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity, category: shops.category, shopName: shops.name })
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
 * cart's limits; the rest are named with a reason. Each product goes in through addToCart's own function (migration
 * 0037) with the past quantity, so the limits (CART_MAX_LINES lines, CART_MAX_QUANTITY of a product) are decided
 * there, under the customer's cart lock, and nowhere else; one transaction, so the whole order goes in or nothing.
 */
export async function orderAgain(db: Db, actor: Actor, input: OrderAgainBody, scope: CatalogueScope): Promise<Omit<OrderAgainReply, 'success'>> {
  const owned = placedBy(actor);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), owned));
    if (!order) throw orderNotFound();

    const added: Added[] = [];
    const notAdded: NotAdded[] = [];
    const refuse = (product: { productId: string; name: string }, reason: NotAdded['reason'], message: string) =>
      notAdded.push({ productId: product.productId, name: product.name, reason, message });

    for (const product of await productsOfOrder(tx, order.id)) {
      const cartKey = cartKeyForShop(product.category);
      const facts = await putInCart(tx, actor, { cartKey, productId: product.productId }, scope, product.quantity);
      // A category the catalogue hides (medicines before launch) is not sold, as addToCart treats it.
      if (!facts || !categoriesOfCart(scope, cartKey).includes(facts.category)) refuse(product, 'not_sold', ORDER_AGAIN_TEXTS.notSold(product.name));
      else if (!facts.inStock) refuse(product, 'out_of_stock', ORDER_AGAIN_TEXTS.outOfStock(product.name));
      else if (!facts.isOpen) refuse(product, 'shop_closed', ORDER_AGAIN_TEXTS.shopClosed(product.name, product.shopName));
      else if (!facts.added && facts.quantity === null) refuse(product, 'cart_full', ORDER_AGAIN_TEXTS.cartFull(product.name, CART_MAX_LINES));
      else {
        if (facts.addedQuantity > 0) added.push({ productId: product.productId, name: product.name, cartKey, quantity: facts.addedQuantity });
        if (facts.addedQuantity < product.quantity)
          refuse(product, 'quantity_limit', ORDER_AGAIN_TEXTS.quantityLimit(product.name, facts.addedQuantity, CART_MAX_QUANTITY));
      }
    }
    return { message: ORDER_AGAIN_TEXTS.summary(added.length), added, notAdded };
  });
}
