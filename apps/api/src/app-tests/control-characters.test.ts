import { CONTROL_CHARACTERS_MESSAGE } from '@nukkad/contracts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, customers, deliveryPartners, oneTimeCodes, sellers } from '../db/schema';
import { buildTestApp, json, type TestApp } from '../testing/test-app';

type ErrorBody = { success: boolean; message: string; errors: { path: string; message: string }[] };

// NUL (which PostgreSQL refuses), other C0 controls, and DEL; vertical tab and form feed would pass a trim.
const controls = ['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

const bodies: { url: string; path: string; table: PgTable; payload: (c: string) => object }[] = [
  { url: '/api/auth/send-otp', path: 'formData.username', table: oneTimeCodes, payload: (c) => ({ formData: { phone: '9800000001', username: `Asha${c}` } }) },
  { url: '/api/auth/user-signup', path: 'formData.username', table: customers, payload: (c) => ({ formData: { phone: '9800000001', username: `As${c}ha` }, otp: 'AB12' }) },
  { url: '/api/auth/user-login', path: 'phone', table: customers, payload: (c) => ({ phone: `9800000001${c}`, otp: 'AB12' }) },
  { url: '/api/auth/seller-signup', path: 'formData.username', table: sellers, payload: (c) => ({ formData: { username: `${c}Ravi`, phone: '9111111111', password: 'abcd', confirmPassword: 'abcd' } }) },
  { url: '/api/auth/seller-login', path: 'phone', table: sellers, payload: (c) => ({ phone: `${c}9111111111`, password: 'abcd' }) },
  { url: '/api/auth/seller-login', path: 'password', table: sellers, payload: (c) => ({ phone: '9111111111', password: `ab${c}cd` }) },
  { url: '/api/admin/signup', path: 'name', table: admins, payload: (c) => ({ name: `Admin${c}`, email: 'a@b.co', password: 'abcd', secretKey: 'k' }) },
  { url: '/api/delivery/signup', path: 'username', table: deliveryPartners, payload: (c) => ({ username: `Rider${c}`, phone: '9222222222', password: 'abcd', secretKey: 'k' }) },
  { url: '/api/delivery/login', path: 'phone', table: deliveryPartners, payload: (c) => ({ phone: `9222222222${c}`, password: 'abcd' }) },
];

const reads: { url: (c: string) => string; path: string }[] = [
  { url: (c) => `/api/common/search/${encodeURIComponent(`pan${c}eer`)}`, path: 'query' },
  { url: (c) => `/api/common/search/${encodeURIComponent(c)}`, path: 'query' },
  { url: (c) => `/api/grocery?category=${encodeURIComponent(`Dairy & Eggs${c}`)}`, path: 'category' },
];

function expectRefused(res: { statusCode: number }, body: ErrorBody, path: string) {
  expect(res.statusCode).toBe(400);
  expect(body.success).toBe(false);
  expect(body.errors).toContainEqual({ path, message: CONTROL_CHARACTERS_MESSAGE });
}

describe('control characters in input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const bodyCases = bodies.flatMap((b) => controls.map((c) => ({ ...b, code: hex(c), c })));
  it.each(bodyCases)('$url refuses $code in $path with 400 and writes nothing', async ({ url, path, table, payload, c }) => {
    const before = (await t.database.db.select({ n: count() }).from(table))[0]!.n;
    const res = await t.app.inject({ method: 'POST', url, payload: payload(c) });
    expectRefused(res, json<ErrorBody>(res), path);
    expect((await t.database.db.select({ n: count() }).from(table))[0]!.n).toBe(before);
  });

  const readCases = reads.flatMap((r) => controls.map((c) => ({ url: r.url(c), path: r.path, code: hex(c) })));
  it.each(readCases)('GET $url refuses $code in $path with 400', async ({ url, path }) => {
    const res = await t.app.inject({ method: 'GET', url });
    expectRefused(res, json<ErrorBody>(res), path);
  });

  it('still finds products and a grocery category without control characters', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/common/search/paneer' });
    expect(search.statusCode).toBe(200);
    const grocery = await t.app.inject({ method: 'GET', url: `/api/grocery?category=${encodeURIComponent('Dairy & Eggs')}` });
    expect(grocery.statusCode).toBe(200);
  });
});
