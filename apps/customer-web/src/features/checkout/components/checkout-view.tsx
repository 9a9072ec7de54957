import { ApiError, errorMessage, useAddresses, useQuote } from '@nukkad/api-client';
import type { Address, Customer, PaymentMethod } from '@nukkad/contracts';
import { lineTotalRupees } from '@nukkad/pricing';
import { Button, ErrorState, FullScreenLoader, Money, PageHeader, PageLoader, ScheduledNotice, Skeleton, useToast } from '@nukkad/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { CheckoutState } from '../../../lib/checkout-state';
import { session, useSession } from '../../../lib/session';
import { usePlaceOrder } from '../hooks/use-place-order';
import { readCheckoutState } from '../utils/read-checkout-state';
import { AddressChoice } from './address-choice';
import { BillSummary } from './bill-summary';
import { CouponChoice } from './coupon-choice';
import { TestPaymentSheet } from './test-payment-sheet';
import { TipChoice } from './tip-choice';
import './checkout.css';

/** The add-address modal, supplied by the route (it belongs to the addresses feature). */
export type AddAddressComponent = ComponentType<{ userId: string; onClose: () => void; onSaved?: (address: Address) => void }>;

export const NO_ADDRESS_WARNING = 'Please select a delivery address.';

const PAYMENT_OPTIONS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'COD', label: 'Cash on Delivery', hint: 'Pay the delivery partner when your order arrives' },
  { value: 'Online', label: 'Pay Online', hint: 'Card, UPI or net banking, before the order is placed' },
];

/** /checkout: needs the cart from the cart page and a signed-in customer. */
export function CheckoutView({ state, AddAddress }: { state: unknown; AddAddress: AddAddressComponent }) {
  const { user, isChecking } = useSession();
  const cart = readCheckoutState(state);
  if (!cart) return <Navigate to={paths.cart.getHref()} replace />;
  if (isChecking) return <PageLoader showLabel label="Checking your session…" />;
  if (!user) return <Navigate to={paths.profile.getHref()} replace />;
  return <Checkout cart={cart} customer={user} AddAddress={AddAddress} />;
}

function Checkout({ cart, customer, AddAddress }: { cart: CheckoutState; customer: Customer; AddAddress: AddAddressComponent }) {
  const navigate = useNavigate();
  const toast = useToast();
  const addresses = useAddresses(session.marker, customer._id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [tip, setTip] = useState(0);
  const list = addresses.data?.addresses;
  // The customer's choice while it exists; else the default address is preselected.
  const address = list?.find((a) => a._id === chosenId) ?? list?.find((a) => a.isDefault) ?? list?.[0] ?? null;
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<string | null>(null);
  const quote = useQuote(cart.cartKey, address?._id ?? null, { couponCode, tip, scheduledFor: cart.scheduledFor ?? null });
  const { place, phase, testPayment } = usePlaceOrder(cart, customer);
  const unavailable = quote.data?.quote.unavailable;
  const applied = quote.data?.quote.couponCode ? { code: quote.data.quote.couponCode, discount: quote.data.quote.discount } : null;

  // A coupon the server refuses (expired, used, below its minimum…) is dropped with its reason; the bill returns without it.
  useEffect(() => {
    // A refused tip (over the cap) is the tip's error, shown with the bill; the coupon stays.
    if (couponCode === null || !quote.isError || (quote.error instanceof ApiError && quote.error.errors.some((e) => e.path === 'tip'))) return;
    setCouponRefusal(errorMessage(quote.error, 'This coupon cannot be used.'));
    setCouponCode(null);
  }, [couponCode, quote.isError, quote.error]);

  useEffect(() => {
    if (!unavailable || unavailable.length === 0) return;
    const names = unavailable.map((line) => line.name).join(', ');
    toast.error(`${names} cannot be ordered right now. Remove unavailable items before checkout.`);
    navigate(paths.cart.getHref(), { replace: true });
  }, [unavailable, toast, navigate]);

  const canPlace = address !== null && quote.isSuccess && !quote.isFetching && unavailable?.length === 0 && phase === 'idle';

  return (
    <div className="checkout">
      <PageHeader title="Checkout" subtitle={cart.cartKey === 'foodCart' ? 'Food order' : 'Grocery order'} />
      <div className="checkout__layout">
        <div className="checkout__main">
          <AddressChoice
            addresses={list}
            isError={addresses.isError}
            onRetry={() => void addresses.refetch()}
            chosenId={address?._id ?? null}
            onChoose={setChosenId}
            onAdd={() => setAdding(true)}
          />
          <CouponChoice
            cartKey={cart.cartKey}
            applied={applied}
            refusal={couponRefusal}
            busy={couponCode !== null && quote.isFetching}
            onApply={(code) => {
              setCouponRefusal(null);
              setCouponCode(code);
            }}
            onRemove={() => {
              setCouponRefusal(null);
              setCouponCode(null);
            }}
          />
          <fieldset className="checkout-card payment-choice">
            <legend className="checkout-card__title">Payment method</legend>
            {PAYMENT_OPTIONS.map((option) => (
              <label key={option.value} className={`payment-option${paymentMethod === option.value ? ' payment-option--chosen' : ''}`}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={option.value}
                  checked={paymentMethod === option.value}
                  onChange={() => setPaymentMethod(option.value)}
                />
                <span className="payment-option__text">
                  <span className="payment-option__label">{option.label}</span>
                  <span className="payment-option__hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <TipChoice tip={tip} onChange={setTip} />
        </div>
        <section className="checkout-card checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 className="checkout-card__title" id="checkout-summary-title">
            Order summary
          </h2>
          {cart.scheduledFor ? (
            <ScheduledNotice scheduledFor={cart.scheduledFor} className="checkout__scheduled">
              The shop gets your order shortly before this time. To change it, go back to your cart.
            </ScheduledNotice>
          ) : null}
          <ul className="checkout-items" aria-label="Items">
            {cart.cartItems.map((item) => (
              <li key={item.product._id} className="checkout-items__line">
                <span className="checkout-items__name">
                  {item.product.name} <span className="checkout-items__qty">× {item.quantity}</span>
                </span>
                <Money rupees={lineTotalRupees(item.product.price, item.quantity)} />
              </li>
            ))}
          </ul>
          {address === null ? null : quote.isSuccess ? (
            <BillSummary quote={quote.data.quote} />
          ) : quote.isError ? (
            <ErrorState message={errorMessage(quote.error, 'Could not work out the fees. Please try again.')} onRetry={() => void quote.refetch()} />
          ) : (
            <div className="bill bill--loading" role="status" aria-label="Working out the fees">
              <Skeleton height={16} />
              <Skeleton height={16} />
              <Skeleton height={16} />
              <Skeleton height={22} />
            </div>
          )}
          <Button
            size="lg"
            block
            disabled={!canPlace}
            busy={phase === 'paying'}
            onClick={() => {
              if (address) void place(address, paymentMethod, { couponCode: applied?.code ?? null, tip });
            }}
          >
            Place order
          </Button>
          {address === null ? (
            <p className="checkout__warning" role="status">
              {NO_ADDRESS_WARNING}
            </p>
          ) : null}
        </section>
      </div>
      {adding ? <AddAddress userId={customer._id} onClose={() => setAdding(false)} onSaved={(saved) => setChosenId(saved._id)} /> : null}
      {testPayment ? <TestPaymentSheet request={testPayment} /> : null}
      {phase === 'placing' ? <FullScreenLoader message="Placing your order..." /> : null}
    </div>
  );
}
