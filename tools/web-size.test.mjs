import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, formatReport, gzipBytes, initialChunks, initialScripts, resolveUrl, staticImports } from './web-size.mjs';

describe('initialScripts', () => {
  it('takes the entry, its preloads and render-blocking classic scripts, and leaves deferred scripts and prefetches out', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
      <link rel="preload" as="script" href="/assets/extra-c3.js">
      <link rel="stylesheet" href="/assets/index-d4.css">
      <link rel="prefetch" href="/assets/later-e5.js">
      <script src="/blocking.js"></script>
      <script id="sw" src="/registerSW.js" defer></script>
      <script async src="/analytics.js"></script>
      <!-- <script type="module" src="/assets/commented-out.js"></script> -->
    </head><body><div id="root"></div></body></html>`;
    expect(initialScripts(html)).toEqual([
      { url: '/assets/index-a1.js', module: true },
      { url: '/assets/vendor-b2.js', module: true },
      { url: '/assets/extra-c3.js', module: false },
      { url: '/blocking.js', module: false },
    ]);
  });

  it('reads attributes in any order and either kind of quotes', () => {
    expect(initialScripts(`<script src='/assets/a.js' type='module'></script><link href=/assets/b.js rel=modulepreload>`)).toEqual([
      { url: '/assets/a.js', module: true },
      { url: '/assets/b.js', module: true },
    ]);
  });
});

describe('staticImports', () => {
  it('lists what a chunk imports before it runs, and not what it loads on demand', async () => {
    const code = [
      'const deps=["assets/lazy-x.js"];',
      'import{a as b}from"./react-dom-1.js";',
      'import"./side-effect-2.js";',
      'export{c}from"./shared-3.js";',
      'export*from"./all-4.js";',
      'const page=()=>import("./page-5.js");',
      'const text="import x from \\"./not-an-import.js\\"";',
      'export{b};',
    ].join('\n');
    expect(await staticImports(code)).toEqual(['./react-dom-1.js', './side-effect-2.js', './shared-3.js', './all-4.js']);
  });
});

describe('resolveUrl', () => {
  it('resolves relative and absolute specifiers against the importing chunk, and refuses bare ones', () => {
    expect(resolveUrl('/assets/index.js', './vendor.js')).toBe('/assets/vendor.js');
    expect(resolveUrl('/assets/nested/page.js', '../vendor.js')).toBe('/assets/vendor.js');
    expect(resolveUrl('/index.html', '/assets/index.js')).toBe('/assets/index.js');
    expect(resolveUrl('/assets/index.js', 'react')).toBeNull();
  });
});

describe('initialChunks', () => {
  const site = (files) => (url) => files[url] ?? null;

  it('follows static imports through every level, counts a chunk once however often it is imported, and survives cycles', async () => {
    const files = {
      '/assets/index.js': 'import"./a.js";import{x}from"./b.js";const p=()=>import("./lazy.js");',
      '/assets/a.js': 'import"./b.js";export const a=1;',
      '/assets/b.js': 'import"./a.js";import"./c.js";export const x=2;',
      '/assets/c.js': 'export const c=3;',
      '/assets/lazy.js': 'import"./never.js";',
      '/assets/vendor.js': 'export const v=4;',
    };
    const html = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">';
    const chunks = await initialChunks(html, site(files));
    const urls = chunks.map((c) => c.url).sort();
    expect(urls).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/index.js', '/assets/vendor.js']);
    expect(chunks.find((c) => c.url === '/assets/c.js').code).toBe(files['/assets/c.js']);
  });

  it('does not parse a classic script for imports', async () => {
    const chunks = await initialChunks('<script src="/legacy.js"></script>', site({ '/legacy.js': 'var x = 1; // import "./nothing.js"' }));
    expect(chunks.map((c) => c.url)).toEqual(['/legacy.js']);
  });

  it('fails on a chunk the page names but the build lacks, and on an import the browser could not load', async () => {
    const gone = '<script type="module" src="/assets/gone.js"></script>';
    await expect(initialChunks(gone, site({}))).rejects.toThrow(/gone\.js.*not in the build/);
    await expect(
      initialChunks('<script type="module" src="/assets/index.js"></script>', site({ '/assets/index.js': 'import"react";' })),
    ).rejects.toThrow(/imports "react"/);
  });
});

describe('checkBudgets', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A built app: index.html loading index.js, which imports vendor.js; `bytes` of incompressible text in vendor.js. */
  function builtApp(app, bytes) {
    const assets = path.join(dir, app, 'dist', 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(dir, app, 'dist', 'index.html'), '<script type="module" src="/assets/index.js"></script>');
    writeFileSync(path.join(assets, 'index.js'), 'import"./vendor.js";');
    let noise = '';
    for (let i = 0; noise.length < bytes; i++) noise += Math.sin(i).toString(36).slice(2);
    writeFileSync(path.join(assets, 'vendor.js'), `export const v="${noise.slice(0, bytes)}";`);
  }

  it('sums the gzip sizes of an app’s initial chunks and fails the app over its budget, or not built at all', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'web-size-'));
    builtApp('small', 2_000);
    builtApp('large', 40_000);
    const { results, failed } = await checkBudgets(dir, { small: 5, large: 5, absent: 5 });
    const byApp = Object.fromEntries(results.map((r) => [r.app, r]));
    expect(failed).toBe(true);
    expect(byApp.small.over).toBe(false);
    expect(byApp.small.files.map((f) => f.url).sort()).toEqual(['/assets/index.js', '/assets/vendor.js']);
    expect(byApp.small.gzip).toBe(byApp.small.files.reduce((sum, f) => sum + f.gzip, 0));
    expect(byApp.large.over).toBe(true);
    expect(byApp.large.gzip).toBeGreaterThan(5_000);
    expect(byApp.absent).toMatchObject({ missing: true, over: true });

    const report = formatReport(results);
    expect(report).toMatch(/small\s+2\s+\d+\.\d\s+5\s+ok/);
    expect(report).toMatch(/large\s+2\s+\d+\.\d\s+5\s+OVER/);
    // An app over budget lists its chunks, so the report says where the weight is.
    expect(report).toMatch(/\/assets\/vendor\.js/);
    expect(report).toMatch(/absent\s+–\s+not built\s+5\s+OVER/);
  });

  it('passes when every app is within its budget', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'web-size-'));
    builtApp('small', 2_000);
    expect((await checkBudgets(dir, { small: 5 })).failed).toBe(false);
  });
});

describe('gzipBytes', () => {
  it('measures text as gzip sends it: repetitive code shrinks to a fraction', () => {
    const text = 'export const greeting = "namaste";'.repeat(50);
    const bytes = gzipBytes(text);
    expect(bytes).toBeLessThan(text.length / 5);
    expect(bytes).toBeGreaterThan(20);
  });
});
