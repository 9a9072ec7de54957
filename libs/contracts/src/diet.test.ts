import { describe, expect, it } from 'vitest';
import { isFoodProduct } from './diet';

describe('isFoodProduct', () => {
  it.each([
    ['a restaurant dish', 'Restaurant', ['North Indian', 'Main Course'], true],
    ['a bakery cake', 'Bakery', ['Cakes'], true],
    ['a juicery drink', 'Juicery', ['Fresh Juices'], true],
    ['a restaurant item with no categories', 'Restaurant', [], true],
    ['grocery fruit', 'Grocery', ['Fruits', 'Exotic Fruits'], true],
    ['grocery dairy', 'Grocery', ['Dairy & Eggs', 'Milk'], true],
    ['grocery ice cream', 'Grocery', ['Ice Creams'], true],
    ['detergent', 'Grocery', ['Household Items', 'Detergents'], false],
    ['shampoo', 'Grocery', ['Personal Care', 'Hair Care'], false],
    ['diapers', 'Grocery', ['Baby Care', 'Diapers'], false],
    ['baby food filed under a food and a non-food category', 'Grocery', ['Instant Food', 'Baby Care'], false],
    ['a grocery item in no known category', 'Grocery', ['Misc'], false],
    ['a grocery item with no categories', 'Grocery', [], false],
    ['a garland from a gift shop', 'Others', ['Flowers'], false],
    ['a pharmacy product', 'Pharmacy', ['Fruits'], false],
  ] as const)('%s → %s', (_name, shopType, categories, expected) => {
    expect(isFoodProduct({ shopType, categories })).toBe(expected);
  });
});
