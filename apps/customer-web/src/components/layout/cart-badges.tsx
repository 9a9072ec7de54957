import { useCart } from '@nukkad/api-client';
import type { CartItem, Customer } from '@nukkad/contracts';
import { itemCount } from '../../hooks/use-cart';
import { session, useSession } from '../../lib/session';
import { plural } from '@nukkad/ui';

type Counts = { food: number; grocery: number };

/** Items (the sum of quantities) in each cart: from the carts when loaded, else from the signed-in user's cart lines. */
export function cartCounts(carts: { foodCart: CartItem[]; groceryCart: CartItem[] } | undefined, user: Customer | null): Counts {
  if (carts) return { food: itemCount(carts.foodCart), grocery: itemCount(carts.groceryCart) };
  return { food: itemCount(user?.foodCart ?? []), grocery: itemCount(user?.groceryCart ?? []) };
}

/** The navigation's cart counts; they follow every change to the cart cache at once. */
export function useCartCounts(): Counts {
  const { user } = useSession();
  const carts = useCart(session.marker);
  return cartCounts(user ? carts.data : undefined, user);
}

/** The accessible name of the Cart link, e.g. "Cart, 2 food items, 1 grocery item". */
export function cartLabel({ food, grocery }: { food: number; grocery: number }): string {
  const parts = ['Cart'];
  if (food > 0) parts.push(plural(food, 'food item'));
  if (grocery > 0) parts.push(plural(grocery, 'grocery item'));
  return parts.join(', ');
}

/** Badges for the food-cart and grocery-cart counts, each shown only above 0. */
export function CartBadges({ food, grocery }: { food: number; grocery: number }) {
  if (food <= 0 && grocery <= 0) return null;
  return (
    <span className="cart-badges" aria-hidden="true">
      {food > 0 ? (
        <span className="cart-badge cart-badge--food" title="Food cart">
          {food}
        </span>
      ) : null}
      {grocery > 0 ? (
        <span className="cart-badge cart-badge--grocery" title="Grocery cart">
          {grocery}
        </span>
      ) : null}
    </span>
  );
}
