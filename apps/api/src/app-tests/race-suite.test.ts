import {
  DELETE_ACCOUNT_ORDER_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_TAKEN_MESSAGE,
} from '@nukkad/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../db/client';
import {
  adminActions,
  cartItems,
  customers,
  oneTimeCodes,
  commissionEntries,
  couponUses,
  coupons,
  deliveryPartners,
  idempotencyKeys,
  liveEvents,
  notifications,
  orderEvents,
  orderFigures,
  orderItems,
  orders,
  outstandingPayments,
  products,
  refunds,
  type ProductRow,
} from '../db/schema';
import { hashCode } from '../modules/accounts/one-time-codes';
import { hashPassword } from '../modules/accounts/passwords';
import { makeOrder, makeProducts, makeShop } from '../testing/fixtures';
import {
  addressNorth,
  expectOrderSums,
  expectStatusChains,
  headersOf,
  inBatches,
  MAX_DELAY_MS,
  orderings,
  race,
  roundRandom,
  rupeesBelowThousand,
  signedOn,
  type Random,
  type Signed,
} from '../testing/race-fixtures';
import { proofRounds } from '../testing/proof-depth';
import { countOrderedUnits } from '../modules/checkout/ordered-units';
import { foldOrderFigures } from '../modules/orders/order-figures';
import { releaseDueOrders, releaseOrder } from '../modules/orders/release-orders';
import { buildReplicas, json, type Replicas } from '../testing/test-app';

type AnyReply = Record<string, any>;
type Send = (app: FastifyInstance) => Promise<LightMyRequestResponse>;
/** The password of the partners of the account-deletion race, hashed once. */
const RACE_PASSWORD = 'race-password-1';
let racePasswordHash = '';
type Reply = { status: number; message: string };
type Lines = Record<string, number>;

const SEED = inject('proofKnobs').raceSeed;
const ON_POSTGRES = inject('testDatabase').kind === 'postgres';
// PGlite has one connection, so the replicas' requests run in turn: fewer rounds there prove the outcomes, not the race.
const ROUNDS = ON_POSTGRES ? proofRounds({ deep: 100, sample: 24 }) : 10;
// Rounds of a batch run at once; each has its own order, cart and accounts, so they only share the catalogue.
const BATCH = ON_POSTGRES ? 4 : 1;
const SCENARIO_TIMEOUT_MS = 120_000;
// A delivery reaches the partner's row only at the end of its transaction, and a clear at its start: with tiny delays
// alone the clear nearly always locks the row first, so some rounds hold the clear back long enough to land after.
const CLEAR_MAX_DELAYS_MS = [MAX_DELAY_MS, 50, 150];

// Prices in paise that are multiples of 20, so a Food order's 5% GST is exact and the sums below are by hand.
const foodGst = (amountPaise: number) => amountPaise / 20;
/** Food delivery charge up to 2 km (DESIGN §5); every checkout of the suite is 1 km out. */
const DELIVERY_UP_TO_2_KM = 2_000;
/** The second seller's convenience fee on a Food order. */
const CONVENIENCE_PER_EXTRA_SELLER = 1_500;
/** The delivery charge makeOrder writes by default. */
const FIXTURE_DELIVERY_CHARGE = 2_500;

const CART_EMPTY_MESSAGE = 'Your cart is empty.';
const NOT_IN_CART_MESSAGE = 'This product is not in your cart.';
const ADDED_MESSAGE = 'Product added to cart!';
const REMOVED_MESSAGE = 'Product removed from cart!';
const QUANTITY_UPDATED_MESSAGE = 'Quantity updated';
const ORDER_PLACED_MESSAGE = 'Order placed successfully!';

/** Counts how each round came out, so the printed summary shows both sides of a race were met. */
function tally() {
  const seen = new Map<string, number>();
  return {
    count: (outcome: string) => seen.set(outcome, (seen.get(outcome) ?? 0) + 1),
    total: () => [...seen.values()].reduce((a, b) => a + b, 0),
    outcomes: () => [...seen.keys()],
    text: () => [...seen].map(([outcome, n]) => `${outcome}: ${n}`).join(', '),
  };
}

/** Lines as sorted pairs, so two carts compare whatever order their keys were written in. */
const sortedLines = (lines: Lines | null) => (lines === null ? null : Object.entries(lines).sort(([x], [y]) => x.localeCompare(y)));
type CartOutcome = { replies: Reply[]; ordered: Lines | null; cart: Lines };
const outcomeKey = (o: CartOutcome) => JSON.stringify([o.replies, sortedLines(o.ordered), sortedLines(o.cart)]);

describe(`races on one order, cart or partner, seeded (RACE_SEED=${SEED})`, () => {
  let r: Replicas;
  let db: Db;
  let app0: FastifyInstance;
  let admin: Signed;
  let customer: Signed;
  let dhabaSeller: Record<string, string>;
  let paneer: ProductRow;
  let naan: ProductRow;
  let dal: ProductRow;
  let cake: ProductRow;
  /** One restaurant's menu for the carts: one seller, so no convenience fee. */
  let thali: ProductRow[];

  const where = (scenario: string, round: number, plan: string) => `${scenario}, RACE_SEED=${SEED}, round ${round}: ${plan}`;

  // ---- the calls, as the apps make them

  const accept =
    (orderId: string, deliveryPartner: Signed): Send =>
    (app) =>
      app.inject({
        method: 'POST',
        url: `/api/delivery/orders/${orderId}/accept`,
        payload: { deliveryBoyId: deliveryPartner.id },
        headers: deliveryPartner.headers,
      });
  const assign =
    (orderId: string, deliveryPartner: Signed): Send =>
    (app) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/assignDeliveryBoy',
        payload: { orderId, deliveryBoyId: deliveryPartner.id },
        headers: admin.headers,
      });
  const createOrder =
    (buyer: Signed, addressId: string, key: string | null, extra: object = {}): Send =>
    (app) =>
      app.inject({
        method: 'POST',
        url: '/api/order/create-order',
        payload: { cartKey: 'foodCart', address: { _id: addressId }, paymentMethod: 'COD', ...extra },
        headers: { ...buyer.headers, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
      });
  const confirm =
    (orderId: string, selected: readonly ProductRow[]): Send =>
    (app) =>
      app.inject({
        method: 'PUT',
        url: `/api/order/confirm-order/${orderId}`,
        payload: { selectedProducts: selected.map((p) => p.id) },
        headers: dhabaSeller,
      });
  const cancel =
    (orderId: string): Send =>
    (app) =>
      app.inject({ method: 'PUT', url: '/api/admin/cancelOrder', payload: { orderId }, headers: admin.headers });
  const deliver =
    (orderId: string, deliveryPartner: Signed): Send =>
    (app) =>
      app.inject({ method: 'PUT', url: `/api/delivery/order/confirm-delivery/${orderId}`, headers: deliveryPartner.headers });
  const clearOutstanding =
    (deliveryPartnerId: string): Send =>
    (app) =>
      app.inject({ method: 'PUT', url: `/api/admin/deliveryBoy/clearOutstanding/${deliveryPartnerId}`, headers: admin.headers });
  type CartChange = 'addToCart' | 'incrementQty' | 'decrementQty' | 'removeFromCart';
  const changeCart =
    (buyer: Signed, change: CartChange, productId: string): Send =>
    (app) =>
      app.inject({ method: 'POST', url: `/api/cart/${change}`, payload: { productId, cartKey: 'foodCart' }, headers: buyer.headers });

  // ---- reading back

  const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** Every event of the order but status changes (those are checked as chains), sorted so a duplicate shows. */
  const otherEventsOf = async (orderId: string) =>
    (
      await db
        .select({ kind: orderEvents.kind, role: orderEvents.actorRole, actor: orderEvents.actorId, note: orderEvents.note })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), sql`${orderEvents.kind} <> 'status'`))
    ).sort((a, b) => `${a.kind}|${a.role}|${a.note}`.localeCompare(`${b.kind}|${b.role}|${b.note}`));
  const notesOf = async (orderId: string) =>
    (
      await db
        .select({ role: notifications.recipientRole, id: notifications.recipientId, kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.orderId, orderId))
    ).sort((a, b) => `${a.role}|${a.kind}|${a.id}`.localeCompare(`${b.role}|${b.kind}|${b.id}`));
  const cartOf = async (customerId: string): Promise<Lines> => {
    const rows = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.customerId, customerId), eq(cartItems.cartKey, 'foodCart')));
    return Object.fromEntries(rows.map((l) => [l.productId, l.quantity]));
  };
  const ordersOf = (customerId: string) => db.select().from(orders).where(eq(orders.customerId, customerId));
  const linesOf = async (orderId: string): Promise<Lines> =>
    Object.fromEntries((await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((i) => [i.productId, i.quantity]));
  const auditOf = (column: typeof adminActions.orderId | typeof adminActions.deliveryPartnerId, id: string) =>
    db
      .select({ action: adminActions.action, note: adminActions.note, partner: adminActions.deliveryPartnerId })
      .from(adminActions)
      .where(eq(column, id));
  const statusAndMessage = (res: LightMyRequestResponse): Reply => ({
    status: res.statusCode,
    message: json<AnyReply>(res).message as string,
  });
  const placedBy = (buyer: Signed) => [{ kind: 'placed', role: 'customer', actor: buyer.id, note: null }];

  /** A new customer with an address 1 km out and these lines in their food cart. */
  async function customerWithCart(lines: Lines) {
    const buyer = await signedOn(app0, db, 'customer');
    const addressId = await addressNorth(app0, db, buyer.id, 1);
    await fillCart(buyer.id, lines);
    return { buyer, addressId };
  }
  async function fillCart(customerId: string, lines: Lines) {
    const rows = Object.entries(lines).map(([productId, quantity]) => ({ customerId, cartKey: 'foodCart' as const, productId, quantity }));
    if (rows.length > 0) await db.insert(cartItems).values(rows);
  }
  /** A new customer's order through checkout of paneer, 2 naan (the dhaba) and a cake (the bakery), COD or paid online first. */
  async function placeMixedOrder(online: boolean, key: string) {
    const { buyer, addressId } = await customerWithCart({ [paneer.id]: 1, [naan.id]: 2, [cake.id]: 1 });
    const send = (url: string, payload: object) => app0.inject({ method: 'POST', url, payload, headers: buyer.headers });
    let payment = {};
    if (online) {
      const created = json<AnyReply>(await send('/api/payment/createOrder', { cartKey: 'foodCart', addressId }));
      const { proof } = json<AnyReply>(await send('/api/payment/test-provider/pay', { order_id: created.order.id, outcome: 'paid' }));
      expect((await send('/api/payment/verify-payment', proof)).statusCode).toBe(200);
      payment = { paymentMethod: 'Online', paymentOrderId: created.order.id };
    }
    const placed = await createOrder(buyer, addressId, key, payment)(app0);
    expect(placed.statusCode, placed.body).toBe(200);
    return { buyer, orderId: json<AnyReply>(placed).order._id as string };
  }
  /** 1 to 3 of the restaurant's products, 1 to 3 of each. */
  const drawnCart = (random: Random): Lines =>
    Object.fromEntries(
      random
        .shuffle(thali)
        .slice(0, random.int(1, 3))
        .map((p) => [p.id, random.int(1, 3)]),
    );
  /** The figures of a one-restaurant Food order 1 km out, by hand from DESIGN §5. */
  const thaliFigures = (lines: Lines) => {
    const amount = Object.entries(lines).reduce((sum, [id, quantity]) => sum + thali.find((p) => p.id === id)!.pricePaise * quantity, 0);
    return {
      amountPaise: amount,
      deliveryChargePaise: DELIVERY_UP_TO_2_KM,
      taxesPaise: foodGst(amount),
      convenienceFeesPaise: 0,
      serviceChargePaise: 0,
      totalAmountPaise: amount + foodGst(amount) + DELIVERY_UP_TO_2_KM,
    };
  };

  beforeAll(async () => {
    racePasswordHash = await hashPassword(RACE_PASSWORD);
    const on = ON_POSTGRES ? 'PostgreSQL' : 'PGlite';
    console.info(`race suite: RACE_SEED=${SEED} on ${on}, ${ROUNDS} rounds per scenario (set RACE_SEED to replay a run)`);
    r = await buildReplicas(2);
    db = r.database.db;
    app0 = r.apps[0]!;
    const dhaba = await makeShop(db, { name: 'Race Dhaba', category: 'Restaurant' });
    const bakery = await makeShop(db, { name: 'Race Bakery', category: 'Bakery' });
    const thaliHouse = await makeShop(db, { name: 'Race Thali House', category: 'Restaurant' });
    [paneer, naan, dal] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000 },
      { name: 'Butter Naan', pricePaise: 4_500 },
      { name: 'Dal Makhani', pricePaise: 19_950 },
    ])) as [ProductRow, ProductRow, ProductRow];
    [cake] = (await makeProducts(db, bakery, [{ name: 'Chocolate Cake', pricePaise: 45_000 }])) as [ProductRow];
    thali = await makeProducts(db, thaliHouse, [
      { name: 'Veg Thali', pricePaise: 12_000 },
      { name: 'Tandoori Roti', pricePaise: 2_000 },
      { name: 'Sweet Lassi', pricePaise: 6_000 },
      { name: 'Rice Kheer', pricePaise: 8_000 },
    ]);
    dhabaSeller = headersOf(app0, dhaba.sellerId, 'seller');
    admin = await signedOn(app0, db, 'admin', 'Race Admin');
    customer = await signedOn(app0, db, 'customer');
  });
  afterAll(() => r?.close());

  it(
    `1. two partners accept one order, ${ROUNDS} rounds: one 200, one 409 (taken); the order is the winner's, with one 'assigned' event`,
    async () => {
      const outcomes = tally();
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'two partners accept', round);
        const a = await signedOn(app0, db, 'delivery');
        const b = await signedOn(app0, db, 'delivery');
        const { order } = await makeOrder(db, { customer, lines: [{ product: dal, quantity: 1 }] });
        const { replies, plan } = await race(random, r.apps, [
          { name: 'partner A accepts', send: accept(order.id, a) },
          { name: 'partner B accepts', send: accept(order.id, b) },
        ]);
        const at = where('two partners accept', round, plan);
        const aWon = replies[0]!.statusCode === 200;
        const winner = aWon ? a : b;
        const won = { status: 200, body: { success: true, message: 'Order accepted successfully!' } };
        const lost = { status: 409, body: { success: false, message: ORDER_TAKEN_MESSAGE } };
        expect(
          replies.map((res) => ({ status: res.statusCode, body: json(res) })),
          at,
        ).toEqual(aWon ? [won, lost] : [lost, won]);

        expect((await orderRow(order.id)).deliveryPartnerId, at).toBe(winner.id);
        expect(await otherEventsOf(order.id), at).toEqual([{ kind: 'assigned', role: 'delivery', actor: winner.id, note: null }]);
        // The customer hears once; only the winner is told the order is theirs.
        expect(await notesOf(order.id), at).toEqual([
          { role: 'customer', id: customer.id, kind: 'partner_assigned' },
          { role: 'delivery', id: winner.id, kind: 'order_assigned' },
        ]);
        await expectStatusChains(db, order.id, 'Processing', at);
        await expectOrderSums(db, order.id, at);
        outcomes.count(aWon ? 'A won' : 'B won');
      });
      console.info(`1. two partners accept: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
      // Truly concurrent on PostgreSQL, so over the rounds each side wins some.
      expect(outcomes.outcomes().length).toBeGreaterThanOrEqual(ON_POSTGRES ? 2 : 1);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `2. an admin assigns partner A while partner B accepts, ${ROUNDS} rounds: A ends with the order; ` +
      'B got 409 or was told of the reassignment',
    async () => {
      const outcomes = tally();
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'assign while accepting', round);
        const a = await signedOn(app0, db, 'delivery', `Partner A${round}`);
        const b = await signedOn(app0, db, 'delivery', `Partner B${round}`);
        const { order } = await makeOrder(db, { customer, lines: [{ product: dal, quantity: 1 }] });
        const { replies, plan } = await race(random, r.apps, [
          { name: 'the admin assigns A', send: assign(order.id, a) },
          { name: 'partner B accepts', send: accept(order.id, b) },
        ]);
        const [assigned, accepted] = replies as [LightMyRequestResponse, LightMyRequestResponse];
        const at = where('assign while accepting', round, plan);

        // Either the assignment locked the order first and B found it taken, or B's acceptance landed first and the
        // assignment replaced it, telling B.
        const acceptedFirst = accepted.statusCode === 200;
        const note = acceptedFirst ? `${a.name} (instead of ${b.name})` : a.name;
        const observed = {
          assigned: { status: assigned.statusCode, body: json(assigned) },
          accepted: { status: accepted.statusCode, body: json(accepted) },
          partner: (await orderRow(order.id)).deliveryPartnerId,
          events: await otherEventsOf(order.id),
          audit: await auditOf(adminActions.orderId, order.id),
          notes: await notesOf(order.id),
        };
        expect(observed, at).toEqual({
          assigned: { status: 200, body: { success: true, message: 'Delivery Boy assigned successfully!' } },
          accepted: acceptedFirst
            ? { status: 200, body: { success: true, message: 'Order accepted successfully!' } }
            : { status: 409, body: { success: false, message: ORDER_TAKEN_MESSAGE } },
          partner: a.id,
          events: [
            { kind: 'assigned', role: 'admin', actor: admin.id, note },
            ...(acceptedFirst ? [{ kind: 'assigned', role: 'delivery', actor: b.id, note: null }] : []),
          ],
          audit: [{ action: 'assign_partner', note, partner: a.id }],
          // The customer hears once that someone is coming; B, if it got the order, that it then lost it.
          notes: [
            { role: 'customer', id: customer.id, kind: 'partner_assigned' },
            ...[
              { role: 'delivery', id: a.id, kind: 'order_assigned' },
              ...(acceptedFirst
                ? [
                    { role: 'delivery', id: b.id, kind: 'order_assigned' },
                    { role: 'delivery', id: b.id, kind: 'order_unassigned' },
                  ]
                : []),
            ].sort((x, y) => `${x.kind}|${x.id}`.localeCompare(`${y.kind}|${y.id}`)),
          ],
        });
        await expectStatusChains(db, order.id, 'Processing', at);
        outcomes.count(acceptedFirst ? 'B accepted first, then reassigned' : 'assigned first, B refused');
      });
      console.info(`2. assign while accepting: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
      expect(outcomes.outcomes().length).toBeGreaterThanOrEqual(ON_POSTGRES ? 2 : 1);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `3. Place order sent twice, ${ROUNDS} rounds: no key, one order and 'cart empty'; one key, one order; a key each, one order and 'cart empty'`,
    async () => {
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'double checkout', round);
        const lines = drawnCart(random);
        const { buyer, addressId } = await customerWithCart(lines);
        const keysOf = async () =>
          (
            await db
              .select({ key: idempotencyKeys.key, orderId: idempotencyKeys.orderId })
              .from(idempotencyKeys)
              .where(eq(idempotencyKeys.customerId, buyer.id))
          ).sort((x, y) => x.key.localeCompare(y.key));

        // No Idempotency-Key (it is optional): the cart's lock still makes one order; the other click finds the cart empty.
        const unkeyed = await race(random, r.apps, [
          { name: 'click 1 without a key', send: createOrder(buyer, addressId, null) },
          { name: 'click 2 without a key', send: createOrder(buyer, addressId, null) },
        ]);
        let at = where('double checkout without a key', round, unkeyed.plan);
        const click1Won = unkeyed.replies[0]!.statusCode === 200;
        const emptyCart = { status: 409, message: CART_EMPTY_MESSAGE };
        const placed = { status: 200, message: ORDER_PLACED_MESSAGE };
        expect(unkeyed.replies.map(statusAndMessage), at).toEqual(click1Won ? [placed, emptyCart] : [emptyCart, placed]);
        const unkeyedId = json<AnyReply>(unkeyed.replies[click1Won ? 0 : 1]!).order._id as string;
        expect((await ordersOf(buyer.id)).map((o) => o.id), at).toEqual([unkeyedId]);
        expect(await linesOf(unkeyedId), at).toEqual(lines);
        expect({ cart: await cartOf(buyer.id), keys: await keysOf() }, at).toEqual({ cart: {}, keys: [] });

        // One key, as the app sends it for a double click: both replies are the one order.
        const clicked = drawnCart(random);
        await fillCart(buyer.id, clicked);
        const key = `race-${SEED}-${round}-double-click`;
        const keyed = await race(random, r.apps, [
          { name: 'click 1 with the key', send: createOrder(buyer, addressId, key) },
          { name: 'click 2 with the key', send: createOrder(buyer, addressId, key) },
        ]);
        at = where('double checkout with one key', round, keyed.plan);
        expect(
          keyed.replies.map((res) => res.statusCode),
          at,
        ).toEqual([200, 200]);
        expect(json(keyed.replies[1]!), at).toEqual(json(keyed.replies[0]!));
        const firstId = json<AnyReply>(keyed.replies[0]!).order._id as string;
        expect((await ordersOf(buyer.id)).map((o) => o.id).sort(), at).toEqual([unkeyedId, firstId].sort());
        expect(await linesOf(firstId), at).toEqual(clicked);
        expect(await orderRow(firstId), at).toMatchObject(thaliFigures(clicked));
        expect(await otherEventsOf(firstId), at).toEqual(placedBy(buyer));
        await expectStatusChains(db, firstId, 'Processing', at);
        expect({ cart: await cartOf(buyer.id), keys: await keysOf() }, at).toEqual({ cart: {}, keys: [{ key, orderId: firstId }] });

        // A key each (two tabs): one order; the other waits on the cart's lines, then finds them gone.
        const again = drawnCart(random);
        await fillCart(buyer.id, again);
        const tabKey = (tab: number) => `race-${SEED}-${round}-tab-${tab}`;
        const twoKeys = await race(random, r.apps, [
          { name: 'tab 1', send: createOrder(buyer, addressId, tabKey(1)) },
          { name: 'tab 2', send: createOrder(buyer, addressId, tabKey(2)) },
        ]);
        at = where('double checkout with a key each', round, twoKeys.plan);
        const tab1Won = twoKeys.replies[0]!.statusCode === 200;
        expect(twoKeys.replies.map(statusAndMessage), at).toEqual(tab1Won ? [placed, emptyCart] : [emptyCart, placed]);
        const secondId = json<AnyReply>(twoKeys.replies[tab1Won ? 0 : 1]!).order._id as string;
        expect((await ordersOf(buyer.id)).map((o) => o.id).sort(), at).toEqual([unkeyedId, firstId, secondId].sort());
        expect(await linesOf(secondId), at).toEqual(again);
        expect(await orderRow(secondId), at).toMatchObject(thaliFigures(again));
        expect(await otherEventsOf(secondId), at).toEqual(placedBy(buyer));
        // The refused attempt's key went with its rolled-back transaction; each kept key names its order.
        expect({ cart: await cartOf(buyer.id), keys: await keysOf() }, at).toEqual({
          cart: {},
          keys: [
            { key, orderId: firstId },
            { key: tabKey(tab1Won ? 1 : 2), orderId: secondId },
          ].sort((x, y) => x.key.localeCompare(y.key)),
        });
      });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `4. the seller confirms while an admin cancels, ${ROUNDS} rounds, COD and Online: the order ends Cancelled at ₹0, ` +
      'each move logged once, refunds add up to what was paid',
    async () => {
      const outcomes = tally();
      // Paneer ₹240 + 2 naan ₹90 from the dhaba, a cake ₹450 from the bakery, 1 km out: ₹780 + GST ₹39 + ₹20 + ₹15 for a second seller.
      const placedTotal = 85_400;
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'confirm while cancelling', round);
        const online = random.int(0, 1) === 1;
        const selected = random.pick<ProductRow[]>([[], [paneer], [naan], [paneer, naan]]);
        const { orderId } = await placeMixedOrder(online, `race-${SEED}-${round}-confirm-cancel`);
        expect((await orderRow(orderId)).totalAmountPaise).toBe(placedTotal);

        const { replies, plan } = await race(random, r.apps, [
          { name: `the seller confirms [${selected.map((p) => p.name).join(', ')}]`, send: confirm(orderId, selected) },
          { name: 'an admin cancels', send: cancel(orderId) },
        ]);
        const [confirmed, cancelled] = replies as [LightMyRequestResponse, LightMyRequestResponse];
        const at = where(`confirm while cancelling (${online ? 'Online' : 'COD'})`, round, plan);
        const confirmedFirst = confirmed.statusCode === 200;
        expect(
          {
            confirmed: { status: confirmed.statusCode, success: json(confirmed).success },
            confirmedMessage: json(confirmed).message,
            cancelled: { status: cancelled.statusCode, body: json(cancelled) },
          },
          at,
        ).toEqual({
          // A confirmation after the cancellation finds nothing waiting: 409, saying the order was cancelled.
          confirmed: confirmedFirst ? { status: 200, success: true } : { status: 409, success: false },
          confirmedMessage: confirmedFirst ? 'Order Confirmed!' : 'This order has been cancelled.',
          cancelled: { status: 200, body: { success: true, message: 'Order cancelled successfully!' } },
        });
        outcomes.count(confirmedFirst ? 'confirmed, then cancelled' : 'cancelled, confirmation refused');

        // Whoever went first, the cancellation has the last word: nothing left to pay for.
        expect(await expectOrderSums(db, orderId, at), at).toMatchObject({
          deliveryStatus: 'Cancelled',
          amountPaise: 0,
          deliveryChargePaise: 0,
          taxesPaise: 0,
          convenienceFeesPaise: 0,
          serviceChargePaise: 0,
          totalAmountPaise: 0,
        });
        const dhabaPath = (p: ProductRow) =>
          !confirmedFirst
            ? ['Processing', 'Cancelled (admin)']
            : selected.includes(p)
              ? ['Processing', 'Preparing (seller)', 'Cancelled (admin)']
              : ['Processing', 'Cancelled (seller)'];
        expect(await expectStatusChains(db, orderId, 'Processing', at), at).toEqual({
          order: ['Processing', 'Cancelled (admin)'],
          [paneer.id]: dhabaPath(paneer),
          [naan.id]: dhabaPath(naan),
          [cake.id]: ['Processing', 'Cancelled (admin)'],
        });

        // Online: refunded exactly what was paid, the difference at confirmation and the rest at cancellation. COD: nothing.
        const keptAtConfirm = selected.reduce((sum, p) => sum + p.pricePaise * (p === naan ? 2 : 1), cake.pricePaise);
        const totalAfterConfirm =
          keptAtConfirm + foodGst(keptAtConfirm) + DELIVERY_UP_TO_2_KM + (selected.length > 0 ? CONVENIENCE_PER_EXTRA_SELLER : 0);
        const refundedAtCancel = confirmedFirst ? totalAfterConfirm : placedTotal;
        const expectedRefunds = online ? [placedTotal - refundedAtCancel, refundedAtCancel].filter((paise) => paise > 0) : [];
        const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
        expect(
          {
            refunds: refundRows.map((f) => f.amountPaise).sort((x, y) => x - y),
            sent: refundRows.every((f) => f.providerRefundId !== null),
            sum: refundRows.reduce((sum, f) => sum + f.amountPaise, 0),
          },
          at,
        ).toEqual({ refunds: [...expectedRefunds].sort((x, y) => x - y), sent: true, sum: online ? placedTotal : 0 });

        const itemsCancelledByAdmin = confirmedFirst ? selected.length + 1 : 3;
        const refundNote = online ? `; ${rupeesBelowThousand(refundedAtCancel)} refunded` : '';
        expect(await auditOf(adminActions.orderId, orderId), at).toEqual([
          { action: 'cancel_order', note: `${itemsCancelledByAdmin} item(s) cancelled${refundNote}`, partner: null },
        ]);
        const events = await otherEventsOf(orderId);
        expect(
          { placed: events.filter((e) => e.kind === 'placed').length, refunded: events.filter((e) => e.kind === 'refunded').length },
          at,
        ).toEqual({ placed: 1, refunded: expectedRefunds.length });
        expect((await notesOf(orderId)).filter((n) => n.role === 'customer' && n.kind === 'order_cancelled'), at).toHaveLength(1);
      });
      console.info(`4. confirm while cancelling: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
      expect(outcomes.outcomes().length).toBeGreaterThanOrEqual(ON_POSTGRES ? 2 : 1);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `4b. the customer cancels twice while the seller confirms, ${ROUNDS} rounds, COD and Online: exactly one of the ` +
      'confirmation and a cancel wins, one refund at most',
    async () => {
      const outcomes = tally();
      // As in 4: ₹780 of food + GST ₹39 + ₹20 delivery + ₹15 for a second seller.
      const placedTotal = 85_400;
      const startedMessage = 'This order can no longer be cancelled: the shop has already started preparing it.';
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'customer cancels while confirming', round);
        const online = random.int(0, 1) === 1;
        const selected = random.pick<ProductRow[]>([[], [paneer], [paneer, naan]]);
        const { buyer, orderId } = await placeMixedOrder(online, `race-${SEED}-${round}-customer-cancel`);
        const customerCancels: Send = (app) => app.inject({ method: 'POST', url: '/api/order/cancel', payload: { orderId }, headers: buyer.headers });

        const { replies, plan } = await race(random, r.apps, [
          { name: `the seller confirms [${selected.map((p) => p.name).join(', ')}]`, send: confirm(orderId, selected) },
          { name: 'the customer cancels', send: customerCancels },
          { name: 'the customer cancels again', send: customerCancels },
        ]);
        const [confirmed, ...cancels] = replies.map(statusAndMessage) as [Reply, Reply, Reply];
        const at = where(`customer cancels while confirming (${online ? 'Online' : 'COD'})`, round, plan);
        const confirmedFirst = confirmed.status === 200;
        const cancelledBy = cancels.findIndex((c) => c.status === 200);
        const cancelledMessage = online ? 'Your order has been cancelled. What you paid is being refunded to you.' : 'Your order has been cancelled.';
        if (confirmedFirst) {
          expect({ confirmed, cancels }, at).toEqual({
            confirmed: { status: 200, message: 'Order Confirmed!' },
            cancels: [
              { status: 409, message: startedMessage },
              { status: 409, message: startedMessage },
            ],
          });
        } else {
          expect(cancelledBy, at).toBeGreaterThanOrEqual(0);
          const other = cancels[1 - cancelledBy]!;
          expect({ confirmed, won: cancels[cancelledBy], other }, at).toEqual({
            confirmed: { status: 409, message: 'This order has been cancelled.' },
            won: { status: 200, message: cancelledMessage },
            other: { status: 409, message: 'This order has already been cancelled.' },
          });
        }
        outcomes.count(confirmedFirst ? 'confirmed, cancels refused' : 'cancelled, confirmation and second cancel refused');

        const row = await expectOrderSums(db, orderId, at);
        const chains = await expectStatusChains(db, orderId, 'Processing', at);
        const keptAtConfirm = selected.reduce((sum, p) => sum + p.pricePaise * (p === naan ? 2 : 1), cake.pricePaise);
        const totalAfterConfirm =
          keptAtConfirm + foodGst(keptAtConfirm) + DELIVERY_UP_TO_2_KM + (selected.length > 0 ? CONVENIENCE_PER_EXTRA_SELLER : 0);
        if (confirmedFirst) {
          expect(row.totalAmountPaise, at).toBe(totalAfterConfirm);
          expect(chains[cake.id], at).toEqual(['Processing']);
        } else {
          expect({ status: row.deliveryStatus, total: row.totalAmountPaise }, at).toEqual({ status: 'Cancelled', total: 0 });
          expect(chains, at).toEqual({
            order: ['Processing', 'Cancelled (customer)'],
            [paneer.id]: ['Processing', 'Cancelled (customer)'],
            [naan.id]: ['Processing', 'Cancelled (customer)'],
            [cake.id]: ['Processing', 'Cancelled (customer)'],
          });
        }
        const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
        const expected = !online ? [] : confirmedFirst ? [placedTotal - totalAfterConfirm].filter((paise) => paise > 0) : [placedTotal];
        expect(
          { refunds: refundRows.map((f) => f.amountPaise), sent: refundRows.every((f) => f.providerRefundId !== null) },
          at,
        ).toEqual({ refunds: expected, sent: true });
        const told = (await notesOf(orderId)).filter((n) => n.kind === 'order_cancelled');
        expect(told.length, at).toBe(confirmedFirst ? 0 : 2);
      });
      console.info(`4b. customer cancels while confirming: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
      expect(outcomes.outcomes().length).toBeGreaterThanOrEqual(ON_POSTGRES ? 2 : 1);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `5. deliveries collecting cash while an admin clears the partner's outstanding amount, ${ROUNDS} rounds: ` +
      'what is owed = cash collected - cash cleared, to the paisa',
    async () => {
      const outcomes = tally();
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'deliver while clearing', round);
        const deliveryPartner = await signedOn(app0, db, 'delivery');
        /** A COD order of one dish, out for delivery with the partner; its total by hand. */
        const outForDelivery = async () => {
          const dish = random.pick([dal, paneer]);
          const { order } = await makeOrder(db, { customer, status: 'Out For Delivery', lines: [{ product: dish, quantity: 1 }] });
          await db.update(orders).set({ deliveryPartnerId: deliveryPartner.id }).where(eq(orders.id, order.id));
          return { id: order.id, totalPaise: dish.pricePaise + FIXTURE_DELIVERY_CHARGE };
        };

        // Half the partners already owe for an earlier delivery; the others owe nothing until the race.
        const earlier = random.int(0, 1) === 1 ? await outForDelivery() : null;
        if (earlier) expect((await deliver(earlier.id, deliveryPartner)(app0)).statusCode).toBe(200);
        const racing = [];
        for (let n = random.int(1, 2); n > 0; n--) racing.push(await outForDelivery());

        const { replies, plan } = await race(random, r.apps, [
          ...racing.map((o, i) => ({ name: `delivery ${i + 1}`, send: deliver(o.id, deliveryPartner) })),
          { name: 'the admin clears', send: clearOutstanding(deliveryPartner.id), maxDelayMs: random.pick(CLEAR_MAX_DELAYS_MS) },
        ]);
        const at = where('deliver while clearing', round, plan);
        expect(
          replies.map((res) => ({ status: res.statusCode, body: json(res) })),
          at,
        ).toEqual([
          ...racing.map(() => ({ status: 200, body: { success: true, message: 'Order marked as Delivered' } })),
          { status: 200, body: { success: true, message: 'Outstanding amount cleared and all unsettled orders marked as settled!' } },
        ]);

        // One cash entry per delivered order, of its total; settled exactly when it has a settling time.
        const delivered = [...(earlier ? [earlier] : []), ...racing];
        const payments = await db.select().from(outstandingPayments).where(eq(outstandingPayments.deliveryPartnerId, deliveryPartner.id));
        const byOrder = <T extends { order: string }>(list: T[]) => list.sort((x, y) => x.order.localeCompare(y.order));
        const settledOf = (orderId: string) => payments.find((p) => p.orderId === orderId)?.status === 'settled';
        expect(byOrder(payments.map((p) => ({ order: p.orderId, paise: p.amountPaise, hasSettledAt: p.settledAt !== null }))), at).toEqual(
          byOrder(delivered.map((o) => ({ order: o.id, paise: o.totalPaise, hasSettledAt: settledOf(o.id) }))),
        );
        const settled = payments.filter((p) => p.status === 'settled');
        // The earlier delivery was always before the clear.
        expect(
          settled.map((p) => p.orderId),
          at,
        ).toEqual(expect.arrayContaining(earlier ? [earlier.id] : []));

        const collected = delivered.reduce((sum, o) => sum + o.totalPaise, 0);
        const clearedPaise = settled.reduce((sum, p) => sum + p.amountPaise, 0);
        const audit = await auditOf(adminActions.deliveryPartnerId, deliveryPartner.id);
        // The clear records what it cleared; with nothing owed when it ran it records nothing.
        const clearNote = `${rupeesBelowThousand(clearedPaise)} cleared; ${settled.length} payment(s) settled`;
        expect(audit, at).toEqual(clearedPaise > 0 ? [{ action: 'clear_outstanding', note: clearNote, partner: deliveryPartner.id }] : []);
        const clearedInNotes = audit.reduce((sum, entry) => {
          const [, rupees, paise] = /^₹(\d+)\.(\d\d) cleared;/.exec(entry.note ?? '') ?? [];
          return sum + Number(rupees) * 100 + Number(paise);
        }, 0);
        const [me] = await db.select().from(deliveryPartners).where(eq(deliveryPartners.id, deliveryPartner.id));
        const unsettled = payments.filter((p) => p.status === 'unsettled').reduce((sum, p) => sum + p.amountPaise, 0);
        expect({ owed: me!.outstandingAmountPaise, unsettled }, at).toEqual({
          owed: collected - clearedInNotes,
          unsettled: collected - clearedPaise,
        });

        for (const o of racing) {
          expect(await expectOrderSums(db, o.id, at), at).toMatchObject({
            deliveryStatus: 'Delivered',
            paymentStatus: 'Paid',
            totalAmountPaise: o.totalPaise,
          });
          await expectStatusChains(db, o.id, 'Out For Delivery', at);
          expect(await otherEventsOf(o.id), at).toEqual([{ kind: 'paid', role: 'delivery', actor: deliveryPartner.id, note: 'cash collected' }]);
          const commissions = await db.select().from(commissionEntries).where(eq(commissionEntries.orderId, o.id));
          expect(
            commissions.map((c) => c.commissionPaise),
            at,
          ).toEqual([FIXTURE_DELIVERY_CHARGE]);
        }
        const clearedAfter = settled.length - (earlier ? 1 : 0);
        const when = clearedAfter === 0 ? 'before the deliveries' : clearedAfter === racing.length ? 'after them' : 'between them';
        outcomes.count(`cleared ${when}`);
      });
      console.info(`5. deliver while clearing: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
      expect(outcomes.outcomes().length).toBeGreaterThanOrEqual(ON_POSTGRES ? 2 : 1);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `6. cart changes while the same cart is checked out, ${ROUNDS} rounds: replies, order and cart are those of the calls ` +
      'made one at a time in some order',
    async () => {
      const outcomes = tally();
      const placedOrders: string[] = [];
      const orderedCounts = async () =>
        Object.fromEntries(
          (
            await db
              .select({ id: products.id, n: products.orderedCount })
              .from(products)
              .where(
                inArray(
                  products.id,
                  thali.map((p) => p.id),
                ),
              )
          ).map((p) => [p.id, p.n]),
        );
      // Units earlier scenarios ordered are counted first, so the difference is this scenario's alone.
      await countOrderedUnits(db);
      const countedBefore = await orderedCounts();
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'cart changes while checking out', round);
        const start = drawnCart(random);
        const { buyer, addressId } = await customerWithCart(start);
        const inCart = Object.keys(start);
        type Call = { name: string; change: CartChange | 'checkout'; productId: string };
        const nameOf = (productId: string) => thali.find((p) => p.id === productId)!.name;
        const calls: Call[] = [
          { change: 'incrementQty' as const, productId: random.pick(inCart) },
          { change: 'decrementQty' as const, productId: random.pick(inCart) },
          { change: 'removeFromCart' as const, productId: random.pick(inCart) },
          { change: 'addToCart' as const, productId: random.pick(thali).id },
        ].map((c) => ({ ...c, name: `${c.change} ${nameOf(c.productId)}` }));
        calls.push({ name: 'checkout', change: 'checkout', productId: '' });
        const checkoutKey = (n: number) => `race-${SEED}-${n}-cart`;
        const { replies, plan } = await race(
          random,
          r.apps,
          calls.map((c) => ({
            name: c.name,
            send: c.change === 'checkout' ? createOrder(buyer, addressId, checkoutKey(round)) : changeCart(buyer, c.change, c.productId),
          })),
        );
        const at = where('cart changes while checking out', round, plan);
        const placed = await ordersOf(buyer.id);
        const observed: CartOutcome = {
          replies: replies.map(statusAndMessage),
          ordered: placed[0] ? await linesOf(placed[0].id) : null,
          cart: await cartOf(buyer.id),
        };

        // The same calls one at a time, in every order, on a model of the cart, each reply as the spec words it.
        const serial = orderings(calls.length).map((sequence): CartOutcome => {
          const cart = new Map(Object.entries(start));
          const out: Reply[] = [];
          let ordered: Lines | null = null;
          for (const index of sequence) {
            const { change, productId } = calls[index]!;
            const quantity = cart.get(productId);
            if (change === 'checkout') {
              out[index] = cart.size === 0 ? { status: 409, message: CART_EMPTY_MESSAGE } : { status: 200, message: ORDER_PLACED_MESSAGE };
              if (cart.size > 0) ordered = Object.fromEntries(cart);
              cart.clear();
            } else if (change === 'addToCart') {
              cart.set(productId, (quantity ?? 0) + 1);
              out[index] = { status: 200, message: ADDED_MESSAGE };
            } else if (quantity === undefined) {
              out[index] = { status: 404, message: NOT_IN_CART_MESSAGE };
            } else if (change === 'incrementQty' || (change === 'decrementQty' && quantity > 1)) {
              cart.set(productId, quantity + (change === 'incrementQty' ? 1 : -1));
              out[index] = { status: 200, message: QUANTITY_UPDATED_MESSAGE };
            } else {
              cart.delete(productId);
              out[index] = { status: 200, message: REMOVED_MESSAGE };
            }
          }
          return { replies: out, ordered, cart: Object.fromEntries(cart) };
        });
        const explained = serial.some((outcome) => outcomeKey(outcome) === outcomeKey(observed));
        expect({ explained, observed }, `${at}\nstarting cart ${JSON.stringify(start)}`).toEqual({ explained: true, observed });

        // At most one order, its figures by hand from its lines, logged once; none when the cart was emptied first.
        expect(placed.length, at).toBe(observed.ordered ? 1 : 0);
        for (const order of placed) {
          placedOrders.push(order.id);
          expect(order, at).toMatchObject(thaliFigures(observed.ordered!));
          await expectOrderSums(db, order.id, at);
          await expectStatusChains(db, order.id, 'Processing', at);
          expect(await otherEventsOf(order.id), at).toEqual(placedBy(buyer));
        }
        const [ordered, left] = [Object.keys(observed.ordered ?? {}).length, Object.keys(observed.cart).length];
        outcomes.count(observed.ordered ? `ordered ${ordered} line(s), ${left} left in the cart` : 'cart emptied first');
      });
      // Every unit ordered was counted once on its product, concurrent checkouts of the same products included.
      const units = await db
        .select({ id: orderItems.productId, n: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, placedOrders.length > 0 ? placedOrders : ['00000000-0000-4000-8000-000000000000']))
        .groupBy(orderItems.productId);
      // Counted by the job, off the checkouts' locks: every unit once.
      await countOrderedUnits(db);
      const countedAfter = await orderedCounts();
      expect(Object.fromEntries(thali.map((p) => [p.id, countedAfter[p.id]! - countedBefore[p.id]!]))).toEqual(
        Object.fromEntries(thali.map((p) => [p.id, units.find((u) => u.id === p.id)?.n ?? 0])),
      );
      console.info(`6. cart changes while checking out: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `8. a customer deletes their account while checking out, and a partner while accepting, ${ROUNDS} rounds: one of the two wins, never both`,
    async () => {
      const outcomes = tally();
      const deleteAccount = (who: Signed, payload: object): Send => (app) =>
        app.inject({ method: 'DELETE', url: '/api/auth/delete-account', payload, headers: who.headers, remoteAddress: '10.8.0.1' });
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'account deletion', round);
        // The customer: a login code as send-otp leaves it, a cart and an address.
        const { buyer, addressId } = await customerWithCart({ [dal.id]: 1 });
        const [row] = await db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, buyer.id));
        await db.insert(oneTimeCodes).values({
          phone: row!.phone,
          purpose: 'login',
          codeHash: hashCode(app0.config.otpPepper, row!.phone, 'AB12'),
          expiresAt: new Date(Date.now() + 600_000),
          requestedIp: '127.0.0.1',
        });
        // The partner: a password, on duty, and an order nobody has taken.
        const partner = await signedOn(app0, db, 'delivery');
        await db.update(deliveryPartners).set({ passwordHash: racePasswordHash }).where(eq(deliveryPartners.id, partner.id));
        const { order: waiting } = await makeOrder(db, { customer, lines: [{ product: dal, quantity: 1 }] });

        const { replies, plan } = await race(random, r.apps, [
          // The deletions check a code or a password first: the others may start later, so either side can come first.
          { name: 'customer checks out', send: createOrder(buyer, addressId, null), maxDelayMs: 200 },
          { name: 'customer deletes the account', send: deleteAccount(buyer, { otp: 'AB12' }) },
          { name: 'partner accepts', send: accept(waiting.id, partner), maxDelayMs: 200 },
          { name: 'partner deletes the account', send: deleteAccount(partner, { password: RACE_PASSWORD }) },
        ]);
        const at = where('account deletion', round, plan);
        const [checkout, customerGone, accepted, partnerGone] = replies.map((res) => res.statusCode);

        const placed = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, buyer.id));
        const [customerRow] = await db.select({ deletedAt: customers.deletedAt }).from(customers).where(eq(customers.id, buyer.id));
        // Exactly one wins: the order was placed and the deletion refused (in progress), or the account is gone with no order.
        expect([checkout === 200, customerGone === 200], at).not.toEqual([true, true]);
        expect(checkout === 200 || customerGone === 200, at).toBe(true);
        if (customerGone === 200) {
          expect(placed, at).toEqual([]);
          expect(customerRow!.deletedAt, at).not.toBeNull();
        } else {
          expect(statusAndMessage(replies[1]!), at).toEqual({ status: 409, message: DELETE_ACCOUNT_ORDER_IN_PROGRESS_MESSAGE });
          expect(placed, at).toHaveLength(1);
          expect(customerRow!.deletedAt, at).toBeNull();
        }

        const [partnerRow] = await db.select({ deletedAt: deliveryPartners.deletedAt }).from(deliveryPartners).where(eq(deliveryPartners.id, partner.id));
        expect(accepted === 200 || partnerGone === 200, at).toBe(true);
        expect([accepted === 200, partnerGone === 200], at).not.toEqual([true, true]);
        if (partnerGone === 200) {
          expect((await orderRow(waiting.id)).deliveryPartnerId, at).toBeNull();
          expect(partnerRow!.deletedAt, at).not.toBeNull();
        } else {
          expect(statusAndMessage(replies[3]!), at).toEqual({ status: 409, message: DELETE_ACCOUNT_ORDER_IN_PROGRESS_MESSAGE });
          expect((await orderRow(waiting.id)).deliveryPartnerId, at).toBe(partner.id);
        }
        outcomes.count(`${customerGone === 200 ? 'customer deleted' : 'order placed'}, ${partnerGone === 200 ? 'partner deleted' : 'order accepted'}`);
      });
      console.info(`8. account deletion: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it('7. a checkout and a cancellation commit while the live-events publisher holds its lock: no commit waits on it', async () => {
    // Commits used to take one lock to number live events and keep the order figures; now no commit takes any lock
    // that all commits share. Holding the publisher's lock, a checkout and a cancellation both commit, and the
    // figures still count every order of the file, to the paisa.
    const { order: toCancel } = await makeOrder(db, { customer, lines: [{ product: dal, quantity: 1 }] });
    let placedId = '';
    const cancelledId = toCancel.id;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockHeld!: () => void;
    const held = new Promise<void>((resolve) => (lockHeld = resolve));

    const place = () =>
      r.database.db.transaction(async (tx) => {
        placedId = (await makeOrder(tx, { customer, lines: [{ product: dal, quantity: 1 }] })).order.id;
        await tx.insert(liveEvents).values({ type: 'order', orderId: placedId, kind: 'placed', recipientRole: 'admin' });
      });
    const cancel = () =>
      app0.database.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ deliveryStatus: 'Cancelled', amountPaise: 0, deliveryChargePaise: 0, totalAmountPaise: 0 })
          .where(eq(orders.id, cancelledId));
        await tx.insert(liveEvents).values({ type: 'order', orderId: cancelledId, kind: 'status', status: 'Cancelled', recipientRole: 'admin' });
      });

    let outcomes: PromiseSettledResult<void>[];
    if (ON_POSTGRES) {
      // ('live' in hex, 0): the lock of the live-events publisher (migration 0024), held on a connection of its own.
      const publisher = r.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(1818850917, 0)`);
        lockHeld();
        await released;
      });
      await held;
      // Both commit while the lock is still held: neither waits for it.
      outcomes = await Promise.allSettled([place(), cancel()]);
      release();
      await publisher;
    } else {
      // One connection runs one transaction at a time: the two commits come one after the other.
      outcomes = [...(await Promise.allSettled([place()])), ...(await Promise.allSettled([cancel()]))];
    }
    const commits = outcomes.map((o) => (o.status === 'rejected' ? String((o.reason as Error).message) : o.status));
    expect(commits).toEqual(['fulfilled', 'fulfilled']);
    expect([(await orderRow(placedId)).deliveryStatus, (await orderRow(cancelledId)).deliveryStatus]).toEqual(['Processing', 'Cancelled']);
    // The figures still count every order of the file, by status, to the paisa, before and after they are folded.
    const figures = () =>
      db
      .select({
        status: orderFigures.status,
        orders: sql<number>`sum(${orderFigures.orders})::int`,
        paise: sql<number>`sum(${orderFigures.totalPaise})::int`,
      })
      .from(orderFigures)
      .groupBy(orderFigures.status)
      .having(sql`sum(${orderFigures.orders}) <> 0`);
    const counted = await db
      .select({
        status: orders.deliveryStatus,
        orders: sql<number>`count(*)::int`,
        paise: sql<number>`sum(${orders.totalAmountPaise})::int`,
      })
      .from(orders)
      .groupBy(orders.deliveryStatus);
    const byStatus = (list: { status: string }[]) => [...list].sort((a, b) => a.status.localeCompare(b.status));
    expect(byStatus(await figures())).toEqual(byStatus(counted));
    await foldOrderFigures(db);
    expect(byStatus(await figures())).toEqual(byStatus(counted));
  });
  it(
    '9. a coupon with 10 uses left, used by 50 customers at once across replicas, is used exactly 10 times',
    async () => {
      const [coupon] = await db.insert(coupons).values({ code: `RACE10X${SEED % 1000}`, kind: 'flat', value: 2_000, totalUses: 12, usedCount: 2 }).returning();
      const buyers = await Promise.all(Array.from({ length: 50 }, () => customerWithCart({ [thali[0]!.id]: 1 })));
      const random = roundRandom(SEED, 'coupon-uses', 0);
      const { replies, plan } = await race(
        random,
        r.apps,
        buyers.map(({ buyer, addressId }, i) => ({ name: `customer ${i}`, send: createOrder(buyer, addressId, null, { couponCode: coupon!.code }) })),
      );
      const outcomes = replies.map(statusAndMessage);
      const at = where('coupon uses', 0, plan);
      expect(outcomes.filter((o) => o.status === 200), at).toHaveLength(10);
      expect(outcomes.filter((o) => o.status !== 200), at).toEqual(Array.from({ length: 40 }, () => ({ status: 409, message: 'This coupon has been used up.' })));
      const [after] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id));
      expect(after!.usedCount, at).toBe(12);
      const placed = await db.select().from(orders).where(eq(orders.couponId, coupon!.id));
      expect(placed, at).toHaveLength(10);
      // ₹120 − ₹20 = ₹100; GST ₹5; delivery ₹20: every winner paid ₹125.
      expect(new Set(placed.map((o) => o.totalAmountPaise)), at).toEqual(new Set([12_500]));
      expect((await db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id))).length, at).toBe(10);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    '10. one customer’s two parallel checkouts (food and grocery) with a once-per-customer coupon use it once',
    async () => {
      const kirana = await makeShop(db, { name: `Race Kirana ${SEED}`, category: 'Grocery' });
      const [sugar] = (await makeProducts(db, kirana, [{ name: 'Sugar 1 kg', pricePaise: 5_000 }])) as [ProductRow];
      const rounds = Math.max(4, Math.floor(ROUNDS / 4));
      const seen = tally();
      await inBatches(rounds, BATCH, async (round) => {
        const [coupon] = await db.insert(coupons).values({ code: `ONCE${SEED % 1000}R${round}`, kind: 'flat', value: 1_000 }).returning();
        const { buyer, addressId } = await customerWithCart({ [thali[0]!.id]: 1 });
        await db.insert(cartItems).values({ customerId: buyer.id, cartKey: 'groceryCart', productId: sugar.id, quantity: 1 });
        const grocery: Send = (app) =>
          app.inject({
            method: 'POST',
            url: '/api/order/create-order',
            payload: { cartKey: 'groceryCart', address: { _id: addressId }, paymentMethod: 'COD', couponCode: coupon!.code },
            headers: buyer.headers,
          });
        const { replies, plan } = await race(roundRandom(SEED, 'coupon-once', round), r.apps, [
          { name: 'food checkout', send: createOrder(buyer, addressId, null, { couponCode: coupon!.code }) },
          { name: 'grocery checkout', send: grocery },
        ]);
        const at = where('coupon once per customer', round, plan);
        const outcomes = replies.map(statusAndMessage);
        expect(outcomes.filter((o) => o.status === 200), at).toHaveLength(1);
        expect(outcomes.find((o) => o.status !== 200), at).toEqual({ status: 409, message: 'You have already used this coupon.' });
        seen.count(outcomes[0]!.status === 200 ? 'food won' : 'grocery won');
        const [after] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id));
        expect(after!.usedCount, at).toBe(1);
        expect(await db.select().from(orders).where(eq(orders.couponId, coupon!.id)), at).toHaveLength(1);
      });
      console.info(`coupon once per customer: ${seen.text()}`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    `11. the release jobs of both replicas and the order's own cancellation meet on due orders for later, ${ROUNDS} rounds: ` +
      'each is released at most once, its seller told of it once, or cancelled before and never told',
    async () => {
      const outcomes = tally();
      const releaseJob = (app: FastifyInstance) => releaseDueOrders(app.database.db, { provider: app.paymentProvider });
      // Straight at one order, past the jobs' lock: the conditional update alone must keep it to one release.
      const releaseOne = (app: FastifyInstance, orderId: string) =>
        app.database.db.transaction((tx) => releaseOrder(tx, orderId, { provider: app.paymentProvider }));
      await inBatches(ROUNDS, BATCH, async (round) => {
        const random = roundRandom(SEED, 'release orders for later', round);
        const buyer = await signedOn(app0, db, 'customer');
        const made = await Promise.all([0, 1].map(() => makeOrder(db, { customer: buyer, lines: [{ product: paneer, quantity: 1 }] })));
        const ids = made.map((m) => m.order.id);
        // Due a second ago: scheduled for 19 minutes from now, released (the default 20 minutes) before.
        await db
          .update(orders)
          .set({ scheduledFor: sql`now() + interval '19 minutes'`, releaseAt: sql`now() - interval '1 second'` })
          .where(inArray(orders.id, ids));
        const cancelFirst = random.next() < 0.5;
        const calls = random.shuffle([
          ...r.apps.map((app) => () => releaseJob(app)),
          ...r.apps.map((app) => () => releaseOne(app, ids[1]!)),
          ...(cancelFirst
            ? [() => app0.inject({ method: 'POST', url: '/api/order/cancel', payload: { orderId: ids[0] }, headers: buyer.headers })]
            : []),
        ]);
        const delays = calls.map(() => random.int(0, MAX_DELAY_MS));
        await Promise.all(
          calls.map(async (call, i) => {
            if (delays[i]! > 0) await new Promise((resolve) => setTimeout(resolve, delays[i]));
            await call();
          }),
        );
        // A job that found the lock taken skipped its round: one more run releases what is still due.
        while ((await releaseJob(app0)) === null);
        const at = where('release orders for later', round, `${cancelFirst ? 'cancel raced' : 'no cancel'}, delays ${delays.join('/')}`);
        for (const id of ids) {
          const row = await orderRow(id);
          const released = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'released')));
          const toSeller = await db
            .select({ kind: notifications.kind })
            .from(notifications)
            .where(and(eq(notifications.orderId, id), eq(notifications.recipientRole, 'seller')));
          if (row.releasedAt === null) {
            // Only a cancellation that came first keeps an order from its release, and then its seller never hears of it.
            expect(cancelFirst && id === ids[0], at).toBe(true);
            expect({ status: row.deliveryStatus, released: released.length, toSeller }, at).toEqual({ status: 'Cancelled', released: 0, toSeller: [] });
            outcomes.count('cancelled before release');
          } else {
            expect(released.length, at).toBe(1);
            // Told of the new order once; of its cancellation too when the customer cancelled after the release.
            const expected = row.deliveryStatus === 'Cancelled' ? ['new_order', 'order_cancelled'] : ['new_order'];
            expect(toSeller.map((n) => n.kind).sort(), at).toEqual(expected);
            outcomes.count(row.deliveryStatus === 'Cancelled' ? 'released, then cancelled' : 'released');
          }
          await expectOrderSums(db, id, at);
        }
      });
      console.info(`11. release orders for later: ${outcomes.text()}`);
      expect(outcomes.total()).toBe(ROUNDS * 2);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it('12. two folds of the order figures meet while an order is placed: they fold in turn and leave one row per status', async () => {
    // Every process folds the figures every few seconds. Two at once used to leave a row per status each, the first
    // holding the rows it folded while the second took the rest; the second now waits for the first, then folds all.
    const placeOne = () => makeOrder(db, { customer, lines: [{ product: dal, quantity: 1 }] });
    // Rows for the first fold to hold: its own order's.
    await placeOne();
    if (ON_POSTGRES) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let folded!: () => void;
      const firstFolded = new Promise<void>((resolve) => (folded = resolve));
      const first = db.transaction(async (tx) => {
        await tx.execute(sql`select nukkad_fold_order_figures()`);
        folded();
        await released;
      });
      await firstFolded;
      await placeOne();
      const second = foldOrderFigures(app0.database.db);
      try {
        // The second fold has begun and waits for the first to commit (for its lock, or before it for the rows it holds).
        await expect
          .poll(async () => {
            const { rows } = (await db.execute(
              sql`select count(*)::int as waiting from pg_stat_activity where query like '%nukkad_fold_order_figures%' and wait_event_type = 'Lock'`,
            )) as { rows: { waiting: number }[] };
            return rows[0]!.waiting;
          })
          .toBe(1);
      } finally {
        // Even when the wait was never seen: the first fold's connection goes back to the pool.
        release();
        await Promise.all([first, second]);
      }
    } else {
      // One connection runs one statement at a time: the folds come one after the other.
      await foldOrderFigures(db);
      await placeOne();
      await foldOrderFigures(db);
    }
    const { rows } = (await db.execute(
      sql`select status, count(*)::int as rows from order_figures group by status having count(*) > 1`,
    )) as { rows: { status: string; rows: number }[] };
    expect(rows).toEqual([]);
  });
});
