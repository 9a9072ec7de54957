// `npm run size:web` (and a step of `npm test`): the JavaScript each built app makes the browser load before its first
// paint — the entry script, what it imports statically and what index.html preloads — gzip-compressed, against a budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Initial JavaScript budgets in kB (1 kB = 1000 bytes, as Vite prints them) of gzip: the customer home must paint on a slow phone. */
export const BUDGETS_KB = { 'customer-web': 100, 'seller-web': 120, 'admin-web': 120, 'delivery-web': 120 };

/** The attributes of one HTML tag's text, e.g. ` type="module" src="/a.js" crossorigin` → { type, src, crossorigin }. */
function attributes(text) {
  const attrs = {};
  for (const m of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/**
 * The scripts index.html makes the browser fetch for the first paint: each module `<script src>` (the app renders it),
 * each classic one that blocks rendering (neither async nor defer), and each `<link rel="modulepreload">` or
 * `<link rel="preload" as="script">`. Deferred classic scripts run after the page is parsed, and prefetches are for
 * later pages: both are left out.
 */
export function initialScripts(html) {
  const found = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = m[1].toLowerCase();
    const attrs = attributes(m[2]);
    if (tag === 'script' && attrs.src) {
      const module = attrs.type === 'module';
      if (module || !('async' in attrs || 'defer' in attrs)) found.push({ url: attrs.src, module });
    } else if (tag === 'link') {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload') && attrs.href) found.push({ url: attrs.href, module: true });
      else if (rel.includes('preload') && attrs.as === 'script' && attrs.href) found.push({ url: attrs.href, module: false });
    }
  }
  return found;
}

/**
 * The modules a built chunk imports statically (`import … from`, `import "…"`, `export … from`): the browser fetches
 * them before the chunk runs. Dynamic `import()` is not followed; it loads when the code asks for it.
 */
export async function staticImports(code) {
  const { parseAst } = await import('vite');
  const program = parseAst(code);
  const specifiers = [];
  for (const node of program.body) {
    const fromModule = node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration';
    if (fromModule && node.source) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

/** Resolves an import specifier of the chunk at `fromUrl` (a site path such as /assets/a.js) to a site path. */
export function resolveUrl(fromUrl, specifier) {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  return path.posix.normalize(specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(fromUrl), specifier));
}

/**
 * Every script reachable before the first paint: the page's initial scripts and, for module scripts, their static
 * imports, each counted once. `read(url)` returns a file's text, or null when it is not in the build.
 */
export async function initialChunks(html, read) {
  const seen = new Map();
  const queue = initialScripts(html).map((s) => ({ ...s, url: resolveUrl('/index.html', s.url) ?? s.url }));
  while (queue.length > 0) {
    const { url, module } = queue.shift();
    if (seen.has(url)) continue;
    const code = read(url);
    if (code === null) throw new Error(`${url} is named by the page but is not in the build`);
    seen.set(url, code);
    if (!module) continue;
    for (const specifier of await staticImports(code)) {
      const next = resolveUrl(url, specifier);
      if (next === null) throw new Error(`${url} imports "${specifier}", which the browser cannot load from this site`);
      queue.push({ url: next, module: true });
    }
  }
  return [...seen].map(([url, code]) => ({ url, code }));
}

/** Bytes of `text` under gzip at level 9, the way a server sending pre-compressed files would send it. */
export const gzipBytes = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The initial JavaScript of one built app (its dist/ folder). */
export async function measureApp(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const read = (url) => {
    const file = path.join(distDir, ...url.split('/').filter(Boolean));
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const chunks = await initialChunks(html, read);
  const files = chunks.map((c) => ({ url: c.url, gzip: gzipBytes(c.code) }));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * Every app of BUDGETS_KB under `appsDir` (apps/<app>/dist) against its budget. An app that is not built fails too:
 * a check that measured nothing must not pass.
 */
export async function checkBudgets(appsDir = path.join(root, 'apps'), budgets = BUDGETS_KB) {
  const results = [];
  for (const [app, budgetKb] of Object.entries(budgets)) {
    const distDir = path.join(appsDir, app, 'dist');
    if (!existsSync(path.join(distDir, 'index.html'))) {
      results.push({ app, budgetKb, missing: true, over: true, files: [], gzip: 0 });
      continue;
    }
    const { files, gzip } = await measureApp(distDir);
    results.push({ app, budgetKb, missing: false, over: gzip > budgetKb * 1000, files, gzip });
  }
  return { results, failed: results.some((r) => r.over) };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The table `npm run size:web` prints: one row per app, and its files (largest first) when over budget or asked for. */
export function formatReport(results, { verbose = false } = {}) {
  const rows = [];
  for (const r of results) {
    if (r.missing) {
      rows.push([r.app, '–', 'not built', String(r.budgetKb), 'OVER']);
      continue;
    }
    rows.push([r.app, String(r.files.length), kb(r.gzip), String(r.budgetKb), r.over ? 'OVER' : 'ok']);
    if (verbose || r.over) for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) rows.push([`  ${f.url}`, '', kb(f.gzip), '', '']);
  }
  const header = ['app', 'files', 'kB gzip', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
  return ['Initial JavaScript (entry, its static imports and preloads; gzip -9):', line(header), ...rows.map(line)].join('\n');
}

async function main() {
  const { results, failed } = await checkBudgets();
  console.log(formatReport(results, { verbose: process.argv.includes('--verbose') }));
  for (const r of results.filter((x) => x.missing)) console.error(`[size] ${r.app} is not built; run: npx nx build ${r.app}`);
  if (failed) console.error('[size] over budget: load the rest lazily (routes, heavy libraries), or justify a new budget here.');
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
