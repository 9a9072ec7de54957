import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@nukkad/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/demo-data';
import { SEARCH_QUALITY_TABLE, type SearchExpectation } from '../../testing/search-quality-table';
import { freshDatabase } from '../../testing/test-app';
import { searchProducts } from './catalogue';

/** Why a first page misses what the row expects, or undefined when it is right. */
function missOf(row: SearchExpectation, results: Product[]): string | undefined {
  const first = results[0];
  if (row.none) return first ? `expected nothing, got '${first.name}'` : undefined;
  if (!first) return 'no results';
  if (row.first && !row.first.test(first.name)) return `first is '${first.name}'`;
  if (row.shop && first.shopName !== row.shop) return `first is '${first.name}' of '${first.shopName}'`;
  if (row.category && !first.categories.some((c) => row.category!.test(c))) return `first is '${first.name}' in ${first.categories.join(', ')}`;
  if (row.alsoShows && !results.some((p) => p.name === row.alsoShows)) return `'${row.alsoShows}' is not on the first page`;
  return undefined;
}

describe('search quality on the demo catalogue', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let uploadsDir: string;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'nukkad-search-quality-'));
    await seedDemoData(database.db, { uploadsDir });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it(`finds what shoppers mean for ${SEARCH_QUALITY_TABLE.length} real queries`, async () => {
    expect(SEARCH_QUALITY_TABLE.length).toBeGreaterThanOrEqual(60);
    const scope = { medicinesEnabled: false };
    const rows: { query: string; kind: string; verdict: string }[] = [];
    for (const row of SEARCH_QUALITY_TABLE) {
      const found = await searchProducts(database.db, scope, { query: row.query, page: 1 });
      rows.push({ query: row.query, kind: row.kind, verdict: missOf(row, found.products) ?? 'ok' });
    }
    const passed = rows.filter((r) => r.verdict === 'ok').length;
    console.log(
      [
        `search quality: ${passed} of ${rows.length} queries (${((100 * passed) / rows.length).toFixed(1)} %) give what the shopper meant first`,
        ...rows.map((r) => `  ${r.verdict === 'ok' ? 'ok  ' : 'MISS'} ${r.kind.padEnd(15)} ${JSON.stringify(r.query).padEnd(20)} ${r.verdict === 'ok' ? '' : r.verdict}`),
      ].join('\n'),
    );
    expect(rows.filter((r) => r.verdict !== 'ok')).toEqual([]);
  }, 60_000);
});
