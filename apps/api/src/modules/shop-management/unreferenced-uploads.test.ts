import { randomBytes } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { products, shops, uploads } from '../../db/schema';
import { localFileStore, type FileStore } from '../../ports/file-store';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { checkSellerImages } from './own-images';
import { freshDatabase } from '../../testing/test-app';
import { deleteUnreferencedUploads } from './unreferenced-uploads';

const HOUR = 3_600_000;
const ON_POSTGRES = inject('testDatabase').kind === 'postgres';

describe('deleteUnreferencedUploads', () => {
  let database: Database;
  let replica: Database;
  let drop: () => Promise<void>;
  let root: string;
  let fileStore: FileStore;
  let sellerId: string;
  const now = new Date();

  /** An image as POST /upload leaves it: two files and their rows, made `hoursAgo` before `now`. */
  async function upload(hoursAgo: number) {
    const name = `2026/01/${randomBytes(16).toString('hex')}`;
    const url = await fileStore.put(`${name}.webp`, Buffer.from('full'), 'image/webp');
    const thumbUrl = await fileStore.put(`${name}-card.webp`, Buffer.from('card'), 'image/webp');
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
    await database.db.insert(uploads).values(
      [url, thumbUrl].map((p) => ({ path: p, mimeType: 'image/webp', sizeBytes: 4, uploadedByRole: 'seller' as const, uploadedById: sellerId, createdAt })),
    );
    return { url, thumbUrl };
  }
  const fileOf = (url: string) => path.join(root, ...url.slice('/uploads/'.length).split('/'));
  const exists = (file: string) => access(file).then(() => true, () => false);
  /** Whether both files and both rows of an image are still there (false: all four gone). */
  async function kept(image: { url: string; thumbUrl: string }): Promise<boolean> {
    const rows = await database.db.select({ path: uploads.path }).from(uploads);
    const paths = new Set(rows.map((r) => r.path));
    const state = [await exists(fileOf(image.url)), await exists(fileOf(image.thumbUrl)), paths.has(image.url), paths.has(image.thumbUrl)];
    if (state.every(Boolean)) return true;
    if (state.every((s) => !s)) return false;
    throw new Error(`half deleted: ${JSON.stringify(state)}`);
  }

  beforeAll(async () => {
    const fresh = await freshDatabase();
    ({ database, drop } = fresh);
    replica = fresh.open();
    root = await mkdtemp(path.join(os.tmpdir(), 'nukkad-uploads-'));
    fileStore = localFileStore(root);
    sellerId = (await makeAccount(database.db, 'seller')).id;
  });
  afterAll(async () => {
    if (replica !== database) await replica.close();
    await database.close();
    await drop();
    await rm(root, { recursive: true, force: true });
  });

  it('deletes, once, the two files and rows of an image nothing has used for a day; keeps what a product, shop or order line uses, a recent one and the demo pictures', async () => {
    const orphan = await upload(25);
    const recent = await upload(23);
    const ofShop = await upload(48);
    const ofProduct = await upload(48);
    const onlyCardUsed = await upload(48);
    const replacedButOrdered = await upload(72);
    const replacement = await upload(30);
    // The demo's pictures are files of the store's folder with no upload row.
    await mkdir(path.join(root, 'demo'), { recursive: true });
    await writeFile(path.join(root, 'demo', 'shop-1.svg'), '<svg/>');

    const shop = await makeShop(database.db, { name: 'Chai Point', category: 'Restaurant', images: [ofShop.url, '/demo-images/shop-1.svg'] });
    const [product] = await makeProducts(database.db, shop, [
      { name: 'Masala Chai', pricePaise: 2_000, images: [replacedButOrdered.url] },
      { name: 'Bun Maska', pricePaise: 3_000, images: [ofProduct.url, onlyCardUsed.thumbUrl] },
    ]);
    const customer = await makeAccount(database.db, 'customer');
    await makeOrder(database.db, { customer, lines: [{ product: product!, quantity: 1 }] });
    // The seller replaces the photo: the order placed before keeps showing the old one.
    await database.db.update(products).set({ images: [replacement.url] }).where(eq(products.id, product!.id));

    // Two processes at once: one deletes, the other skips the round or finds nothing left.
    const runs = await Promise.all([deleteUnreferencedUploads(database.db, fileStore, now), deleteUnreferencedUploads(replica.db, fileStore, now)]);
    expect(runs.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(2);
    expect(runs).toContainEqual(2);

    expect(await kept(orphan)).toBe(false);
    for (const image of [recent, ofShop, ofProduct, onlyCardUsed, replacedButOrdered, replacement]) expect(await kept(image)).toBe(true);
    expect(await exists(path.join(root, 'demo', 'shop-1.svg'))).toBe(true);

    expect(await deleteUnreferencedUploads(database.db, fileStore, now)).toBe(0);
  });

  it('deletes an image that stopped being used once it is a day old, and a recent one once it turns a day old', async () => {
    const dropped = await upload(30);
    const fresh = await upload(1);
    const shop = await makeShop(database.db, { name: 'Kirana', category: 'Grocery', images: [dropped.url] });
    expect(await deleteUnreferencedUploads(database.db, fileStore, now)).toBe(0);
    await database.db.update(shops).set({ images: [] }).where(eq(shops.id, shop.id));
    expect(await deleteUnreferencedUploads(database.db, fileStore, now)).toBe(2);
    expect(await kept(dropped)).toBe(false);
    expect(await kept(fresh)).toBe(true);
    // A day later the recent image (made an hour before) has gone unused for a day too.
    expect(await deleteUnreferencedUploads(database.db, fileStore, new Date(now.getTime() + 23 * HOUR + 1))).toBeGreaterThanOrEqual(2);
    expect(await kept(fresh)).toBe(false);
  });

  it('keeps an old image a seller is attaching to a product while the cleanup runs', async () => {
    const image = await upload(40);
    const seller = { id: sellerId, role: 'seller' as const };
    const [shop] = await database.db.insert(shops).values({ sellerId, name: 'Bakers', category: 'Bakery' }).returning();
    let checked!: () => void;
    const imageChecked = new Promise<void>((resolve) => (checked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The seller's product form: the image is checked as theirs, then the product is written in the same transaction.
    const attaching = database.db.transaction(async (tx) => {
      await checkSellerImages(tx, seller, [image.url], []);
      checked();
      await released;
      await makeProducts(tx, shop!, [{ name: 'Rusk', pricePaise: 4_000, images: [image.url] }]);
    });
    await imageChecked;
    // PGlite has one connection, so there the cleanup can only run once the seller's transaction has committed.
    if (!ON_POSTGRES) release();
    const during = await deleteUnreferencedUploads(replica.db, fileStore, now);
    release();
    await attaching;
    expect(during).toBe(0);
    expect(await kept(image)).toBe(true);
    expect(await deleteUnreferencedUploads(replica.db, fileStore, now)).toBe(0);
    expect(await kept(image)).toBe(true);
  });
});
