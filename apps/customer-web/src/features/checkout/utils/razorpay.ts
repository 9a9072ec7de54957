import { CURRENCY, type CreatePaymentReply } from '@nukkad/contracts';
import type { PaymentWindowResult } from '../hooks/use-place-order';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpayResponse) => void;
  modal?: { ondismiss?: () => void };
};
type RazorpayCheckout = { open: () => void; on: (event: 'payment.failed', handler: () => void) => void };

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

let scriptLoading: Promise<void> | null = null;

/** Razorpay's checkout script, fetched the first time a customer pays online and never before. */
function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('The payment window could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/**
 * Opens Razorpay's window for the server's provider order. Resolves with the proof its handler receives; when the
 * customer closes the window, as failed if an attempt inside it was declined (the window offers a retry), else closed.
 */
export async function openRazorpay(payment: CreatePaymentReply, prefill: { name: string; contact: string }): Promise<PaymentWindowResult> {
  if (!payment.key) throw new Error('The payment provider sent no key.');
  await loadCheckoutScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window could not be loaded.');
  const key = payment.key;
  return new Promise((resolve) => {
    let declined = false;
    const checkout = new Razorpay({
      key,
      amount: payment.order.amountPaise,
      currency: CURRENCY,
      order_id: payment.order.id,
      name: 'Nukkad',
      description: 'Your order',
      prefill,
      handler: (response) =>
        resolve({
          outcome: 'paid',
          proof: { order_id: response.razorpay_order_id, payment_id: response.razorpay_payment_id, signature: response.razorpay_signature },
        }),
      modal: { ondismiss: () => resolve(declined ? { outcome: 'failed' } : { outcome: 'closed' }) },
    });
    checkout.on('payment.failed', () => {
      declined = true;
    });
    checkout.open();
  });
}
