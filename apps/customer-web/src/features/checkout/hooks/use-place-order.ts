import { ApiError, useCreateOrder, useCreatePayment, useVerifyPayment } from '@nukkad/api-client';
import {
  orderTypeOfCart,
  type Address,
  type CreateOrderBody,
  type CreatePaymentReply,
  type Customer,
  type PaymentMethod,
  type PaymentProof,
  ORDER_PLACED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
} from '@nukkad/contracts';
import { useToast } from '@nukkad/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { CheckoutState } from '../../../lib/checkout-state';
import { attemptSignature, checkoutAttemptKey, endCheckoutAttempt } from '../utils/checkout-attempt';
import { openRazorpay } from '../utils/razorpay';

export const CHECKOUT_MESSAGES = {
  placed: ORDER_PLACED_MESSAGE,
  paymentNotStarted: '❌ Error initiating payment!',
  verificationFailed: PAYMENT_VERIFICATION_FAILED_MESSAGE,
  failed: 'Something went wrong while placing the order.',
} as const;

/** How the payment window ended: paid with the provider's proof, a declined payment, or closed by the customer. */
export type PaymentWindowResult = { outcome: 'paid'; proof: PaymentProof } | { outcome: 'failed' } | { outcome: 'closed' };

/** The local test provider's sheet, open until the customer pays, fails or closes it. */
export type TestPaymentRequest = { payment: CreatePaymentReply; settle: (result: PaymentWindowResult) => void };

export type PlacePhase = 'idle' | 'paying' | 'placing';

/** The offers chosen at checkout: the coupon the quote applied (or none) and the tip for the rider in rupees. */
export type Offers = { couponCode: string | null; tip: number };

/** A refusal the customer can act on (out of stock, shop closed, outside the area) keeps the server's words. */
function placeFailure(err: unknown): string {
  if (err instanceof ApiError && err.serverMessage && err.status >= 400 && err.status < 500) return err.serverMessage;
  return CHECKOUT_MESSAGES.failed;
}

/**
 * Places the order: COD straight away; Online as the spec's flow (create the payment order, open the payment window,
 * verify, then create the order). Every submit of one attempt carries the same Idempotency-Key.
 */
export function usePlaceOrder(cart: CheckoutState, customer: Customer) {
  const navigate = useNavigate();
  const toast = useToast();
  const createOrder = useCreateOrder();
  const createPayment = useCreatePayment();
  const verifyPayment = useVerifyPayment();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [testPayment, setTestPayment] = useState<TestPaymentRequest | null>(null);
  const inFlight = useRef(false);
  // A verified payment whose order failed to be written is used again on retry rather than charged twice.
  const verified = useRef<{ addressId: string; couponCode: string | null; tip: number; paymentOrderId: string } | null>(null);

  const openPaymentWindow = (payment: CreatePaymentReply): Promise<PaymentWindowResult> => {
    if (payment.provider === 'test') {
      return new Promise((resolve) =>
        setTestPayment({
          payment,
          settle: (result) => {
            setTestPayment(null);
            resolve(result);
          },
        }),
      );
    }
    return openRazorpay(payment, { name: customer.name, contact: customer.phone });
  };

  const submitOrder = async (body: CreateOrderBody) => {
    setPhase('placing');
    const idempotencyKey = checkoutAttemptKey(cart.cartKey, attemptSignature(cart.cartItems, body));
    const reply = await createOrder.mutateAsync({ body, idempotencyKey });
    endCheckoutAttempt(cart.cartKey);
    verified.current = null;
    toast.success(CHECKOUT_MESSAGES.placed);
    navigate(paths.order.getHref(reply.order._id), { replace: true });
  };

  /** Online: the verified provider order to pay the order with, or null (the reason is already shown). */
  const pay = async (address: Address, { couponCode, tip }: Offers): Promise<string | null> => {
    const same = verified.current?.addressId === address._id && verified.current.couponCode === couponCode && verified.current.tip === tip;
    if (same) return verified.current!.paymentOrderId;
    setPhase('paying');
    let payment: CreatePaymentReply;
    try {
      payment = await createPayment.mutateAsync({
        cartKey: cart.cartKey,
        addressId: address._id,
        tip,
        ...(couponCode ? { couponCode } : {}),
        ...(cart.scheduledFor ? { scheduledFor: cart.scheduledFor } : {}),
      });
    } catch {
      toast.error(CHECKOUT_MESSAGES.paymentNotStarted);
      return null;
    }
    let result: PaymentWindowResult;
    try {
      result = await openPaymentWindow(payment);
    } catch {
      toast.error(CHECKOUT_MESSAGES.paymentNotStarted);
      return null;
    }
    // Closing the window is the customer's choice, not an error: the checkout is simply there again.
    if (result.outcome === 'closed') return null;
    if (result.outcome === 'failed') {
      toast.error(CHECKOUT_MESSAGES.verificationFailed);
      return null;
    }
    setPhase('placing');
    try {
      await verifyPayment.mutateAsync(result.proof);
    } catch {
      toast.error(CHECKOUT_MESSAGES.verificationFailed);
      return null;
    }
    verified.current = { addressId: address._id, couponCode, tip, paymentOrderId: payment.order.id };
    return payment.order.id;
  };

  /** With the coupon the quote applied, if any, and the tip: the server prices both again and the order shows them. */
  const place = async (address: Address, paymentMethod: PaymentMethod, offers: Offers = { couponCode: null, tip: 0 }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const body: CreateOrderBody = {
        cartKey: cart.cartKey,
        orderType: orderTypeOfCart(cart.cartKey),
        userId: customer._id,
        address,
        paymentMethod,
        tip: offers.tip,
        ...(offers.couponCode ? { couponCode: offers.couponCode } : {}),
        ...(cart.scheduledFor ? { scheduledFor: cart.scheduledFor } : {}),
      };
      if (paymentMethod === 'COD') {
        await submitOrder(body);
        return;
      }
      const paymentOrderId = await pay(address, offers);
      if (paymentOrderId) await submitOrder({ ...body, paymentOrderId });
    } catch (err) {
      toast.error(placeFailure(err));
    } finally {
      inFlight.current = false;
      setPhase('idle');
    }
  };

  return { place, phase, testPayment };
}
