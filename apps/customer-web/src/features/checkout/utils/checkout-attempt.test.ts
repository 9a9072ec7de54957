import type { CartItem, CreateOrderBody } from '@nukkad/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { attemptSignature, checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';

afterEach(() => window.sessionStorage.clear());

const item = (productId: string, quantity: number) => ({ product: { _id: productId }, quantity }) as CartItem;
const body: CreateOrderBody = { cartKey: 'foodCart', address: { _id: '66666666-6666-4666-8666-666666666661' }, paymentMethod: 'COD' };

describe('checkout attempt key', () => {
  it('is the same for the same cart and body, also after a reload of the page', () => {
    const signature = attemptSignature([item('a', 1), item('b', 2)], body);
    const first = checkoutAttemptKey('foodCart', signature);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkoutAttemptKey('foodCart', attemptSignature([item('b', 2), item('a', 1)], body))).toBe(first);
    expect(JSON.parse(window.sessionStorage.getItem('nukkad.customer.checkoutAttempt.foodCart')!)).toEqual({ signature, key: first });
  });

  it('is new when the cart or the body changes, and after the order is placed', () => {
    const first = checkoutAttemptKey('foodCart', attemptSignature([item('a', 1)], body));
    const changedCart = checkoutAttemptKey('foodCart', attemptSignature([item('a', 2)], body));
    expect(changedCart).not.toBe(first);
    const changedBody = checkoutAttemptKey('foodCart', attemptSignature([item('a', 2)], { ...body, paymentMethod: 'Online', paymentOrderId: 'order_1' }));
    expect(changedBody).not.toBe(changedCart);
    endCheckoutAttempt('foodCart');
    expect(checkoutAttemptKey('foodCart', attemptSignature([item('a', 2)], { ...body, paymentMethod: 'Online', paymentOrderId: 'order_1' }))).not.toBe(changedBody);
  });
});
