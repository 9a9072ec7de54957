import { describe, expect, it } from 'vitest';
import { cartKeyForShop, orderTypeOfCart } from './cart-rules';
import { SHOP_CATEGORIES } from './enums';

describe('which cart a product belongs to', () => {
  it.each([
    ['Restaurant', 'foodCart'],
    ['Bakery', 'foodCart'],
    ['Juicery', 'foodCart'],
    ['Grocery', 'groceryCart'],
    ['Pharmacy', 'groceryCart'],
    ['Others', 'groceryCart'],
  ] as const)('a %s product goes to the %s', (category, cart) => {
    expect(cartKeyForShop(category)).toBe(cart);
  });

  it('has a rule for every shop category', () => {
    expect(new Set(SHOP_CATEGORIES.map(cartKeyForShop))).toEqual(new Set(['foodCart', 'groceryCart']));
  });

  it('makes Food orders of the food cart and Grocery orders of the grocery cart', () => {
    expect(orderTypeOfCart('foodCart')).toBe('Food');
    expect(orderTypeOfCart('groceryCart')).toBe('Grocery');
  });
});
