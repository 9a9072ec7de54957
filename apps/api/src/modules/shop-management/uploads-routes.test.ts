import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '@nukkad/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { imageDecodes } from './image-uploads';
import { makeAccount } from '../../testing/fixtures';
import { bearer, buildTestApp, clearOfWindowEdge, json, type TestApp } from '../../testing/test-app';

type Photo = { bytes: Buffer; name: string; type: string; field?: string };

/** A multipart body as a browser's FormData would send it. */
async function multipartBody(photos: Photo[]) {
  const form = new FormData();
  for (const p of photos) form.append(p.field ?? 'photos', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } });

describe('POST /upload', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  let sellerId: string;
  let photoJpeg: Buffer;
  let smallPng: Buffer;

  const upload = async (photos: Photo[], token?: string) => {
    const { payload, contentType } = await multipartBody(photos);
    return t.app.inject({
      method: 'POST',
      url: '/upload',
      payload,
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    });
  };
  const storedFiles = async () => {
    const entries = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  };
  const storedRows = async () => (await t.database.db.select({ n: count() }).from(uploads))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp();
    const sign = (id: string, role: Role) => t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' });
    for (const role of ['customer', 'seller', 'admin', 'delivery'] as const) {
      const account = await makeAccount(t.database.db, role);
      if (role === 'seller') sellerId = account.id;
      tokens[role] = sign(account.id, role);
    }
    // A landscape camera photo whose EXIF says "rotate 90°", with a camera model that must not survive.
    photoJpeg = await solid(2000, 1200)
      .jpeg()
      .withExif({ IFD0: { Make: 'Nukkad Test Camera', Model: 'Model X' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    smallPng = await solid(300, 200).png().toBuffer();
  }, 60_000);
  afterAll(() => t?.close());

  it('the test photo really carries EXIF and an orientation', async () => {
    const meta = await sharp(photoJpeg).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.orientation).toBe(6);
  });

  it('turns a seller’s JPEG with EXIF and a small PNG into upright WebP pairs without metadata, recorded and served', async () => {
    const res = await upload(
      [
        { bytes: photoJpeg, name: 'dosa.jpg', type: 'image/jpeg' },
        { bytes: smallPng, name: 'chutney.png', type: 'image/png' },
      ],
      tokens.seller,
    );
    expect(res.statusCode).toBe(200);
    const body = json<{ success: true; files: { url: string; thumbUrl: string }[] }>(res);
    expect(body.success).toBe(true);
    expect(body.files).toHaveLength(2);
    for (const file of body.files) {
      expect(file.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
      expect(file.thumbUrl).toBe(file.url.replace(/\.webp$/, '-card.webp'));
    }

    // Served back from /uploads/ as WebP: 2000×1200 turned upright is 1200×2000, fitted inside 1600 and 480.
    const sizes = [];
    for (const url of body.files.flatMap((f) => [f.url, f.thumbUrl])) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [960, 1600],
      [288, 480],
      // Never enlarged.
      [300, 200],
      [300, 200],
    ]);

    const files = await storedFiles();
    expect(files).toHaveLength(4);
    for (const file of files) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(file.endsWith('-card.webp') ? 480 : 1600);
      expect(meta.exif).toBeUndefined();
    }
    const rows = await t.database.db.select().from(uploads);
    expect(rows.map((r) => r.path).sort()).toEqual(body.files.flatMap((f) => [f.url, f.thumbUrl]).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ mimeType: 'image/webp', uploadedByRole: 'seller', uploadedById: sellerId });
    }
  });

  it('takes an image of exactly 25 megapixels', async () => {
    const res = await upload([{ bytes: await solid(10_000, 2_500).png().toBuffer(), name: 'banner.png', type: 'image/png' }], tokens.seller);
    expect(res.statusCode).toBe(200);
    const [file] = json<{ files: { url: string }[] }>(res).files;
    const meta = await sharp((await t.app.inject({ method: 'GET', url: file!.url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 400]);
  }, 30_000);

  it('decodes at most two images at a time in the process; the other uploads wait their turn', async () => {
    let peak = 0;
    let peakWaiting = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, imageDecodes.active);
      peakWaiting = Math.max(peakWaiting, imageDecodes.waiting);
    }, 1);
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () => upload([{ bytes: photoJpeg, name: 'dosa.jpg', type: 'image/jpeg' }], tokens.seller)),
      );
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      clearInterval(watch);
    }
    expect(peak).toBe(2);
    expect(peakWaiting).toBeGreaterThan(0);
    expect([imageDecodes.active, imageDecodes.waiting]).toEqual([0, 0]);
  }, 30_000);

  describe('refuses, storing nothing', () => {
    let filesBefore: number;
    let rowsBefore: number;
    beforeAll(async () => {
      filesBefore = (await storedFiles()).length;
      rowsBefore = await storedRows();
    });
    const expectNothingStored = async () => {
      expect((await storedFiles()).length).toBe(filesBefore);
      expect(await storedRows()).toBe(rowsBefore);
    };
    const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded.';

    it('a text file named .png, even beside a real image', async () => {
      const res = await upload(
        [
          { bytes: smallPng, name: 'real.png', type: 'image/png' },
          { bytes: Buffer.from('just some text, not a picture'), name: 'photo.png', type: 'image/png' },
        ],
        tokens.seller,
      );
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(NOT_AN_IMAGE);
      await expectNothingStored();
    });

    it('an SVG', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const res = await upload([{ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }], tokens.seller);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(NOT_AN_IMAGE);
      await expectNothingStored();
    });

    it('a corrupt JPEG (the right first bytes, then cut short)', async () => {
      const cut = photoJpeg.subarray(0, Math.floor(photoJpeg.length / 2));
      const res = await upload([{ bytes: cut, name: 'cut.jpg', type: 'image/jpeg' }], tokens.seller);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(NOT_AN_IMAGE);
      await expectNothingStored();
    });

    it('a 6 MB image', async () => {
      const big = Buffer.concat([photoJpeg, Buffer.alloc(6 * 1024 * 1024 - photoJpeg.length)]);
      const res = await upload([{ bytes: big, name: 'big.jpg', type: 'image/jpeg' }], tokens.seller);
      expect(res.statusCode).toBe(413);
      expect(json(res).message).toBe('Each image must be at most 5 MB.');
      await expectNothingStored();
    });

    it('an image of 26 megapixels, however small its file: 400 naming the 25-megapixel cap', async () => {
      const huge = await solid(6500, 4000).png().toBuffer();
      expect(huge.length).toBeLessThan(1024 * 1024);
      const res = await upload([{ bytes: huge, name: 'huge.png', type: 'image/png' }], tokens.seller);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        message: 'Each image must be at most 25 megapixels.',
        errors: [{ path: 'photos', message: 'Each image must be at most 25 megapixels.' }],
      });
      await expectNothingStored();
    });

    it('seven images at once', async () => {
      const seven = Array.from({ length: 7 }, (_, i) => ({ bytes: smallPng, name: `p${i}.png`, type: 'image/png' }));
      const res = await upload(seven, tokens.seller);
      expect([400, 413]).toContain(res.statusCode);
      expect(json(res).message).toBe('At most 6 images at a time.');
      await expectNothingStored();
    });

    it('an image under another field name, and a form without images', async () => {
      const elsewhere = await upload([{ bytes: smallPng, name: 'p.png', type: 'image/png', field: 'file' }], tokens.seller);
      expect(elsewhere.statusCode).toBe(400);
      const empty = await upload([], tokens.seller);
      expect(empty.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('a form the parser cannot read (cut short, or without its boundary): 400, not a 500', async () => {
      const send = (payload: string, contentType: string) =>
        t.app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': contentType, ...bearer(tokens.seller) } });
      const cutShort = await send('--x\r\nContent-Disp', 'multipart/form-data; boundary=x');
      const noBoundary = await send('photos', 'multipart/form-data');
      for (const res of [cutShort, noBoundary]) {
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({ success: false, errors: [{ path: 'photos' }] });
      }
      await expectNothingStored();
    });
  });

  describe('who may upload', () => {
    const one = (): Photo[] => [{ bytes: smallPng, name: 'p.png', type: 'image/png' }];

    it('nobody signed in: 401', async () => {
      expect((await upload(one())).statusCode).toBe(401);
    });

    it('customers and delivery partners: 403', async () => {
      expect((await upload(one(), tokens.customer)).statusCode).toBe(403);
      expect((await upload(one(), tokens.delivery)).statusCode).toBe(403);
    });

    it('sellers and admins: 200, recorded as themselves', async () => {
      expect((await upload(one(), tokens.seller)).statusCode).toBe(200);
      const res = await upload(one(), tokens.admin);
      expect(res.statusCode).toBe(200);
      const rows = await t.database.db.select().from(uploads);
      const adminRows = rows.filter((r) => r.uploadedByRole === 'admin');
      expect(adminRows.map((r) => r.path).sort()).toEqual(
        json<{ files: { url: string; thumbUrl: string }[] }>(res).files.flatMap((f) => [f.url, f.thumbUrl]).sort(),
      );
    });
  });
});

describe('POST /upload: the hourly budget of each account', () => {
  let t: TestApp;
  let smallPng: Buffer;
  let photoJpeg: Buffer;
  const IMAGES_PER_HOUR = 4;
  let bytesPerHour: number;

  const upload = async (bytes: Buffer, token: string, copies = 1) => {
    const { payload, contentType } = await multipartBody(Array.from({ length: copies }, (_, i) => ({ bytes, name: `p${i}.png`, type: 'image/png' })));
    return t.app.inject({ method: 'POST', url: '/upload', payload, headers: { 'content-type': contentType, ...bearer(token) } });
  };
  const rowsOf = async (id: string) => (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.uploadedById, id)))[0]!.n;
  const account = async (role: Role) => {
    const { id } = await makeAccount(t.database.db, role);
    return { id, token: t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' }) };
  };
  const IMAGES_REFUSED = /^You can upload at most 4 images an hour\. Please try again in \d+ minutes?\.$/;
  const BYTES_REFUSED = /^You can upload at most [\d.]+ MB of images an hour\. Please try again in \d+ minutes?\.$/;

  beforeAll(async () => {
    smallPng = await solid(300, 200).png().toBuffer();
    photoJpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    // Room for two photos and one small image: a third photo passes the bytes long before the count.
    bytesPerHour = 2 * photoJpeg.length + smallPng.length;
    expect(photoJpeg.length).toBeGreaterThan(10 * smallPng.length);
    t = await buildTestApp({ UPLOAD_IMAGES_PER_HOUR: String(IMAGES_PER_HOUR), UPLOAD_BYTES_PER_HOUR: String(bytesPerHour) });
    // Every request of a test falls in one hourly window.
    await clearOfWindowEdge(60 * 60_000);
  }, 60_000);
  afterAll(() => t?.close());

  it('admits exactly the hourly count of images from parallel uploads, 429 for the rest, which store nothing', async () => {
    const seller = await account('seller');
    const replies = await Promise.all(Array.from({ length: 7 }, () => upload(smallPng, seller.token)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(IMAGES_PER_HOUR);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    for (const r of refused) expect(json(r)).toMatchObject({ success: false, message: expect.stringMatching(IMAGES_REFUSED) });
    // Two files (full size and card) per admitted image, none for the refused ones.
    expect(await rowsOf(seller.id)).toBe(2 * IMAGES_PER_HOUR);
    expect((await upload(smallPng, seller.token)).statusCode).toBe(429);

    // Another seller's budget, and an admin's, are their own.
    const other = await account('seller');
    expect((await upload(smallPng, other.token)).statusCode).toBe(200);
    const admin = await account('admin');
    expect((await upload(smallPng, admin.token)).statusCode).toBe(200);
  });

  it('refuses an upload of several images whole when only some would fit', async () => {
    const seller = await account('seller');
    expect((await upload(smallPng, seller.token, 3)).statusCode).toBe(200);
    const two = await upload(smallPng, seller.token, 2);
    expect(two.statusCode).toBe(429);
    expect(json(two).message).toMatch(IMAGES_REFUSED);
    expect(await rowsOf(seller.id)).toBe(2 * 3);
    // The refused request spent nothing: the last image of the hour still fits.
    expect((await upload(smallPng, seller.token)).statusCode).toBe(200);
  });

  it('admits parallel uploads only up to the hourly bytes; a refused upload spends none of them', async () => {
    const seller = await account('seller');
    const replies = await Promise.all(Array.from({ length: 4 }, () => upload(photoJpeg, seller.token)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429]);
    for (const r of replies.filter((r) => r.statusCode === 429)) expect(json(r).message).toMatch(BYTES_REFUSED);
    expect(await rowsOf(seller.id)).toBe(2 * 2);
    // What is left is exactly the small image's size.
    expect((await upload(smallPng, seller.token)).statusCode).toBe(200);
    const over = await upload(smallPng, seller.token);
    expect(over.statusCode).toBe(429);
    expect(json(over).message).toMatch(BYTES_REFUSED);
    expect(await rowsOf(seller.id)).toBe(2 * 3);
  });
});
