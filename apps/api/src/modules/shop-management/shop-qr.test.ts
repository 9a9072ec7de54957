import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../db/schema';
import { signedIn } from '../../testing/admin-fixtures';
import { makeAccount, makeShop } from '../../testing/fixtures';
import { bearer, buildTestApp, type TestApp } from '../../testing/test-app';
import { customerAppUrl } from './shop-qr';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the customer app address a QR code opens', () => {
  const labels = ['shop', 'seller', 'admin', 'rider'];
  it.each([
    [undefined, 'http', 'seller.localhost:8142', 'http://shop.localhost:8142'],
    [undefined, 'https', 'seller.nukkad.in', 'https://shop.nukkad.in'],
    [undefined, 'https', 'nukkad.in', 'https://shop.nukkad.in'],
    [undefined, 'http', 'localhost:8080', 'http://shop.localhost:8080'],
    ['https://order.example.com', 'http', 'seller.localhost', 'https://order.example.com'],
  ])('configured %s, asked on %s://%s: %s', (configured, protocol, host, expected) => {
    expect(customerAppUrl(configured, { protocol, host }, labels)).toBe(expected);
  });
});

describe.each([
  ['without PUBLIC_SHOP_URL', {}, 'http://shop.localhost:8142'],
  ['with PUBLIC_SHOP_URL', { PUBLIC_SHOP_URL: 'https://order.example.com/' }, 'https://order.example.com'],
])("the seller's shop QR code %s", (_, env: Record<string, string>, customerApp) => {
  let t: TestApp;
  let shop: ShopRow;
  let owner: Record<string, string>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'seller.localhost:8142', ...headers } });

  beforeAll(async () => {
    t = await buildTestApp(env);
    shop = await makeShop(t.database.db, { name: 'Sharma Sweets & Co', category: 'Bakery' });
    owner = bearer(t.app.jwt.sign({ sub: shop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  });
  afterAll(() => t.close());

  it('GET /api/shop/qr.svg is an SVG encoding the shop page of the customer app', async () => {
    const res = await get('/api/shop/qr.svg', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const url = `${customerApp}/shop/${shop.id}`;
    expect(res.headers['x-shop-url']).toBe(url);
    expect(res.headers['content-disposition']).toBe('inline; filename="sharma-sweets-co-qr.svg"');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>\s*$/);
    // The same library drawing the expected address draws the same picture.
    expect(res.body).toBe(await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
  });

  it('GET /api/shop/qr.png is a PNG of the same address', async () => {
    const res = await get('/api/shop/qr.png', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const url = `${customerApp}/shop/${shop.id}`;
    expect(res.headers['x-shop-url']).toBe(url);
    expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR: 1024 × 1024.
    expect(res.rawPayload.readUInt32BE(16)).toBe(1024);
    expect(res.rawPayload.readUInt32BE(20)).toBe(1024);
    expect(res.rawPayload.equals(await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 1024 }))).toBe(true);
  });

  it.each(['/api/shop/qr.svg', '/api/shop/qr.png'])('%s: 401 signed out, 403 for other roles, 409 for a seller without a shop', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    for (const role of ['customer', 'admin', 'delivery'] as const) expect((await get(url, (await signedIn(t, role)).headers)).statusCode).toBe(403);
    const shopless = await makeAccount(t.database.db, 'seller');
    const res = await get(url, bearer(t.app.jwt.sign({ sub: shopless.id, role: 'seller', ver: 0 }, { expiresIn: '1h' })));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'Add your shop first.' });
  });
});
