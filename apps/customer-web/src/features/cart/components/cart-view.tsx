import { errorMessage, useCart } from '@nukkad/api-client';
import { CART_KEYS, SKELETON_COUNTS, LOGIN_FIRST_MESSAGE } from '@nukkad/contracts/light';
import type { CartItem, CartKey } from '@nukkad/contracts';
import { CartIcon, EmptyState, ErrorState, SkeletonList } from '@nukkad/ui';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useBusyProducts, useCartChange } from '../../../hooks/use-cart';
import type { CheckoutState } from '../../../lib/checkout-state';
import { session } from '../../../lib/session';
import { itemTotal, sellersOf } from '../utils/cart-totals';
import { CartSection } from './cart-section';
import '../cart.css';

/** Both carts of the signed-in customer with their controls; a visitor is asked to log in. */
export function CartView() {
  const signedIn = session.useSignedIn();
  const cart = useCart(session.marker);
  const change = useCartChange('cart-page');
  const busyProducts = useBusyProducts();
  const navigate = useNavigate();

  if (!signedIn) {
    return (
      <EmptyState
        icon={<CartIcon size={32} />}
        title={LOGIN_FIRST_MESSAGE}
        description="Log in to see your food and grocery carts."
        action={
          <Link to={paths.login.getHref()} className="button button--primary">
            Login
          </Link>
        }
      />
    );
  }
  if (cart.isPending) return <SkeletonList count={SKELETON_COUNTS.products} label="Loading your cart…" />;
  if (cart.isError) {
    return <ErrorState message={errorMessage(cart.error, 'Failed to load your cart. Please try again.')} onRetry={() => void cart.refetch()} />;
  }
  if (CART_KEYS.every((key) => cart.data[key].length === 0)) {
    return (
      <EmptyState
        icon={<CartIcon size={32} />}
        title="Your cart is empty"
        description="Add dishes and groceries from shops near you."
        action={
          <Link to={paths.home.getHref()} className="button button--primary">
            Start shopping
          </Link>
        }
      />
    );
  }

  const checkout = (cartKey: CartKey, cartItems: CartItem[], scheduledFor?: string) => {
    const state: CheckoutState = { cartKey, cartItems, totalPrice: itemTotal(cartItems), sellers: sellersOf(cartItems), ...(scheduledFor ? { scheduledFor } : {}) };
    navigate(paths.checkout.getHref(), { state });
  };
  return (
    <div className="cart-view">
      {CART_KEYS.map((cartKey) => (
        <CartSection
          key={cartKey}
          cartKey={cartKey}
          lines={cart.data[cartKey]}
          busyProducts={busyProducts}
          onChange={change}
          onCheckout={checkout}
        />
      ))}
    </div>
  );
}
