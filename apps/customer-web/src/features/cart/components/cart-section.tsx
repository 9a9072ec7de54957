import { orderTypeOfCart } from '@nukkad/contracts/light';
import type { CartItem, CartKey } from '@nukkad/contracts';
import { foodConvenienceFeesPaise, paiseToRupees } from '@nukkad/pricing';
import { Button, ClockIcon, Money, formatRupees, useConfirm, plural } from '@nukkad/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isUnavailable, itemCount, type CartChange } from '../../../hooks/use-cart';
import { itemTotal, sellersOf } from '../utils/cart-totals';
import { CartLine } from './cart-line';
import { SchedulePicker } from './schedule-picker';

const TITLES: Record<CartKey, string> = { foodCart: 'Food cart', groceryCart: 'Grocery cart' };
const BROWSE: Record<CartKey, { href: string; label: string }> = {
  foodCart: { href: paths.restaurants.getHref(), label: 'Browse restaurants' },
  groceryCart: { href: paths.groceries.getHref(), label: 'Browse groceries' },
};

/** The food fee for each restaurant beyond the first, from the pricing rules. */
const CONVENIENCE_FEE_PER_EXTRA_RESTAURANT = formatRupees(paiseToRupees(foodConvenienceFeesPaise(2)), { decimals: 0 });

export const UNAVAILABLE_WARNING = 'Some items are from closed shops. Remove them before checkout.';

export type CartSectionProps = {
  cartKey: CartKey;
  lines: CartItem[];
  busyProducts: ReadonlySet<string>;
  onChange: (change: CartChange) => Promise<boolean>;
  /** Goes on to checkout; with `scheduledFor`, for that slot later. */
  onCheckout: (cartKey: CartKey, lines: CartItem[], scheduledFor?: string) => void;
};

/**
 * One cart: its lines, the notices, the item total and Checkout. With unavailable lines Checkout cannot go on and
 * reads 'Remove Unavailable Items'; after a confirmation it removes each of them. Beside it, on any cart, 'Schedule
 * for later' picks a slot within the shops' hours (a closed shop's cart can be ordered for when it opens).
 */
export function CartSection({ cartKey, lines, busyProducts, onChange, onCheckout }: CartSectionProps) {
  const headingId = useId();
  const confirm = useConfirm();
  const title = TITLES[cartKey];
  const unavailable = lines.filter(isUnavailable);
  const sellerCount = sellersOf(lines).length;
  const count = itemCount(lines);
  const removing = unavailable.some((line) => busyProducts.has(line.product._id));
  const [scheduling, setScheduling] = useState(false);
  const busy = lines.some((line) => busyProducts.has(line.product._id));

  const removeUnavailable = async () => {
    const n = unavailable.length;
    const confirmed = await confirm({
      title: 'Remove unavailable items?',
      message: `${plural(n, 'item is', 'items are')} out of stock or from a closed shop and will be removed from your ${title.toLowerCase()}.`,
      confirmLabel: 'Remove',
      tone: 'danger',
    });
    if (!confirmed) return;
    await Promise.all(unavailable.map((line) => onChange({ action: 'remove', cartKey, product: line.product })));
  };

  return (
    <section className="cart-section" aria-labelledby={headingId}>
      <header className="cart-section__header">
        <h2 id={headingId} className="cart-section__title">
          {title}
        </h2>
        {count > 0 ? (
          <span className="cart-section__count">
            {plural(count, 'item')}
          </span>
        ) : null}
      </header>
      {lines.length === 0 ? (
        <p className="cart-section__empty">
          Your {title.toLowerCase()} is empty. <Link to={BROWSE[cartKey].href}>{BROWSE[cartKey].label}</Link>
        </p>
      ) : (
        <>
          <ul className="cart-section__lines">
            {lines.map((line) => (
              <CartLine
                key={line.product._id}
                line={line}
                cartKey={cartKey}
                busy={busyProducts.has(line.product._id)}
                onChange={(change) => void onChange(change)}
              />
            ))}
          </ul>
          <footer className="cart-section__footer">
            {sellerCount > 1 ? (
              <p className="cart-notice cart-notice--info" role="note">
                {orderTypeOfCart(cartKey) === 'Food'
                  ? `A convenience fee of ${CONVENIENCE_FEE_PER_EXTRA_RESTAURANT} per additional restaurant applies.`
                  : `Your items come from ${sellerCount} shops and arrive as one order.`}
              </p>
            ) : null}
            {unavailable.length > 0 ? (
              <p className="cart-notice cart-notice--warning" role="alert">
                {UNAVAILABLE_WARNING}
              </p>
            ) : null}
            <p className="cart-section__total">
              <span>Item total</span>
              <Money rupees={itemTotal(lines)} className="cart-section__amount" />
            </p>
            {unavailable.length > 0 ? (
              <Button variant="danger" block busy={removing} onClick={() => void removeUnavailable()}>
                Remove Unavailable Items
              </Button>
            ) : (
              <Button block disabled={busy} onClick={() => onCheckout(cartKey, lines)}>
                Checkout
              </Button>
            )}
            <Button variant="secondary" block disabled={busy} onClick={() => setScheduling(true)}>
              <ClockIcon size={18} aria-hidden="true" />
              Schedule for later
            </Button>
            {scheduling ? (
              <SchedulePicker
                cartKey={cartKey}
                title={title}
                onClose={() => setScheduling(false)}
                onPick={(scheduledFor) => onCheckout(cartKey, lines, scheduledFor)}
              />
            ) : null}
          </footer>
        </>
      )}
    </section>
  );
}
