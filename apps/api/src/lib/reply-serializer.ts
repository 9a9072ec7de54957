import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/** Writes a value as JSON if it matches its schema exactly as zod would accept it; undefined when it does not. */
type Writer = (value: unknown) => string | undefined;

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  check?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
};
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
};
type Test = (value: never) => boolean;

/** String formats whose only rule is their pattern (zod's own check does nothing more for these). */
const PATTERN_FORMATS = new Set(['regex', 'uuid', 'guid', 'email', 'datetime', 'date', 'time']);

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** One test per check, or null when a check is one this writer does not reproduce (the schema then keeps zod's path). */
function checkTests(def: Def, kind: 'string' | 'number' | 'array'): Test[] | null {
  const own: CheckDef[] = def.check ? [def as CheckDef] : [];
  const all = [...own, ...(def.checks ?? []).map((c) => c._zod.def)];
  const tests: Test[] = [];
  for (const c of all) {
    if (kind === 'string' && c.check === 'string_format' && c.format && PATTERN_FORMATS.has(c.format) && c.pattern) {
      const pattern = c.pattern;
      if (pattern.global || pattern.sticky) return null;
      tests.push((v: string) => pattern.test(v));
    } else if (kind !== 'number' && c.check === 'min_length' && typeof c.minimum === 'number') {
      const min = c.minimum;
      tests.push((v: string | unknown[]) => v.length >= min);
    } else if (kind !== 'number' && c.check === 'max_length' && typeof c.maximum === 'number') {
      const max = c.maximum;
      tests.push((v: string | unknown[]) => v.length <= max);
    } else if (kind !== 'number' && c.check === 'length_equals' && typeof c.length === 'number') {
      const length = c.length;
      tests.push((v: string | unknown[]) => v.length === length);
    } else if (kind === 'number' && c.check === 'number_format' && c.format === 'safeint') {
      tests.push((v: number) => Number.isSafeInteger(v));
    } else if (kind === 'number' && (c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number') {
      const bound = c.value;
      const inclusive = c.inclusive === true;
      tests.push(
        c.check === 'greater_than'
          ? (v: number) => (inclusive ? v >= bound : v > bound)
          : (v: number) => (inclusive ? v <= bound : v < bound),
      );
    } else {
      return null;
    }
  }
  return tests;
}

const passes = (tests: Test[], value: unknown) => {
  for (const t of tests) if (!t(value as never)) return false;
  return true;
};

/**
 * A writer for the schemas made only of plain data (objects that strip unknown keys, arrays, strings, numbers,
 * booleans, literals, enums, optional, nullable, unions) with checks it reproduces; null for anything else
 * (transforms, defaults, overwrites such as trim, refinements), which keeps zod's own encode.
 */
export function compileWriter(schema: z.ZodType): Writer | null {
  if (writers.has(schema)) return writers.get(schema)!;
  const writer = compileNew(schema);
  writers.set(schema, writer);
  return writer;
}

/** One writer per schema, so a schema shared by several replies (a product card) shares its memory of frozen values. */
const writers = new WeakMap<z.ZodType, Writer | null>();

function compileNew(schema: z.ZodType): Writer | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const tests = checkTests(def, 'string');
      if (!tests) return null;
      return (v) => (typeof v === 'string' && passes(tests, v) ? JSON.stringify(v) : undefined);
    }
    case 'number': {
      const tests = checkTests(def, 'number');
      if (!tests) return null;
      return (v) => (typeof v === 'number' && Number.isFinite(v) && passes(tests, v) ? String(v) : undefined);
    }
    case 'boolean':
      if (def.checks?.length) return null;
      return (v) => (v === true ? 'true' : v === false ? 'false' : undefined);
    case 'null':
      return (v) => (v === null ? 'null' : undefined);
    case 'literal': {
      const values = def.values ?? [];
      if (!values.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) return null;
      return (v) => (values.includes(v) ? JSON.stringify(v) : undefined);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (v) => (values.has(v) ? JSON.stringify(v) : undefined);
    }
    case 'nullable': {
      const inner = def.innerType && compileWriter(def.innerType);
      if (!inner) return null;
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'union': {
      const options = (def.options ?? []).map(compileWriter);
      if (options.length === 0 || options.some((o) => !o)) return null;
      // zod takes the first option that accepts the value.
      return (v) => {
        for (const o of options as Writer[]) {
          const out = o(v);
          if (out !== undefined) return out;
        }
        return undefined;
      };
    }
    case 'array': {
      const element = def.element && compileWriter(def.element);
      const tests = checkTests(def, 'array');
      if (!element || !tests) return null;
      return (v) => {
        if (!Array.isArray(v) || !passes(tests, v)) return undefined;
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const item = element(v[i]);
          if (item === undefined) return undefined;
          out += i === 0 ? item : `,${item}`;
        }
        return `${out}]`;
      };
    }
    case 'object': {
      if (def.catchall || def.checks?.length || !def.shape) return null;
      const fields: { key: string; prefix: string; optional: boolean; write: Writer }[] = [];
      for (const [key, child] of Object.entries(def.shape)) {
        const childDef = defOf(child);
        const optional = childDef.type === 'optional';
        const write = compileWriter(optional ? childDef.innerType! : child);
        if (!write) return null;
        fields.push({ key, prefix: `${JSON.stringify(key)}:`, optional, write });
      }
      // A frozen value (a card the catalogue index keeps, say) cannot change: it is written once.
      const frozenWritten = new WeakMap<object, string>();
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
        const frozen = Object.isFrozen(v);
        if (frozen) {
          const known = frozenWritten.get(v);
          if (known !== undefined) return known;
        }
        const record = v as Record<string, unknown>;
        let out = '{';
        for (const f of fields) {
          const value = record[f.key];
          if (value === undefined && f.optional) continue;
          const written = f.write(value);
          if (written === undefined) return undefined;
          out += out.length === 1 ? f.prefix + written : `,${f.prefix}${written}`;
        }
        out += '}';
        if (frozen && isDeepFrozen(v)) frozenWritten.set(v, flattened(out));
        return out;
      };
    }
    default:
      return null;
  }
}

/**
 * The same text as one flat string. Written field by field, a text is a tree of pieces that every reply holding it
 * would walk again to count and copy its bytes; converting it to a number (NaN, thrown away) makes V8 flatten it once.
 */
function flattened(text: string): string {
  void Number(text);
  return text;
}

/** Whether nothing inside a value can change: every object and array in it frozen. */
function isDeepFrozen(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (!Object.isFrozen(v)) return false;
  return Object.values(v).every(isDeepFrozen);
}

/**
 * Fastify's reply serializer: a reply is written straight from its contract, carrying only the contract's fields,
 * after the same checks zod makes; a reply it does not match, or a schema it cannot write, takes zod's encode
 * (fastify-type-provider-zod), so a reply off its schema still fails as a ResponseSerializationError (a masked 500).
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const viaZod = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const write = route.schema instanceof $ZodType ? compileWriter(route.schema as z.ZodType) : null;
  if (!write) return viaZod;
  return (data: unknown) => write(data) ?? viaZod(data);
};
