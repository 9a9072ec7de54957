import { GROCERY_CATEGORIES } from './enums';
import type { GroceryCategory, ShopCategory } from './enums';

/** Shops whose whole range is something to eat or drink. */
export const FOOD_SHOP_CATEGORIES: readonly ShopCategory[] = ['Restaurant', 'Bakery', 'Juicery'];

/** Grocery categories that are not eaten: their products carry no diet mark. */
export const NON_FOOD_GROCERY_CATEGORIES: readonly GroceryCategory[] = ['Household Items', 'Personal Care', 'Baby Care'];

const foodGroceryCategories: ReadonlySet<string> = new Set(
  GROCERY_CATEGORIES.filter((category) => !NON_FOOD_GROCERY_CATEGORIES.includes(category)),
);
const nonFoodGroceryCategories: ReadonlySet<string> = new Set(NON_FOOD_GROCERY_CATEGORIES);

/**
 * Whether a product is food, and so shows its diet type (Veg, Egg, Non-veg): everything from a restaurant,
 * bakery or juicery, and a grocer's products filed under a food category and under no non-food one.
 */
export function isFoodProduct(product: { shopType: ShopCategory; categories: readonly string[] }): boolean {
  if (FOOD_SHOP_CATEGORIES.includes(product.shopType)) return true;
  if (product.shopType !== 'Grocery') return false;
  const { categories } = product;
  return categories.some((c) => foodGroceryCategories.has(c)) && !categories.some((c) => nonFoodGroceryCategories.has(c));
}
