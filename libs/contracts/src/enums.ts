// The closed sets of values named by the specification, shared by the API and every app.

export const ROLES = ['customer', 'seller', 'admin', 'delivery'] as const;
export type Role = (typeof ROLES)[number];

export const SHOP_CATEGORIES = ['Grocery', 'Restaurant', 'Pharmacy', 'Bakery', 'Juicery', 'Others'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** Diet types as stored; 'Vegetarian' is accepted on input and read as 'Veg'. */
export const DIET_TYPES = ['Veg', 'Egg', 'Non-Vegetarian'] as const;
export type DietType = (typeof DIET_TYPES)[number];
export const DEFAULT_DIET_TYPE: DietType = 'Veg';

export function normalizeDietType(value: string): DietType | null {
  const v = value.trim().toLowerCase();
  if (v === 'veg' || v === 'vegetarian') return 'Veg';
  if (v === 'egg' || v === 'eggetarian') return 'Egg';
  if (v === 'non-vegetarian' || v === 'non-veg' || v === 'nonveg') return 'Non-Vegetarian';
  return null;
}

/** All sixteen grocery category names the specification lists. */
export const GROCERY_CATEGORIES = [
  'Vegetables',
  'Fruits',
  'Dairy & Eggs',
  'Rice',
  'Atta & Dal',
  'Oils & Ghee',
  'Snacks & Namkeens',
  'Bakery & Biscuits',
  'Instant Food',
  'Beverages',
  'Spices & Masala',
  'Dry Fruits & Nuts',
  'Household Items',
  'Personal Care',
  'Ice Creams',
  'Baby Care',
] as const;
export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];

/** Products of a grocery category page are grouped by their second category, or this one. */
export const DEFAULT_SUB_CATEGORY = 'Others';

export const HOME_CATEGORIES = [
  { name: 'Groceries', path: '/products/groceries' },
  { name: 'Restaurants', path: '/products/restaurants' },
  { name: 'Medicines', path: '/products/medicines' },
] as const;

// Pricing owns the order types, since each is priced by its own rules; the contracts speak of the same list.
export { ORDER_TYPES, type OrderType } from '@nukkad/pricing';

export const PAYMENT_METHODS = ['COD', 'Online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['Paid', 'Unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CART_KEYS = ['foodCart', 'groceryCart'] as const;
export type CartKey = (typeof CART_KEYS)[number];

export const OUTSTANDING_PAYMENT_STATUSES = ['unsettled', 'settled'] as const;
export type OutstandingPaymentStatus = (typeof OUTSTANDING_PAYMENT_STATUSES)[number];
