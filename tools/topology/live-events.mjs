// Live events across replicas: the seller and a partner listen on one replica while the customer orders on the other;
// the order's every step reaches the customer's stream; a killed replica's streams reconnect to the survivor with
// Last-Event-ID and miss nothing.
import { randomInt } from 'node:crypto';
import { EventStream, Session, request } from './client.mjs';
import { direct, front } from './front.mjs';
import { ms } from './replica-kill.mjs';
import { Skipped } from './skipped.mjs';
import { adminQuery, sleep } from './stack.mjs';

const EVENTS_PATH = '/api/events';
const MAX_DELAY_MS = 1_000;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const forOrder = (orderId, type) => (e) => e.data?.orderId === orderId && (!type || e.type === type);

/** Places an order of one product on `origin` (a replica's own address), as the shop app does. */
async function placeOrder(customer, origin, productId) {
  const session = new Session(origin);
  session.token = customer.session.token;
  await session.post('/api/cart/addToCart', { productId, cartKey: 'foodCart' });
  const sentAt = performance.now();
  const { order } = await session.post(
    '/api/order/create-order',
    { cartKey: 'foodCart', address: { _id: customer.addressId }, paymentMethod: 'COD' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  return { orderId: order._id, sentAt };
}

/** The ids of the live events a stream of this account should have had since `since` (the outbox rows). */
async function outboxIds(stack, role, accountId, since) {
  const { rows } = await adminQuery(
    stack.database.url,
    `select id::text from live_events where recipient_role = $1 and (recipient_id = $2 or recipient_id is null) and created_at >= $3 order by id`,
    [role, accountId, since],
  );
  return rows.map((r) => r.id);
}

export async function liveEventsStage(stack, customers) {
  const [a, b] = stack.replicas;
  const probe = await request(direct(a), 'GET', EVENTS_PATH, { headers: { accept: 'text/event-stream' }, timeoutMs: 5_000 });
  if (probe.status === 404) return new Skipped(`GET ${EVENTS_PATH} is not in this build`);

  const seller = new Session(front(stack, 'seller'));
  await seller.post('/api/auth/seller-login', { phone: '9000000001', password: 'seller123' });
  const { sellerDetails } = await seller.get('/api/auth/getSellerDetails');
  const { products } = await seller.get('/api/shop/get-products');
  const product = products.find((p) => p.inStock);
  expect(product, 'the demo seller has no product in stock');

  const partner = new Session(front(stack, 'rider'));
  const partnerPhone = `6${randomInt(100_000_000, 999_999_999)}`;
  await partner.post('/api/delivery/signup', { username: 'Topology Rider', phone: partnerPhone, password: 'rider-pass-123', secretKey: stack.secrets.DELIVERY_SECRET_KEY });
  await partner.post('/api/delivery/login', { phone: partnerPhone, password: 'rider-pass-123' });
  const { deliveryBoy } = await partner.get('/api/delivery/me');
  const partnerId = deliveryBoy?._id;
  expect(partnerId, 'GET /api/delivery/me named no partner');
  await partner.put('/api/delivery/availability', { isAvailable: true });

  const customer = customers.list[1];
  const since = (await adminQuery(stack.database.url, 'select now() as now')).rows[0].now;
  // The seller and the partner listen on replica B; the customer listens on, and orders through, replica A.
  const sellerStream = new EventStream(direct(b), seller);
  const partnerStream = new EventStream(direct(b), partner);
  const customerStream = new EventStream(direct(a), customer.session);
  const streams = [sellerStream, partnerStream, customerStream];
  try {
    await Promise.all(streams.map((s) => s.open()));
    const first = await placeOrder(customer, direct(a), product._id);
    const heard = await Promise.all([
      sellerStream.waitFor(forOrder(first.orderId, 'order'), 5_000, "the seller's new order"),
      partnerStream.waitFor(forOrder(first.orderId, 'available'), 5_000, "the partner's available order"),
      customerStream.waitFor(forOrder(first.orderId, 'order'), 5_000, "the customer's placed order"),
    ]);
    const delays = heard.map((e) => e.at - first.sentAt);
    stack.figures['event delay: seller, partner, customer'] = delays.map(ms).join(', ');
    expect(delays[0] <= MAX_DELAY_MS && delays[1] <= MAX_DELAY_MS, `the seller and the partner heard the order after ${delays.map(ms).join(' and ')}`);

    // Every step of the delivery reaches the customer's stream.
    const steps = [
      ['seller confirms', () => seller.put(`/api/order/confirm-order/${first.orderId}`, { selectedProducts: [product._id] })],
      ['partner accepts', () => partner.post(`/api/delivery/orders/${first.orderId}/accept`, { deliveryBoyId: partnerId })],
      ['partner picks up', () => partner.put('/api/delivery/order/confirm-pickup', { orderId: first.orderId, productId: product._id })],
      ['partner delivers', () => partner.put(`/api/delivery/order/confirm-delivery/${first.orderId}`)],
    ];
    const stepDelays = [];
    for (const [name, act] of steps) {
      const seen = customerStream.events.filter(forOrder(first.orderId)).length;
      const at = performance.now();
      await act();
      const e = await customerStream.waitFor((ev) => forOrder(first.orderId)(ev) && customerStream.events.filter(forOrder(first.orderId)).indexOf(ev) >= seen, 5_000, `the customer's event for "${name}"`);
      stepDelays.push(e.at - at);
    }
    const kinds = customerStream.events.filter(forOrder(first.orderId)).map((e) => e.data.status ?? e.data.kind);
    expect(kinds.includes('Delivered'), `the customer's stream never said Delivered (${kinds.join(', ')})`);
    stack.figures['customer heard each step after, at most'] = ms(Math.max(...stepDelays));

    // Replica B dies with the seller's and the partner's streams; they come back through Caddy, to A.
    await b.kill('SIGKILL');
    sellerStream.retarget(front(stack, 'seller'));
    partnerStream.retarget(front(stack, 'rider'));
    const second = await placeOrder(customer, direct(a), product._id);
    await Promise.all([
      sellerStream.waitFor(forOrder(second.orderId, 'order'), 10_000, "the seller's order placed while its replica was down"),
      partnerStream.waitFor(forOrder(second.orderId, 'available'), 10_000, "the partner's order placed while its replica was down"),
    ]);
    stack.figures['streams back on the survivor, order heard after'] = ms(
      Math.max(...[sellerStream, partnerStream].map((s) => s.events.find(forOrder(second.orderId)).at)) - second.sentAt,
    );
    await sleep(500);
    for (const [name, stream, role, id] of [
      ['seller', sellerStream, 'seller', sellerDetails._id],
      ['partner', partnerStream, 'delivery', partnerId],
      ['customer', customerStream, 'customer', customer.id],
    ]) {
      const got = stream.events.map((e) => e.id);
      expect(new Set(got).size === got.length, `the ${name}'s stream received an event twice`);
      const wanted = await outboxIds(stack, role, id, since);
      const missed = wanted.filter((w) => !got.includes(w));
      expect(missed.length === 0, `the ${name}'s stream missed events ${missed.join(', ')} of ${wanted.length}`);
    }
    expect(sellerStream.connections >= 2 && partnerStream.connections >= 2, 'the streams of the killed replica never reconnected');
  } finally {
    for (const s of streams) s.close();
    if (!b.alive) {
      b.start();
      await b.ready();
    }
  }
  return `seller and partner heard the order after ${stack.figures['event delay: seller, partner, customer']}`;
}
