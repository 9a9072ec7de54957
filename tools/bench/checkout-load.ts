// Checkout under load for `npm run bench`: each client is a customer of its own who, over and over, puts two food
// products in the cart, asks for the quote and places the order (cash on delivery) under a fresh Idempotency-Key.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import type { BenchCustomer } from './bench-customers';

/** A client's first checkout and every this many after it send create-order twice at once under one key, as a retrying app would. */
const REPLAY_EVERY = 5;

export type CheckoutRun = {
  checkouts: number;
  seconds: number;
  /** Distinct Idempotency-Keys sent: the orders asked for. */
  keys: number;
  /** Keys sent twice at once; both replies named the same order. */
  replays: number;
  createOrderMs: number[];
  checkoutMs: number[];
  replyBytes: number;
};

type Reply = { ms: number; bytes: number; body: Record<string, unknown> };

/** Kept-alive sockets shared by every client: the load generator runs on the machine it measures, so it spends as little as it can. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function decoded(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

function call(base: string, customer: BenchCustomer, path: string, body: object, headers: Record<string, string> = {}): Promise<Reply> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + path,
      {
        method: 'POST',
        agent,
        // As a phone's browser asks: the API's compression is part of what is measured.
        headers: {
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'gzip, deflate, br',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = decoded(res.headers['content-encoding'], Buffer.concat(chunks)).toString('utf8');
          const ms = performance.now() - started;
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new Error(`${path}: ${status} ${text}`));
          else resolve({ ms, bytes: Buffer.byteLength(text), body: JSON.parse(text) as Record<string, unknown> });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const orderId = (r: Reply) => (r.body.order as { _id: string })._id;

/** The two food products client `i` puts in its cart at every checkout. */
const picksOf = (foodProducts: string[], i: number) => [foodProducts[(2 * i) % foodProducts.length]!, foodProducts[(2 * i + 1) % foodProducts.length]!];

type Checkout = { placed: Reply; again: Reply | undefined; key: string };

/** One whole checkout: addToCart for each product, the quote, create-order under a fresh key (sent twice at once when `replay`). */
async function checkoutOnce(base: string, customer: BenchCustomer, picks: string[], replay: boolean): Promise<Checkout> {
  for (const productId of picks) await call(base, customer, '/api/cart/addToCart', { productId, cartKey: 'foodCart' });
  const quote = await call(base, customer, '/api/order/quote', { cartKey: 'foodCart', addressId: customer.addressId });
  if ((quote.body.quote as { unavailable: unknown[] }).unavailable.length > 0) throw new Error(`quote: ${JSON.stringify(quote.body)}`);
  const order = { cartKey: 'foodCart', address: { _id: customer.addressId }, paymentMethod: 'COD' };
  const key = randomUUID();
  const [placed, again] = await Promise.all([
    call(base, customer, '/api/order/create-order', order, { [IDEMPOTENCY_KEY_HEADER]: key }),
    replay ? call(base, customer, '/api/order/create-order', order, { [IDEMPOTENCY_KEY_HEADER]: key }) : undefined,
  ]);
  return { placed, again, key };
}

/** One checkout by client `i`, for recording its statements: the Idempotency-Key, and the order's id and display id. */
export async function recordedCheckout(base: string, customer: BenchCustomer, foodProducts: string[], i: number): Promise<{ key: string; orderId: string; displayId: string }> {
  const { placed, key } = await checkoutOnce(base, customer, picksOf(foodProducts, i), false);
  return { key, orderId: orderId(placed), displayId: (placed.body.order as { id: string }).id };
}

/** Runs one checkout client per customer for `seconds`; any refused request stops the run with its reply. */
export async function checkoutLoad(base: string, clients: BenchCustomer[], foodProducts: string[], seconds: number): Promise<CheckoutRun> {
  const run: CheckoutRun = { checkouts: 0, seconds, keys: 0, replays: 0, createOrderMs: [], checkoutMs: [], replyBytes: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let failed = false;
  const client = async (customer: BenchCustomer, i: number) => {
    const picks = picksOf(foodProducts, i);
    for (let n = 1; performance.now() < deadline && !failed; n++) {
      const begun = performance.now();
      const { placed, again } = await checkoutOnce(base, customer, picks, n % REPLAY_EVERY === 1);
      run.keys += 1;
      if (again) {
        if (orderId(again) !== orderId(placed)) throw new Error(`one Idempotency-Key placed two orders: ${orderId(placed)}, ${orderId(again)}`);
        run.replays += 1;
      }
      run.createOrderMs.push(placed.ms);
      run.checkoutMs.push(performance.now() - begun);
      run.replyBytes = Math.max(run.replyBytes, placed.bytes);
      run.checkouts += 1;
    }
  };
  await Promise.all(
    clients.map((c, i) =>
      client(c, i).catch((err: unknown) => {
        failed = true;
        throw err;
      }),
    ),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** The p-th percentile (0–100) of a list of milliseconds. */
export function percentile(ms: number[], p: number): number {
  if (ms.length === 0) return Number.NaN;
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
