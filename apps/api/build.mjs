// The API as compiled JavaScript: the server and the migration command bundled into dist/, with the workspace's own
// TypeScript libraries inside and every npm package left to node_modules (native addons, pglite's wasm, fonts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, 'dist');

/** npm packages stay imports; `@nukkad/*` (TypeScript sources behind workspace links) and relative files are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nukkad/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Sources find files beside them through `import.meta.url` (the migrations, the apps' builds, the invoice fonts): in
 * the bundle each keeps the address of its source file, taken relative to the bundle so the tree can move as a whole.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

const result = await build({
  entryPoints: { server: path.join(apiRoot, 'src/server.ts'), 'migrate-cli': path.join(apiRoot, 'src/db/migrate-cli.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [npmPackagesExternal, sourceFileUrls],
});

// The image installs the root's production dependencies only (npm ci --omit=dev): each package the bundle imports
// must be one of them, or the API would start here and fail there.
const { dependencies } = JSON.parse(await readFile(path.join(apiRoot, '../../package.json'), 'utf8'));
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const imported = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageOf(i.path)),
  ),
);
const missing = [...imported].filter((name) => !(name in dependencies));
if (missing.length) {
  console.error(`[api] the bundle imports ${missing.join(', ')}, which the root package.json lists only for development`);
  process.exit(1);
}

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`[api] bundled into ${pathToFileURL(outdir).pathname} (${Math.round(bytes / 1024)} kB of JavaScript)`);
