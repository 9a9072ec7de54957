import { CART_KEYS, cartItemSchema } from '@nukkad/contracts';
import { z } from 'zod';
import type { CheckoutState } from '../../../lib/checkout-state';

const checkoutStateSchema = z.object({
  cartKey: z.enum(CART_KEYS),
  cartItems: z.array(cartItemSchema).min(1),
  totalPrice: z.number(),
  sellers: z.array(z.string()),
  scheduledFor: z.string().optional(),
});

/** The cart the cart page handed over, or null when there is none (a reload in a new tab, a typed address, an empty cart). */
export function readCheckoutState(state: unknown): CheckoutState | null {
  const parsed = checkoutStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
