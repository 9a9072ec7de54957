import { randomBytes } from 'node:crypto';
import { GROCERY_CATEGORIES, type Role } from '@nukkad/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, salesRecords, sellers, shops, uploads, type ProductRow, type ShopRow } from '../../db/schema';
import { businessDate } from '../../lib/time';
import { makeAccount, makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, json, type TestApp } from '../../testing/test-app';

type AnyReply = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('a seller’s shop and products', () => {
  let t: TestApp;
  // Seller A: a restaurant with two products. Seller B: a grocery shop. Seller C: no shop yet.
  let shopA: ShopRow;
  let shopB: ShopRow;
  let paneer: ProductRow;
  let dal: ProductRow;
  let milk: ProductRow;
  let sellerC: { id: string };
  let tokenA: string;
  let tokenB: string;
  let tokenC: string;
  const others = {} as Record<Exclude<Role, 'seller'>, string>;

  const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
  const db = () => t.database.db;
  const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
  const shopRow = async (id: string) => (await db().select().from(shops).where(eq(shops.id, id)))[0]!;
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
  const shopCount = async () => (await db().select({ n: count() }).from(shops))[0]!.n;
  /** What the public shop page shows right now (through the catalogue's answer cache). */
  const publicShop = async (shopId: string) => json<AnyReply>(await call('GET', `/api/shop/getShopAndProducts/${shopId}`));

  /** An upload row as POST /upload leaves it, made by this seller. */
  const uploadBy = async (sellerId: string) => {
    const path = `/uploads/2026/01/${randomBytes(16).toString('hex')}.webp`;
    await db().insert(uploads).values({ path, mimeType: 'image/webp', sizeBytes: 1_000, uploadedByRole: 'seller', uploadedById: sellerId });
    return path;
  };

  const productForm = (overrides: Record<string, unknown> = {}) => ({
    name: 'Veg Biryani',
    price: '149.50',
    basePrice: '199',
    dietType: 'Veg',
    categories: ['Rice', 'Biryani'],
    description: 'Slow-cooked, with raita.',
    ...overrides,
  });
  const shopForm = (overrides: Record<string, unknown> = {}) => ({
    name: 'Chai Point',
    category: 'Restaurant',
    productCategories: ['Tea', 'Snacks'],
    address: { addressLine: '4 Church Street', pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
    description: 'Tea and snacks all day.',
    ...overrides,
  });

  beforeAll(async () => {
    // A long answer cache: every "the catalogue follows" below proves the writes clear it.
    t = await buildTestApp({ CATALOGUE_CACHE_MS: '60000' });
    shopA = await makeShop(db(), { name: 'Punjabi Dhaba', category: 'Restaurant', images: ['/demo-images/dhaba.svg'], productCategories: ['North Indian'] });
    shopB = await makeShop(db(), { name: 'Fresh Basket', category: 'Grocery' });
    [paneer, dal] = await makeProducts(db(), shopA, [
      { name: 'Paneer Tikka', pricePaise: 24_900, images: ['/demo-images/paneer.svg'], categories: ['Starters'] },
      { name: 'Dal Makhani', pricePaise: 19_950, inStock: false, images: ['/demo-images/dal.svg'] },
    ]);
    [milk] = await makeProducts(db(), shopB, [{ name: 'Toned Milk 1L', pricePaise: 6_600, categories: ['Dairy & Eggs'], images: ['/demo-images/milk.svg'] }]);
    sellerC = await makeAccount(db(), 'seller', 'Meera');
    tokenA = sign(shopA.sellerId, 'seller');
    tokenB = sign(shopB.sellerId, 'seller');
    tokenC = sign(sellerC.id, 'seller');
    for (const role of ['customer', 'admin', 'delivery'] as const) others[role] = sign((await makeAccount(db(), role)).id, role);
  });
  afterAll(() => t.close());

  describe('access', () => {
    const routes: [Method, string, () => object | undefined][] = [
      ['GET', '/api/shop/seller-profile', () => undefined],
      ['PUT', '/api/shop/update-status', () => ({ isOpen: false })],
      ['PUT', '/api/shop/update-profile', () => ({ username: 'X', email: 'x@nukkad.test' })],
      ['GET', '/api/shop/getShop/:shopA', () => undefined],
      ['POST', '/api/shop/add-shop', () => ({ shop: shopForm(), images: [] })],
      ['PUT', '/api/shop/edit-shop', () => ({ shop: shopForm(), shopId: shopA.id, images: [] })],
      ['GET', '/api/shop/get-products', () => undefined],
      ['GET', '/api/shop/getProduct/:paneer', () => undefined],
      ['POST', '/api/shop/add-product', () => ({ product: productForm(), images: ['/demo-images/paneer.svg'] })],
      ['PUT', '/api/shop/edit-product', () => ({ product: productForm(), productId: paneer.id, images: ['/demo-images/paneer.svg'] })],
      ['PUT', '/api/shop/update-stock', () => ({ productId: paneer.id })],
      ['PUT', '/api/user-profile/change-seller-password/:sellerA', () => ({ currentPassword: 'x', newPassword: 'abcd' })],
    ];
    const urlOf = (url: string) => url.replace(':shopA', shopA.id).replace(':paneer', paneer.id).replace(':sellerA', shopA.sellerId);

    it.each(routes)('%s %s: sellers only (401 signed out, 403 for customers, admins and partners), nothing written', async (method, url, payload) => {
      const [shopBefore, paneerBefore, shopsBefore, productsBefore] = [await shopRow(shopA.id), await productRow(paneer.id), await shopCount(), await productCount()];
      expect((await call(method, urlOf(url), undefined, payload())).statusCode).toBe(401);
      for (const role of ['customer', 'admin', 'delivery'] as const) {
        const res = await call(method, urlOf(url), others[role], payload());
        expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
      }
      expect(await shopRow(shopA.id)).toEqual(shopBefore);
      expect(await productRow(paneer.id)).toEqual(paneerBefore);
      expect([await shopCount(), await productCount()]).toEqual([shopsBefore, productsBefore]);
    });
  });

  describe('GET /api/shop/seller-profile', () => {
    it('shows the account, the shop and the sales figures in rupees', async () => {
      const customer = await makeAccount(db(), 'customer');
      const { order: first } = await makeOrder(db(), { customer, lines: [{ product: paneer, quantity: 1 }], status: 'Delivered' });
      const { order: second } = await makeOrder(db(), { customer, lines: [{ product: paneer, quantity: 1 }], status: 'Delivered' });
      await db()
        .insert(salesRecords)
        .values([
          { sellerId: shopA.sellerId, orderId: first.id, amountPaise: 15_050, date: businessDate() },
          { sellerId: shopA.sellerId, orderId: second.id, amountPaise: 10_000, date: '2024-01-15' },
        ]);
      const res = await call('GET', '/api/shop/seller-profile', tokenA);
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res)).toEqual({
        success: true,
        seller: {
          _id: shopA.sellerId,
          username: 'Punjabi Dhaba owner',
          email: null,
          phone: expect.stringMatching(/^\d{10}$/),
          shop: { _id: shopA.id, name: 'Punjabi Dhaba', category: 'Restaurant', isOpen: true },
          salesTotal: 250.5,
          todaySalesTotal: 150.5,
        },
      });
    });

    it('shows no shop and no sales for a new seller', async () => {
      const body = json<AnyReply>(await call('GET', '/api/shop/seller-profile', tokenC));
      expect(body.seller).toMatchObject({ _id: sellerC.id, username: 'Meera', shop: null, salesTotal: 0, todaySalesTotal: 0 });
    });
  });

  describe('PUT /api/shop/update-status', () => {
    it('closes and opens the seller’s shop, and the public shop page follows at once', async () => {
      expect((await publicShop(shopA.id)).shop.isOpen).toBe(true);
      const closed = await call('PUT', '/api/shop/update-status', tokenA, { isOpen: false });
      expect(closed.statusCode).toBe(200);
      expect(json(closed)).toEqual({ success: true, message: 'Shop is now Closed!', isOpen: false });
      expect((await shopRow(shopA.id)).isOpen).toBe(false);
      expect((await publicShop(shopA.id)).shop.isOpen).toBe(false);
      expect((await shopRow(shopB.id)).isOpen).toBe(true);

      const opened = await call('PUT', '/api/shop/update-status', tokenA, { isOpen: true });
      expect(json(opened)).toEqual({ success: true, message: 'Shop is now Open!', isOpen: true });
      expect((await publicShop(shopA.id)).shop.isOpen).toBe(true);
    });

    it('refuses a seller without a shop, and a status that is not true or false', async () => {
      const none = await call('PUT', '/api/shop/update-status', tokenC, { isOpen: false });
      expect(none.statusCode).toBe(404);
      expect(json(none)).toMatchObject({ success: false, message: 'Add your shop first.' });
      const bad = await call('PUT', '/api/shop/update-status', tokenA, { isOpen: 'no' });
      expect(bad.statusCode).toBe(400);
      expect((await shopRow(shopA.id)).isOpen).toBe(true);
    });
  });

  describe('PUT /api/shop/update-profile', () => {
    it('changes the seller’s own username and e-mail only', async () => {
      const res = await call('PUT', '/api/shop/update-profile', tokenB, { username: ' Fresh Basket Owner ', email: 'Owner@FreshBasket.test' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Profile updated successfully!' });
      const [row] = await db().select().from(sellers).where(eq(sellers.id, shopB.sellerId));
      expect(row).toMatchObject({ username: 'Fresh Basket Owner', email: 'owner@freshbasket.test' });
      const [a] = await db().select().from(sellers).where(eq(sellers.id, shopA.sellerId));
      expect(a).toMatchObject({ username: 'Punjabi Dhaba owner', email: null });
    });

    it('refuses an e-mail another seller uses (409), a bad e-mail and extra fields (400), writing nothing', async () => {
      const before = (await db().select().from(sellers).where(eq(sellers.id, shopA.sellerId)))[0]!;
      const taken = await call('PUT', '/api/shop/update-profile', tokenA, { username: 'Dhaba', email: 'owner@freshbasket.test' });
      expect(taken.statusCode).toBe(409);
      expect((await call('PUT', '/api/shop/update-profile', tokenA, { username: 'Dhaba', email: 'not-an-email' })).statusCode).toBe(400);
      expect((await call('PUT', '/api/shop/update-profile', tokenA, { username: 'Dhaba', email: 'a@b.test', phone: '9000000000' })).statusCode).toBe(400);
      expect((await call('PUT', '/api/shop/update-profile', tokenA, { username: '', email: 'a@b.test' })).statusCode).toBe(400);
      expect((await db().select().from(sellers).where(eq(sellers.id, shopA.sellerId)))[0]).toEqual(before);
    });
  });

  describe('GET /api/shop/getShop/:shopId', () => {
    it('gives the seller their own shop with its product count', async () => {
      const res = await call('GET', `/api/shop/getShop/${shopA.id}`, tokenA);
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res).shop).toMatchObject({
        _id: shopA.id,
        name: 'Punjabi Dhaba',
        category: 'Restaurant',
        productCategories: ['North Indian'],
        images: ['/demo-images/dhaba.svg'],
        isOpen: true,
        productCount: 2,
      });
    });

    it('answers 404 for another seller’s shop and an unknown one, 400 for a malformed id', async () => {
      expect((await call('GET', `/api/shop/getShop/${shopB.id}`, tokenA)).statusCode).toBe(404);
      expect((await call('GET', `/api/shop/getShop/${MISSING_ID}`, tokenA)).statusCode).toBe(404);
      expect((await call('GET', '/api/shop/getShop/abc', tokenA)).statusCode).toBe(400);
    });
  });

  describe('POST /api/shop/add-shop', () => {
    it('adds the first shop of a seller with an image they uploaded, and it shows in the catalogue', async () => {
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'front.png');
      const request = new Request('http://localhost/upload', { method: 'POST', body: form });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/upload',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')!, ...bearer(tokenC) },
      });
      expect(uploaded.statusCode).toBe(200);
      const [file] = json<AnyReply>(uploaded).files;

      const before = json<AnyReply>(await call('GET', '/api/shop/get-restaurants'));
      const res = await call('POST', '/api/shop/add-shop', tokenC, { shop: shopForm(), images: [file.url] });
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body).toMatchObject({
        success: true,
        message: 'Shop added successfully!',
        shop: {
          name: 'Chai Point',
          category: 'Restaurant',
          productCategories: ['Tea', 'Snacks'],
          address: { addressLine: '4 Church Street', pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
          images: [file.url],
          isOpen: true,
          productCount: 0,
        },
      });
      expect(await shopRow(body.shop._id)).toMatchObject({ sellerId: sellerC.id, name: 'Chai Point', orderedCount: 0 });
      const after = json<AnyReply>(await call('GET', '/api/shop/get-restaurants'));
      expect(after.restaurants.length).toBe(before.restaurants.length + 1);
      expect(after.restaurants.map((s: AnyReply) => s.name)).toContain('Chai Point');
    });

    it('refuses a second shop with 409, and two adds at once give one shop and one 409', async () => {
      const again = await call('POST', '/api/shop/add-shop', tokenC, { shop: shopForm({ name: 'Second' }), images: [] });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({ success: false });

      const racer = await makeAccount(db(), 'seller');
      const token = sign(racer.id, 'seller');
      const replies = await Promise.all([
        call('POST', '/api/shop/add-shop', token, { shop: shopForm({ name: 'Racer One' }), images: [] }),
        call('POST', '/api/shop/add-shop', token, { shop: shopForm({ name: 'Racer Two' }), images: [] }),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await db().select().from(shops).where(eq(shops.sellerId, racer.id))).toHaveLength(1);
    });

    it('refuses bad input, extra fields and another seller’s upload, writing nothing', async () => {
      const newcomer = await makeAccount(db(), 'seller');
      const token = sign(newcomer.id, 'seller');
      const otherUpload = await uploadBy(shopA.sellerId);
      const cases: [object, string][] = [
        [{ shop: shopForm({ name: '' }), images: [] }, 'shop.name'],
        [{ shop: shopForm({ category: 'Bar' }), images: [] }, 'shop.category'],
        [{ shop: shopForm({ productCategories: ['Tea', ' '] }), images: [] }, 'shop.productCategories.1'],
        [{ shop: shopForm({ address: { addressLine: '', pincode: '12', city: '', state: '' } }), images: [] }, 'shop.address.pincode'],
        [{ shop: shopForm({ sellerId: shopA.sellerId }), images: [] }, 'shop'],
        [{ shop: shopForm({ isOpen: false }), images: [] }, 'shop'],
        [{ shop: shopForm(), images: [], seller: shopA.sellerId }, ''],
        [{ shop: shopForm(), images: [otherUpload] }, 'images.0'],
        [{ shop: shopForm(), images: ['/demo-images/dhaba.svg'] }, 'images.0'],
      ];
      for (const [payload, path] of cases) {
        const res = await call('POST', '/api/shop/add-shop', token, payload);
        expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
        if (path) expect(json<AnyReply>(res).errors.map((e: AnyReply) => e.path)).toContain(path);
      }
      expect(await db().select().from(shops).where(eq(shops.sellerId, newcomer.id))).toHaveLength(0);
    });
  });

  describe('PUT /api/shop/edit-shop', () => {
    it('changes the allowed fields of the seller’s own shop, keeping its current images and adding an upload', async () => {
      const upload = await uploadBy(shopA.sellerId);
      const res = await call('PUT', '/api/shop/edit-shop', tokenA, {
        shopId: shopA.id,
        shop: shopForm({ name: 'Punjabi Dhaba & Grill', productCategories: ['North Indian', 'Tandoor'] }),
        images: [upload, '/demo-images/dhaba.svg'],
      });
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res)).toMatchObject({
        success: true,
        message: 'Shop updated successfully!',
        shop: { _id: shopA.id, name: 'Punjabi Dhaba & Grill', productCategories: ['North Indian', 'Tandoor'], images: [upload, '/demo-images/dhaba.svg'] },
      });
      const row = await shopRow(shopA.id);
      expect(row).toMatchObject({ sellerId: shopA.sellerId, name: 'Punjabi Dhaba & Grill', city: 'Bengaluru', isOpen: true });
      expect((await publicShop(shopA.id)).shop).toMatchObject({ name: 'Punjabi Dhaba & Grill', images: [upload, '/demo-images/dhaba.svg'] });
    });

    it('takes back its own GET reply with a new name: the name changes, the reply’s other keys are ignored', async () => {
      const { shop: read } = json<AnyReply>(await call('GET', `/api/shop/getShop/${shopA.id}`, tokenA));
      const before = await shopRow(shopA.id);
      // Every key of the reply goes back; those the form does not set carry other values, which must not be applied.
      const sent = { ...read, name: 'Dhaba Round Trip', _id: shopB.id, images: ['/demo-images/milk.svg'], isOpen: !before.isOpen, openingTime: '01:00', closingTime: '02:00', productCount: 999 };
      expect(Object.keys(sent).sort()).toEqual(Object.keys(read).sort());
      const res = await call('PUT', '/api/shop/edit-shop', tokenA, { shopId: shopA.id, shop: sent, images: read.images });
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res).shop).toMatchObject({ _id: shopA.id, name: 'Dhaba Round Trip', isOpen: before.isOpen, images: before.images });
      expect(await shopRow(shopA.id)).toEqual({ ...before, name: 'Dhaba Round Trip', updatedAt: expect.any(Date) });
      expect(await shopRow(shopB.id)).toMatchObject({ name: shopB.name, isOpen: shopB.isOpen });
    });

    it('refuses a key in neither the form nor its GET reply, naming it and writing nothing', async () => {
      const { shop: read } = json<AnyReply>(await call('GET', `/api/shop/getShop/${shopA.id}`, tokenA));
      const before = await shopRow(shopA.id);
      const res = await call('PUT', '/api/shop/edit-shop', tokenA, { shopId: shopA.id, shop: { ...read, name: 'Never saved', sellerId: shopB.sellerId }, images: read.images });
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors).toEqual([{ path: 'shop', message: expect.stringContaining('"sellerId"') }]);
      expect(await shopRow(shopA.id)).toEqual(before);
    });

    it('answers 404 for another seller’s shop and leaves it alone', async () => {
      const before = await shopRow(shopB.id);
      const res = await call('PUT', '/api/shop/edit-shop', tokenA, { shopId: shopB.id, shop: shopForm({ name: 'Taken over' }), images: [] });
      expect(res.statusCode).toBe(404);
      expect(await shopRow(shopB.id)).toEqual(before);
    });

    it('refuses mass assignment and images that are not the seller’s, leaving the row unchanged', async () => {
      const before = await shopRow(shopA.id);
      const bUpload = await uploadBy(shopB.sellerId);
      const attempts = [
        { shopId: shopA.id, shop: shopForm({ orderedCount: 10_000 }), images: before.images },
        { shopId: shopA.id, shop: shopForm({ sellerId: shopB.sellerId }), images: before.images },
        { shopId: shopA.id, shop: shopForm({ isOpen: 'yes', rating: 5 }), images: before.images },
        { shopId: shopA.id, shop: shopForm(), images: before.images, seller: shopB.sellerId },
        { shopId: shopA.id, shop: shopForm({ name: 'Stolen picture' }), images: [bUpload] },
        { shopId: shopA.id, shop: shopForm({ name: 'Borrowed picture' }), images: ['/demo-images/milk.svg'] },
      ];
      for (const payload of attempts) expect((await call('PUT', '/api/shop/edit-shop', tokenA, payload)).statusCode).toBe(400);
      expect(await shopRow(shopA.id)).toEqual(before);
    });
  });

  describe('GET /api/shop/get-products and getProduct/:productId', () => {
    it('lists only the seller’s products, in stock first, then by name', async () => {
      const res = await call('GET', '/api/shop/get-products', tokenA);
      expect(res.statusCode).toBe(200);
      const list = json<AnyReply>(res).products as AnyReply[];
      expect(list.every((p) => p.seller === shopA.sellerId && p.shop === shopA.id)).toBe(true);
      const inStock = list.filter((p) => p.inStock);
      expect(list.slice(0, inStock.length)).toEqual(inStock);
      expect(inStock.map((p) => p.name)).toEqual([...inStock.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
      expect(list.map((p) => p._id)).toEqual(expect.arrayContaining([paneer.id, dal.id]));
      expect(list.map((p) => p._id)).not.toContain(milk.id);
      expect(list.at(-1)).toMatchObject({ _id: dal.id, inStock: false, price: 199.5 });
    });

    it('gives one of the seller’s products, and 404 for another seller’s', async () => {
      const res = await call('GET', `/api/shop/getProduct/${paneer.id}`, tokenA);
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res).product).toMatchObject({ _id: paneer.id, name: 'Paneer Tikka', price: 249, basePrice: null, shop: shopA.id, shopType: 'Restaurant' });
      expect((await call('GET', `/api/shop/getProduct/${milk.id}`, tokenA)).statusCode).toBe(404);
      expect((await call('GET', `/api/shop/getProduct/${MISSING_ID}`, tokenA)).statusCode).toBe(404);
      expect((await call('GET', '/api/shop/getProduct/xyz', tokenA)).statusCode).toBe(400);
    });
  });

  describe('POST /api/shop/add-product', () => {
    it('adds a product to the seller’s shop with prices typed in rupees, stored in paise, shown in the catalogue at once', async () => {
      const image = await uploadBy(shopA.sellerId);
      const before = await publicShop(shopA.id);
      const res = await call('POST', '/api/shop/add-product', tokenA, { product: productForm(), images: [image] });
      expect(res.statusCode).toBe(200);
      const body = json<AnyReply>(res);
      expect(body).toMatchObject({
        success: true,
        message: 'Product added successfully!',
        product: { name: 'Veg Biryani', price: 149.5, basePrice: 199, dietType: 'Veg', categories: ['Rice', 'Biryani'], images: [image], inStock: true, shop: shopA.id, seller: shopA.sellerId },
      });
      expect(await productRow(body.product._id)).toMatchObject({ pricePaise: 14_950, basePricePaise: 19_900, orderedCount: 0, shopId: shopA.id, sellerId: shopA.sellerId });
      const after = await publicShop(shopA.id);
      expect(after.products.length).toBe(before.products.length + 1);
      expect(after.products.map((p: AnyReply) => p.name)).toContain('Veg Biryani');
    });

    it('takes inStock from the form, in stock when it is left out', async () => {
      const image = await uploadBy(shopA.sellerId);
      const out = json<AnyReply>(await call('POST', '/api/shop/add-product', tokenA, { product: productForm({ name: 'Seasonal Thandai', inStock: false }), images: [image] }));
      expect(out.product).toMatchObject({ name: 'Seasonal Thandai', inStock: false });
      expect((await productRow(out.product._id)).inStock).toBe(false);
      const shown = json<AnyReply>(await call('POST', '/api/shop/add-product', tokenA, { product: productForm({ name: 'Rose Lassi', inStock: true }), images: [image] }));
      expect((await productRow(shown.product._id)).inStock).toBe(true);
      const unsaid = json<AnyReply>(await call('POST', '/api/shop/add-product', tokenA, { product: productForm({ name: 'Mango Lassi' }), images: [image] }));
      expect((await productRow(unsaid.product._id)).inStock).toBe(true);
    });

    it('takes a number price, no base price, and a blank base price as none', async () => {
      const image = await uploadBy(shopA.sellerId);
      const plain = json<AnyReply>(await call('POST', '/api/shop/add-product', tokenA, { product: productForm({ name: 'Lassi', price: 60, basePrice: undefined }), images: [image] }));
      expect(plain.product).toMatchObject({ price: 60, basePrice: null });
      const blank = json<AnyReply>(await call('POST', '/api/shop/add-product', tokenA, { product: productForm({ name: 'Chaas', price: ' 35.5 ', basePrice: '' }), images: [image] }));
      expect(blank.product).toMatchObject({ price: 35.5, basePrice: null });
      const equal = await call('POST', '/api/shop/add-product', tokenA, { product: productForm({ name: 'Kulfi', price: '40', basePrice: '40.00' }), images: [image] });
      expect(json<AnyReply>(equal).product).toMatchObject({ price: 40, basePrice: 40 });
    });

    it('refuses bad prices, missing fields, extra fields and images that are not the seller’s, writing nothing', async () => {
      const image = await uploadBy(shopA.sellerId);
      const bUpload = await uploadBy(shopB.sellerId);
      const cases: [string, object, string, string?][] = [
        ['three decimals', { product: productForm({ price: '12.345' }), images: [image] }, 'product.price'],
        ['zero', { product: productForm({ price: '0' }), images: [image] }, 'product.price'],
        ['negative', { product: productForm({ price: '-1' }), images: [image] }, 'product.price'],
        ['not a number', { product: productForm({ price: 'abc' }), images: [image] }, 'product.price'],
        ['a negative number', { product: productForm({ price: -5 }), images: [image] }, 'product.price'],
        ['base price below price', { product: productForm({ price: '150', basePrice: '149.99' }), images: [image] }, 'product.basePrice'],
        ['bad base price', { product: productForm({ basePrice: '1.234' }), images: [image] }, 'product.basePrice'],
        ['no name', { product: productForm({ name: '  ' }), images: [image] }, 'product.name', 'Please fill all required fields!'],
        ['missing name', { product: productForm({ name: undefined }), images: [image] }, 'product.name', 'Please fill all required fields!'],
        ['missing price', { product: productForm({ price: undefined }), images: [image] }, 'product.price', 'Please fill all required fields!'],
        ['blank price', { product: productForm({ price: '' }), images: [image] }, 'product.price', 'Please fill all required fields!'],
        ['missing diet type', { product: productForm({ dietType: undefined }), images: [image] }, 'product.dietType', 'Please fill all required fields!'],
        ['no images', { product: productForm(), images: [] }, 'images', 'Please fill all required fields!'],
        ['missing images', { product: productForm() }, 'images', 'Please fill all required fields!'],
        ['missing product', { images: [image] }, 'product', 'Please fill all required fields!'],
        ['an empty tag', { product: productForm({ categories: ['Rice', ''] }), images: [image] }, 'product.categories.1'],
        ['a shop', { product: productForm({ shop: shopB.id }), images: [image] }, 'product'],
        ['a seller', { product: productForm({ seller: shopB.sellerId }), images: [image] }, 'product'],
        ['an _id', { product: productForm({ _id: milk.id }), images: [image] }, 'product'],
        ['a popularity', { product: productForm({ orderedCount: 500 }), images: [image] }, 'product'],
        ['a stock flag that is not true or false', { product: productForm({ inStock: 'no' }), images: [image] }, 'product.inStock'],
        ['a shop beside the product', { product: productForm(), images: [image], shopId: shopB.id }, ''],
        ['another seller’s upload', { product: productForm(), images: [bUpload] }, 'images.0'],
        ['an image of another record', { product: productForm(), images: ['/demo-images/milk.svg'] }, 'images.0'],
        ['a made-up image', { product: productForm(), images: [image, '/uploads/2026/01/nobody.webp'] }, 'images.1'],
        ['the same image twice', { product: productForm(), images: [image, image] }, 'images.1'],
      ];
      const before = await productCount();
      for (const [what, payload, path, message] of cases) {
        const res = await call('POST', '/api/shop/add-product', tokenA, payload);
        const body = json<AnyReply>(res);
        expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
        if (path) expect({ what, paths: body.errors.map((e: AnyReply) => e.path) }).toEqual({ what, paths: expect.arrayContaining([path]) });
        if (message) expect({ what, message: body.message }).toEqual({ what, message });
      }
      expect(await productCount()).toBe(before);
    });

    it('needs the seller’s shop first', async () => {
      const loner = await makeAccount(db(), 'seller');
      const image = await uploadBy(loner.id);
      const res = await call('POST', '/api/shop/add-product', sign(loner.id, 'seller'), { product: productForm(), images: [image] });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({ success: false, message: 'Add your shop first.' });
      expect(await db().select().from(products).where(eq(products.sellerId, loner.id))).toHaveLength(0);
    });

    it('in a grocery shop, takes the first category from the grocery list, spelled as the list spells it', async () => {
      const image = await uploadBy(shopB.sellerId);
      const res = await call('POST', '/api/shop/add-product', tokenB, { product: productForm({ name: 'Paneer 200g', categories: ['dairy & eggs', 'Paneer'] }), images: [image] });
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res).product.categories).toEqual(['Dairy & Eggs', 'Paneer']);
      const page = json<AnyReply>(await call('GET', `/api/grocery?category=${encodeURIComponent('Dairy & Eggs')}`));
      expect(page.products.map((p: AnyReply) => p.name)).toContain('Paneer 200g');

      const before = await productCount();
      for (const categories of [['Pasta', 'Dairy & Eggs'], [], ['Others']]) {
        const bad = await call('POST', '/api/shop/add-product', tokenB, { product: productForm({ categories }), images: [image] });
        expect(bad.statusCode).toBe(400);
        expect(json<AnyReply>(bad).errors).toEqual([{ path: 'product.categories.0', message: expect.stringContaining(GROCERY_CATEGORIES[0]) }]);
      }
      expect(await productCount()).toBe(before);
    });
  });

  describe('PUT /api/shop/edit-product', () => {
    it('changes the allowed fields of the seller’s product, keeping its demo image, and the catalogue follows at once', async () => {
      const upload = await uploadBy(shopA.sellerId);
      expect((await publicShop(shopA.id)).products.find((p: AnyReply) => p._id === paneer.id)).toMatchObject({ name: 'Paneer Tikka', price: 249 });
      const res = await call('PUT', '/api/shop/edit-product', tokenA, {
        productId: paneer.id,
        product: productForm({ name: 'Paneer Tikka (8 pcs)', price: '279', basePrice: '299.99', dietType: 'Veg', categories: ['Starters', 'Tandoor'] }),
        images: ['/demo-images/paneer.svg', upload],
      });
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res)).toMatchObject({
        success: true,
        message: 'Product updated successfully!',
        product: { _id: paneer.id, name: 'Paneer Tikka (8 pcs)', price: 279, basePrice: 299.99, images: ['/demo-images/paneer.svg', upload], inStock: true },
      });
      expect(await productRow(paneer.id)).toMatchObject({ pricePaise: 27_900, basePricePaise: 29_999, shopId: shopA.id, sellerId: shopA.sellerId, orderedCount: 0 });
      expect((await publicShop(shopA.id)).products.find((p: AnyReply) => p._id === paneer.id)).toMatchObject({ name: 'Paneer Tikka (8 pcs)', price: 279 });
    });

    it('takes back its own GET reply with a new name: the name changes, the reply’s other keys are ignored', async () => {
      const { product: read } = json<AnyReply>(await call('GET', `/api/shop/getProduct/${dal.id}`, tokenA));
      const before = await productRow(dal.id);
      expect(before.inStock).toBe(false);
      // Every key of the reply goes back; those the form does not set carry other values, which must not be applied.
      const sent = {
        ...read,
        name: 'Dal Makhani (Round Trip)',
        _id: milk.id,
        shop: shopB.id,
        seller: shopB.sellerId,
        shopName: 'Fresh Basket',
        shopType: 'Grocery',
        shopIsOpen: false,
        inStock: true,
        images: ['/demo-images/milk.svg'],
      };
      expect(Object.keys(sent).sort()).toEqual(Object.keys(read).sort());
      const res = await call('PUT', '/api/shop/edit-product', tokenA, { productId: dal.id, product: sent, images: read.images });
      expect(res.statusCode).toBe(200);
      expect(json<AnyReply>(res).product).toMatchObject({ _id: dal.id, name: 'Dal Makhani (Round Trip)', inStock: false, shop: shopA.id, images: before.images });
      const after = await productRow(dal.id);
      expect(after.name).toBe('Dal Makhani (Round Trip)');
      // Everything else as it was, apart from what follows from the name (its search words) and the edit's time.
      const rest = ({ name: _n, searchText: _t, searchVector: _v, updatedAt: _u, ...kept }: ProductRow) => kept;
      expect(rest(after)).toEqual(rest(before));
      expect(await productRow(milk.id)).toMatchObject({ name: milk.name, inStock: milk.inStock, shopId: shopB.id });
      expect(await shopRow(shopA.id)).toMatchObject({ isOpen: true });
    });

    it('refuses a key in neither the form nor its GET reply, naming it and writing nothing', async () => {
      const { product: read } = json<AnyReply>(await call('GET', `/api/shop/getProduct/${dal.id}`, tokenA));
      const before = await productRow(dal.id);
      const res = await call('PUT', '/api/shop/edit-product', tokenA, { productId: dal.id, product: { ...read, name: 'Never saved', orderedCount: 9 }, images: read.images });
      expect(res.statusCode).toBe(400);
      expect(json<AnyReply>(res).errors).toEqual([{ path: 'product', message: expect.stringContaining('"orderedCount"') }]);
      expect(await productRow(dal.id)).toEqual(before);
    });

    it('answers 404 for another seller’s product and leaves it alone', async () => {
      const before = await productRow(milk.id);
      const res = await call('PUT', '/api/shop/edit-product', tokenA, { productId: milk.id, product: productForm({ name: 'Mine now' }), images: ['/demo-images/milk.svg'] });
      expect(res.statusCode).toBe(404);
      expect(await productRow(milk.id)).toEqual(before);
      expect((await call('PUT', '/api/shop/edit-product', tokenA, { productId: MISSING_ID, product: productForm(), images: ['/demo-images/milk.svg'] })).statusCode).toBe(404);
    });

    it('refuses mass assignment, bad prices and images that are not the seller’s, leaving the row unchanged', async () => {
      const before = await productRow(dal.id);
      const bUpload = await uploadBy(shopB.sellerId);
      const keep = { productId: dal.id, images: before.images };
      const attempts = [
        { ...keep, product: productForm({ shopId: shopB.id }) },
        { ...keep, product: productForm({ sellerId: shopB.sellerId }) },
        { ...keep, product: productForm({ orderedCount: 9_999 }) },
        { ...keep, product: productForm({ inStock: 'maybe', bogus: 1 }) },
        { ...keep, product: productForm(), shop: shopB.id },
        { ...keep, product: productForm(), sellerId: shopB.sellerId },
        { ...keep, product: productForm({ price: '10.999' }) },
        { ...keep, product: productForm({ price: '200', basePrice: '100' }) },
        { ...keep, product: productForm(), images: [bUpload] },
        { ...keep, product: productForm(), images: ['/demo-images/paneer.svg'] },
      ];
      for (const payload of attempts) expect((await call('PUT', '/api/shop/edit-product', tokenA, payload)).statusCode).toBe(400);
      expect(await productRow(dal.id)).toEqual(before);
    });

    it('changes nothing in orders already placed: they keep their own name, image and price', async () => {
      const [samosa] = await makeProducts(db(), shopA, [{ name: 'Samosa', pricePaise: 2_000, images: ['/demo-images/samosa.svg'] }]);
      const customer = await makeAccount(db(), 'customer');
      const customerToken = sign(customer.id, 'customer');
      const { order } = await makeOrder(db(), { customer, lines: [{ product: samosa!, quantity: 3 }] });
      const view = async () => json<AnyReply>(await call('GET', `/api/order/getOrderDetails/${order.id}`, customerToken));
      const before = await view();
      expect(before.order.items[0]).toMatchObject({ quantity: 3, product: { name: 'Samosa', price: 20, image: '/demo-images/samosa.svg' } });
      expect(before.order.amount).toBe(60);

      const upload = await uploadBy(shopA.sellerId);
      const edit = await call('PUT', '/api/shop/edit-product', tokenA, { productId: samosa!.id, product: productForm({ name: 'Jumbo Samosa', price: '35' }), images: [upload] });
      expect(edit.statusCode).toBe(200);

      expect(await view()).toEqual(before);
      const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(line).toMatchObject({ productName: 'Samosa', unitPricePaise: 2_000, image: '/demo-images/samosa.svg' });
    });
  });

  describe('PUT /api/shop/update-stock', () => {
    it('flips the product’s stock, and the public shop page follows each flip at once', async () => {
      const stockOnPage = async () => (await publicShop(shopA.id)).products.find((p: AnyReply) => p._id === dal.id).inStock;
      expect(await stockOnPage()).toBe(false);
      const on = await call('PUT', '/api/shop/update-stock', tokenA, { productId: dal.id });
      expect(on.statusCode).toBe(200);
      expect(json(on)).toEqual({ success: true, message: 'Product is now in stock.', inStock: true });
      expect(await stockOnPage()).toBe(true);
      const off = await call('PUT', '/api/shop/update-stock', tokenA, { productId: dal.id });
      expect(json(off)).toEqual({ success: true, message: 'Product is now out of stock.', inStock: false });
      expect(await stockOnPage()).toBe(false);
      expect((await productRow(dal.id)).inStock).toBe(false);
    });

    it('answers 404 for another seller’s product (unchanged) and 400 for a malformed id or extra fields', async () => {
      const before = await productRow(milk.id);
      expect((await call('PUT', '/api/shop/update-stock', tokenA, { productId: milk.id })).statusCode).toBe(404);
      expect((await call('PUT', '/api/shop/update-stock', tokenA, { productId: 'abc' })).statusCode).toBe(400);
      expect((await call('PUT', '/api/shop/update-stock', tokenB, { productId: milk.id, inStock: false })).statusCode).toBe(400);
      expect(await productRow(milk.id)).toEqual(before);
    });
  });

  describe('PUT /api/user-profile/change-seller-password/:sellerId', () => {
    let sellerId: string;
    let token: string;
    const phone = '9222222222';
    const change = (id: string, body: object, auth: { token?: string; cookie?: string } = { token }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user-profile/change-seller-password/${id}`,
        payload: body,
        ...(auth.cookie ? { cookies: { token: auth.cookie } } : { headers: bearer(auth.token!) }),
      });

    beforeAll(async () => {
      await call('POST', '/api/auth/seller-signup', undefined, { formData: { username: 'Kavya', phone, password: 'first-pass', confirmPassword: 'first-pass' } });
      const login = json<AnyReply>(await call('POST', '/api/auth/seller-login', undefined, { phone, password: 'first-pass' }));
      token = login.token;
      sellerId = (await db().select().from(sellers).where(eq(sellers.phone, phone)))[0]!.id;
    });

    it('refuses another seller’s id (403), a wrong current password and a short new one (400), changing nothing', async () => {
      const [before] = await db().select().from(sellers).where(eq(sellers.id, sellerId));
      const other = await change(shopA.sellerId, { currentPassword: 'first-pass', newPassword: 'second-pass' });
      expect(other.statusCode).toBe(403);
      const wrong = await change(sellerId, { currentPassword: 'not-it', newPassword: 'second-pass' });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({
        success: false,
        message: 'Current password is incorrect.',
        errors: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
      });
      const short = await change(sellerId, { currentPassword: 'first-pass', newPassword: 'abc' });
      expect(short.statusCode).toBe(400);
      expect(json(short)).toMatchObject({ message: 'Password should be at least 4 characters long.', errors: [{ path: 'newPassword' }] });
      expect((await db().select().from(sellers).where(eq(sellers.id, sellerId)))[0]).toEqual(before);
      expect((await db().select().from(sellers).where(eq(sellers.id, shopA.sellerId)))[0]!.passwordHash).toBe('x');
    });

    it('changes the password, signs out every earlier session and keeps the caller signed in on a fresh cookie', async () => {
      const res = await change(sellerId, { currentPassword: 'first-pass', newPassword: 'second-pass' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Password changed successfully!' });
      const cookie = res.cookies.find((c) => c.name === 'token');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/' });

      expect((await call('GET', '/api/shop/seller-profile', token)).statusCode).toBe(401);
      const fresh = await t.app.inject({ method: 'GET', url: '/api/shop/seller-profile', cookies: { token: cookie!.value } });
      expect(fresh.statusCode).toBe(200);
      expect(json<AnyReply>(fresh).seller).toMatchObject({ _id: sellerId, username: 'Kavya' });

      expect((await call('POST', '/api/auth/seller-login', undefined, { phone, password: 'first-pass' })).statusCode).toBe(401);
      const login = await call('POST', '/api/auth/seller-login', undefined, { phone, password: 'second-pass' });
      expect(login.statusCode).toBe(200);
      expect((await call('GET', '/api/shop/seller-profile', json<AnyReply>(login).token)).statusCode).toBe(200);
    });
  });
});
