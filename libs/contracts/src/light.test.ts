/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as light from './light';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every package a module of this folder imports, following its relative imports, each module read once. */
function packagesImportedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(path.join(here, file), 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)) {
    if (specifier!.startsWith('./')) packagesImportedFrom(`${specifier!.slice(2)}.ts`, seen).forEach((p) => packages.add(p));
    else packages.add(specifier!);
  }
  return packages;
}

describe('the light entry', () => {
  it('imports no zod, directly or through its modules, so a first paint can use it', () => {
    expect([...packagesImportedFrom('light.ts')].sort()).toEqual(['@nukkad/pricing']);
  });

  it('the import walk sees zod where it is imported, so it can fail', () => {
    expect(packagesImportedFrom('live-events.ts')).toContain('zod');
  });

  it('exports plain values only, among them the texts and the home categories the first paint needs', () => {
    const values = Object.values(light as Record<string, unknown>);
    expect(values.some((value) => value instanceof z.ZodType)).toBe(false);
    expect(light.HOME_CATEGORIES.map((category) => category.name)).toEqual(['Groceries', 'Restaurants', 'Medicines']);
    expect(light.ORDER_CONFIRMED_MESSAGE).toBe('Order Confirmed!');
  });
});
