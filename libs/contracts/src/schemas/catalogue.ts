import { z } from 'zod';
import { DIET_TYPES, SHOP_CATEGORIES } from '../enums';
import { envelope, idSchema } from './common';

export const shopAddressSchema = z.object({
  addressLine: z.string(),
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
});

export const shopSchema = z.object({
  _id: idSchema,
  name: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  productCategories: z.array(z.string()),
  address: shopAddressSchema,
  images: z.array(z.string()),
  description: z.string(),
  isOpen: z.boolean(),
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  /** Ids of the shop's products. */
  products: z.array(idSchema),
});
export type Shop = z.infer<typeof shopSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  images: z.array(z.string()),
  price: z.number(),
  basePrice: z.number().nullable(),
  inStock: z.boolean(),
  dietType: z.enum(DIET_TYPES),
  categories: z.array(z.string()),
  shop: idSchema,
  shopName: z.string(),
  shopType: z.enum(SHOP_CATEGORIES),
  shopIsOpen: z.boolean(),
  description: z.string(),
  seller: idSchema,
});
export type Product = z.infer<typeof productSchema>;

export const popularShopsReplySchema = envelope({ shops: z.array(shopSchema) });
export type PopularShopsReply = z.infer<typeof popularShopsReplySchema>;

export const popularProductsReplySchema = envelope({ products: z.array(productSchema) });
export type PopularProductsReply = z.infer<typeof popularProductsReplySchema>;

export const restaurantsReplySchema = envelope({ restaurants: z.array(shopSchema) });
export type RestaurantsReply = z.infer<typeof restaurantsReplySchema>;

export const shopIdParamsSchema = z.object({ shopId: idSchema });
export const shopAndProductsReplySchema = envelope({ shop: shopSchema, products: z.array(productSchema) });
export type ShopAndProductsReply = z.infer<typeof shopAndProductsReplySchema>;

export const groceryQuerySchema = z.object({
  category: z.string().trim().min(1, { message: 'Category is required' }).max(60),
});
export const groceryReplySchema = envelope({ products: z.array(productSchema) });
export type GroceryReply = z.infer<typeof groceryReplySchema>;

export const searchParamsSchema = z.object({
  query: z.string().trim().toLowerCase().min(1, { message: 'Please enter a valid key!' }).max(100),
});
export const searchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const searchReplySchema = envelope({
  products: z.array(productSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
