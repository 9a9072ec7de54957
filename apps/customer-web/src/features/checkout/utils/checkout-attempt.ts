import type { CartItem, CartKey, CreateOrderBody } from '@nukkad/contracts';

const STORAGE_PREFIX = 'nukkad.customer.checkoutAttempt.';

type Attempt = { signature: string; key: string };

const storageKey = (cartKey: CartKey) => `${STORAGE_PREFIX}${cartKey}`;
// Where sessionStorage is blocked, the attempt still holds for this page's retries.
const inMemory = new Map<CartKey, Attempt>();

/** What makes two submits the same attempt: the same cart lines and the same order body. */
export function attemptSignature(cartItems: readonly CartItem[], body: CreateOrderBody): string {
  const lines = cartItems.map((item) => `${item.product._id}x${item.quantity}`).sort();
  return JSON.stringify({ lines, body });
}

function read(cartKey: CartKey): Attempt | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey(cartKey)) ?? 'null') as Partial<Attempt> | null;
    return saved && typeof saved.key === 'string' && typeof saved.signature === 'string' ? { key: saved.key, signature: saved.signature } : null;
  } catch {
    return inMemory.get(cartKey) ?? null;
  }
}

/**
 * The Idempotency-Key of this checkout attempt: kept in sessionStorage for the cart, so a reload or a second click
 * sends the same key (the server then returns the same order); a changed cart or order body starts a new attempt.
 */
export function checkoutAttemptKey(cartKey: CartKey, signature: string): string {
  const saved = read(cartKey);
  if (saved?.signature === signature) return saved.key;
  const attempt: Attempt = { signature, key: crypto.randomUUID() };
  inMemory.set(cartKey, attempt);
  try {
    window.sessionStorage.setItem(storageKey(cartKey), JSON.stringify(attempt));
  } catch {
    // The in-memory copy serves.
  }
  return attempt.key;
}

/** After an order is placed the next checkout of this cart is a new attempt. */
export function endCheckoutAttempt(cartKey: CartKey): void {
  inMemory.delete(cartKey);
  try {
    window.sessionStorage.removeItem(storageKey(cartKey));
  } catch {
    // Nothing stored, nothing to end.
  }
}
