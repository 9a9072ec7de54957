import { CART_MAX_QUANTITY, cardImageUrl, isFoodProduct } from '@nukkad/contracts/light';
import type { CartItem, CartKey } from '@nukkad/contracts';
import { Button, DiscountBadge, Money, cx } from '@nukkad/ui';
import { Link } from 'react-router';
import { DietMarker } from '../../../components/diet-marker';
import { FallbackImage } from '../../../components/fallback-image';
import { firstImage } from '../../../components/placeholder-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../config/paths';
import { isUnavailable, type CartChange } from '../../../hooks/use-cart';
import { lineTotal } from '../utils/cart-totals';

export type CartLineProps = {
  line: CartItem;
  cartKey: CartKey;
  busy: boolean;
  onChange: (change: CartChange) => void;
};

/** One product in a cart: quantity controls, or, when it cannot be ordered now, the reason and Remove. */
export function CartLine({ line, cartKey, busy, onChange }: CartLineProps) {
  const { product, quantity } = line;
  const unavailable = isUnavailable(line);
  const reason = !product.shop.isOpen ? 'Shop closed' : 'Out of stock';
  const change = (action: CartChange['action']) => onChange({ action, cartKey, product });
  return (
    <li className={cx('cart-line', unavailable && 'cart-line--unavailable')} aria-label={product.name}>
      <FallbackImage className="cart-line__image" src={cardImageUrl(firstImage(product.images))} alt={product.name} width={72} height={72} />
      <div className="cart-line__info">
        {isFoodProduct(product) ? <DietMarker dietType={product.dietType} /> : null}
        <p className="cart-line__name">{product.name}</p>
        <p className="cart-line__shop">
          <Link to={paths.shop.getHref(product.shop._id)}>{product.shop.name}</Link>
        </p>
        <p className="cart-line__price">
          <Money rupees={product.price} /> each
          {product.basePrice !== null && product.basePrice > product.price ? (
            <>
              {' '}
              <Money rupees={product.basePrice} strike className="cart-line__base" /> <DiscountBadge price={product.price} basePrice={product.basePrice} />
            </>
          ) : null}
        </p>
        {unavailable ? <p className="cart-line__reason">{reason}</p> : null}
      </div>
      <div className="cart-line__actions">
        {unavailable ? (
          <>
            <span className="cart-line__quantity">Qty {quantity}</span>
            <Button size="sm" variant="secondary" busy={busy} onClick={() => change('remove')} aria-label={`Remove ${product.name}`}>
              Remove
            </Button>
          </>
        ) : (
          <QuantityStepper
            name={product.name}
            quantity={quantity}
            busy={busy}
            canIncrease={quantity < CART_MAX_QUANTITY}
            onDecrease={() => change(quantity > 1 ? 'decrement' : 'remove')}
            onIncrease={() => change('increment')}
          />
        )}
        <Money rupees={lineTotal(line)} className="cart-line__total" />
      </div>
    </li>
  );
}
