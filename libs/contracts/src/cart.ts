import { z } from 'zod';
import { CART_KEYS } from './enums';
import { productSchema } from './catalogue';
import { envelope, idSchema, text } from './common';

export const cartKeyBodySchema = z.enum(CART_KEYS, { message: 'cartKey must be foodCart or groceryCart' });

/** Add, remove, increment and decrement all name a product and the cart it is in. */
export const cartChangeBodySchema = z.object({ productId: idSchema, cartKey: cartKeyBodySchema });
export type CartChangeBody = z.infer<typeof cartChangeBodySchema>;

/** A product as a cart line shows it: its first image and the facts that decide whether it can be ordered. */
export const cartProductSchema = productSchema
  .pick({ _id: true, name: true, images: true, price: true, basePrice: true, inStock: true, dietType: true, categories: true, shopType: true, seller: true })
  .extend({ shop: z.object({ _id: idSchema, name: text(), isOpen: z.boolean() }) });
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartItemSchema = z.object({ product: cartProductSchema, quantity: z.number().int().positive() });
export type CartItem = z.infer<typeof cartItemSchema>;

export const getCartReplySchema = envelope({ foodCart: z.array(cartItemSchema), groceryCart: z.array(cartItemSchema) });
export type GetCartReply = z.infer<typeof getCartReplySchema>;

// ---- order again: a past order's items back into the carts

/** POST /api/cart/order-again: a past order of the caller's. */
export const orderAgainBodySchema = z.strictObject({ orderId: idSchema });
export type OrderAgainBody = z.input<typeof orderAgainBodySchema>;

/** Why a product of the order did not go (all of it) into a cart. */
export const ORDER_AGAIN_REASONS = ['not_sold', 'out_of_stock', 'shop_closed', 'quantity_limit', 'cart_full'] as const;
export type OrderAgainReason = (typeof ORDER_AGAIN_REASONS)[number];

export const orderAgainReplySchema = envelope({
  /** What went in: `quantity` added to the product's line in `cartKey`. */
  added: z.array(z.object({ productId: idSchema, name: text(), cartKey: cartKeyBodySchema, quantity: z.number().int().positive() })),
  /** What did not (or not all of it), each with its reason in plain words. */
  notAdded: z.array(z.object({ productId: idSchema, name: text(), reason: z.enum(ORDER_AGAIN_REASONS), message: text() })),
});
export type OrderAgainReply = z.infer<typeof orderAgainReplySchema>;
