import { z } from 'zod';
import { CART_KEYS, DIET_TYPES, SHOP_CATEGORIES } from '../enums';
import { envelope, idSchema, text } from './common';

export const cartKeyBodySchema = z.enum(CART_KEYS, { message: 'cartKey must be foodCart or groceryCart' });

/** Add, remove, increment and decrement all name a product and the cart it is in. */
export const cartChangeBodySchema = z.object({ productId: idSchema, cartKey: cartKeyBodySchema });
export type CartChangeBody = z.infer<typeof cartChangeBodySchema>;

/** A product as a cart line shows it: its first image and the facts that decide whether it can be ordered. */
export const cartProductSchema = z.object({
  _id: idSchema,
  name: text(),
  images: z.array(text()),
  price: z.number(),
  basePrice: z.number().nullable(),
  inStock: z.boolean(),
  dietType: z.enum(DIET_TYPES),
  categories: z.array(text()),
  shop: z.object({ _id: idSchema, name: text(), isOpen: z.boolean() }),
  shopType: z.enum(SHOP_CATEGORIES),
  seller: idSchema,
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartItemSchema = z.object({ product: cartProductSchema, quantity: z.number().int().positive() });
export type CartItem = z.infer<typeof cartItemSchema>;

export const getCartReplySchema = envelope({ foodCart: z.array(cartItemSchema), groceryCart: z.array(cartItemSchema) });
export type GetCartReply = z.infer<typeof getCartReplySchema>;
