import { QUERY_ALREADY_OPEN_MESSAGE, UPLOAD_FIELD, type CustomerQuery, type Role } from '@nukkad/contracts';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerQueries, customerQueryMessages, customerQueryPhotos, liveEvents, notifications, shops, type ProductRow } from '../../db/schema';
import { makeAccount, makeOrder, makeProducts } from '../../testing/fixtures';
import { bearer, buildTestApp, clearOfWindowEdge, json, type TestApp } from '../../testing/test-app';

/** A multipart body as a browser's FormData would send it. */
async function photoForm(bytes: Buffer, type = 'image/png', field = UPLOAD_FIELD) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
  const request = new Request('http://localhost/api/queries/photos', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const IMAGES_PER_HOUR = 6;

describe('help with an order: /api/queries', () => {
  let t: TestApp;
  let png: Buffer;
  let product: ProductRow;
  const token = {} as Record<Role | 'otherCustomer', string>;
  const id = {} as Record<Role | 'otherCustomer', string>;

  const as = (who: keyof typeof token) => bearer(token[who]);
  const newOrder = async (customer = id.customer) => (await makeOrder(t.database.db, { customer: { id: customer }, lines: [{ product, quantity: 1 }] })).order;
  const uploadPhoto = async (who: keyof typeof token | { session: string } = 'customer', bytes = png, type = 'image/png', field = UPLOAD_FIELD) => {
    const form = await photoForm(bytes, type, field);
    const auth = typeof who === 'string' ? as(who) : bearer(who.session);
    return t.app.inject({ method: 'POST', url: '/api/queries/photos', payload: form.payload, headers: { 'content-type': form.contentType, ...auth } });
  };
  const raise = (payload: object, who: keyof typeof token = 'customer') => t.app.inject({ method: 'POST', url: '/api/queries', payload, headers: as(who) });
  const rows = async () => ({
    queries: (await t.database.db.select({ n: count() }).from(customerQueries))[0]!.n,
    messages: (await t.database.db.select({ n: count() }).from(customerQueryMessages))[0]!.n,
    photos: (await t.database.db.select({ n: count() }).from(customerQueryPhotos))[0]!.n,
  });

  beforeAll(async () => {
    t = await buildTestApp({ UPLOAD_IMAGES_PER_HOUR: String(IMAGES_PER_HOUR) });
    for (const role of ['customer', 'otherCustomer', 'seller', 'admin', 'delivery'] as const) {
      const account = await makeAccount(t.database.db, role === 'otherCustomer' ? 'customer' : role);
      id[role] = account.id;
      token[role] = t.app.jwt.sign({ sub: account.id, role: role === 'otherCustomer' ? 'customer' : role, ver: 0 }, { expiresIn: '1h' });
    }
    const [shop] = await t.database.db.insert(shops).values({ sellerId: id.seller, name: 'Help Dhaba', category: 'Restaurant' }).returning();
    [product] = (await makeProducts(t.database.db, shop!, [{ name: 'Masala Dosa', pricePaise: 12_000 }])) as [ProductRow];
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  }, 60_000);
  afterAll(() => t?.close());

  it('a customer raises a query with a photo; an admin finds it, replies and resolves it; the customer is told each time and reads the thread', async () => {
    await clearOfWindowEdge(60 * 60_000);
    const order = await newOrder();
    const uploaded = await uploadPhoto();
    expect(uploaded.statusCode).toBe(200);
    const photoId = json<{ photo: { _id: string } }>(uploaded).photo._id;

    const raised = await raise({ orderId: order.id, topic: 'missing_item', message: '  The raita was not in the bag.  ', photoId });
    expect(raised.statusCode).toBe(200);
    const query = json<{ query: CustomerQuery }>(raised).query;
    expect(query).toMatchObject({ topic: 'missing_item', status: 'open', resolvedAt: null, order: { _id: order.id, id: order.displayId } });
    expect(query.messages).toEqual([
      expect.objectContaining({ from: 'customer', message: 'The raita was not in the bag.', photoUrl: `/api/queries/photos/${photoId}` }),
    ]);

    // The admins' inbox lists it among the open queries, with its last message.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/queries?status=open', headers: as('admin') });
    expect(inbox.statusCode).toBe(200);
    const listed = json<{ queries: { _id: string; lastMessage: string; messageCount: number }[]; totalQueries: number }>(inbox);
    expect(listed.queries.find((q) => q._id === query._id)).toMatchObject({ lastMessage: 'The raita was not in the bag.', messageCount: 1 });

    const replied = await t.app.inject({ method: 'POST', url: `/api/queries/${query._id}/messages`, payload: { message: 'Sorry! We are refunding the raita.' }, headers: as('admin') });
    expect(replied.statusCode).toBe(200);
    expect(json<{ query: CustomerQuery }>(replied).query.messages.map((m) => m.from)).toEqual(['customer', 'support']);

    const added = await t.app.inject({ method: 'POST', url: `/api/queries/${query._id}/messages`, payload: { message: 'Thank you' }, headers: as('customer') });
    expect(added.statusCode).toBe(200);

    const resolved = await t.app.inject({ method: 'POST', url: `/api/queries/${query._id}/resolve`, headers: as('admin') });
    expect(resolved.statusCode).toBe(200);
    expect(json<{ query: CustomerQuery }>(resolved).query.status).toBe('resolved');

    // The customer was told of the reply and of the resolution, each with its live event, both pointing at the order.
    const told = await t.database.db.select().from(notifications).where(and(eq(notifications.recipientId, id.customer), eq(notifications.orderId, order.id)));
    expect(told.map((n) => n.kind).sort()).toEqual(['query_reply', 'query_resolved']);
    expect(told.every((n) => n.url === `/order/${order.id}` && n.message.includes(order.displayId))).toBe(true);
    const events = await t.database.db.select().from(liveEvents).where(and(eq(liveEvents.recipientId, id.customer), eq(liveEvents.orderId, order.id)));
    expect(events.map((e) => e.kind).sort()).toEqual(['query_reply', 'query_resolved']);

    // The order page's thread: every message in order, resolved.
    const thread = await t.app.inject({ method: 'GET', url: `/api/queries/order/${order.id}`, headers: as('customer') });
    expect(thread.statusCode).toBe(200);
    const [shown] = json<{ queries: CustomerQuery[] }>(thread).queries;
    expect(shown!.status).toBe('resolved');
    expect(shown!.messages.map((m) => [m.from, m.message])).toEqual([
      ['customer', 'The raita was not in the bag.'],
      ['support', 'Sorry! We are refunding the raita.'],
      ['customer', 'Thank you'],
    ]);

    // A resolved query takes no more messages; the inbox lists it under resolved.
    const late = await t.app.inject({ method: 'POST', url: `/api/queries/${query._id}/messages`, payload: { message: 'One more thing' }, headers: as('customer') });
    expect(late.statusCode).toBe(409);
    const again = await t.app.inject({ method: 'POST', url: `/api/queries/${query._id}/resolve`, headers: as('admin') });
    expect(again.statusCode).toBe(409);
    const resolvedList = json<{ queries: { _id: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/queries?status=resolved', headers: as('admin') }));
    expect(resolvedList.queries.map((q) => q._id)).toContain(query._id);
  });

  it('keeps one open query per order and topic: a second is refused with a plain 409, also when both are sent at once; another topic, or the same once resolved, is fine', async () => {
    const order = await newOrder();
    const first = await raise({ orderId: order.id, topic: 'late', message: 'Where is my order?' });
    expect(first.statusCode).toBe(200);
    const second = await raise({ orderId: order.id, topic: 'late', message: 'Still waiting' });
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ success: false, message: QUERY_ALREADY_OPEN_MESSAGE });
    expect((await raise({ orderId: order.id, topic: 'payment', message: 'Charged twice' })).statusCode).toBe(200);

    const other = await newOrder();
    const before = await rows();
    const both = await Promise.all([1, 2, 3].map((n) => raise({ orderId: other.id, topic: 'wrong_item', message: `Wrong dosa ${n}` })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await rows();
    expect(after.queries - before.queries).toBe(1);
    expect(after.messages - before.messages).toBe(1);

    const queryId = json<{ query: CustomerQuery }>(first).query._id;
    expect((await t.app.inject({ method: 'POST', url: `/api/queries/${queryId}/resolve`, headers: as('admin') })).statusCode).toBe(200);
    expect((await raise({ orderId: order.id, topic: 'late', message: 'Late again' })).statusCode).toBe(200);
  });

  it("keeps photos private: the customer and admins read them; another customer gets 404, a seller or partner 403, no session 401", async () => {
    const photoId = json<{ photo: { _id: string } }>(await uploadPhoto()).photo._id;
    const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/queries/photos/${photoId}`, headers });
    const own = await read(as('customer'));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toContain('private');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('webp');
    expect((await read(as('admin'))).statusCode).toBe(200);
    expect((await read(as('otherCustomer'))).statusCode).toBe(404);
    expect((await read(as('seller'))).statusCode).toBe(403);
    expect((await read(as('delivery'))).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
    // Never under the public uploads path.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${photoId}.webp` })).statusCode).toBe(404);

    // Another customer can neither attach it nor read the query it goes with.
    const order = await newOrder();
    const stolen = await raise({ orderId: (await newOrder(id.otherCustomer)).id, topic: 'other', message: 'Mine now', photoId }, 'otherCustomer');
    expect(stolen.statusCode).toBe(404);
    const raised = await raise({ orderId: order.id, topic: 'other', message: 'See the photo', photoId });
    expect(raised.statusCode).toBe(200);
    const queryId = json<{ query: CustomerQuery }>(raised).query._id;
    expect((await t.app.inject({ method: 'GET', url: `/api/queries/${queryId}`, headers: as('otherCustomer') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/queries/${queryId}/messages`, payload: { message: 'Hi' }, headers: as('otherCustomer') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/queries/order/${order.id}`, headers: as('otherCustomer') })).statusCode).toBe(404);
    // A photo goes with one message: used again, it is not there.
    expect((await raise({ orderId: order.id, topic: 'late', message: 'Again', photoId })).statusCode).toBe(404);
  });

  it.each([
    { name: 'a topic not in the list', payload: { topic: 'cold_food', message: 'Cold' }, path: 'topic' },
    { name: 'an empty message', payload: { topic: 'late', message: '   ' }, path: 'message' },
    { name: 'a message too long', payload: { topic: 'late', message: 'a'.repeat(1001) }, path: 'message' },
    { name: 'a photo id that is no id', payload: { topic: 'late', message: 'Late', photoId: 'abc' }, path: 'photoId' },
    { name: 'a field not in the form', payload: { topic: 'late', message: 'Late', status: 'resolved' }, path: 'body' },
  ])('refuses $name with 400 naming the field, writing nothing', async ({ payload, path }) => {
    const order = await newOrder();
    const before = await rows();
    const res = await raise({ orderId: order.id, ...payload });
    expect(res.statusCode).toBe(400);
    const body = json<{ errors: { path: string }[] }>(res);
    expect(body.errors.map((e) => e.path)).toContain(path);
    expect(await rows()).toEqual(before);
  });

  it('refuses a file that is not an image, and another field name, writing nothing', async () => {
    const before = await rows();
    const text = await uploadPhoto('customer', Buffer.from('this is not a photo at all'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(json<{ errors: { path: string }[] }>(text).errors[0]!.path).toBe(UPLOAD_FIELD);
    const wrongField = await uploadPhoto('customer', png, 'image/png', 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('counts query photos in the hourly upload budget', async () => {
    await clearOfWindowEdge(60 * 60_000);
    const customer = await makeAccount(t.database.db, 'customer');
    const session = t.app.jwt.sign({ sub: customer.id, role: 'customer', ver: 0 }, { expiresIn: '1h' });
    const statuses: number[] = [];
    for (let i = 0; i <= IMAGES_PER_HOUR; i++) statuses.push((await uploadPhoto({ session })).statusCode);
    expect(statuses).toEqual([...Array<number>(IMAGES_PER_HOUR).fill(200), 429]);
    const kept = await t.database.db.select({ n: count() }).from(customerQueryPhotos).where(eq(customerQueryPhotos.customerId, customer.id));
    expect(kept[0]!.n).toBe(IMAGES_PER_HOUR);
  });
});
