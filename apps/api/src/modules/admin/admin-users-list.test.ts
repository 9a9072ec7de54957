import { PAGE_SIZES } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, type ProductRow } from '../../db/schema';
import { signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
type Person = { id: string; name: string; phone: string };

describe("the admin's users list", () => {
  let t: TestApp;
  let admin: Signed;
  let thali: ProductRow;
  let asha: Person;
  let bilal: Person;
  let chitra: Person;
  const db = () => t.database.db;
  const list = async (query: string, headers = admin.headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });
    return { status: res.statusCode, body: json<AnyReply>(res) };
  };
  const names = async (query: string) => (await list(query)).body.users.map((u: AnyReply) => u.username);

  const person = async (name: string, phone: string, joined: string): Promise<Person> => {
    const [row] = await db().insert(customers).values({ name, phone, createdAt: new Date(joined) }).returning();
    return { id: row!.id, name, phone };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedIn(t, 'admin');
    const shop = await makeShop(db(), { name: 'Annapurna', category: 'Restaurant' });
    [thali] = (await makeProducts(db(), shop, [{ name: 'Veg Thali', pricePaise: 15_000 }])) as [ProductRow];
    asha = await person('Asha Verma', '9811100001', '2026-01-05T10:00:00Z');
    bilal = await person('Bilal Khan', '9822200002', '2026-03-05T10:00:00Z');
    chitra = await person('Chitra 100% Iyer', '9833300003', '2026-02-05T10:00:00Z');
    // Asha: one order of ₹150 + ₹25 delivery. Bilal: three of two thalis (₹325 each), one of them cancelled. Chitra: none.
    await makeOrder(db(), { customer: asha, lines: [{ product: thali, quantity: 1 }], status: 'Delivered' });
    for (const status of ['Delivered', 'Processing', 'Cancelled'] as const) await makeOrder(db(), { customer: bilal, lines: [{ product: thali, quantity: 2 }], status });
  });
  afterAll(() => t.close());

  it('lists customers newest joined first, with their orders and spend (cancelled orders count as orders, not spend)', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      currentPage: 1,
      hasMore: false,
      users: [
        { _id: bilal.id, username: 'Bilal Khan', phone: '9822200002', email: null, createdAt: '2026-03-05T10:00:00.000Z', orders: 3, spend: 650 },
        { _id: chitra.id, username: 'Chitra 100% Iyer', phone: '9833300003', email: null, createdAt: '2026-02-05T10:00:00.000Z', orders: 0, spend: 0 },
        { _id: asha.id, username: 'Asha Verma', phone: '9811100001', email: null, createdAt: '2026-01-05T10:00:00.000Z', orders: 1, spend: 175 },
      ],
    });
  });

  it('sorts by orders and by spend, most first', async () => {
    expect(await names('?sort=orders')).toEqual(['Bilal Khan', 'Asha Verma', 'Chitra 100% Iyer']);
    expect(await names('?sort=spend')).toEqual(['Bilal Khan', 'Asha Verma', 'Chitra 100% Iyer']);
    expect(await names('?sort=joined')).toEqual(['Bilal Khan', 'Chitra 100% Iyer', 'Asha Verma']);
  });

  it('follows orders as they change: a cancellation takes its total out of spend, a repricing moves it', async () => {
    const processing = (await db().select().from(orders).where(eq(orders.customerId, bilal.id))).find((o) => o.deliveryStatus === 'Processing')!;
    await db().update(orders).set({ deliveryStatus: 'Cancelled' }).where(eq(orders.id, processing.id));
    const after = (await list('?search=bilal')).body.users[0];
    expect(after).toMatchObject({ orders: 3, spend: 325 });
    // Asha's order repriced to ₹100 + ₹25.
    await db().update(orders).set({ amountPaise: 10_000, totalAmountPaise: 12_500 }).where(eq(orders.customerId, asha.id));
    expect((await list('?search=asha')).body.users[0]).toMatchObject({ orders: 1, spend: 125 });
    expect(await names('?sort=spend')).toEqual(['Bilal Khan', 'Asha Verma', 'Chitra 100% Iyer']);
  });

  it('counts parallel orders of one customer exactly', async () => {
    const busy = await person('Devika Rao', '9844400004', '2025-11-01T10:00:00Z');
    await Promise.all(Array.from({ length: 8 }, () => makeOrder(db(), { customer: busy, lines: [{ product: thali, quantity: 1 }] })));
    const [row] = await db().select().from(customers).where(eq(customers.id, busy.id));
    expect(row).toMatchObject({ ordersCount: 8, spendPaise: 8 * 17_500 });
  });

  it('finds customers by any part of the name, in any case, or of the phone; % and _ are plain letters', async () => {
    expect(await names('?search=KHAN')).toEqual(['Bilal Khan']);
    expect(await names('?search=%20verm')).toEqual(['Asha Verma']);
    expect(await names('?search=333000')).toEqual(['Chitra 100% Iyer']);
    expect(await names('?search=98')).toEqual(['Bilal Khan', 'Chitra 100% Iyer', 'Asha Verma', 'Devika Rao']);
    expect(await names(`?search=${encodeURIComponent('0%')}`)).toEqual(['Chitra 100% Iyer']);
    expect(await names(`?search=${encodeURIComponent('a_')}`)).toEqual([]);
    expect(await names('?search=nobody')).toEqual([]);
  });

  it('pages, saying whether another page follows', async () => {
    const extra = PAGE_SIZES.adminUsers;
    for (let i = 0; i < extra; i++) await person(`Page Person ${String(i).padStart(2, '0')}`, `97000000${String(i).padStart(2, '0')}`, `2025-12-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`);
    const first = (await list('?page=1')).body;
    const second = (await list('?page=2')).body;
    expect(first.users).toHaveLength(extra);
    expect(first.hasMore).toBe(true);
    expect(second).toMatchObject({ currentPage: 2, hasMore: false });
    expect(second.users).toHaveLength(4);
    const ids = [...first.users, ...second.users].map((u: AnyReply) => u._id);
    expect(new Set(ids).size).toBe(extra + 4);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?sort=name', 'sort'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      [`?search=${'a'.repeat(101)}`, 'search'],
    ] as const) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.errors.map((e: AnyReply) => e.path), query).toContain(field);
    }
  });

  it('is for admins only', async () => {
    expect((await list('', {})).status).toBe(401);
    for (const role of ['customer', 'seller', 'delivery'] as const) expect((await list('', (await signedIn(t, role)).headers)).status).toBe(403);
  });
});
