import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as contracts from './index';

const CONTROL_SAMPLES = ['\u0000', 'a\u0000b', '\u0007', 'x\u001b[0m', '\u007f'];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
};

/** The path of every string node in a schema that accepts one of the control-character samples. */
function stringsAcceptingControls(schema: z.ZodType, at: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const walk = (child: z.ZodType | null | undefined, path: string) => (child ? stringsAcceptingControls(child, path, seen) : []);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return CONTROL_SAMPLES.some((s) => schema.safeParse(s).success) ? [at] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${at}.${key}`));
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'pipe':
      return [...walk(def.in, at), ...walk(def.out, at)];
    case 'union':
      return (def.options ?? []).flatMap((o, i) => walk(o, `${at}|${i}`));
    case 'intersection':
      return [...walk(def.left, at), ...walk(def.right, at)];
    case 'record':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, i) => walk(item, `${at}[${i}]`)), ...walk(def.rest, `${at}[...]`)];
    case 'lazy':
      return walk(def.getter?.(), at);
    default:
      return [...walk(def.innerType, at)];
  }
}

const exportedSchemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('every string of the contracts', () => {
  it('the walk finds every kind of string field, so it can fail', () => {
    const loose = z.object({
      name: z.string().trim(),
      tags: z.array(z.string()).optional(),
      nested: z.object({ note: z.string().nullable() }).default({ note: null }),
      piped: z.string().pipe(z.string().min(1)),
      either: z.union([z.number(), z.string()]),
    });
    expect(stringsAcceptingControls(loose, 'loose')).toEqual([
      'loose.name',
      'loose.tags[]',
      'loose.nested.note',
      'loose.piped',
      'loose.piped',
      'loose.either|1',
    ]);
  });

  it('is walked in a good number of exported schemas', () => {
    expect(exportedSchemas.length).toBeGreaterThan(40);
    const names = exportedSchemas.map(([name]) => name);
    for (const name of ['userSignupBodySchema', 'searchParamsSchema', 'groceryQuerySchema', 'productSchema', 'errorReplySchema']) {
      expect(names).toContain(name);
    }
  });

  it('refuses control characters in every field, parameter and query string', () => {
    const accepting = exportedSchemas.flatMap(([name, schema]) => stringsAcceptingControls(schema, name));
    accepting.push(...stringsAcceptingControls(contracts.envelope({}), 'envelope'));
    expect(accepting).toEqual([]);
  });
});
