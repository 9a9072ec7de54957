import { OTP_SEND_WINDOW_MINUTES, OTP_SENDS_PER_PHONE } from '@nukkad/contracts';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, rateLimitCounters } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import type { SmsSender } from '../../ports/sms-sender';
import { buildReplicas, clearOfWindowEdge } from '../../testing/test-app';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';
import { issueCode } from './one-time-codes';

const WINDOW_MS = OTP_SEND_WINDOW_MINUTES * 60_000;
const phoneOf = (n: number) => `96${String(n).padStart(8, '0')}`;

describe('one-time code send limits', () => {
  let t: TestApp;
  const sent: string[] = [];
  const sms: SmsSender = { send: async ({ phone }) => void sent.push(phone) };
  // A fixed clock in the middle of a window, so no test straddles two windows.
  let clock = new Date(Math.floor(Date.UTC(2031, 0, 1) / WINDOW_MS) * WINDOW_MS + WINDOW_MS / 2);
  const deps = () => ({ pepper: 'test-pepper', sms, now: () => clock });
  const send = (phone: string, ip: string) => issueCode(t.database.db, deps(), { phone, purpose: 'signup', username: 'Asha', ip });
  const codesFor = async (phone: string) =>
    (await t.database.db.select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone)))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('25 parallel requests for one phone from one address issue exactly the per-phone limit', async () => {
    const phone = phoneOf(1);
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => send(phone, '10.20.0.1')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(OTP_SENDS_PER_PHONE);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : []));
    expect(refusals).toEqual(Array(25 - OTP_SENDS_PER_PHONE).fill('OTP_RATE_LIMITED'));
    expect(await codesFor(phone)).toBe(OTP_SENDS_PER_PHONE);
    expect(sent.filter((p) => p === phone)).toHaveLength(OTP_SENDS_PER_PHONE);
  });

  it('parallel requests for many phones from one address issue exactly the per-address limit', async () => {
    const ip = '10.20.0.2';
    // A configured ceiling: the default one is wide, for carrier NAT.
    const limited = { ...deps(), limits: { perPhone: OTP_SENDS_PER_PHONE, perClient: 30 } };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => issueCode(t.database.db, limited, { phone: phoneOf(1000 + i), purpose: 'signup', username: 'Asha', ip })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    const [issued] = await t.database.db.select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.requestedIp, ip));
    expect(issued!.n).toBe(30);
  });

  it('40 customers behind one carrier address each get their first code', async () => {
    for (let i = 0; i < 40; i++) await send(phoneOf(2000 + i), '10.20.0.3');
    for (let i = 0; i < 40; i++) expect(await codesFor(phoneOf(2000 + i))).toBe(1);
  });

  it('refused requests use up no quota, and the limit lifts with the next window', async () => {
    const phone = phoneOf(3);
    const ip = '10.20.0.4';
    for (let i = 0; i < OTP_SENDS_PER_PHONE; i++) await send(phone, ip);
    for (let i = 0; i < 10; i++) await expect(send(phone, ip)).rejects.toBeInstanceOf(DomainError);
    const counters = await t.database.db
      .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, '%10.20.0.4'));
    expect(counters).toEqual([{ key: 'otp:ip:10.20.0.4', hits: OTP_SENDS_PER_PHONE }]);

    const before = clock;
    clock = new Date(before.getTime() + WINDOW_MS);
    try {
      await send(phone, ip);
      expect(await codesFor(phone)).toBe(OTP_SENDS_PER_PHONE + 1);
    } finally {
      clock = before;
    }
  });

  it('says how long to wait', async () => {
    const phone = phoneOf(4);
    for (let i = 0; i < OTP_SENDS_PER_PHONE; i++) await send(phone, '10.20.0.5');
    // The clock sits mid-window: half the window is left.
    const minutes = OTP_SEND_WINDOW_MINUTES / 2;
    await expect(send(phone, '10.20.0.5')).rejects.toThrow(`Please wait ${Math.ceil(minutes)} minutes`);
  });

  it('deletes ended counter rows as it goes', async () => {
    const ended = new Date(clock.getTime() - 2 * WINDOW_MS);
    await t.database.db.insert(rateLimitCounters).values({ key: 'otp:phone:old', windowStart: ended, hits: 3, expiresAt: ended });
    const later = new Date(clock.getTime() + 2 * 60_000);
    await issueCode(t.database.db, { ...deps(), now: () => later }, { phone: phoneOf(5), purpose: 'login', ip: '10.20.0.6' });
    const left = await t.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'otp:phone:old'));
    expect(left).toEqual([]);
  });
});

describe('send-otp over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sendOtp = (app: TestApp['app'], phone: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { formData: { phone, username: 'Asha' } }, remoteAddress });

  it('25 parallel sends for one phone from one address: exactly the per-phone limit succeed', async () => {
    await clearOfWindowEdge(WINDOW_MS);
    const replies = await Promise.all(Array.from({ length: 25 }, () => sendOtp(t.app, '9500000001', '10.30.0.1')));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(OTP_SENDS_PER_PHONE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - OTP_SENDS_PER_PHONE);
    const outbox = json<{ messages: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=9500000001' }));
    expect(outbox.messages).toHaveLength(OTP_SENDS_PER_PHONE);
  });

  it('40 customers behind one carrier address each get their first code', async () => {
    await clearOfWindowEdge(WINDOW_MS);
    for (let i = 0; i < 40; i++) {
      const res = await sendOtp(t.app, `95100000${String(i).padStart(2, '0')}`, '10.30.0.2');
      expect(res.statusCode).toBe(200);
    }
  });

  it('two replicas on one database together issue no more than the per-phone limit', async () => {
    const replicas = await buildReplicas(2);
    try {
      await clearOfWindowEdge(WINDOW_MS);
      const replies = await Promise.all(
        Array.from({ length: 24 }, (_, i) => sendOtp(replicas.apps[i % 2]!, '9500000002', '10.30.0.3')),
      );
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(OTP_SENDS_PER_PHONE);
      const [issued] = await replicas.database.db
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.phone, '9500000002'));
      expect(issued!.n).toBe(OTP_SENDS_PER_PHONE);
    } finally {
      await replicas.close();
    }
  }, 60_000);
});
