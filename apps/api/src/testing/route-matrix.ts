import type { Role } from '@nukkad/contracts';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import * as tables from '../db/schema';
import { countOrderedUnits } from '../modules/checkout/ordered-units';
import { publishLiveEvents } from '../modules/live-events/publish-live-events';
import { foldOrderFigures } from '../modules/orders/order-figures';
import { registeredRoutes, type RouteAccess } from '../plugins/app/access';

// The authorization matrix's machinery: every route the app registered (never a list written by hand), a request for
// each built from its own schemas and a table of sample values, and the matrix printed as a table.

/** One registered method and path, with the access its route declared. */
export type MatrixRoute = {
  /** `METHOD /path/:param`, as the route was registered. */
  key: string;
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  schema: { body?: unknown; querystring?: unknown; headers?: unknown; consumes?: readonly string[] };
};

/** Every method and path registered on `app`, each once, as the access hook recorded them. */
export function matrixRoutes(app: FastifyInstance): MatrixRoute[] {
  const seen = new Map<string, MatrixRoute>();
  for (const route of registeredRoutes(app)) {
    for (const method of [route.method].flat() as HTTPMethods[]) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.set(key, { key, method, url: route.url, access: route.config!.access!, schema: (route.schema ?? {}) as MatrixRoute['schema'] });
    }
  }
  return [...seen.values()];
}

/** The names a path fills in: `:orderId` gives `orderId`, a wildcard gives `*`. */
export function pathParameters(url: string): string[] {
  return url.split('/').flatMap((segment) => (segment === '*' ? ['*'] : segment.startsWith(':') ? [segment.slice(1)] : []));
}

/** A value for one parameter or field, and the roles whose FIRST account owns the record it names (if it names one). */
export type Sample = { value: unknown; owners?: readonly Role[] };

type Found = Sample | undefined | Promise<Sample | undefined>;

/**
 * Where samples come from: by name, given the route (a name like `id` means a different record on each route). A sample
 * may be made on first use (a payment, an upload), so only the routes that name it pay for it.
 */
export type Samples = {
  path(name: string, route: MatrixRoute): Found;
  field(name: string, route: MatrixRoute): Found;
  /** The multipart form of a route that consumes one (an upload). */
  multipart(route: MatrixRoute): Promise<{ payload: Buffer; contentType: string }>;
};

/** A route this matrix cannot call: the message says which sample to add, and where. */
export class MissingSample extends Error {
  override name = 'MissingSample';
}

export type MatrixRequest = {
  inject: InjectOptions;
  /** Roles whose first account owns a record the request names (path parameter, query or body field). */
  owners: Set<Role>;
  /** The ids of those records, which a refused caller must never be shown. */
  ownedValues: string[];
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** A route's zod schema as the JSON Schema of what a client sends. */
function inputSchema(value: unknown): JsonSchema | null {
  if (!isZod(value)) return null;
  return z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * A value that satisfies `node`: the field's sample where there is one (always for ids: a uuid without a sample fails
 * plainly), else the simplest the schema allows. Optional fields are sent only when a sample names them.
 */
async function generate(
  node: JsonSchema,
  name: string,
  where: string,
  ctx: { root: JsonSchema; route: MatrixRoute; samples: Samples; owned: Sample[] },
  sample?: Sample,
): Promise<unknown> {
  if (sample) {
    ctx.owned.push(sample);
    return sample.value;
  }
  if (node.$ref) return generate(ctx.root.$defs?.[node.$ref.replace('#/$defs/', '')] ?? {}, name, where, ctx);
  const choice = node.anyOf ?? node.oneOf ?? node.allOf;
  if (choice) return generate(choice.find((c) => c.type !== 'null') ?? choice[0]!, name, where, ctx);
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  const type = [node.type].flat()[0];
  if (type === 'object' || node.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const named = await ctx.samples.field(key, ctx.route);
      if (!named && !node.required?.includes(key)) continue;
      value[key] = await generate(child, key, `${where}.${key}`, ctx, named);
    }
    return value;
  }
  if (type === 'array') return (node.minItems ?? 0) > 0 ? [await generate(node.items ?? {}, name, `${where}[0]`, ctx)] : [];
  if (type === 'string') {
    if (node.format === 'uuid') {
      throw new MissingSample(
        `${ctx.route.key}: ${where} names a record (a uuid) that has no sample value; add '${name}' to the field samples`,
      );
    }
    return 'Matrix sample';
  }
  if (type === 'number' || type === 'integer') return node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return 'Matrix sample';
}

async function generateFor(value: unknown, where: string, route: MatrixRoute, samples: Samples, owned: Sample[]) {
  const root = inputSchema(value);
  if (!root) return undefined;
  return (await generate(root, '', where, { root, route, samples, owned })) as Record<string, unknown>;
}

/**
 * A request to `route` naming the first accounts' records: path parameters from the samples (a name without one is a
 * MissingSample, in plain words), then query, headers and body generated from the route's schemas.
 */
export async function requestFor(route: MatrixRoute, samples: Samples): Promise<MatrixRequest> {
  const owned: Sample[] = [];
  let url = route.url;
  for (const name of pathParameters(route.url)) {
    const sample = await samples.path(name, route);
    if (!sample) {
      const what = name === '*' ? 'wildcard *' : `:${name}`;
      throw new MissingSample(`${route.key}: no sample value for the path parameter ${what}; add one to the path samples`);
    }
    owned.push(sample);
    const text = encodeURIComponent(String(sample.value)).replace(/%2F/g, '/');
    url = name === '*' ? url.replace(/\*$/, text) : url.replace(`:${name}`, text);
  }
  const inject: InjectOptions = { method: route.method, url };
  const query = await generateFor(route.schema.querystring, 'query', route, samples, owned);
  if (query && Object.keys(query).length > 0) inject.query = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const headers = await generateFor(route.schema.headers, 'headers', route, samples, owned);
  inject.headers = Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k, String(v)]));
  if (route.schema.consumes?.includes('multipart/form-data')) {
    const form = await samples.multipart(route);
    inject.payload = form.payload;
    inject.headers['content-type'] = form.contentType;
  } else {
    const body = await generateFor(route.schema.body, 'body', route, samples, owned);
    if (body !== undefined) inject.payload = body;
  }
  const owners = new Set(owned.flatMap((s) => s.owners ?? []));
  const ownedValues = [...new Set(owned.filter((s) => (s.owners ?? []).length > 0).flatMap((s) => [s.value].flat().map(String)))];
  return { inject, owners, ownedValues };
}

/**
 * Waits for what the API does on its own after a commit to be done (live events published, ordered units
 * counted, order figures folded), so that a fingerprint shows what requests wrote and nothing the jobs were
 * still going to.
 */
async function settled(db: Db): Promise<void> {
  // null: another process is publishing right now; its rows are published once it is done.
  while ((await publishLiveEvents(db, 10_000)) !== 0) await new Promise((resolve) => setTimeout(resolve, 5));
  await countOrderedUnits(db);
  await foldOrderFigures(db);
}

/**
 * A fingerprint of every row of every table but the request counters (each request counts itself), in one query: equal
 * fingerprints before and after a refused call prove it wrote nothing. Each table's rows are hashed in a fixed order.
 */
export async function tableFingerprints(db: Db): Promise<Record<string, string>> {
  await settled(db);
  const names = (Object.values(tables) as unknown[])
    .filter((table): table is PgTable => is(table, PgTable) && table !== tables.rateLimitCounters)
    .map((table) => getTableName(table));
  const hashes = names.map(
    (name) => sql`${name}::text, (select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${sql.identifier(name)} r)`,
  );
  const query = sql`select json_build_object(${sql.join(hashes, sql`, `)}) as tables`;
  const { rows } = (await db.execute(query)) as { rows: { tables: Record<string, string> }[] };
  return rows[0]!.tables;
}

/** The matrix as a text table: one row per route, one column per caller, blank where a caller was not asked. */
export function formatMatrix(columns: readonly string[], rows: readonly { key: string; cells: Record<string, string> }[]): string {
  const first = Math.max(5, ...rows.map((r) => r.key.length));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r.cells[c] ?? '').length)));
  const line = (label: string, cells: string[]) => [label.padEnd(first), ...cells.map((cell, i) => cell.padEnd(widths[i]!))].join(' | ');
  return [
    line('route', [...columns]),
    ['-'.repeat(first), ...widths.map((w) => '-'.repeat(w))].join('-|-'),
    ...rows.map((r) => line(r.key, columns.map((c) => r.cells[c] ?? ''))),
  ].join('\n');
}
