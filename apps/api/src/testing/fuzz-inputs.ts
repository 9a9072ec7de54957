import type { InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';

// Invalid and edge-case requests derived from a route's own zod schemas, and what the API must answer to each.
// Path parameters, the query string and headers arrive as text; a body arrives as JSON, or as something else.

type Schema = z.ZodType;
type CheckDef = {
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
};
type Def = CheckDef & {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
};

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What an input may be, read from its zod schema (the input side of pipes and transforms). */
export type Shape =
  | { kind: 'string'; minLength?: number; maxLength?: number; patterns: RegExp[]; format?: string }
  | { kind: 'number'; min?: number; max?: number; integer: boolean; coerce: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; values: unknown[] }
  | { kind: 'array'; element: Field; minLength?: number; maxLength?: number }
  | { kind: 'object'; fields: Record<string, Field>; strict: boolean }
  | { kind: 'union'; options: Field[] }
  | { kind: 'any' };

/** One input: its shape, whether it must be given (not optional, no default), and its schema (the verdict on any value). */
export type Field = { shape: Shape; required: boolean; schema: Schema };

const checksOf = (def: Def): CheckDef[] => [...(def.check ? [def] : []), ...(def.checks ?? []).map((c) => c._zod.def)];

/** Walks a zod 4 schema into the shapes the generators work from. */
export function fieldOf(schema: Schema): Field {
  const def = defOf(schema);
  const leaf = (shape: Shape): Field => ({ shape, required: true, schema });
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return { ...fieldOf(def.innerType!), required: false, schema };
    case 'nullable':
    case 'readonly':
      return { ...fieldOf(def.innerType!), schema };
    case 'nonoptional':
      return { ...fieldOf(def.innerType!), required: true, schema };
    case 'pipe':
      return { ...fieldOf(def.in!), schema };
    case 'lazy':
      return { ...fieldOf(def.getter!()), schema };
    case 'string': {
      const shape: Shape & { kind: 'string' } = { kind: 'string', patterns: [] };
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') shape.minLength = Math.max(shape.minLength ?? 0, c.minimum!);
        if (c.check === 'max_length') shape.maxLength = Math.min(shape.maxLength ?? Infinity, c.maximum!);
        if (c.check === 'length_equals') shape.minLength = shape.maxLength = c.length!;
        if (c.check === 'string_format') {
          if (c.format !== 'regex') shape.format = c.format;
          if (c.pattern) shape.patterns.push(c.pattern);
        }
      }
      return leaf(shape);
    }
    case 'number': {
      const shape: Shape & { kind: 'number' } = { kind: 'number', integer: false, coerce: def.coerce === true };
      for (const c of checksOf(def)) {
        if (c.check === 'number_format' && /int/.test(c.format ?? '')) shape.integer = true;
        if (c.check === 'greater_than') shape.min = Number(c.value) + (c.inclusive ? 0 : shape.integer ? 1 : Number.EPSILON);
        if (c.check === 'less_than') shape.max = Number(c.value) - (c.inclusive ? 0 : shape.integer ? 1 : Number.EPSILON);
      }
      return leaf(shape);
    }
    case 'boolean':
      return leaf({ kind: 'boolean' });
    case 'enum':
      return leaf({ kind: 'choice', values: Object.values(def.entries!) });
    case 'literal':
      return leaf({ kind: 'choice', values: def.values! });
    case 'array': {
      const shape: Shape & { kind: 'array' } = { kind: 'array', element: fieldOf(def.element!) };
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') shape.minLength = c.minimum;
        if (c.check === 'max_length') shape.maxLength = c.maximum;
        if (c.check === 'length_equals') shape.minLength = shape.maxLength = c.length;
      }
      return leaf(shape);
    }
    case 'object': {
      const fields = Object.fromEntries(Object.entries(def.shape!).map(([key, value]) => [key, fieldOf(value)]));
      return leaf({ kind: 'object', fields, strict: def.catchall !== undefined && defOf(def.catchall).type === 'never' });
    }
    case 'union':
      return leaf({ kind: 'union', options: def.options!.map(fieldOf) });
    default:
      // unknown, any, transform, custom…: nothing to refuse by shape.
      return leaf({ kind: 'any' });
  }
}

// ---- the schema's verdict

export type Issue = { path: string; message: string };
export type Verdict = { ok: true } | { ok: false; issues: Issue[] };

/** As a reply shows text: control characters (which no reply carries) written as `\\uXXXX`. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const shownAs = (text: string) => text.replace(/[\u0000-\u001F\u007F]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The schema's own verdict on a value, with each issue as a reply must show it: the field's dotted path (the input's
 * name for the whole) and the reason. A schema that throws refuses too (the request must still get a 400).
 */
export function verdictOf(schema: Schema, value: unknown, context: string): Verdict {
  try {
    const result = schema.safeParse(value);
    if (result.success) return { ok: true };
    const issues = result.error.issues.map((i) => ({ path: shownAs(i.path.map(String).join('.') || context), message: shownAs(i.message) }));
    return { ok: false, issues };
  } catch (err) {
    return { ok: false, issues: [{ path: context, message: `the schema threw: ${String(err)}` }] };
  }
}

// ---- valid examples: the base each case breaks

/** A JSON number token JSON.stringify cannot write (1e309, -0, 9007199254740993), written as is. */
export class RawJson {
  constructor(readonly text: string) {}
}
/** A path segment sent exactly as written (already percent-encoded, or deliberately not decodable). */
export class RawSegment {
  constructor(readonly text: string) {}
}

const VALID_UUID = '3f1e5c2a-8b4d-4c6e-9a1f-2b3c4d5e6f70';

function stringCandidates(shape: Shape & { kind: 'string' }): string[] {
  const fromPatterns = shape.patterns.flatMap((p) => fc.sample(fc.stringMatching(p), { seed: 42, numRuns: 30 }));
  const plain = 'Asha Verma'.slice(0, shape.maxLength ?? 10).padEnd(shape.minLength ?? 0, 'a');
  const byFormat: Record<string, string> = { uuid: VALID_UUID, guid: VALID_UUID, email: 'asha@example.com', url: 'https://example.com/' };
  return [...(shape.format && byFormat[shape.format] ? [byFormat[shape.format]!] : []), plain, ...fromPatterns, '2024-01-15', '12', '9876543210'];
}

const examples = { json: new WeakMap<Field, unknown>(), text: new WeakMap<Field, unknown>() };

/** A value the field accepts where one can be found (a refinement across fields may still refuse the whole). */
export function exampleOf(field: Field, asText: boolean): unknown {
  const known = examples[asText ? 'text' : 'json'];
  if (!known.has(field)) known.set(field, findExample(field, asText));
  return cloneJson(known.get(field));
}

function findExample(field: Field, asText: boolean): unknown {
  const text = (v: unknown) => (asText && v !== undefined && v !== null && typeof v !== 'object' ? String(v) : v);
  const accepted = (candidates: unknown[]) => candidates.map(text).find((v) => field.schema.safeParse(v).success) ?? text(candidates[0]);
  const shape = field.shape;
  switch (shape.kind) {
    case 'string':
      return accepted(stringCandidates(shape));
    case 'number': {
      const low = shape.min ?? 1;
      const pick = shape.max !== undefined && shape.max < low ? shape.max : Math.min(Math.max(low, 3), shape.max ?? Infinity);
      return accepted([shape.integer ? Math.ceil(pick) : pick, 1, 0]);
    }
    case 'boolean':
      return text(true);
    case 'choice':
      return text(shape.values[0]);
    case 'array':
      return Array.from({ length: Math.max(shape.minLength ?? 0, 1) }, () => exampleOf(shape.element, asText)).slice(0, shape.maxLength ?? Infinity);
    case 'object':
      return Object.fromEntries(Object.entries(shape.fields).map(([key, f]) => [key, exampleOf(f, asText)]));
    case 'union':
      return accepted(shape.options.map((o) => exampleOf(o, asText)));
    case 'any':
      return text('x');
  }
}

// ---- breakers: values meant to be refused, and edge cases

const ONE_MEGABYTE = 'x'.repeat(1_000_000);

/** Emoji, right-to-left text and marks, combining marks, other scripts and digits, invisible characters. */
const UNICODE = [
  '😀',
  '👩‍👩‍👧‍👦',
  '\u202e',
  '\u200f',
  'مرحبا',
  'שלום',
  'e\u0301',
  'a\u0300\u0301\u0302\u0303',
  '\u2028',
  '\ufeff',
  '\u200b',
  '\u00a0',
  '１２３',
  '९८७',
  'İ',
  'ß',
];
const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b'];
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\t', '\n', '\r\n'];
const INJECTIONS = ["' or 1=1 --", '"; drop table customers; --', '<script>alert(1)</script>', '${7*7}', '../../etc/passwd', '%00', '\\', '"'];
/** What an HTTP header value can carry: visible ASCII, a tab inside, and Latin-1. */
const HEADER_ODDITIES = ['a\tb', 'é', 'ÿ', '\u00a0x', "' or 1=1 --", '%00', '{}', '[]', '-1', '9'.repeat(16)];

export type Where = 'json' | 'url' | 'header';

const junkChar = (where: Where) =>
  where === 'json'
    ? fc.constantFrom(...UNICODE, ...LONE_SURROGATES, ...CONTROLS, ...INJECTIONS)
    : where === 'url'
      ? fc.constantFrom(...UNICODE, ...CONTROLS, ...INJECTIONS)
      : fc.constantFrom(...HEADER_ODDITIES);

const randomString = (where: Where) =>
  where === 'json'
    ? fc.string({ unit: 'binary', maxLength: 40 })
    : where === 'url'
      ? fc.string({ unit: 'grapheme', maxLength: 40 })
      : fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });

/** Values of the wrong JSON type, for a field of any type. */
const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, '', 'x', [], {}, ['x'], { a: 'b' }, [[[]]]];

type Weighted = fc.WeightedArbitrary<unknown>;
const often = (arbitrary: fc.Arbitrary<unknown>): Weighted => ({ weight: 6, arbitrary });
const sometimes = (arbitrary: fc.Arbitrary<unknown>): Weighted => ({ weight: 2, arbitrary });
/** Costly values (a megabyte of text, ten thousand elements): drawn now and then, so each route still meets a few. */
const rarely = (arbitrary: fc.Arbitrary<unknown>): Weighted => ({ weight: 1, arbitrary });

/** The text with a character put in at some place. */
const withCharacter = (base: string, characters: fc.Arbitrary<string>) =>
  fc.tuple(characters, fc.nat({ max: base.length })).map(([c, at]) => base.slice(0, at) + c + base.slice(at));

/** Lengths out of bounds and characters the rules refuse weigh most; accepted oddities (unicode, injections) ride along. */
function stringBreakers(shape: Shape & { kind: 'string' }, base: string, where: Where): Weighted[] {
  const min = shape.minLength ?? 0;
  const max = shape.maxLength;
  const long = (n: number) => (base.length > 0 ? base.repeat(Math.ceil(n / base.length)).slice(0, n) : 'a'.repeat(n));
  const lengths: string[] = ['', '   ', ...(min > 0 ? [long(min - 1), ' '.repeat(min + 1)] : [])];
  if (max !== undefined && max < 100_000) {
    lengths.push(long(max + 1), long(max * 3 + 7));
    // Emoji: two UTF-16 units each, counted as one character.
    if (where !== 'header') lengths.push('😀'.repeat(max + 1));
  }
  const weighted = [often(fc.constantFrom(...lengths)), sometimes(withCharacter(base, junkChar(where))), rarely(randomString(where))];
  if (where !== 'header') {
    // Control characters travel in JSON and (encoded) in URLs; a header carries none but a tab, which junkChar has.
    weighted.push(often(withCharacter(base, fc.constantFrom(...CONTROLS))));
    // A megabyte of text: the body keeps under its limit; a header of that size never arrives over HTTP.
    weighted.push(rarely(fc.constant(ONE_MEGABYTE)));
  }
  if (where === 'json') weighted.push(sometimes(fc.constantFrom(...WRONG_TYPES.filter((v) => typeof v !== 'string'))));
  return weighted;
}

function numberBreakers(shape: Shape & { kind: 'number' }, where: Where): Weighted[] {
  const bounds = [
    ...(shape.min !== undefined ? [shape.min - 1, shape.min - 0.5, shape.min - Number.EPSILON * 4] : []),
    ...(shape.max !== undefined ? [shape.max + 1, shape.max + 0.5] : []),
    ...(shape.integer ? [1.5, (shape.min ?? 0) + 0.25, 0.1 + 0.2] : []),
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    5e-324,
    0,
    -1,
  ];
  if (where === 'json') {
    return [
      often(fc.constantFrom(...bounds)),
      sometimes(fc.constantFrom(...['1e309', '-1e309', '-0', '9007199254740993', '1E400', '0.0000000000000000000000001'].map((t) => new RawJson(t)))),
      sometimes(fc.constantFrom('1', 'NaN', 'Infinity', '', '1e3', null, true, [], {}, [1])),
      rarely(fc.double()),
      rarely(fc.integer()),
    ];
  }
  // As text, coerced or not: the words and spellings Number() reads oddly.
  const spellings = ['NaN', 'Infinity', '-Infinity', '1e308', '1e309', '-0', '0', '1.5', '', ' ', 'abc', '0x10', '0b11', '1_000', '1,000', '+1', '.5', '5.', '1e-7', '١', '९', '１'];
  return [often(fc.constantFrom(...spellings, ...bounds.map(String))), rarely(fc.double().map(String)), rarely(fc.integer().map(String)), rarely(randomString(where))];
}

function choiceBreakers(values: unknown[], where: Where): Weighted[] {
  const texts = values.map(String);
  const near = texts.flatMap((v) => [v.toUpperCase(), v.toLowerCase(), ` ${v}`, `${v} `, `${v}😀`, `${v}\u0000`, v.slice(0, -1)]);
  return [
    often(fc.constantFrom(...near, 'all', 'none', '')),
    rarely(randomString(where)),
    ...(where === 'json' ? [sometimes(fc.constantFrom(...WRONG_TYPES)), rarely(fc.constant(values))] : []),
  ];
}

const breakers = { json: new WeakMap<Field, fc.Arbitrary<unknown>>(), url: new WeakMap<Field, fc.Arbitrary<unknown>>(), header: new WeakMap<Field, fc.Arbitrary<unknown>>() };

/** Values meant to be refused by the field (most are; the schema decides which). */
export function breakersOf(field: Field, where: Where): fc.Arbitrary<unknown> {
  const known = breakers[where];
  if (!known.has(field)) known.set(field, fc.oneof(...newBreakers(field, where)));
  return known.get(field)!;
}

function newBreakers(field: Field, where: Where): Weighted[] {
  const shape = field.shape;
  const asText = where !== 'json';
  switch (shape.kind) {
    case 'string':
      return stringBreakers(shape, String(exampleOf(field, asText) ?? ''), where);
    case 'number':
      return numberBreakers(shape, where);
    case 'boolean':
      return [often(fc.constantFrom('true', 'false', 'yes', '1', 'TRUE', '')), ...(asText ? [] : [often(fc.constantFrom(1, 0, null, [], {}, [true]))])];
    case 'choice':
      return choiceBreakers(shape.values, where);
    case 'array': {
      const element = exampleOf(shape.element, asText);
      return [
        often(fc.constantFrom('x', 1, null, {}, true)),
        often(breakersOf(shape.element, where).map((bad) => [bad])),
        sometimes(fc.constant(Array.from({ length: (shape.maxLength ?? 200) + 1 }, () => element))),
        rarely(fc.constant(Array.from({ length: 10_000 }, () => element))),
        sometimes(fc.constant([[element]])),
        ...(shape.minLength ? [sometimes(fc.constant([]))] : []),
      ];
    }
    case 'object':
      return [often(fc.constantFrom('x', 1, null, [], true, [exampleOf(field, asText)]))];
    case 'union':
      return [often(fc.constantFrom(...WRONG_TYPES)), ...shape.options.map((o) => often(breakersOf(o, where)))];
    case 'any':
      return [often(fc.constantFrom(...WRONG_TYPES))];
  }
}

// ---- mutations of a whole input

type Path = (string | number)[];
type Slot = { path: Path; field: Field };

/** Every place in the example a mutation can reach: the root, each object field, the first array element. */
function slotsOf(field: Field, path: Path = []): Slot[] {
  const here: Slot = { path, field };
  const shape = field.shape;
  if (shape.kind === 'object') return [here, ...Object.entries(shape.fields).flatMap(([key, f]) => slotsOf(f, [...path, key]))];
  if (shape.kind === 'array') return [here, ...slotsOf(shape.element, [...path, 0])];
  return [here];
}

/** Own properties only, so `__proto__` stays a plain key, as a JSON parser leaves it. */
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function cloneJson(value: unknown): unknown {
  // Array.from, not map: an array given a `constructor` key would otherwise be asked for its species.
  if (Array.isArray(value)) return Array.from(value, cloneJson);
  if (value && typeof value === 'object' && !(value instanceof RawJson) && !(value instanceof RawSegment)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) setOwn(copy, key, cloneJson((value as Record<string, unknown>)[key]));
    return copy;
  }
  return value;
}

type Mutation =
  | { kind: 'replace'; path: Path; value: unknown }
  | { kind: 'remove'; path: Path }
  | { kind: 'extra'; path: Path; key: string; value: unknown }
  | { kind: 'repeat'; path: Path };

function apply(root: unknown, m: Mutation): unknown {
  if (m.path.length === 0 && m.kind === 'replace') return m.value;
  const parentPath = m.kind === 'extra' ? m.path : m.path.slice(0, -1);
  let parent: unknown = root;
  for (const step of parentPath) {
    if (!parent || typeof parent !== 'object') return root;
    parent = (parent as Record<string | number, unknown>)[step];
  }
  if (!parent || typeof parent !== 'object') return root;
  const node = parent as Record<string | number, unknown>;
  const key = m.path[m.path.length - 1]!;
  // A key is added to an object only: a JSON array carries none.
  if (m.kind === 'extra') {
    if (!Array.isArray(node)) setOwn(node, m.key, m.value);
  } else if (m.kind === 'remove') delete node[key];
  else if (m.kind === 'repeat') setOwn(node, key, [node[key] ?? '', node[key] ?? '']);
  else setOwn(node, key, m.value);
  return root;
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'isAdmin', '$where', 'role', 'sellerId', 'id'];

function extraValue(where: Where): fc.Arbitrary<unknown> {
  return where === 'json'
    ? fc.oneof(fc.constantFrom<unknown>({ prototype: { polluted: true } }, { polluted: true }, 'admin', 1, null, []), fc.jsonValue({ maxDepth: 2 }))
    : fc.oneof(fc.constantFrom('1', 'admin', 'true', ''), randomString(where));
}

/** An input of the field's schema with one to three mutations, the first a value broken: then a field broken, removed, doubled, or a key added. */
export function mutatedInput(field: Field, where: Where): fc.Arbitrary<unknown> {
  const asText = where !== 'json';
  const base = exampleOf(field, asText);
  const slots = slotsOf(field);
  const objects = slots.filter((s) => s.field.shape.kind === 'object');
  const fields = slots.filter((s) => s.path.length > 0);
  // Leaving out a required field is refused; leaving out an optional one is not, so only the required are removed.
  const removable = slots.filter((s) => s.field.required && s.path.length > 0 && typeof s.path[s.path.length - 1] === 'string');
  const replaceIn = (among: Slot[]) =>
    fc.constantFrom(...among).chain((s) => breakersOf(s.field, where).map((value): Mutation => ({ kind: 'replace', path: s.path, value })));
  // Text inputs (path, query, headers) always arrive as a record of text: their fields are broken, never the whole.
  const replace = where === 'json' || fields.length === 0 ? replaceIn(slots) : replaceIn(fields);
  const options: fc.WeightedArbitrary<Mutation>[] = [{ weight: 8, arbitrary: replace }];
  if (removable.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...removable).map((s): Mutation => ({ kind: 'remove', path: s.path })) });
  if (objects.length > 0) {
    const key = fc.oneof(fc.constantFrom(...EXTRA_KEYS), randomString(where).filter((k) => k.length > 0));
    const extra = fc.tuple(fc.constantFrom(...objects), key, extraValue(where)).map(([s, k, value]): Mutation => ({ kind: 'extra', path: s.path, key: k, value }));
    options.push({ weight: 2, arbitrary: extra });
  }
  // The query string repeats a key to send a list where one value is expected.
  if (where === 'url' && fields.length > 0) options.push({ weight: 1, arbitrary: fc.constantFrom(...fields).map((s): Mutation => ({ kind: 'repeat', path: s.path })) });
  return fc
    .tuple(replace, fc.array(fc.oneof(...options), { maxLength: 2 }))
    .map(([one, more]) => [one, ...more].reduce(apply, cloneJson(base)));
}

// ---- a whole request

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; payload: string };

export type FuzzCase = {
  params: Record<string, unknown>;
  query: string;
  headers: Record<string, string>;
  body: BodyCase;
};

/** What one route takes, from its registration. */
export type RouteInputs = {
  method: string;
  url: string;
  params?: Field;
  querystring?: Field;
  body?: Field;
  headers?: Field;
  /** Media types the route reads besides JSON and text (multipart for uploads). */
  consumes: string[];
  /** Header names the test sets itself (the session), left out of the fuzzing. */
  reservedHeaders: string[];
};

const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export function routeInputs(route: RouteOptions, reservedHeaders: string[]): RouteInputs {
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const schema = (route.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema; headers?: Schema; consumes?: string[] };
  return {
    method,
    url: route.url,
    params: schema.params && fieldOf(schema.params),
    querystring: schema.querystring && fieldOf(schema.querystring),
    body: schema.body && hasBody(method) ? fieldOf(schema.body) : undefined,
    headers: schema.headers && fieldOf(schema.headers),
    consumes: schema.consumes ?? [],
    reservedHeaders,
  };
}

export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** Text that is not JSON, JSON a secure parser refuses (prototype keys), and JSON of the wrong shape. */
const JUNK_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '"text"',
  '123',
  'null',
  'true',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '{"a":{"__proto__":{"polluted":1}}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '[{"__proto__":[]}]',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
];
const UNSUPPORTED_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json-patch+json',
  'image/png',
  'text/csv',
  'application/jsonp',
  'foo',
];
const MULTIPART_JUNK = [
  '--fuzz\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disp',
  '--fuzz--\r\n',
  'no boundary here',
  '--fuzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":1}\r\n--fuzz--\r\n',
];

/** A body over the server's limit: valid JSON, so only its size is wrong. */
function oversizedJson(bodyLimit: number): string {
  return JSON.stringify({ filler: 'x'.repeat(bodyLimit + 1_024) });
}

function bodyCases(inputs: RouteInputs, bodyLimit: number, broken: boolean): fc.Arbitrary<BodyCase> {
  const json: fc.Arbitrary<BodyCase> = inputs.body
    ? (broken ? mutatedInput(inputs.body, 'json') : fc.constant(exampleOf(inputs.body, false))).map((value) => ({ kind: 'json', value }))
    : fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json', value }));
  const raw = (contentType: fc.Arbitrary<string | undefined>, payload: fc.Arbitrary<string>) =>
    fc.tuple(contentType, payload).map(([c, p]): BodyCase => ({ kind: 'raw', contentType: c, payload: p }));
  const multipart = inputs.consumes.some((t) => t.startsWith('multipart/'));
  if (!broken) return json;
  return fc.oneof(
    { weight: 12, arbitrary: json },
    { weight: 2, arbitrary: raw(fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON'), fc.constantFrom(...JUNK_JSON)) },
    { weight: 1, arbitrary: raw(fc.constant('text/plain'), fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue().map((v) => JSON.stringify(v) ?? ''))) },
    { weight: 1, arbitrary: raw(fc.constantFrom(...UNSUPPORTED_TYPES, undefined), fc.constantFrom('a=b&c=d', '<a/>', '{"a":1}', 'x')) },
    { weight: 1, arbitrary: raw(fc.constantFrom('application/json', 'text/plain'), fc.constant(oversizedJson(bodyLimit))) },
    { weight: multipart ? 2 : 0, arbitrary: raw(fc.constantFrom('multipart/form-data; boundary=fuzz', 'multipart/form-data'), fc.constantFrom(...MULTIPART_JUNK)) },
    { weight: 1, arbitrary: fc.constant<BodyCase>({ kind: 'none' }) },
  );
}

/** A value as text in a URL or header: objects (which may have no prototype) as their JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value !== null && typeof value === 'object' ? serializeJson(value) : String(value ?? '');

const encodeQuery = (query: unknown): string => {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return encodeURIComponent(textOf(query));
  return Object.keys(query)
    .flatMap((key) => [(query as Record<string, unknown>)[key]].flat().map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(textOf(v))}`))
    .join('&');
};

/** Query strings no encoder writes: stray separators, bad percent-encoding, bracket keys. */
const JUNK_QUERY_TAILS = ['', '', '', '&', '&&=', '&%', '&%ZZ=1', '&a=%E0%A4%A', '&+=+', '&a[b]=c', '&a[]=1&a[]=2', '&;', '&__proto__[polluted]=1', '&constructor=x'];

/** Path parameter text a client can send: never empty, never a dot segment (URLs resolve those away). */
function paramValue(value: unknown): unknown {
  if (value instanceof RawSegment) return value;
  const text = Array.isArray(value) ? Array.from(value, textOf).join(',') : textOf(value);
  return text === '' || text === '.' || text === '..' ? `${text}x` : text;
}

const BAD_SEGMENTS = ['%ZZ', '%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF'].map((t) => new RawSegment(t));

/**
 * Cases for one route: every declared input starts valid and at least one of them (the target) is broken; undeclared
 * input (extra query keys, a body where none is read) is noise on top. A route that declares no input gets only noise.
 */
export function caseArbitrary(inputs: RouteInputs, bodyLimit: number): fc.Arbitrary<FuzzCase> {
  const declared = (['params', 'querystring', 'body', 'headers'] as const).filter((c) => inputs[c] !== undefined);
  type Context = (typeof declared)[number];
  const names = paramNames(inputs.url);
  const textInput = (c: Exclude<Context, 'body'>, where: Where) => ({
    broken: mutatedInput(inputs[c]!, where),
    valid: fc.constant(exampleOf(inputs[c]!, true)),
  });
  const text = {
    params: inputs.params && textInput('params', 'url'),
    querystring: inputs.querystring && textInput('querystring', 'url'),
    headers: inputs.headers && textInput('headers', 'header'),
  };
  const bodies = { broken: bodyCases(inputs, bodyLimit, true), valid: bodyCases(inputs, bodyLimit, false) };

  const queryNoise = fc.tuple(fc.constantFrom(...JUNK_QUERY_TAILS), fc.option(fc.tuple(randomString('url'), randomString('url')), { nil: undefined }));

  function casesAimingAt(aim: Context | undefined): fc.Arbitrary<FuzzCase> {
    // Besides the target, each other declared input is broken now and then, so the order of the checks shows too.
    const pick = <T>(c: Context, both: { broken: fc.Arbitrary<T>; valid: fc.Arbitrary<T> }) =>
      aim === c ? both.broken : fc.oneof({ weight: 7, arbitrary: both.valid }, { weight: 3, arbitrary: both.broken });

    const params: fc.Arbitrary<Record<string, unknown>> = text.params
      ? fc.tuple(pick('params', text.params), fc.constantFrom(...BAD_SEGMENTS), fc.nat({ max: 19 })).map(([value, bad, roll]) => {
          const isRecord = value !== null && typeof value === 'object' && !Array.isArray(value);
          const out = Object.fromEntries(names.map((n) => [n, paramValue(isRecord ? (value as Record<string, unknown>)[n] : value)]));
          // One case in twenty sends a segment that does not decode.
          if (roll === 0 && names.length > 0) out[names[0]!] = bad;
          return out;
        })
      : fc.constant(Object.fromEntries(names.map((n) => [n, 'fuzz'])));

    const query = fc.tuple(text.querystring ? pick('querystring', text.querystring) : fc.constant(undefined), queryNoise).map(([value, [tail, extra]]) => {
      const own = value === undefined ? '' : encodeQuery(value);
      const noise = extra ? `&${encodeURIComponent(extra[0] || 'k')}=${encodeURIComponent(extra[1])}` : '';
      return `${own}${noise}${tail}`.replace(/^&+/, '');
    });

    const headers: fc.Arbitrary<Record<string, string>> = text.headers
      ? pick('headers', text.headers).map((value) => {
          const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
          const out: Record<string, string> = {};
          for (const [k, v] of Object.entries(record)) {
            const name = k.toLowerCase();
            if (!/^[a-z0-9-]+$/.test(name) || inputs.reservedHeaders.includes(name) || v === undefined) continue;
            out[name] = Array.isArray(v) ? Array.from(v, textOf).join(', ') : textOf(v);
          }
          return out;
        })
      : fc.constant({});

    const body: fc.Arbitrary<BodyCase> = !hasBody(inputs.method) ? fc.constant({ kind: 'none' }) : inputs.body ? pick('body', bodies) : bodies.broken;
    return fc.record({ params, query, headers, body });
  }

  if (declared.length === 0) return casesAimingAt(undefined);
  const byAim = new Map(declared.map((aim) => [aim, casesAimingAt(aim)]));
  return fc.constantFrom(...declared).chain((aim) => byAim.get(aim)!);
}

// ---- sending it

export function serializeJson(value: unknown): string {
  const mark = 'RawJson-7f3a9c1e';
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `${mark}${v.text}${mark}` : v)) ?? 'null';
  return text.replace(new RegExp(`"${mark}(.*?)${mark}"`, 'g'), '$1');
}

const encodeSegment = (value: unknown) => (value instanceof RawSegment ? value.text : encodeURIComponent(textOf(value)).replace(/\./g, '%2E'));

export function requestOf(inputs: RouteInputs, c: FuzzCase, session: Record<string, string>): InjectOptions {
  const path = inputs.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeSegment(c.params[name])).replace(/\*$/, 'fuzz');
  const headers: Record<string, string> = { ...c.headers, ...session };
  const options: InjectOptions = { method: inputs.method as InjectOptions['method'], url: c.query ? `${path}?${c.query}` : path, headers };
  if (c.body.kind === 'json') {
    options.payload = serializeJson(c.body.value);
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    options.payload = c.body.payload;
    // light-my-request adds a type of its own to a payload without one; an empty one is what a client sends without.
    headers['content-type'] = c.body.contentType ?? '';
  }
  return options;
}

// ---- what the API must answer

export type Expected =
  | { kind: 'refused'; status: 400; context: string; issues: Issue[] }
  | { kind: 'framework'; status: number[]; why: string }
  | { kind: 'accepted' };

/** A key a secure JSON parser refuses: `__proto__` anywhere, or `constructor` holding a `prototype`. */
function poisoned(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return true;
    if (key === 'constructor' && child && typeof child === 'object' && Object.prototype.hasOwnProperty.call(child, 'prototype')) return true;
    if (poisoned(child)) return true;
  }
  return false;
}

function decodedSegment(value: unknown): string | null {
  try {
    return decodeURIComponent(encodeSegment(value));
  } catch {
    return null;
  }
}

/**
 * What the request must get, worked out the way a client reads the API: the route is found (or the path refused),
 * the body read (or refused for its type, size or syntax), then params, body, query and headers checked in that order.
 * `readQuery` gives the query string as the server parses it, asked for only when the query's turn comes.
 */
export async function expectedOf(
  inputs: RouteInputs,
  c: FuzzCase,
  readQuery: () => Promise<unknown>,
  limits: { bodyLimit: number; maxParamLength: number },
): Promise<Expected> {
  const segments = paramNames(inputs.url).map((n) => decodedSegment(c.params[n]));
  if (segments.some((s) => s === null)) return { kind: 'framework', status: [400], why: 'a path segment that does not decode' };
  if (segments.some((s) => s!.length > limits.maxParamLength)) return { kind: 'framework', status: [404, 414], why: 'a path segment over the router limit' };

  let body: unknown = undefined;
  if (c.body.kind === 'json' || c.body.kind === 'raw') {
    const payload = c.body.kind === 'json' ? serializeJson(c.body.value) : c.body.payload;
    const type = c.body.kind === 'json' ? 'application/json' : (c.body.contentType ?? '');
    const media = type.split(';')[0]!.trim().toLowerCase();
    const multipart = media === 'multipart/form-data' && inputs.consumes.includes('multipart/form-data');
    if (!['application/json', 'text/plain'].includes(media) && !multipart) return { kind: 'framework', status: [415], why: `content type ${JSON.stringify(type)}` };
    if (Buffer.byteLength(payload) > limits.bodyLimit) return { kind: 'framework', status: [413], why: 'a body over the limit' };
    if (media === 'application/json') {
      try {
        // A leading byte-order mark is allowed (RFC 8259) and the server's parser drops it.
        body = JSON.parse(payload.replace(/^\ufeff/, ''));
      } catch {
        return { kind: 'framework', status: [400], why: 'a body that is not JSON' };
      }
      if (poisoned(body)) return { kind: 'framework', status: [400], why: 'a prototype key in the JSON' };
    } else if (media === 'text/plain') {
      body = payload;
    } else {
      // The upload route reads its own multipart form: it must refuse junk itself.
      return inputs.body ? { kind: 'framework', status: [415], why: 'multipart where the route reads JSON' } : { kind: 'accepted' };
    }
  }

  const names = paramNames(inputs.url);
  const checks: [string, Field | undefined, () => Promise<unknown> | unknown][] = [
    ['params', inputs.params, () => Object.fromEntries(names.map((n, i) => [n, segments[i]]))],
    ['body', inputs.body, () => body ?? null],
    ['querystring', inputs.querystring, readQuery],
    ['headers', inputs.headers, () => Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k.toLowerCase(), v]))],
  ];
  for (const [context, field, value] of checks) {
    if (!field) continue;
    const verdict = verdictOf(field.schema, await value(), context);
    if (!verdict.ok) return { kind: 'refused', status: 400, context, issues: verdict.issues };
  }
  return { kind: 'accepted' };
}

// ---- what a reply must never show

const INTERNAL_DETAILS: [string, RegExp][] = [
  ['a stack frame', /\bat\s+(?:async\s+)?[\w$.<>]*\s*\(?[^\s()]+:\d+:\d+\)?/],
  ['a file path', /(?:^|[\s"'(=:])\/(?:work|home|root|usr|opt|srv|app|var)\/[\w.@/-]+|node_modules|\bapps\/api\/src\b|\.[cm]?[jt]s:\d+/],
  ['SQL', /\b(?:select|insert|update|delete)\b[\s\S]*\b(?:from|into|set|where)\b|\brelation\s+"|\bviolates\b|syntax error at/i],
  ['the database', /postgres|pglite|drizzle|\bpg_|sqlstate/i],
  ['an error class', /\b[A-Z]\w*(?:Error|Exception)\b/],
  ['a framework error code', /\bFST_\w+|\bERR_[A-Z_]+/],
  ['zod internals', /"(?:code|origin|inclusive|keyword|instancePath|schemaPath|params|expected|received|issues)"\s*:|invalid_type|too_small|too_big|invalid_format|unrecognized_keys|invalid_union|ZodError/],
  ['a regular expression', /pattern\s*\/|\/\^.*\$\//],
];

/** What no reply at all may show, not even a page or the API description: where the code runs and how it failed. */
const RUNTIME_DETAILS = new Set(['a stack frame', 'a file path']);

/**
 * The internal details a reply body shows, by name (empty when it shows none). `everything` for an error or a JSON
 * reply; the app's own pages, scripts and API description are only checked for traces of the running code.
 */
export function internalDetailsIn(body: string, everything: boolean): string[] {
  return INTERNAL_DETAILS.filter(([name, pattern]) => (everything || RUNTIME_DETAILS.has(name)) && pattern.test(body)).map(([name]) => name);
}
