// Customers of the shop app, as its pages call the API: browse the catalogue, fill the food cart, check out with an
// Idempotency-Key. The client retries what the network or the proxy lost, the way the app does, and counts it.
import { randomUUID } from 'node:crypto';
import { HttpError, Session } from './client.mjs';
import { sleep } from './stack.mjs';

/** Statuses that say "this attempt never happened or may be repeated": the connection, the proxy or a busy key. */
export const RETRYABLE = new Set([0, 502, 503, 504]);
const RETRY_FOR_MS = 30_000;

export class Stats {
  /** `retryable`: the statuses the client tries again (while the database restarts, also its 500s). */
  constructor(retryable = RETRYABLE) {
    this.retryable = retryable;
    this.journeys = 0;
    this.failures = [];
    this.retries = 0;
    /** Times (ms, performance.now) of every attempt that failed and was retried. */
    this.errorTimes = [];
    this.orderIds = new Set();
    this.keys = 0;
  }

  /** `said`: the start of the reply's body, which tells a proxy's refusal from the API's. */
  failedAttempt(what, status, said = '') {
    this.retries += 1;
    this.errorTimes.push({ at: performance.now(), what, status, said });
  }
}

/** Calls `attempt` until it succeeds, retrying what a retrying client may retry; any other error is thrown. */
async function withRetries(stats, what, attempt, { retryOn = () => false } = {}) {
  const deadline = performance.now() + RETRY_FOR_MS;
  let delay = 100;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      const retryable = err instanceof HttpError && (stats.retryable.has(err.status) || retryOn(err));
      if (!retryable || performance.now() > deadline) throw err;
      stats.failedAttempt(what, err.status, typeof err.body === 'string' ? err.body.slice(0, 120) : JSON.stringify(err.body ?? '').slice(0, 120));
      await sleep(delay);
      delay = Math.min(delay * 2, 1_000);
    }
  }
}

export async function latestOtp(session, phone) {
  for (let i = 0; i < 40; i++) {
    const res = await session.raw('GET', `/api/dev/outbox?phone=${phone}`);
    const code = res.status === 200 ? res.body.messages?.[0]?.code : undefined;
    if (code) return code;
    await sleep(250);
  }
  throw new Error(`no code was sent to ${phone}`);
}

/** A new customer signed up by phone and code, with a delivery address near the shops. */
export async function signUpCustomer(origin, phone, name) {
  const session = new Session(origin);
  const formData = { phone, username: name };
  await session.post('/api/auth/send-otp', { formData });
  const otp = await latestOtp(session, phone);
  const { user } = await session.post('/api/auth/user-signup', { formData, otp });
  const { address } = await session.post('/api/user-profile/saveAddress', {
    userId: user._id,
    address: { fullName: name, phone, addressLine: '9 Babar Road', area: 'Bengali Market', lat: 28.629, long: 77.232, isDefault: true },
  });
  return { session, id: user._id, phone, addressId: address._id };
}

/** In-stock products of open restaurants, as a customer finds them: popular shops, restaurants, a shop's page. */
export async function orderableFood(session) {
  const { restaurants } = await session.get('/api/shop/get-restaurants?page=1');
  const found = [];
  for (const shop of restaurants.filter((s) => s.isOpen && s.category !== 'Pharmacy').slice(0, 6)) {
    const page = await session.get(`/api/shop/getShopAndProducts/${shop._id}`);
    for (const p of page.products) if (p.inStock && p.shopIsOpen) found.push({ productId: p._id, shopId: shop._id, sellerId: p.seller });
  }
  if (found.length < 2) throw new Error('the demo catalogue has too few orderable food products');
  return found;
}

const inCart = (cart, productId) => JSON.stringify(cart).includes(productId);

/**
 * One journey: browse, add one product to the food cart, quote, place the order under a fresh Idempotency-Key.
 * A lost add is looked up in the cart before it is sent again, so a retry never adds twice; the order is retried
 * with the same key until the server names it.
 */
export async function journey(stats, customer, product) {
  const { session } = customer;
  await withRetries(stats, 'popular shops', () => session.get('/api/home/get-popular-shops'));
  await withRetries(stats, 'shop page', () => session.get(`/api/shop/getShopAndProducts/${product.shopId}`));
  await withRetries(stats, 'add to cart', async () => {
    const res = await session.raw('POST', '/api/cart/addToCart', { productId: product.productId, cartKey: 'foodCart' });
    if (res.status >= 200 && res.status < 300) return;
    if (stats.retryable.has(res.status)) {
      const cart = await session.raw('GET', '/api/cart/getCart');
      if (cart.status === 200 && inCart(cart.body, product.productId)) return;
    }
    throw new HttpError(res.status, res.body, 'POST /api/cart/addToCart');
  });
  await withRetries(stats, 'cart', () => session.get('/api/cart/getCart'));
  await withRetries(stats, 'quote', () => session.post('/api/order/quote', { cartKey: 'foodCart', addressId: customer.addressId }));
  const key = randomUUID();
  stats.keys += 1;
  const placed = await withRetries(
    stats,
    'create order',
    () =>
      session.post(
        '/api/order/create-order',
        { cartKey: 'foodCart', address: { _id: customer.addressId }, paymentMethod: 'COD' },
        { 'idempotency-key': key },
      ),
    // Another attempt under the same key is still in its transaction: ask again.
    { retryOn: (err) => err.status === 409 && err.body?.code === 'IDEMPOTENCY_KEY_BUSY' },
  );
  stats.orderIds.add(placed.order._id);
  stats.journeys += 1;
  return placed.order;
}

/**
 * Runs journeys, one customer at a time per customer (a customer has one cart), all customers at once, until
 * `total` journeys are done or `until()` says stop. Failures are counted, not thrown.
 */
export async function runJourneys(stats, customers, products, { total = Infinity, until = () => false, onProgress = () => {} } = {}) {
  let started = 0;
  const worker = async (customer, i) => {
    for (let n = 0; ; n++) {
      if (started >= total || until()) return;
      started += 1;
      const product = products[(i + n) % products.length];
      try {
        await journey(stats, customer, product);
      } catch (err) {
        stats.failures.push(String(err?.message ?? err));
      }
      onProgress(stats);
    }
  };
  await Promise.all(customers.map((c, i) => worker(c, i)));
}
