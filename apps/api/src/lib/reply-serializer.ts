import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** Where a reply left its schema: the paths and kinds of fault, never the values. */
export type ReplyIssue = { path: string; code: string };

/** A reply its route's schema cannot write, or (when replies are checked) one off its schema: a masked 500. */
export class ReplyMismatchError extends Error {
  readonly statusCode = 500;

  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: ReplyIssue[],
    options: ErrorOptions,
  ) {
    super(`The reply of ${method} ${url} does not match its schema`, options);
    this.name = 'ReplyMismatchError';
  }
}

/**
 * A nullable field as one schema with `type: [T, 'null']`: the writer then picks by type, where `anyOf` would run a
 * validator on each reply, and refuse a nullable object carrying more fields than its schema's.
 */
function nullableAsTypeList({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const [value, nothing, ...more] = jsonSchema.anyOf ?? [];
  if (zodSchema._zod.def.type !== 'nullable' || more.length || typeof value !== 'object' || typeof nothing !== 'object') return;
  if (nothing.type !== 'null' || typeof value.type !== 'string') return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, value, { type: [value.type, 'null'] });
}

// Many routes share a schema (the error replies), and tests build the app many times in one process.
const writers = new WeakMap<z.ZodType, (data: unknown) => string>();

function writerOf(schema: z.ZodType): (data: unknown) => string {
  let write = writers.get(schema);
  if (!write) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', override: nullableAsTypeList });
    write = fastJsonStringify(jsonSchema as Schema);
    writers.set(schema, write);
  }
  return write;
}

/**
 * Writes each route's replies with fast-json-stringify, compiled once from the reply schema's JSON Schema: only the
 * schema's fields reach the wire, the required ones first, each group in the schema's order. With `checkReplies`
 * (development and tests) each reply is first checked against the zod schema itself, as the writer would quietly
 * coerce a wrong type rather than refuse it.
 */
export function replySerializerCompiler({ checkReplies }: { checkReplies: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const write = writerOf(schema);
    return (data) => {
      if (checkReplies) {
        const result = z.safeEncode(schema, data);
        if (!result.success) {
          const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
          throw new ReplyMismatchError(method, url, issues, { cause: result.error });
        }
      }
      try {
        return write(data);
      } catch (err) {
        throw new ReplyMismatchError(method, url, [{ path: '', code: 'unwritable' }], { cause: err });
      }
    };
  };
}
