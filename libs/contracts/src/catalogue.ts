import { z } from 'zod';
import { SHOP_RATING_MIN_REVIEWS } from './constants';
import { DIET_TYPES, SHOP_CATEGORIES } from './enums';
import { INVALID_SEARCH_MESSAGE } from './messages';
import { envelope, idSchema, text } from './common';

export const shopAddressSchema = z.object({
  addressLine: text(),
  pincode: text(),
  city: text(),
  state: text(),
});

/** The average overall rating of a shop's reviewed orders (one decimal), and how many there are. */
export const shopRatingSchema = z.object({
  average: z.number().min(1).max(5),
  count: z.number().int().min(SHOP_RATING_MIN_REVIEWS),
});
export type ShopRating = z.infer<typeof shopRatingSchema>;

export const shopSchema = z.object({
  _id: idSchema,
  name: text(),
  category: z.enum(SHOP_CATEGORIES),
  productCategories: z.array(text()),
  address: shopAddressSchema,
  images: z.array(text()),
  description: text({ multiline: true }),
  isOpen: z.boolean(),
  /** The percent off every product of the shop running now (its products' prices already have it off), or null. */
  discountPercent: z.number().int().nullable(),
  openingTime: text().nullable(),
  closingTime: text().nullable(),
  /** Null until SHOP_RATING_MIN_REVIEWS orders have rated the shop. */
  rating: shopRatingSchema.nullable(),
  /** Ids of the shop's products in this reply (the shop page's reply holds one page of them). */
  products: z.array(idSchema),
});
export type Shop = z.infer<typeof shopSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: text(),
  images: z.array(text()),
  price: z.number(),
  basePrice: z.number().nullable(),
  inStock: z.boolean(),
  dietType: z.enum(DIET_TYPES),
  categories: z.array(text()),
  shop: idSchema,
  shopName: text(),
  shopType: z.enum(SHOP_CATEGORIES),
  shopIsOpen: z.boolean(),
  description: text({ multiline: true }),
  seller: idSchema,
});
export type Product = z.infer<typeof productSchema>;

/** A shop as its card shows it (Popular Shops, the restaurants list): its first image, and a count instead of product ids. */
export const shopCardSchema = shopSchema.omit({ products: true }).extend({ productCount: z.number().int().min(0) });
export type ShopCard = z.infer<typeof shopCardSchema>;

export const popularShopsReplySchema = envelope({ shops: z.array(shopCardSchema) });
export type PopularShopsReply = z.infer<typeof popularShopsReplySchema>;

export const popularProductsReplySchema = envelope({ products: z.array(productSchema) });
export type PopularProductsReply = z.infer<typeof popularProductsReplySchema>;

export const restaurantsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
  /** Part of a restaurant's name; blank lists them all. */
  search: text().trim().max(100).default(''),
});
export const restaurantsReplySchema = envelope({
  restaurants: z.array(shopCardSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type RestaurantsReply = z.infer<typeof restaurantsReplySchema>;

export const shopIdParamsSchema = z.object({ shopId: idSchema });
export const shopProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
});
/** A shop and one page of its products (in stock first, then by name); the shop's own fields come once, with every page. */
export const shopAndProductsReplySchema = envelope({
  shop: shopSchema,
  products: z.array(productSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ShopAndProductsReply = z.infer<typeof shopAndProductsReplySchema>;

export const groceryQuerySchema = z.object({
  category: text().trim().min(1, { message: 'Category is required' }).max(60),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const groceryReplySchema = envelope({ products: z.array(productSchema), page: z.number().int(), hasMore: z.boolean() });
export type GroceryReply = z.infer<typeof groceryReplySchema>;

export const searchParamsSchema = z.object({
  query: text().trim().toLowerCase().min(1, { message: INVALID_SEARCH_MESSAGE }).max(100),
});
export const searchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
});
/** The call table's reply: the page's products themselves, no envelope; a page shorter than PAGE_SIZES.search is the last. */
export const searchReplySchema = z.array(productSchema);
export type SearchReply = z.infer<typeof searchReplySchema>;
