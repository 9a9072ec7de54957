import type { ItemStatus, Role } from '@nukkad/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { customerAddresses, orderEvents, orderItems, orders } from '../db/schema';
import { pointNorthOf } from './checkout-fixtures';
import { makeAccount } from './fixtures';
import { bearer } from './test-app';

// Fixtures of the seeded race suite: a seed from the environment, a small PRNG per round, requests launched in a
// drawn order with tiny drawn delays on drawn replicas, and checks of what a round left in the database.

// ---- the per-round random choices (the seed is RACE_SEED, read with the configuration)

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  shuffle<T>(list: readonly T[]): T[];
};

/** FNV-1a over the text: spreads (seed, scenario, round) over 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A xorshift32 generator: tiny, fast and the same on every machine for one seed. */
export function seededRandom(seed: number): Random {
  // xorshift never leaves 0, so a zero state is moved off it.
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/** The choices of one round of one scenario, the same whatever ran before it (rounds run in concurrent batches). */
export const roundRandom = (seed: number, scenario: string, round: number): Random => seededRandom(hash32(`${seed}/${scenario}/${round}`));

// ---- racing requests

/** The tiny delay drawn for each request, in ms: enough to shuffle which one reaches the database first. */
export const MAX_DELAY_MS = 3;

/** A request of a race; `maxDelayMs` widens its drawn delay when the others take long to reach the contended row. */
export type Contender = { name: string; send: (app: FastifyInstance) => Promise<LightMyRequestResponse>; maxDelayMs?: number };

/**
 * Sends every contender at once: launched in an order drawn from `random`, each after a drawn delay of 0 to
 * MAX_DELAY_MS (or its own `maxDelayMs`) and on a drawn replica. Replies come back in the contenders' order; `plan`
 * says what was drawn, for failure messages.
 */
export async function race(random: Random, apps: readonly FastifyInstance[], contenders: readonly Contender[]) {
  const launches = random.shuffle(contenders.map((_, index) => index)).map((index) => ({
    index,
    replica: random.int(0, apps.length - 1),
    delayMs: random.int(0, contenders[index]!.maxDelayMs ?? MAX_DELAY_MS),
  }));
  const replies: LightMyRequestResponse[] = [];
  await Promise.all(
    launches.map(async ({ index, replica, delayMs }) => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      replies[index] = await contenders[index]!.send(apps[replica]!);
    }),
  );
  const plan = launches
    .map(({ index, replica, delayMs }) => `${contenders[index]!.name} (replica ${replica}, +${delayMs} ms)`)
    .join(', then ');
  return { replies, plan };
}

/**
 * Runs `rounds` rounds, `size` at a time; every round of a batch is awaited before the first failure is thrown,
 * so no request is left running against a closing app.
 */
export async function inBatches(rounds: number, size: number, round: (n: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < rounds; start += size) {
    const results = await Promise.allSettled(Array.from({ length: Math.min(size, rounds - start) }, (_, i) => round(start + i)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

// ---- accounts and addresses

export type Signed = { id: string; name: string; headers: Record<string, string> };

/** An account of the role with a session token; every replica shares the signing key, so it works on each. */
export async function signedOn(app: FastifyInstance, db: Db, role: Role, name?: string): Promise<Signed> {
  const account = await makeAccount(db, role, name);
  return { id: account.id, name: account.name, headers: headersOf(app, account.id, role) };
}

/** A token for an existing account (a shop's seller). */
export const headersOf = (app: FastifyInstance, id: string, role: Role) =>
  bearer(app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' }));

/** One of the customer's addresses `km` north of the shop origin. */
export async function addressNorth(app: FastifyInstance, db: Db, customerId: string, km: number): Promise<string> {
  const point = pointNorthOf(app.config.shopOrigin, km);
  const [row] = await db
    .insert(customerAddresses)
    .values({
      customerId,
      fullName: 'Ravi Kumar',
      phone: '9812345678',
      addressLine: '4 Race Course Road',
      area: 'Civil Lines',
      lat: point.lat,
      long: point.lng,
    })
    .returning({ id: customerAddresses.id });
  return row!.id;
}

// ---- what a round left in the database

type StatusEvent = { orderItemId: string | null; fromStatus: ItemStatus | null; toStatus: ItemStatus | null; actorRole: Role };

/** The statuses the events lead through from `start`, each taking the step from the status reached; the rest could not be placed. */
function walk(events: readonly StatusEvent[], start: ItemStatus) {
  const left = [...events];
  const path: string[] = [start];
  let at: ItemStatus = start;
  for (;;) {
    const next = left.filter((e) => e.fromStatus === at);
    if (next.length !== 1) break;
    left.splice(left.indexOf(next[0]!), 1);
    at = next[0]!.toStatus!;
    path.push(`${at} (${next[0]!.actorRole})`);
  }
  return { path, reached: at, leftOver: left.map((e) => `${e.fromStatus} → ${e.toStatus} (${e.actorRole})`) };
}

/**
 * Every status event of the order is logged once: for the order and for each item, the events chain without a fork
 * or a duplicate from the status it started in to the status it has now. Returns each item's path by product id.
 */
export async function expectStatusChains(db: Db, orderId: string, start: ItemStatus, where: string): Promise<Record<string, string[]>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const events = await db
    .select({
      orderItemId: orderEvents.orderItemId,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actorRole: orderEvents.actorRole,
      kind: orderEvents.kind,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const statusEvents = events.filter((e) => e.kind === 'status');
  const paths: Record<string, string[]> = {};
  const subjects = [
    { key: 'order', itemId: null as string | null, now: order!.deliveryStatus },
    ...items.map((i) => ({ key: i.productId, itemId: i.id, now: i.status })),
  ];
  for (const subject of subjects) {
    const walked = walk(
      statusEvents.filter((e) => e.orderItemId === subject.itemId),
      start,
    );
    expect({ subject: subject.key, reached: walked.reached, leftOver: walked.leftOver }, `${where}: ${walked.path.join(' → ')}`).toEqual({
      subject: subject.key,
      reached: subject.now,
      leftOver: [],
    });
    paths[subject.key] = walked.path;
  }
  return paths;
}

/**
 * The order's figures add up in integer paise: amount is the sum of its lines that are not cancelled, total is
 * amount plus every fee. Returns the row.
 */
export async function expectOrderSums(db: Db, orderId: string, where: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const lines = items.filter((i) => i.status !== 'Cancelled').reduce((sum, i) => sum + i.unitPricePaise * i.quantity, 0);
  const row = order!;
  expect({ amount: row.amountPaise, total: row.totalAmountPaise }, where).toEqual({
    amount: lines,
    total: lines + row.deliveryChargePaise + row.taxesPaise + row.convenienceFeesPaise + row.serviceChargePaise,
  });
  return row;
}

/** `₹x.yy` as the admin's notes write an amount below ₹1,000 (the suite keeps its amounts there, so no grouping). */
export function rupeesBelowThousand(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise >= 100_000) {
    throw new RangeError(`keep the suite's amounts below ₹1,000, got ${paise} paise`);
  }
  return `₹${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** Every ordering of `n` things, as index lists (n is small: a round has at most five contenders). */
export function orderings(n: number): number[][] {
  if (n === 0) return [[]];
  return orderings(n - 1).flatMap((rest) => Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]));
}
