import { ORDER_TAKEN_MESSAGE } from '@nukkad/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPartners, notifications, orderEvents, orders, type ProductRow } from '../../db/schema';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { proofRounds } from '../../testing/proof-depth';
import { bearer, buildReplicas, json, type Replicas } from '../../testing/test-app';

type DeliveryPartner = { id: string; headers: Record<string, string> };

const ROUNDS = proofRounds({ deep: 50, sample: 15 });

// Partners accepting one order at once, each request on its own API instance (on PostgreSQL each with its own
// connection pool, so the updates really meet at the row); on PGlite the one connection runs them in turn.
describe('accepting an order: of partners racing, exactly one wins', () => {
  let r: Replicas;
  let customer: { id: string };
  let dal: ProductRow;

  const newDeliveryPartner = async (): Promise<DeliveryPartner> => {
    const { id } = await makeAccount(r.database.db, 'delivery');
    return { id, headers: bearer(r.apps[0]!.jwt.sign({ sub: id, role: 'delivery', ver: 0 }, { expiresIn: '1h' })) };
  };
  const accept = (app: FastifyInstance, orderId: string, deliveryPartner: DeliveryPartner) =>
    app.inject({ method: 'POST', url: `/api/delivery/orders/${orderId}/accept`, payload: { deliveryBoyId: deliveryPartner.id }, headers: deliveryPartner.headers });
  const assignedEvents = async (orderId: string) =>
    (await r.database.db.select({ n: count() }).from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'assigned'))))[0]!.n;
  const notificationsOf = (orderId: string) =>
    r.database.db.select({ role: notifications.recipientRole, id: notifications.recipientId }).from(notifications).where(eq(notifications.orderId, orderId));

  beforeAll(async () => {
    r = await buildReplicas(2);
    const shop = await makeShop(r.database.db, { name: 'Race Dhaba', category: 'Restaurant' });
    [dal] = (await makeProducts(r.database.db, shop, [{ name: 'Dal Makhani', pricePaise: 19_950 }])) as [ProductRow];
    customer = await makeAccount(r.database.db, 'customer');
  });
  afterAll(() => r.close());

  it(`${ROUNDS} rounds of two partners at once: one 200, one 409, the order with the winner, one 'assigned' event`, async () => {
    const a = await newDeliveryPartner();
    const b = await newDeliveryPartner();
    for (let round = 0; round < ROUNDS; round++) {
      const { order } = await makeOrder(r.database.db, { customer, lines: [{ product: dal, quantity: 1 }] });
      // Each round swaps which instance serves which partner.
      const [first, second] = round % 2 ? [r.apps[1]!, r.apps[0]!] : [r.apps[0]!, r.apps[1]!];
      const replies = await Promise.all([accept(first, order.id, a), accept(second, order.id, b)]);
      const statuses = replies.map((res) => res.statusCode);
      expect({ round, statuses: [...statuses].sort() }).toEqual({ round, statuses: [200, 409] });
      const winner = statuses[0] === 200 ? a : b;
      const loser = winner === a ? replies[1]! : replies[0]!;
      expect(json(replies[statuses.indexOf(200)]!)).toEqual({ success: true, message: 'Order accepted successfully!' });
      expect(json(loser)).toEqual({ success: false, message: ORDER_TAKEN_MESSAGE });

      const [row] = await r.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect({ round, partner: row!.deliveryPartnerId }).toEqual({ round, partner: winner.id });
      expect({ round, events: await assignedEvents(order.id) }).toEqual({ round, events: 1 });
      const notes = await notificationsOf(order.id);
      expect({ round, notes: notes.sort((x, y) => x.role.localeCompare(y.role)) }).toEqual({
        round,
        notes: [
          { role: 'customer', id: customer.id },
          { role: 'delivery', id: winner.id },
        ],
      });
    }
    const assigned = await r.database.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.kind, 'assigned'));
    expect(assigned[0]!.n).toBe(ROUNDS);
  });

  it('ten rounds of five partners at once: exactly one wins each', async () => {
    const deliveryPartnerList = await Promise.all(Array.from({ length: 5 }, () => newDeliveryPartner()));
    for (let round = 0; round < 10; round++) {
      const { order } = await makeOrder(r.database.db, { customer, lines: [{ product: dal, quantity: 1 }] });
      const replies = await Promise.all(deliveryPartnerList.map((p, i) => accept(r.apps[i % r.apps.length]!, order.id, p)));
      const statuses = replies.map((res) => res.statusCode);
      expect({ round, statuses: [...statuses].sort() }).toEqual({ round, statuses: [200, 409, 409, 409, 409] });
      const [row] = await r.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.deliveryPartnerId).toBe(deliveryPartnerList[statuses.indexOf(200)]!.id);
      expect(await assignedEvents(order.id)).toBe(1);
    }
  });

  it('a partner going off duty while accepting: the order is theirs, with its event, exactly when the accept answered 200', async () => {
    for (let round = 0; round < 10; round++) {
      const deliveryPartner = await newDeliveryPartner();
      const { order } = await makeOrder(r.database.db, { customer, lines: [{ product: dal, quantity: 1 }] });
      const [accepted, off] = await Promise.all([
        accept(r.apps[0]!, order.id, deliveryPartner),
        r.apps[1]!.inject({ method: 'PUT', url: '/api/delivery/availability', payload: { isAvailable: false }, headers: deliveryPartner.headers }),
      ]);
      expect(off.statusCode).toBe(200);
      const [row] = await r.database.db.select().from(orders).where(eq(orders.id, order.id));
      const [me] = await r.database.db.select().from(deliveryPartners).where(eq(deliveryPartners.id, deliveryPartner.id));
      expect(me!.isAvailable).toBe(false);
      if (accepted.statusCode === 200) {
        expect(row!.deliveryPartnerId).toBe(deliveryPartner.id);
        expect(await assignedEvents(order.id)).toBe(1);
      } else {
        expect(accepted.statusCode).toBe(409);
        expect(row!.deliveryPartnerId).toBeNull();
        expect(await assignedEvents(order.id)).toBe(0);
      }
    }
  });
});
