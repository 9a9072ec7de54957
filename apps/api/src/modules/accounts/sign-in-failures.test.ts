import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { admins, deliveryPartners, sellers } from '../../db/schema';
import { bearer, buildReplicas, buildTestApp, json, type TestApp } from '../../testing/test-app';
import type * as passwords from './passwords';
import { hashPassword, verifyPassword } from './passwords';

// Every password check goes through this spy, so a test can count how many were evaluated.
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const evaluated = () => vi.mocked(verifyPassword).mock.calls.length;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const PASSWORD = 'right-pass';
const WRONG = 'wrong-pass';

type Reply = { status: number; body: unknown; retryAfter: string | undefined };
const reply = (res: LightMyRequestResponse): Reply => ({ status: res.statusCode, body: json(res), retryAfter: res.headers['retry-after'] as string | undefined });
const refused = (wait: string, retryAfter: string): Reply => ({
  status: 429,
  body: { success: false, message: `Too many failed sign-in attempts. Please wait ${wait} and try again.` },
  retryAfter,
});

let serial = 0;
/** A fresh phone or e-mail per account, so no test inherits another's failures. */
const nextPhone = () => `93${String(++serial).padStart(8, '0')}`;
let addressSerial = 0;
const nextAddress = () => `10.${(++addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;

type RoleCase = {
  role: string;
  url: string;
  identifier: () => string;
  /** Creates the account with PASSWORD. */
  create: (db: Db, identifier: string) => Promise<void>;
  body: (identifier: string, password: string, secretKey: string) => object;
};
const roles: RoleCase[] = [
  {
    role: 'seller',
    url: '/api/auth/seller-login',
    identifier: nextPhone,
    create: async (db, phone) => void (await db.insert(sellers).values({ username: 'Ravi', phone, passwordHash: await hashPassword(PASSWORD) })),
    body: (phone, password) => ({ phone, password }),
  },
  {
    role: 'delivery partner',
    url: '/api/delivery/login',
    identifier: nextPhone,
    create: async (db, phone) => void (await db.insert(deliveryPartners).values({ name: 'Sunil', phone, passwordHash: await hashPassword(PASSWORD) })),
    body: (phone, password) => ({ phone, password }),
  },
  {
    role: 'admin',
    url: '/api/admin/login',
    identifier: () => `owner${++serial}@nukkad.test`,
    create: async (db, email) => void (await db.insert(admins).values({ name: 'Root', email, passwordHash: await hashPassword(PASSWORD) })),
    body: (email, password, secretKey) => ({ email, password, secretKey }),
  },
];

describe('per-identifier password limits', () => {
  let t: TestApp;
  let now: number;
  /** Moves the (frozen) clock; the counters read it on every request. */
  const advance = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };
  const attempt = (c: RoleCase, identifier: string, password: string, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: c.url, payload: c.body(identifier, password, t.config.adminSecretKey), remoteAddress });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2031, 4, 1, 12, 0, 0);
    vi.setSystemTime(now);
    vi.mocked(verifyPassword).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(roles)('$role: 40 wrong passwords from 40 addresses in parallel have at most 11 evaluated', async (c) => {
    const identifier = c.identifier();
    await c.create(t.database.db, identifier);
    const replies = (await Promise.all(Array.from({ length: 40 }, () => attempt(c, identifier, WRONG)))).map(reply);
    expect(evaluated()).toBe(11);
    expect(replies.filter((r) => r.status === 401)).toHaveLength(11);
    expect(replies.filter((r) => r.status !== 401)).toEqual(Array(29).fill(refused('30 seconds', '30')));
  });

  it('backs off 30 s after 10 failures, doubling to 5 minutes, and the owner signs in again after the window', async () => {
    const c = roles[0]!;
    const phone = c.identifier();
    await c.create(t.database.db, phone);
    for (let i = 0; i < 11; i++) expect((await attempt(c, phone, WRONG)).statusCode).toBe(401);
    // Even the right password waits its turn: nothing is evaluated while the identifier is held back.
    expect(reply(await attempt(c, phone, PASSWORD))).toEqual(refused('30 seconds', '30'));
    advance(29 * SECOND);
    expect(reply(await attempt(c, phone, PASSWORD))).toEqual(refused('1 second', '1'));
    expect(evaluated()).toBe(11);

    // One try per pause, each pause twice the last, up to 5 minutes (t = 30 s, 90 s, 210 s, 450 s, 750 s).
    advance(1 * SECOND);
    const waits: [string, string][] = [
      ['1 minute', '60'],
      ['2 minutes', '120'],
      ['4 minutes', '240'],
      ['5 minutes', '300'],
      ['5 minutes', '300'],
    ];
    for (const [wait, seconds] of waits) {
      expect((await attempt(c, phone, WRONG)).statusCode).toBe(401);
      expect(reply(await attempt(c, phone, PASSWORD))).toEqual(refused(wait, seconds));
      // Still held a second before the pause ends, even once the pause outlasts the window (and the sweep runs).
      advance(Number(seconds) * SECOND - SECOND);
      expect(reply(await attempt(c, phone, PASSWORD))).toEqual(refused('1 second', '1'));
      advance(SECOND);
    }
    expect(evaluated()).toBe(16);

    // t = 1050 s: the 15-minute window is over and its last pause has passed.
    const back = await attempt(c, phone, PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(json(back)).toMatchObject({ success: true, token: expect.any(String) });
    // A successful sign-in clears the count: the next wrong password is simply wrong.
    expect((await attempt(c, phone, WRONG)).statusCode).toBe(401);
  });

  it('the owner signs in at once when a burst of 11 failures is 15 minutes old', async () => {
    const c = roles[1]!;
    const phone = c.identifier();
    await c.create(t.database.db, phone);
    await Promise.all(Array.from({ length: 11 }, () => attempt(c, phone, WRONG)));
    expect((await attempt(c, phone, PASSWORD)).statusCode).toBe(429);
    advance(15 * MINUTE);
    expect((await attempt(c, phone, PASSWORD)).statusCode).toBe(200);
  });

  it('an address with 5 failures for an identifier waits 15 minutes for it; other addresses do not', async () => {
    const c = roles[0]!;
    const phone = c.identifier();
    await c.create(t.database.db, phone);
    const home = nextAddress();
    for (let i = 0; i < 5; i++) expect((await attempt(c, phone, WRONG, home)).statusCode).toBe(401);
    expect(reply(await attempt(c, phone, PASSWORD, home))).toEqual(refused('15 minutes', '900'));
    expect(evaluated()).toBe(5);

    // Another identifier from that address, and that identifier from another address, are still checked.
    const other = c.identifier();
    expect((await attempt(c, other, WRONG, home)).statusCode).toBe(401);
    expect((await attempt(c, phone, WRONG)).statusCode).toBe(401);

    advance(15 * MINUTE - SECOND);
    expect(reply(await attempt(c, phone, PASSWORD, home))).toEqual(refused('1 second', '1'));
    advance(SECOND);
    expect((await attempt(c, phone, PASSWORD, home)).statusCode).toBe(200);
  });

  it.each(roles)('$role: an unknown identifier gets the same replies as a known one', async (c) => {
    const known = c.identifier();
    await c.create(t.database.db, known);
    const unknown = c.identifier();
    const start = now;
    /** 5 failures from one address, a 6th there, then others until the identifier is held back. */
    const sequence = async (identifier: string) => {
      now = start;
      vi.setSystemTime(now);
      const home = `10.250.${c.role.length}.${identifier === known ? 1 : 2}`;
      const replies: Reply[] = [];
      for (let i = 0; i < 6; i++) replies.push(reply(await attempt(c, identifier, WRONG, home)));
      advance(SECOND);
      for (let i = 0; i < 7; i++) replies.push(reply(await attempt(c, identifier, WRONG)));
      advance(10 * SECOND);
      replies.push(reply(await attempt(c, identifier, WRONG)));
      return replies;
    };
    const forKnown = await sequence(known);
    const forUnknown = await sequence(unknown);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((r) => [r.status, r.retryAfter])).toEqual([
      ...Array(5).fill([401, undefined]),
      [429, '900'],
      ...Array(6).fill([401, undefined]),
      [429, '30'],
      [429, '20'],
    ]);
  });

  it('the current-password check of a password change counts on the same counters as sign-in', async () => {
    const c = roles[0]!;
    const phone = c.identifier();
    await c.create(t.database.db, phone);
    const login = await attempt(c, phone, PASSWORD);
    const { token } = json<{ token: string }>(login);
    const [seller] = await t.database.db.select().from(sellers).where(eq(sellers.phone, phone));
    const change = (currentPassword: string, remoteAddress = nextAddress()) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user-profile/change-seller-password/${seller!.id}`,
        payload: { currentPassword, newPassword: 'new-pass' },
        headers: bearer(token),
        remoteAddress,
      });

    // Five wrong current passwords from one address hold that address back from signing in too.
    const home = nextAddress();
    for (let i = 0; i < 5; i++) expect((await change(WRONG, home)).statusCode).toBe(400);
    expect(reply(await attempt(c, phone, PASSWORD, home))).toEqual(refused('15 minutes', '900'));

    // Six more wrong sign-ins elsewhere make 11 failures: the change is held back, whatever the password given.
    for (let i = 0; i < 6; i++) expect((await attempt(c, phone, WRONG)).statusCode).toBe(401);
    const held = await change(PASSWORD);
    expect(reply(held)).toEqual(refused('30 seconds', '30'));
    expect(evaluated()).toBe(12);
    const [after] = await t.database.db.select({ passwordHash: sellers.passwordHash }).from(sellers).where(eq(sellers.id, seller!.id));
    expect(after!.passwordHash).toBe(seller!.passwordHash);

    advance(30 * SECOND);
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });
});

describe('replicas share the per-identifier count', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2031, 4, 2, 12, 0, 0));
    vi.mocked(verifyPassword).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('40 wrong passwords spread over two API instances have at most 11 evaluated', async () => {
    const replicas = await buildReplicas(2);
    try {
      const phone = nextPhone();
      await replicas.database.db.insert(sellers).values({ username: 'Ravi', phone, passwordHash: await hashPassword(PASSWORD) });
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          replicas.apps[i % 2]!.inject({ method: 'POST', url: '/api/auth/seller-login', payload: { phone, password: WRONG }, remoteAddress: nextAddress() }),
        ),
      );
      expect(evaluated()).toBe(11);
      expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(29);
    } finally {
      await replicas.close();
    }
  }, 60_000);
});
