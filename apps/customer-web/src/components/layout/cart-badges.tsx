import type { Customer } from '@nukkad/contracts';

/** Lines in each of the customer's two carts. */
export function cartCounts(user: Customer | null): { food: number; grocery: number } {
  return { food: user?.foodCart.length ?? 0, grocery: user?.groceryCart.length ?? 0 };
}

/** The accessible name of the Cart link, e.g. "Cart, 2 food items, 1 grocery item". */
export function cartLabel({ food, grocery }: { food: number; grocery: number }): string {
  const parts = ['Cart'];
  if (food > 0) parts.push(`${food} food ${food === 1 ? 'item' : 'items'}`);
  if (grocery > 0) parts.push(`${grocery} grocery ${grocery === 1 ? 'item' : 'items'}`);
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
