import { Writable } from 'node:stream';
import type { Role } from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { ProductRow } from '../db/schema';
import { registeredRoutes, type RouteAccess } from '../plugins/app/access';
import { serverOptions } from '../server-options';
import { signedIn } from '../testing/admin-fixtures';
import { addressAt, putInCart } from '../testing/checkout-fixtures';
import { makeOrder, makeProducts, makeShop } from '../testing/fixtures';
import { caseArbitrary, expectedOf, internalDetailsIn, requestOf, routeInputs, type Expected, type FuzzCase, type RouteInputs } from '../testing/fuzz-inputs';
import { DEEP_PROOFS, proofRounds } from '../testing/proof-depth';
import { bearer, buildTestServer } from '../testing/test-app';

// Every registered route, fuzzed from its own zod schemas: invalid and edge-case params, query, body and headers, sent
// as the role the route declares. No reply is a 5xx or shows an internal detail; what the schema refuses gets 400 with
// the field and reason (413 past the body limit, 415 for a type the route does not read); and no table changes.
// Replay a failure with FUZZ_SEED (printed) and `-t '<route>'`; `npm test` sends a sample of cases per route and
// `npm run test:deep` FUZZ_RUNS of them; FUZZ_STATS=1 prints, per route, how many cases met each outcome and how long they took.

const { fuzzSeed: BASE_SEED, fuzzRuns, fuzzStats: PRINT_STATS } = inject('proofKnobs');
const RUNS = proofRounds({ deep: fuzzRuns, sample: 25 });
/** A test-only route that answers the query string as the server parsed it: the schema's verdict is taken on that. */
const ECHO_QUERY = '/fuzz/echo-query';
/**
 * Tables a request may change whatever its input: the sign-in and sign-up routes count every hit in
 * rate_limit_counters before their body is read (their own per-address limit), so a refused request is counted too.
 */
const CHANGED_BY_ANY_REQUEST = ['rate_limit_counters'];

let serverLog = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    serverLog += chunk.toString();
    done();
  },
});

const t = await buildTestServer({
  fastify: (config) => ({ ...serverOptions(config), logger: { level: 'warn', stream: logStream } }),
  routes: (app) => {
    app.get(ECHO_QUERY, { config: { access: 'public' } }, async (request) => ({ query: request.query }));
  },
});
afterAll(() => t.close());

// Enough data that every role's account is a real one with something behind it: a shop with products, an address, a
// cart line and an order, so a write that slipped through on bad input would show in the table digests.
const db = t.database.db;
const sessions = {} as Record<Role, Record<string, string>>;
{
  const shop = await makeShop(db, { name: 'Fuzz Dhaba', category: 'Restaurant' });
  const [paneer, dal] = (await makeProducts(db, shop, [
    { name: 'Paneer Tikka', pricePaise: 18_000 },
    { name: 'Dal Fry', pricePaise: 12_000 },
  ])) as [ProductRow, ProductRow];
  const customer = await signedIn(t, 'customer');
  await addressAt(t, customer.id, 3);
  await putInCart(t, customer.id, 'foodCart', [{ productId: dal.id, quantity: 2 }]);
  await makeOrder(db, { customer, lines: [{ product: paneer, quantity: 1 }] });
  sessions.customer = customer.headers;
  sessions.seller = bearer(t.app.jwt.sign({ sub: shop.sellerId, role: 'seller', ver: 0 }, { expiresIn: '1h' }));
  sessions.admin = (await signedIn(t, 'admin')).headers;
  sessions.delivery = (await signedIn(t, 'delivery')).headers;
}

const limits = {
  bodyLimit: t.app.initialConfig.bodyLimit ?? 1_048_576,
  maxParamLength: (t.app.initialConfig as { maxParamLength?: number }).maxParamLength ?? 100,
};

/** The session a route declares: none for a public one, else an account of its first role. */
const sessionFor = (access: RouteAccess | undefined) => (access === undefined || access === 'public' ? {} : sessions[access.roles[0]!]);

type FuzzedRoute = { key: string; inputs: RouteInputs; session: Record<string, string> };

/** Every route the app registered (HEAD twins aside: a HEAD is read like its GET), as the access hook recorded them. */
function fuzzedRoutes(): FuzzedRoute[] {
  const seen = new Map<string, FuzzedRoute>();
  for (const route of registeredRoutes(t.app)) {
    if (route.url === ECHO_QUERY) continue;
    const session = sessionFor(route.config?.access);
    const inputs = routeInputs(route, Object.keys(session));
    const key = `${inputs.method} ${inputs.url}`;
    if (inputs.method !== 'HEAD' && !seen.has(key)) seen.set(key, { key, inputs, session });
  }
  return [...seen.values()];
}
const routes = fuzzedRoutes();

/** A seed per route, from the printed base seed, so one route's cases do not depend on which others ran. */
function seedFor(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (BASE_SEED ^ hash) >>> 0;
}

const declaresInput = (inputs: RouteInputs) => Boolean(inputs.params || inputs.querystring || inputs.body || inputs.headers);

/** A digest of every table's rows, bar those any request changes. */
async function tableDigests(): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: { name: string }[] };
  const names = tables.map((r) => r.name).filter((name) => !CHANGED_BY_ANY_REQUEST.includes(name));
  const digests = names.map(
    (name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name.replace(/"/g, '""')}" t`,
  );
  const { rows } = (await db.execute(sql.raw(digests.join(' union all ')))) as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** The query string as the server parses it (repeated keys, odd encodings, prototype keys and all). */
async function parsedQuery(query: string): Promise<unknown> {
  if (query === '') return {};
  const res = await t.app.inject({ method: 'GET', url: `${ECHO_QUERY}?${query}` });
  return (res.json() as { query: unknown }).query;
}

type ErrorBody = { success: unknown; message: unknown; errors?: unknown };

function checkReply(res: LightMyRequestResponse, expected: Expected, sent: string) {
  const context = `${sent}\n→ ${res.statusCode} ${res.body.slice(0, 400)}\n${serverLog.slice(0, 1_500)}`;
  expect(res.statusCode, `no 5xx: ${context}`).toBeLessThan(500);
  // Sent as the role the route declares, so the input is judged, not the caller.
  expect([401, 403], `the declared role is let in: ${context}`).not.toContain(res.statusCode);
  // Every error in full; a route's own answer (a page, a script, the API description) for traces of the running code.
  expect(internalDetailsIn(res.body, res.statusCode >= 400), `internal details: ${context}`).toEqual([]);
  if (expected.kind === 'accepted') return;

  const body = res.json() as ErrorBody;
  expect(Object.keys(body).every((k) => ['success', 'message', 'errors'].includes(k)), `the one error shape: ${context}`).toBe(true);
  expect(body.success, context).toBe(false);
  expect(typeof body.message === 'string' && body.message.length > 0, `a plain message: ${context}`).toBe(true);
  if (expected.kind === 'framework') {
    expect(expected.status, `${expected.why}: ${context}`).toContain(res.statusCode);
    return;
  }
  expect(res.statusCode, `refused by the ${expected.context} schema: ${context}`).toBe(400);
  expect(body.errors, `the fields and reasons the schema gives: ${context}`).toEqual(expected.issues);
  expect(body.message, context).toBe(expected.issues[0]!.message);
}

/** A case as a short text: long strings cut, so a megabyte of input does not flood the report. */
function short(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.length > 120 ? `${v.slice(0, 60)}…(${v.length} chars)` : v));
  return text && text.length > 2_000 ? `${text.slice(0, 2_000)}…` : String(text);
}

function describeRequest(options: ReturnType<typeof requestOf>): string {
  const url = String(options.url);
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…(${url.length} chars)` : url} ${short(options.headers)} ${short(options.payload)}`;
}

describe('input fuzzing of every route, from its own schemas', () => {
  it('collects every registered route, including routes added after the app', () => {
    expect(registeredRoutes(t.app).some((r) => r.url === ECHO_QUERY)).toBe(true);
    const keys = routes.map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/cart/addToCart', 'GET /api/common/search/:query', 'POST /upload', 'GET /api/events']));
    // Each route once, HEAD twins folded into their GET.
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((k) => k.startsWith('HEAD '))).toBe(false);
  });

  it.each(routes)('$key', async ({ key, inputs, session }) => {
    const seed = seedFor(key);
    const before = await tableDigests();
    const sent: Record<string, number> = {};
    const property = fc.asyncProperty(caseArbitrary(inputs, limits.bodyLimit), async (c: FuzzCase) => {
      const expected = await expectedOf(inputs, c, () => parsedQuery(c.query), limits);
      // Input the schemas accept would run the route for real: only refused input is sent where a route declares any.
      fc.pre(expected.kind !== 'accepted' || !declaresInput(inputs));
      const kind = expected.kind === 'refused' ? `400 ${expected.context}` : expected.kind === 'framework' ? expected.status.join('/') : 'accepted';
      sent[kind] = (sent[kind] ?? 0) + 1;
      const options = requestOf(inputs, c, session);
      serverLog = '';
      checkReply(await t.app.inject(options), expected, describeRequest(options));
    });
    const started = performance.now();
    const details = await fc.check(property, { numRuns: RUNS, seed });
    if (PRINT_STATS) console.log(`${key}: ${JSON.stringify(sent)}, ${details.numSkips} skipped, ${Math.round(performance.now() - started)} ms`);
    const report = details.failed
      ? [
          `${key} failed after ${details.numRuns} cases (${details.numShrinks} shrinks).`,
          `Replay: ${DEEP_PROOFS ? 'PROOF_DEPTH=deep ' : ''}FUZZ_SEED=${BASE_SEED} npx vitest run apps/api/src/app-tests/input-fuzzing.test.ts -t '${key}' (route seed ${seed}, path ${details.counterexamplePath}).`,
          `Case: ${short(details.counterexample)}`,
          String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance),
        ].join('\n')
      : '';
    expect(details.failed, report).toBe(false);
    expect(details.numRuns).toBe(RUNS);
    expect(await tableDigests(), `${key} changed a table while fuzzed`).toEqual(before);
  }, 180_000);
});
