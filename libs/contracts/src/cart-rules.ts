// The cart's rules as plain values, without zod: which cart a product goes to and how much a cart holds.
import type { CartKey, OrderType, ShopCategory } from './enums';

/** Food shops fill the food cart; everything else (grocery, pharmacy, others) the grocery cart. */
const FOOD_CART_SHOPS: readonly ShopCategory[] = ['Restaurant', 'Bakery', 'Juicery'];

/** The cart a product of a shop of this category belongs to: the one rule, for the API and the apps. */
export function cartKeyForShop(category: ShopCategory): CartKey {
  return FOOD_CART_SHOPS.includes(category) ? 'foodCart' : 'groceryCart';
}

/** What an order placed from a cart is: the food cart makes Food orders, the grocery cart Grocery orders. */
export function orderTypeOfCart(cartKey: CartKey): OrderType {
  return cartKey === 'foodCart' ? 'Food' : 'Grocery';
}

/** At most this many of one product in a cart. */
export const CART_MAX_QUANTITY = 20;
/** At most this many lines (distinct products) in one cart. */
export const CART_MAX_LINES = 50;
