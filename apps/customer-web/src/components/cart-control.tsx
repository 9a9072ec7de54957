import { useCart } from '@nukkad/api-client';
import { CART_MAX_QUANTITY, cartKeyForShop, LOGIN_FIRST_MESSAGE } from '@nukkad/contracts/light';
import type { Product } from '@nukkad/contracts';
import { Button, useToast } from '@nukkad/ui';
import { useMemo } from 'react';
import { cartProductOf, lineOf, useBusyProducts, useCartChange } from '../hooks/use-cart';
import { session } from '../lib/session';
import { QuantityStepper } from './quantity-stepper';

/**
 * A product card's cart controls: Add, then minus / quantity / plus. Every change shows at once and is rolled back on
 * failure; the controls stay locked while a change of this product is in flight. Minus at 1 removes the product.
 */
export function CartControl({ product }: { product: Product }) {
  const signedIn = session.useSignedIn();
  const toast = useToast();
  const cart = useCart(session.marker);
  // Quantity changes here roll back too, departing from §8's "only an error shows", a reading the spec calls inconsistent.
  const change = useCartChange('card');
  const busy = useBusyProducts().has(product._id);
  const cartKey = cartKeyForShop(product.shopType);
  const line = signedIn ? lineOf(cart.data, cartKey, product._id) : undefined;
  const cartProduct = useMemo(() => line?.product ?? cartProductOf(product), [line?.product, product]);

  if (!line) {
    const onAdd = () => {
      if (!signedIn) {
        toast.warning(LOGIN_FIRST_MESSAGE);
        return;
      }
      void change({ action: 'add', cartKey, product: cartProduct });
    };
    return (
      <Button size="sm" className="cart-control__add" onClick={onAdd} busy={busy} aria-label={`Add ${product.name} to cart`}>
        Add
      </Button>
    );
  }

  return (
    <QuantityStepper
      name={product.name}
      quantity={line.quantity}
      busy={busy}
      canIncrease={line.quantity < CART_MAX_QUANTITY}
      onDecrease={() => void change({ action: line.quantity > 1 ? 'decrement' : 'remove', cartKey, product: cartProduct })}
      onIncrease={() => void change({ action: 'increment', cartKey, product: cartProduct })}
    />
  );
}
