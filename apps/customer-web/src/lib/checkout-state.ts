import type { CartItem, CartKey } from '@nukkad/contracts';

/** What the cart page hands to /checkout in the router state (spec §2: cartItems, totalPrice, cartKey and sellers). */
export type CheckoutState = {
  cartKey: CartKey;
  cartItems: CartItem[];
  /** The item total in rupees, before fees. */
  totalPrice: number;
  /** The distinct sellers of the cart's items. */
  sellers: string[];
  /** Ordered for later: the chosen slot's start (ISO); absent: for now. */
  scheduledFor?: string;
};
