import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { products } from '../../db/schema';
import { makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildReplicas, freshDatabase, json } from '../../testing/test-app';
import { CATALOGUE_CHANNEL } from './catalogue-changes';

type AnyReply = Record<string, any>;

// Far longer than any test: an answer that changes was cleared, not expired.
const LONG_CACHE = { CATALOGUE_CACHE_MS: '60000' };

describe('the catalogue answer cache across API processes', () => {
  it('an edit through one replica shows at once through another replica’s cached catalogue', async () => {
    const replicas = await buildReplicas(2, LONG_CACHE);
    try {
      const [a, b] = replicas.apps as [FastifyInstance, FastifyInstance];
      const db = replicas.database.db;
      const shop = await makeShop(db, { name: 'Chai Corner', category: 'Restaurant' });
      const [chai] = await makeProducts(db, shop, [{ name: 'Masala Chai', pricePaise: 2_000, images: ['/demo-images/chai.svg'] }]);
      const token = bearer(a.jwt.sign({ sub: shop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
      const shopPage = async (app: FastifyInstance) =>
        json<AnyReply>(await app.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${shop.id}` })).products[0];

      expect(await shopPage(b)).toMatchObject({ name: 'Masala Chai', price: 20, inStock: true });
      // The control: a change that bypasses the API is not seen through B's cache.
      await db.update(products).set({ description: 'changed behind the API' }).where(eq(products.id, chai!.id));
      expect((await shopPage(b)).description).toBe('');

      const edit = await a.inject({
        method: 'PUT',
        url: '/api/shop/edit-product',
        headers: token,
        payload: { productId: chai!.id, product: { name: 'Kadak Chai', price: '25', dietType: 'Veg' }, images: ['/demo-images/chai.svg'] },
      });
      expect(edit.statusCode).toBe(200);
      await expect.poll(() => shopPage(b), { timeout: 2_000, interval: 10 }).toMatchObject({ name: 'Kadak Chai', price: 25 });

      const stock = await a.inject({ method: 'PUT', url: '/api/shop/update-stock', headers: token, payload: { productId: chai!.id } });
      expect(json(stock)).toMatchObject({ inStock: false });
      await expect.poll(async () => (await shopPage(b)).inStock, { timeout: 2_000, interval: 10 }).toBe(false);

      const closed = await a.inject({ method: 'PUT', url: '/api/shop/update-status', headers: token, payload: { isOpen: false } });
      expect(closed.statusCode).toBe(200);
      await expect
        .poll(async () => json<AnyReply>(await b.inject({ method: 'GET', url: `/api/shop/getShopAndProducts/${shop.id}` })).shop.isOpen, {
          timeout: 2_000,
          interval: 10,
        })
        .toBe(false);
    } finally {
      await replicas.close();
    }
  }, 60_000);

  it('a listener hears every NOTIFY on its channel until stopped, and hears again after losing its connection', async () => {
    const { database, open, drop } = await freshDatabase();
    const other = open();
    let heard = 0;
    try {
      const stop = await database.listen(CATALOGUE_CHANNEL, () => heard++);
      await other.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
      await expect.poll(() => heard, { timeout: 2_000, interval: 10 }).toBe(1);
      await other.db.execute(sql`select pg_notify('some_other_channel', '')`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toBe(1);

      if (inject('testDatabase').kind === 'postgres') {
        // A lost listening connection comes back by itself, and says so: notifications may have been missed meanwhile.
        await other.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        );
        await expect.poll(() => heard, { timeout: 5_000, interval: 20 }).toBe(2);
        await other.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
        await expect.poll(() => heard, { timeout: 2_000, interval: 10 }).toBe(3);
      }

      const before = heard;
      await stop();
      await other.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toBe(before);
    } finally {
      if (other !== database) await other.close();
      await database.close();
      await drop();
    }
  }, 30_000);
});

describe('search answers across API processes', () => {
  it('an edit through one replica reaches another replica’s cached search answers, typos included', async () => {
    const replicas = await buildReplicas(2, LONG_CACHE);
    try {
      const [a, b] = replicas.apps as [FastifyInstance, FastifyInstance];
      const db = replicas.database.db;
      const shop = await makeShop(db, { name: 'Chai Corner', category: 'Restaurant' });
      const [chai] = await makeProducts(db, shop, [{ name: 'Masala Chai', pricePaise: 2_000, images: ['/demo-images/chai.svg'] }]);
      const token = bearer(a.jwt.sign({ sub: shop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
      const found = async (app: FastifyInstance, q: string) =>
        json<AnyReply[]>(await app.inject({ method: 'GET', url: `/api/common/search/${encodeURIComponent(q)}` })).map(
          (p: AnyReply) => `${p.name} ${p.price} ${p.inStock}`,
        );
      expect(await found(b, 'chai')).toEqual(['Masala Chai 20 true']);

      // The control: a change that bypasses the API and notifies no one is not seen through B's cached answer.
      await db.update(products).set({ pricePaise: 2_100 }).where(eq(products.id, chai!.id));
      expect(await found(b, 'chai')).toEqual(['Masala Chai 20 true']);

      const edit = await a.inject({
        method: 'PUT',
        url: '/api/shop/edit-product',
        headers: token,
        payload: { productId: chai!.id, product: { name: 'Kadak Chai', price: '25', dietType: 'Veg' }, images: ['/demo-images/chai.svg'] },
      });
      expect(edit.statusCode).toBe(200);
      expect(await found(a, 'kadak')).toEqual(['Kadak Chai 25 true']);
      await expect.poll(() => found(b, 'chai'), { timeout: 5_000, interval: 20 }).toEqual(['Kadak Chai 25 true']);
      expect(await found(b, 'kadka')).toEqual(['Kadak Chai 25 true']);
      expect(await found(b, 'masala')).toEqual([]);

      const stock = await a.inject({ method: 'PUT', url: '/api/shop/update-stock', headers: token, payload: { productId: chai!.id } });
      expect(stock.statusCode).toBe(200);
      await expect.poll(() => found(b, 'chai'), { timeout: 5_000, interval: 20 }).toEqual(['Kadak Chai 25 false']);
    } finally {
      await replicas.close();
    }
  }, 60_000);
});
