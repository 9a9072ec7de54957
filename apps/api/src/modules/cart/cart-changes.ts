import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartChangeBody,
  ADDED_TO_CART_MESSAGE,
  REMOVED_FROM_CART_MESSAGE,
  QUANTITY_UPDATED_MESSAGE,
  NOT_IN_CART_MESSAGE,
  CART_BUSY_MESSAGE,
  quantityLimitMessage,
  cartFullMessage,
  type ShopCategory,
} from '@nukkad/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/domain-error';
import type { CatalogueScope } from '../catalogue/catalogue';
import { categoriesOfCart, checkProductToAdd, productInCart, productToAdd } from './cart-product';

const ADDED = ADDED_TO_CART_MESSAGE;
const REMOVED = REMOVED_FROM_CART_MESSAGE;

const tooMany = () => conflict('QUANTITY_LIMIT', quantityLimitMessage(CART_MAX_QUANTITY));
const cartFull = () => conflict('CART_FULL', cartFullMessage(CART_MAX_LINES));
const notInCart = () => notFound('NOT_IN_CART', NOT_IN_CART_MESSAGE);

/** The caller's line of this product in this cart: every statement below is bound to the caller. */
const lineOf = (actor: Actor, input: CartChangeBody) =>
  and(eq(cartItems.customerId, actor.id), eq(cartItems.cartKey, input.cartKey), eq(cartItems.productId, input.productId));

async function lineQuantity(db: Db, actor: Actor, input: CartChangeBody): Promise<number | undefined> {
  const [row] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(lineOf(actor, input));
  return row?.quantity;
}

type AddedToCart = { inStock: boolean; category: ShopCategory; isOpen: boolean; added: boolean; quantity: number | null; addedQuantity: number };

/**
 * Puts `amount` of a product in its cart: a new line, or more on the line already there, within the cart's limits.
 * One statement (migration 0037_add_to_cart_amount): the product's facts, then under the customer's cart-lines lock
 * the conditional insert or update, so the line count it reads cannot be stale. Undefined when no such product.
 */
export async function putInCart(db: Db, actor: Actor, { cartKey, productId }: Pick<CartChangeBody, 'cartKey' | 'productId'>, scope: CatalogueScope, amount = 1) {
  const categories = sql.join(
    categoriesOfCart(scope, cartKey).map((c) => sql`${c}`),
    sql`, `,
  );
  // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
  const { rows } = (await db.execute(sql`
    select in_stock as "inStock", category, is_open as "isOpen", added, quantity, added_quantity as "addedQuantity"
    from nukkad_add_to_cart(${actor.id}::uuid, ${cartKey}::cart_key, ${productId}::uuid, array[${categories}]::shop_category[], ${CART_MAX_LINES}::integer, ${CART_MAX_QUANTITY}::integer, ${amount}::integer)`)) as {
    rows: AddedToCart[];
  };
  return rows[0];
}

/** Puts one of the product in its cart; the refusals are worded from the facts the statement returns. */
export async function addToCart(db: Db, actor: Actor, input: CartChangeBody, scope: CatalogueScope) {
  const row = await putInCart(db, actor, input, scope);
  checkProductToAdd(row && { inStock: row.inStock, shopCategory: row.category, shopIsOpen: row.isOpen }, scope, input);
  if (row!.added) return { message: ADDED };
  throw row!.quantity === null ? cartFull() : tooMany();
}

/** Takes the product's line out of the cart. */
export async function removeFromCart(db: Db, actor: Actor, input: CartChangeBody) {
  const removed = await db.delete(cartItems).where(lineOf(actor, input)).returning({ quantity: cartItems.quantity });
  if (removed.length > 0) return { message: REMOVED };
  // A stale line stays removable from the cart it is in; only a miss asks which cart was meant.
  await productInCart(db, input);
  throw notInCart();
}

/** One more of a product already in the cart, up to the limit. */
export async function incrementQty(db: Db, actor: Actor, input: CartChangeBody, scope: CatalogueScope) {
  await productToAdd(db, scope, input);
  // The conditional update decides; the read after a miss only words the refusal, and a line that was taken out and
  // put back in between (so neither absent nor full) is tried again rather than refused as full.
  for (let attempt = 0; attempt < 5; attempt++) {
    const updated = await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} + 1` })
      .where(and(lineOf(actor, input), lt(cartItems.quantity, CART_MAX_QUANTITY)))
      .returning({ quantity: cartItems.quantity });
    if (updated.length > 0) return { message: QUANTITY_UPDATED_MESSAGE };
    const quantity = await lineQuantity(db, actor, input);
    if (quantity === undefined) throw notInCart();
    if (quantity >= CART_MAX_QUANTITY) throw tooMany();
  }
  throw conflict('CART_BUSY', CART_BUSY_MESSAGE);
}

/** One fewer; the last one takes the line out. */
export async function decrementQty(db: Db, actor: Actor, input: CartChangeBody) {
  // Two single-row statements, each atomic; a line another call changed in between is tried again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const lowered = await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - 1` })
      .where(and(lineOf(actor, input), gt(cartItems.quantity, 1)))
      .returning({ quantity: cartItems.quantity });
    if (lowered.length > 0) return { message: QUANTITY_UPDATED_MESSAGE };
    const removed = await db
      .delete(cartItems)
      .where(and(lineOf(actor, input), eq(cartItems.quantity, 1)))
      .returning({ quantity: cartItems.quantity });
    if (removed.length > 0) return { message: REMOVED };
    if ((await lineQuantity(db, actor, input)) === undefined) {
      await productInCart(db, input);
      throw notInCart();
    }
  }
  throw conflict('CART_BUSY', CART_BUSY_MESSAGE);
}
