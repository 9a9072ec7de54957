// The one place a product card talks to the cart; the cart issue replaces this file with the real controls.
import type { Product } from '@nukkad/contracts';
import { Button, useToast } from '@nukkad/ui';
import { useSession } from '../lib/session';

export function CartControl({ product }: { product: Product }) {
  const { user } = useSession();
  const toast = useToast();
  const onAdd = () => {
    if (!user) {
      toast.warning('Please login first');
      return;
    }
    toast.info('Cart is coming soon');
  };
  return (
    <Button size="sm" className="cart-control__add" onClick={onAdd} aria-label={`Add ${product.name} to cart`}>
      Add
    </Button>
  );
}
