import type { Address, CartItem } from '@nukkad/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '../../../lib/checkout-state';
import { makeCustomer, mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { CheckoutView, NO_ADDRESS_WARNING } from './checkout-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const customer = makeCustomer();
const HOME: Address = {
  _id: '66666666-6666-4666-8666-666666666661',
  fullName: 'Asha Verma',
  phone: '9876543210',
  addressLine: '14 Lodhi Road',
  area: 'Lodhi Colony',
  landmark: null,
  lat: 28.59,
  long: 77.22,
  isDefault: true,
};
const OFFICE: Address = { ...HOME, _id: '66666666-6666-4666-8666-666666666662', fullName: 'Asha at work', addressLine: '3 Barakhamba Road', isDefault: false };
const ORDER_ID = '88888888-8888-4888-8888-888888888888';
const line: CartItem = {
  product: {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Paneer Tikka',
    images: [],
    price: 229,
    basePrice: null,
    inStock: true,
    dietType: 'Veg',
    categories: [],
    shop: { _id: '11111111-1111-4111-8111-111111111111', name: 'Punjab Da Dhaba', isOpen: true },
    shopType: 'Restaurant',
    seller: '22222222-2222-4222-8222-222222222222',
  },
  quantity: 2,
};
const cart: CheckoutState = { cartKey: 'foodCart', cartItems: [line], totalPrice: 458, sellers: [line.product.seller] };
const quoteFor = (addressId: string, tip = 0) => ({
  success: true,
  quote: {
    cartKey: 'foodCart',
    orderType: 'Food',
    amount: 458,
    discount: 0,
    couponCode: null,
    deliveryCharge: addressId === HOME._id ? 25 : 45,
    taxes: 22.9,
    convenienceFees: 0,
    serviceCharge: 0,
    tip,
    totalAmount: (addressId === HOME._id ? 505.9 : 525.9) + tip,
    distanceKm: addressId === HOME._id ? 3.2 : 6.8,
    itemCount: 2,
    sellerCount: 1,
    unavailable: [],
  },
});
const order = {
  _id: ORDER_ID,
  id: 'AB23CD',
  items: [],
  deliveryStatus: 'Processing',
  paymentStatus: 'Unpaid',
  paymentMethod: 'COD',
  orderType: 'Food',
  amount: 458,
  discount: 0,
  couponCode: null,
  deliveryCharge: 25,
  taxes: 22.9,
  convenienceFees: 0,
  serviceCharge: 0,
  totalAmount: 505.9,
  shippingAddress: { fullName: HOME.fullName, phone: HOME.phone, addressLine: HOME.addressLine, area: HOME.area, landMark: null, lat: HOME.lat, long: HOME.long },
  createdAt: '2026-01-05T10:00:00.000Z',
  hasReviewed: false,
  review: null,
  deliveryRatings: null,
  appRatings: null,
  overallRatings: null,
  deliveryBoy: null,
};
const SAVE50 = { code: 'SAVE50', kind: 'flat', value: 50, maxDiscount: null, minAmount: 199, validUntil: null, firstOrderOnly: false, orderType: 'Food', shopName: null, discount: 50 };
/** The quote with SAVE50: ₹458 − ₹50 = ₹408; GST 5% = ₹20.40; delivery ₹25; total ₹453.40. */
const quoteWithSave50 = () => {
  const quote = quoteFor(HOME._id);
  return { ...quote, quote: { ...quote.quote, discount: 50, couponCode: 'SAVE50', taxes: 20.4, totalAmount: 453.4 } };
};
const payment = { success: true, order: { id: 'order_test_1', amount: 505.9, amountPaise: 50590, currency: 'INR' }, provider: 'test', key: null };
const proof = { order_id: 'order_test_1', payment_id: 'pay_test_1', signature: 'a'.repeat(64) };

type Overrides = Partial<Record<'config' | 'addresses' | 'coupons' | 'quote' | 'createOrder' | 'payment' | 'verify' | 'testPay', { status?: number; body: unknown } | (() => { status?: number; body: unknown })>>;

/** The checkout API as the server answers it, with any call replaced. */
function api(overrides: Overrides = {}) {
  const pick = (name: keyof Overrides, fallback: () => { status?: number; body: unknown }) => {
    const override = overrides[name];
    return override === undefined ? fallback() : typeof override === 'function' ? override() : override;
  };
  return mockApi((url, init) => {
    if (url === '/api/app-config' && overrides.config) return pick('config', () => ({ body: null }));
    if (url.startsWith('/api/user-profile/getAddresses')) return pick('addresses', () => ({ body: { success: true, addresses: [HOME, OFFICE] } }));
    if (url.startsWith('/api/user-profile/active-coupons')) return pick('coupons', () => ({ body: { success: true, coupons: [SAVE50] } }));
    if (url === '/api/order/quote') return pick('quote', () => ({ body: quoteFor((sentBody(init) as { addressId: string }).addressId, (sentBody(init) as { tip: number }).tip) }));
    if (url === '/api/order/create-order') return pick('createOrder', () => ({ body: { success: true, order } }));
    if (url === '/api/payment/createOrder') return pick('payment', () => ({ body: payment }));
    if (url === '/api/payment/verify-payment') return pick('verify', () => ({ body: { success: true } }));
    if (url === '/api/payment/test-provider/pay')
      return pick('testPay', () => ({ body: { success: true, proof: (sentBody(init) as { outcome: string }).outcome === 'paid' ? proof : null } }));
    return undefined;
  });
}

const calls = (fetch: ReturnType<typeof mockApi>, url: string) => fetch.mock.calls.filter(([called]) => called === url);
const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER];
const render = (state: unknown = cart, { signedIn = true } = {}) =>
  renderWithApp(<CheckoutView state={state} AddAddress={() => <p>add address modal</p>} />, { route: '/checkout', user: signedIn ? customer : undefined });
const placeButton = () => screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;

describe('CheckoutView', () => {
  it('sends an empty cart back to /cart and a signed-out visitor to the profile', async () => {
    api();
    const empty = render({ ...cart, cartItems: [] });
    await waitFor(() => expect(empty.router.state.location.pathname).toBe('/cart'));
    cleanup();
    const signedOut = render(cart, { signedIn: false });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/user/profile'));
  });

  it('disables Place order with the warning when there is no address', async () => {
    api({ addresses: { body: { success: true, addresses: [] } } });
    render();
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
    expect(screen.getByText(NO_ADDRESS_WARNING)).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
  });

  it('shows the server’s figures for the default address and asks again when the address changes', async () => {
    const fetch = api();
    render();
    const summary = await screen.findByLabelText('Bill details');
    expect(within(summary).getByText('(3.2 km)')).toBeTruthy();
    expect(within(summary).getByText('₹505.90')).toBeTruthy();
    expect(within(summary).getByText('₹22.90')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Asha Verma/ }) as HTMLInputElement).checked).toBe(true);
    expect(sentBody(calls(fetch, '/api/order/quote')[0]![1])).toEqual({ cartKey: 'foodCart', addressId: HOME._id, tip: 0 });
    expect(placeButton().disabled).toBe(false);
    expect(screen.queryByText(NO_ADDRESS_WARNING)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Asha at work/ }));
    expect(await within(await screen.findByLabelText('Bill details')).findByText('₹525.90')).toBeTruthy();
    expect(sentBody(calls(fetch, '/api/order/quote').at(-1)![1])).toEqual({ cartKey: 'foodCart', addressId: OFFICE._id, tip: 0 });
  });

  it('shows the API’s refusal of an address outside the delivery area and keeps Place order disabled', async () => {
    api({ quote: { status: 400, body: { success: false, message: 'This address is outside our delivery area.' } } });
    render();
    expect(await screen.findByText('This address is outside our delivery area.')).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
  });

  it('goes back to the cart with a message when some lines cannot be ordered', async () => {
    const quote = quoteFor(HOME._id);
    api({ quote: { body: { ...quote, quote: { ...quote.quote, unavailable: [{ productId: line.product._id, name: 'Paneer Tikka', reason: 'out_of_stock' }] } } } });
    const view = render();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText(/Paneer Tikka cannot be ordered right now/)).toBeTruthy();
  });

  it('places a cash order with an Idempotency-Key and opens the order page', async () => {
    const fetch = api();
    const view = render();
    await screen.findByLabelText('Bill details');
    fireEvent.click(placeButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    const [[, init]] = calls(fetch, '/api/order/create-order') as [[string, RequestInit]];
    expect(keyOf(init)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentBody(init)).toMatchObject({ cartKey: 'foodCart', paymentMethod: 'COD', address: { _id: HOME._id } });
  });

  it('holds a tip to the configured cap, and offers none when tips are off', async () => {
    const config = (tipMax: number) => ({
      body: { success: true, shopOrigin: { lat: 28.6, lng: 77.2 }, maxDeliveryKm: 10, tipMax, mapTiles: { url: 'x', darkUrl: 'x', attribution: 'x' }, paymentProvider: 'test' },
    });
    const fetch = api({ config: config(25) });
    const { unmount } = render();
    expect(await screen.findByText(/up to ₹25/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '₹30' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Other tip in rupees'), { target: { value: '500' } });
    await waitFor(() => expect(sentBody(calls(fetch, '/api/order/quote').at(-1)![1])).toMatchObject({ tip: 25 }));
    unmount();

    api({ config: config(0) });
    render();
    await screen.findByLabelText('Bill details');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Tip your rider' })).toBeNull());
    expect(screen.queryByLabelText('Other tip in rupees')).toBeNull();
  });

  it('adds a chosen tip to the quote, the bill and the order', async () => {
    const fetch = api();
    render();
    await screen.findByLabelText('Bill details');
    expect(screen.queryByText('Tip for the rider')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '₹20' }));
    // 505.90 + 20 = 525.90, the server's total with the tip.
    expect(await screen.findByText('Tip for the rider')).toBeTruthy();
    const bill = screen.getByLabelText('Bill details');
    expect(within(bill).getByText('₹525.90')).toBeTruthy();
    expect(sentBody(calls(fetch, '/api/order/quote').at(-1)![1])).toEqual({ cartKey: 'foodCart', addressId: HOME._id, tip: 20 });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(calls(fetch, '/api/order/create-order')).toHaveLength(1));
    expect(sentBody(calls(fetch, '/api/order/create-order')[0]![1])).toMatchObject({ paymentMethod: 'COD', tip: 20 });
  });

  it('sends one Idempotency-Key for a double click and for a retry of the same attempt', async () => {
    let fail = true;
    const fetch = api({ createOrder: () => (fail ? { status: 503, body: { success: false, message: 'Something went wrong' } } : { body: { success: true, order } }) });
    const view = render();
    await screen.findByLabelText('Bill details');
    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    expect(await screen.findByText('Something went wrong while placing the order.')).toBeTruthy();
    expect(calls(fetch, '/api/order/create-order')).toHaveLength(1);

    fail = false;
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    const keys = calls(fetch, '/api/order/create-order').map(([, init]) => keyOf(init));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('pays online through the test sheet: verify, then the order with the paid provider order', async () => {
    const fetch = api();
    const view = render();
    await screen.findByLabelText('Bill details');
    fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));
    fireEvent.click(placeButton());

    const sheet = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(sheet).getByText('₹505.90')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/order/${ORDER_ID}`));

    expect(sentBody(calls(fetch, '/api/payment/createOrder')[0]![1])).toMatchObject({ cartKey: 'foodCart', addressId: HOME._id, tip: 0 });
    expect(sentBody(calls(fetch, '/api/payment/test-provider/pay')[0]![1])).toEqual({ order_id: 'order_test_1', outcome: 'paid' });
    expect(sentBody(calls(fetch, '/api/payment/verify-payment')[0]![1])).toEqual(proof);
    expect(sentBody(calls(fetch, '/api/order/create-order')[0]![1])).toMatchObject({ paymentMethod: 'Online', paymentOrderId: 'order_test_1' });
  });

  it('shows the spec’s verification failure when the payment is declined in the sheet, and places no order', async () => {
    const fetch = api();
    render();
    await screen.findByLabelText('Bill details');
    fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));

    fireEvent.click(placeButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('❌ Payment Verification Failed!')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));

    expect(calls(fetch, '/api/payment/verify-payment')).toHaveLength(0);
    expect(calls(fetch, '/api/order/create-order')).toHaveLength(0);
  });

  it('shows no error when the customer closes the sheet, only the checkout again', async () => {
    const fetch = api();
    render();
    await screen.findByLabelText('Bill details');
    fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));

    fireEvent.click(placeButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(placeButton().disabled).toBe(false));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(calls(fetch, '/api/payment/test-provider/pay')).toHaveLength(0);
    expect(calls(fetch, '/api/order/create-order')).toHaveLength(0);
  });

  it('shows the spec’s messages when the payment cannot start or its verification fails, and places no order', async () => {
    let paymentFails = true;
    const fetch = api({
      payment: () => (paymentFails ? { status: 502, body: { success: false, message: 'Provider down' } } : { body: payment }),
      verify: { status: 400, body: { success: false, message: 'Invalid signature' } },
    });
    render();
    await screen.findByLabelText('Bill details');
    fireEvent.click(screen.getByRole('radio', { name: /Pay Online/ }));
    fireEvent.click(placeButton());
    expect(await screen.findByText('❌ Error initiating payment!')).toBeTruthy();

    paymentFails = false;
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('❌ Payment Verification Failed!')).toBeTruthy();
    expect(calls(fetch, '/api/order/create-order')).toHaveLength(0);
  });
  it('lists the coupons for the cart; applying one asks for a quote with it, shows the discount line, and places the order with the code', async () => {
    const fetch = api({ quote: () => ({ body: (sentBody(calls(fetch, '/api/order/quote').at(-1)![1]) as { couponCode?: string }).couponCode ? quoteWithSave50() : quoteFor(HOME._id) }) });
    const view = render();
    const list = await screen.findByRole('list', { name: 'Coupons for this cart' });
    expect(within(list).getByText('SAVE50')).toBeTruthy();
    expect(within(list).getByText('on ₹199 or more · food orders')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Apply SAVE50' }));
    const summary = await screen.findByLabelText('Bill details');
    expect(await within(summary).findByText('Coupon (SAVE50)')).toBeTruthy();
    expect(within(summary).getByText('-₹50.00')).toBeTruthy();
    expect(within(summary).getByText('₹453.40')).toBeTruthy();
    expect(document.querySelector('.coupon-choice__applied')!.textContent).toContain('SAVE50 applied');
    expect(sentBody(calls(fetch, '/api/order/quote').at(-1)![1])).toEqual({ cartKey: 'foodCart', addressId: HOME._id, couponCode: 'SAVE50', tip: 0 });

    fireEvent.click(placeButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/order/${ORDER_ID}`));
    expect(sentBody(calls(fetch, '/api/order/create-order')[0]![1])).toMatchObject({ couponCode: 'SAVE50', paymentMethod: 'COD' });
  });

  it('drops a refused coupon with the server’s reason, and refuses a malformed code before asking', async () => {
    const fetch = api({
      coupons: { body: { success: true, coupons: [] } },
      quote: () =>
        (sentBody(calls(fetch, '/api/order/quote').at(-1)![1]) as { couponCode?: string }).couponCode
          ? { status: 409, body: { success: false, message: 'This coupon has expired.' } }
          : { body: quoteFor(HOME._id) },
    });
    render();
    expect(await screen.findByText('No coupons for this cart right now.')).toBeTruthy();
    const box = screen.getByLabelText('Coupon code');
    fireEvent.change(box, { target: { value: 'a!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A coupon code is 3 to 20 letters or digits');
    const asked = calls(fetch, '/api/order/quote').length;

    fireEvent.change(box, { target: { value: 'oldcode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This coupon has expired.'));
    expect(sentBody(calls(fetch, '/api/order/quote')[asked]![1])).toEqual({ cartKey: 'foodCart', addressId: HOME._id, couponCode: 'OLDCODE', tip: 0 });
    // The bill comes back without the coupon, and the order can still be placed.
    const summary = await screen.findByLabelText('Bill details');
    expect(await within(summary).findByText('₹505.90')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });
});
