import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, customerAddresses, customers, deliveryPartners } from '../../db/schema';
import { MAX_ADDRESSES } from './addresses';
import { makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
type Role = 'customer' | 'seller' | 'admin' | 'delivery';

let phoneCounter = 0;
const nextPhone = () => `96${String(10_000_000 + ++phoneCounter).slice(-8)}`;

const home = { lat: 28.6139, long: 77.209, fullName: 'Asha Verma', phone: '9876543210', addressLine: '12 MG Road', area: 'Connaught Place', landmark: 'Near the metro' };

describe('saved addresses', () => {
  let t: TestApp;
  let sellerId: string;

  async function tokenFor(role: Role, id?: string) {
    const db = t.database.db;
    let sub = id;
    if (!sub && role === 'customer') sub = (await db.insert(customers).values({ name: 'Asha', phone: nextPhone() }).returning())[0]!.id;
    if (!sub && role === 'admin') sub = (await db.insert(admins).values({ name: 'Root', email: `a${nextPhone()}@x.in`, passwordHash: 'x' }).returning())[0]!.id;
    if (!sub && role === 'delivery') sub = (await db.insert(deliveryPartners).values({ name: 'Raju', phone: nextPhone(), passwordHash: 'x' }).returning())[0]!.id;
    return { id: sub!, token: t.app.jwt.sign({ sub: sub!, role, ver: 0 }, { expiresIn: '1h' }) };
  }
  type Who = { id: string; token: string };

  const getAddresses = (who: Who, userId = who.id) =>
    t.app.inject({ method: 'GET', url: `/api/user-profile/getAddresses?userId=${userId}`, headers: bearer(who.token) });
  const save = (who: Who, address: object, userId = who.id) =>
    t.app.inject({ method: 'POST', url: '/api/user-profile/saveAddress', payload: { userId, address }, headers: bearer(who.token) });
  const edit = (who: Who, addressId: string, formData: object, userId = who.id) =>
    t.app.inject({ method: 'POST', url: '/api/user-profile/editAddress', payload: { userId, addressId, formData }, headers: bearer(who.token) });
  const remove = (who: Who, addressId: string, userId = who.id) =>
    t.app.inject({ method: 'DELETE', url: `/api/user-profile/deleteAddress?userId=${userId}&addressId=${addressId}`, headers: bearer(who.token) });
  const setDefault = (who: Who, addressId: string, userId = who.id) =>
    t.app.inject({ method: 'PUT', url: '/api/user-profile/setAsDefault', payload: { userId, addressId }, headers: bearer(who.token) });

  const saved = async (who: Who, address: object) => {
    const res = await save(who, address);
    expect(res.statusCode).toBe(200);
    return json<AnyReply>(res).address as AnyReply;
  };
  const rowsOf = (customerId: string) =>
    t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(customerAddresses.id);
  const defaultsOf = async (customerId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)))
    )[0]!.n;
  const allRows = () => t.database.db.select().from(customerAddresses).orderBy(customerAddresses.id);

  beforeAll(async () => {
    t = await buildTestApp();
    sellerId = (await makeShop(t.database.db, { name: 'Punjabi Dhaba', category: 'Restaurant' })).sellerId;
  });
  afterAll(() => t.close());

  describe('happy paths', () => {
    it('starts with none', async () => {
      const asha = await tokenFor('customer');
      const res = await getAddresses(asha);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, addresses: [] });
    });

    it('saves the first address as the default whatever it says, and returns it', async () => {
      const asha = await tokenFor('customer');
      const res = await save(asha, { ...home, isDefault: false });
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body).toEqual({
        success: true,
        message: 'Address saved successfully!',
        address: { _id: expect.any(String), ...home, isDefault: true },
      });
      expect(json(await getAddresses(asha))).toEqual({ success: true, addresses: [body.address] });
    });

    it('lists the default first, then the newest; a new default moves it', async () => {
      const asha = await tokenFor('customer');
      const first = await saved(asha, home);
      const second = await saved(asha, { ...home, addressLine: 'Second', landmark: '', isDefault: false });
      expect(second).toMatchObject({ isDefault: false, landmark: null });
      let list = json<AnyReply>(await getAddresses(asha)).addresses;
      expect(list.map((a: AnyReply) => a._id)).toEqual([first._id, second._id]);
      const third = await saved(asha, { ...home, addressLine: 'Third', isDefault: true });
      expect(third.isDefault).toBe(true);
      list = json<AnyReply>(await getAddresses(asha)).addresses;
      expect(list.map((a: AnyReply) => [a._id, a.isDefault])).toEqual([
        [third._id, true],
        [second._id, false],
        [first._id, false],
      ]);
      expect(await defaultsOf(asha.id)).toBe(1);
    });

    it('edits the details and keeps the point and the default', async () => {
      const asha = await tokenFor('customer');
      const a = await saved(asha, home);
      const formData = { fullName: 'Asha V', phone: '9123456789', addressLine: '14 MG Road', area: 'Janpath', landmark: '' };
      const res = await edit(asha, a._id, formData);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Address updated successfully!' });
      const [row] = json<AnyReply>(await getAddresses(asha)).addresses;
      expect(row).toEqual({ _id: a._id, ...formData, landmark: null, lat: home.lat, long: home.long, isDefault: true });
    });

    it('deletes an address; deleting the default promotes the most recent other one', async () => {
      const asha = await tokenFor('customer');
      const first = await saved(asha, home);
      const second = await saved(asha, { ...home, addressLine: 'Second' });
      const third = await saved(asha, { ...home, addressLine: 'Third' });
      let res = await remove(asha, second._id);
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res)).toMatchObject({ success: true, message: 'Address deleted successfully!' });
      expect(json<AnyReply>(res).addresses.map((a: AnyReply) => [a._id, a.isDefault])).toEqual([
        [first._id, true],
        [third._id, false],
      ]);
      res = await remove(asha, first._id);
      expect(json<AnyReply>(res).addresses.map((a: AnyReply) => [a._id, a.isDefault])).toEqual([[third._id, true]]);
      res = await remove(asha, third._id);
      expect(json(res)).toEqual({ success: true, addresses: [], message: 'Address deleted successfully!' });
      expect((await remove(asha, third._id)).statusCode).toBe(404);
    });

    it('sets another address as the default', async () => {
      const asha = await tokenFor('customer');
      const first = await saved(asha, home);
      const second = await saved(asha, { ...home, addressLine: 'Second' });
      const res = await setDefault(asha, second._id);
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body.message).toBe('Default address updated successfully!');
      expect(body.addresses.map((a: AnyReply) => [a._id, a.isDefault])).toEqual([
        [second._id, true],
        [first._id, false],
      ]);
      // Already the default: nothing moves.
      expect(json<AnyReply>(await setDefault(asha, second._id)).addresses[0]._id).toBe(second._id);
      expect(await defaultsOf(asha.id)).toBe(1);
    });

    it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
      const asha = await tokenFor('customer');
      await t.database.db
        .insert(customerAddresses)
        .values(Array.from({ length: MAX_ADDRESSES }, (_, i) => ({ ...home, customerId: asha.id, isDefault: i === 0 })));
      const res = await save(asha, home);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ success: false, message: 'You can save at most 20 addresses. Delete one first.' });
      expect(await rowsOf(asha.id)).toHaveLength(MAX_ADDRESSES);
    });
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    const details = { fullName: home.fullName, phone: home.phone, addressLine: home.addressLine, area: home.area, landmark: home.landmark };
    const saves: { address: object; path: string }[] = [
      { address: { ...home, lat: 90.5 }, path: 'address.lat' },
      { address: { ...home, lat: -91 }, path: 'address.lat' },
      { address: { ...home, long: 180.01 }, path: 'address.long' },
      { address: { ...home, long: -181 }, path: 'address.long' },
      { address: { ...home, lat: undefined }, path: 'address.lat' },
      { address: { ...home, phone: '98765' }, path: 'address.phone' },
      { address: { ...home, phone: '98765432101' }, path: 'address.phone' },
      { address: { ...home, fullName: '' }, path: 'address.fullName' },
      { address: { ...home, addressLine: undefined }, path: 'address.addressLine' },
      { address: { ...home, area: '   ' }, path: 'address.area' },
      { address: { ...home, isDefault: 'yes' }, path: 'address.isDefault' },
    ];
    it.each(saves)('saveAddress refuses a bad $path', async ({ address, path }) => {
      const asha = await tokenFor('customer');
      const before = await allRows();
      const res = await save(asha, address);
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      expect(await allRows()).toEqual(before);
    });

    it('refuses bad ids and bad edits on every route', async () => {
      const asha = await tokenFor('customer');
      const a = await saved(asha, home);
      const before = await allRows();
      const cases: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
        [getAddresses(asha, 'me'), 'userId'],
        [save(asha, home, 'me'), 'userId'],
        [edit(asha, a._id, { ...details, phone: 'abc' }), 'formData.phone'],
        [edit(asha, a._id, { ...details, fullName: ' ' }), 'formData.fullName'],
        [edit(asha, 'nope', details), 'addressId'],
        [remove(asha, 'nope'), 'addressId'],
        [t.app.inject({ method: 'DELETE', url: `/api/user-profile/deleteAddress?userId=${asha.id}`, headers: bearer(asha.token) }), 'addressId'],
        [setDefault(asha, 'nope'), 'addressId'],
      ];
      for (const [call, path] of cases) {
        const res = await call;
        expect(res.statusCode, path).toBe(400);
        expect((res.json() as AnyReply).errors.map((e: AnyReply) => e.path), path).toContain(path);
      }
      expect(await allRows()).toEqual(before);
    });
  });

  describe('access', () => {
    it('needs a signed-in customer', async () => {
      const asha = await tokenFor('customer');
      const a = await saved(asha, home);
      const before = await allRows();
      const calls = (who: Who) => [getAddresses(who, asha.id), save(who, home, asha.id), edit(who, a._id, home, asha.id), remove(who, a._id, asha.id), setDefault(who, a._id, asha.id)];
      for (const res of await Promise.all(calls({ id: asha.id, token: 'not-a-token' }))) expect(res.statusCode).toBe(401);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/user-profile/getAddresses?userId=${asha.id}` });
      expect(anonymous.statusCode).toBe(401);
      for (const other of [await tokenFor('seller', sellerId), await tokenFor('admin'), await tokenFor('delivery')]) {
        for (const res of await Promise.all(calls(other))) expect(res.statusCode).toBe(403);
      }
      expect(await allRows()).toEqual(before);
    });

    it("refuses another customer's userId with 403 and their addressId with 404, changing nothing", async () => {
      const asha = await tokenFor('customer');
      const dev = await tokenFor('customer');
      const a = await saved(asha, home);
      await saved(asha, { ...home, addressLine: 'Second' });
      const before = await allRows();
      for (const res of [
        await getAddresses(dev, asha.id),
        await save(dev, home, asha.id),
        await edit(dev, a._id, home, asha.id),
        await remove(dev, a._id, asha.id),
        await setDefault(dev, a._id, asha.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(json(res)).toEqual({ success: false, message: 'You can only manage your own addresses.' });
      }
      for (const res of [await edit(dev, a._id, { ...home, fullName: 'Thief' }), await remove(dev, a._id), await setDefault(dev, a._id)]) {
        expect(res.statusCode).toBe(404);
        expect(json(res)).toEqual({ success: false, message: 'Address not found.' });
      }
      expect(json(await getAddresses(dev))).toEqual({ success: true, addresses: [] });
      expect(await allRows()).toEqual(before);
    });
  });

  describe('exactly one default under concurrent calls', () => {
    it('10 parallel saves for a new customer leave 10 addresses and one default', async () => {
      const asha = await tokenFor('customer');
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => save(asha, { ...home, addressLine: `House ${i}`, isDefault: i % 3 === 0 })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(await rowsOf(asha.id)).toHaveLength(10);
      expect(await defaultsOf(asha.id)).toBe(1);
    });

    it('parallel saves past the limit stop at exactly the limit', async () => {
      const asha = await tokenFor('customer');
      const results = await Promise.all(Array.from({ length: MAX_ADDRESSES + 5 }, () => save(asha, home)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_ADDRESSES);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
      expect(await rowsOf(asha.id)).toHaveLength(MAX_ADDRESSES);
    });

    it('parallel setAsDefault and delete calls end with exactly one default', async () => {
      const asha = await tokenFor('customer');
      const list: AnyReply[] = [];
      for (let i = 0; i < 6; i++) list.push(await saved(asha, { ...home, addressLine: `House ${i}` }));
      const results = await Promise.all([
        ...list.slice(0, 5).flatMap((a) => [setDefault(asha, a._id), setDefault(asha, a._id)]),
        remove(asha, list[0]!._id),
        remove(asha, list[5]!._id),
      ]);
      for (const r of results) expect([200, 404]).toContain(r.statusCode);
      const rows = await rowsOf(asha.id);
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    });
  });
});
