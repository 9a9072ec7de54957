import { ORDER_TAKEN_MESSAGE } from '@nukkad/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, notifications, orderEvents, orders, type ProductRow } from '../../db/schema';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { proofRounds } from '../../testing/proof-depth';
import { bearer, buildReplicas, json, type Replicas } from '../../testing/test-app';

type Account = { id: string; name: string; headers: Record<string, string> };

const ROUNDS = proofRounds({ deep: 50, sample: 15 });

// An admin assigning an order while a partner accepts it, each request on its own API instance (on PostgreSQL each
// with its own connection pool, so they really meet at the order row; on PGlite the one connection runs them in turn).
// Either the admin's assignment locks the order first and the partner finds it taken (409), or the acceptance lands
// first and the admin's assignment then replaces it, telling that partner. Never both, never neither.
describe('assigning an order while a partner accepts it: exactly one partner ends up with it', () => {
  let r: Replicas;
  let customer: { id: string };
  let dal: ProductRow;
  let admin: Account;

  const signed = async (role: 'admin' | 'delivery', name: string): Promise<Account> => {
    const { id } = await makeAccount(r.database.db, role, name);
    return { id, name, headers: bearer(r.apps[0]!.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' })) };
  };
  const assign = (app: FastifyInstance, orderId: string, deliveryPartner: Account) =>
    app.inject({ method: 'POST', url: '/api/admin/assignDeliveryBoy', payload: { orderId, deliveryBoyId: deliveryPartner.id }, headers: admin.headers });
  const accept = (app: FastifyInstance, orderId: string, deliveryPartner: Account) =>
    app.inject({ method: 'POST', url: `/api/delivery/orders/${orderId}/accept`, payload: { deliveryBoyId: deliveryPartner.id }, headers: deliveryPartner.headers });
  // By role, not time: an event is stamped with its transaction's start, and the admin's may have started before it waited.
  const assignedEvents = async (orderId: string) =>
    (
      await r.database.db
        .select({ role: orderEvents.actorRole, actor: orderEvents.actorId, note: orderEvents.note })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'assigned')))
    ).sort((x, y) => x.role.localeCompare(y.role));
  const kindsFor = async (orderId: string, deliveryPartnerId: string) =>
    (
      await r.database.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(and(eq(notifications.orderId, orderId), eq(notifications.recipientRole, 'delivery'), eq(notifications.recipientId, deliveryPartnerId)))
    )
      .map((n) => n.kind)
      .sort();
  const auditNotes = (orderId: string) =>
    r.database.db.select({ note: adminActions.note, partner: adminActions.deliveryPartnerId }).from(adminActions).where(eq(adminActions.orderId, orderId));

  beforeAll(async () => {
    r = await buildReplicas(2);
    const shop = await makeShop(r.database.db, { name: 'Assign Race Dhaba', category: 'Restaurant' });
    [dal] = (await makeProducts(r.database.db, shop, [{ name: 'Dal Fry', pricePaise: 16_000 }])) as [ProductRow];
    customer = await makeAccount(r.database.db, 'customer');
    admin = await signed('admin', 'Race Admin');
  });
  afterAll(() => r.close());

  it(`${ROUNDS} rounds of the admin assigning partner A while partner B accepts: A ends with the order, and B either got 409 or was told it was reassigned`, async () => {
    const a = await signed('delivery', 'Partner A');
    const b = await signed('delivery', 'Partner B');
    const outcomes = { acceptFirst: 0, assignFirst: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { order } = await makeOrder(r.database.db, { customer, lines: [{ product: dal, quantity: 1 }] });
      // Each round swaps which instance serves whom, and which request is sent first.
      const [adminApp, deliveryPartnerApp] = round % 2 ? [r.apps[1]!, r.apps[0]!] : [r.apps[0]!, r.apps[1]!];
      const [assigned, accepted] =
        round % 4 < 2
          ? await Promise.all([assign(adminApp, order.id, a), accept(deliveryPartnerApp, order.id, b)])
          : await Promise.all([accept(deliveryPartnerApp, order.id, b), assign(adminApp, order.id, a)]).then(([x, y]) => [y, x] as const);

      expect({ round, status: assigned.statusCode, body: json(assigned) }).toEqual({ round, status: 200, body: { success: true, message: 'Delivery Boy assigned successfully!' } });
      const [row] = await r.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect({ round, partner: row!.deliveryPartnerId }).toEqual({ round, partner: a.id });
      const events = await assignedEvents(order.id);
      const audit = await auditNotes(order.id);

      if (accepted.statusCode === 409) {
        outcomes.assignFirst++;
        expect({ round, body: json(accepted) }).toEqual({ round, body: { success: false, message: ORDER_TAKEN_MESSAGE } });
        expect({ round, events }).toEqual({ round, events: [{ role: 'admin', actor: admin.id, note: 'Partner A' }] });
        expect({ round, audit }).toEqual({ round, audit: [{ note: 'Partner A', partner: a.id }] });
        expect({ round, b: await kindsFor(order.id, b.id) }).toEqual({ round, b: [] });
      } else {
        outcomes.acceptFirst++;
        expect({ round, status: accepted.statusCode, body: json(accepted) }).toEqual({ round, status: 200, body: { success: true, message: 'Order accepted successfully!' } });
        expect({ round, events }).toEqual({
          round,
          events: [
            { role: 'admin', actor: admin.id, note: 'Partner A (instead of Partner B)' },
            { role: 'delivery', actor: b.id, note: null },
          ],
        });
        expect({ round, audit }).toEqual({ round, audit: [{ note: 'Partner A (instead of Partner B)', partner: a.id }] });
        expect({ round, b: await kindsFor(order.id, b.id) }).toEqual({ round, b: ['order_assigned', 'order_unassigned'] });
      }
      expect({ round, a: await kindsFor(order.id, a.id) }).toEqual({ round, a: ['order_assigned'] });
      // Only A may work on it now: B's pickup is refused, A's is accepted.
      const bPickup = await deliveryPartnerApp.inject({ method: 'PUT', url: '/api/delivery/order/confirm-pickup', payload: { orderId: order.id, productId: dal.id }, headers: b.headers });
      expect({ round, status: bPickup.statusCode }).toEqual({ round, status: 403 });
    }
    expect(outcomes.acceptFirst + outcomes.assignFirst).toBe(ROUNDS);
  });

  it('ten rounds of the admin assigning A while B and C both accept: A ends with it, at most one acceptance got through first', async () => {
    const [a, b, c] = [await signed('delivery', 'Partner A2'), await signed('delivery', 'Partner B2'), await signed('delivery', 'Partner C2')];
    for (let round = 0; round < 10; round++) {
      const { order } = await makeOrder(r.database.db, { customer, lines: [{ product: dal, quantity: 1 }] });
      const [assigned, byB, byC] = await Promise.all([
        assign(r.apps[round % 2]!, order.id, a),
        accept(r.apps[(round + 1) % 2]!, order.id, b),
        accept(r.apps[round % 2]!, order.id, c),
      ]);
      expect({ round, status: assigned.statusCode }).toEqual({ round, status: 200 });
      const accepts = [byB.statusCode, byC.statusCode];
      expect({ round, ok: accepts.filter((s) => s === 200).length <= 1, others: accepts.filter((s) => s !== 200).every((s) => s === 409) }).toEqual({
        round,
        ok: true,
        others: true,
      });
      const [row] = await r.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect({ round, partner: row!.deliveryPartnerId }).toEqual({ round, partner: a.id });
      const events = await assignedEvents(order.id);
      expect({ round, events: events.length }).toEqual({ round, events: 1 + accepts.filter((s) => s === 200).length });
      expect(events[0]).toMatchObject({ role: 'admin', actor: admin.id });
    }
  });
});
