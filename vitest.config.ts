import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The test files under `folders` that replace a module (`vi.mock`). The other files of a project share their worker's
 * module cache (no isolation: most of their time went on importing the API or the apps again for each file), where a
 * module another file imported first would stay the real one; these run in a project of their own, isolated.
 */
function filesReplacingModules(folders: string[], testFile: RegExp): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file))
      .filter((file) => testFile.test(file) && readFileSync(file, 'utf8').includes('vi.mock(')),
  );
}

const WEB_TESTS = ['libs/ui/src/**/*.test.{ts,tsx}', 'libs/api-client/src/**/*.test.tsx', 'apps/*-web/src/**/*.test.{ts,tsx}'];
const webReplacing = [
  ...filesReplacingModules(['libs/ui/src', 'apps/customer-web/src', 'apps/seller-web/src', 'apps/admin-web/src', 'apps/delivery-web/src'], /\.test\.tsx?$/),
  ...filesReplacingModules(['libs/api-client/src'], /\.test\.tsx$/),
];
const apiReplacing = filesReplacingModules(['apps/api/src'], /\.test\.ts$/);

/** The API tests' settings, in both of their projects. */
const API_TESTS = {
  environment: 'node',
  globalSetup: ['apps/api/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // `npm run test:deep` runs every fuzz case and race round; `npm test` a seeded sample of them.
  provide: { proofDepth: process.env.PROOF_DEPTH === 'deep' ? 'deep' : 'sample' },
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, so every file ran in turn.
    // Two files at once nearly halve the web tests and overlap the API tests' waits on PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'libs',
          environment: 'node',
          include: ['libs/{contracts,pricing,api-client}/src/**/*.test.ts'],
        },
      },
      {
        test: { name: 'tools', environment: 'node', include: ['tools/**/*.test.mjs'] },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: WEB_TESTS,
          exclude: webReplacing,
          setupFiles: ['tools/vitest/web-setup.ts'],
          testTimeout: 15_000,
          // Worker threads start cheaper than forked processes: about a tenth less time over the component tests.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          environment: 'happy-dom',
          include: webReplacing,
          setupFiles: ['tools/vitest/web-setup.ts'],
          testTimeout: 15_000,
          pool: 'threads',
        },
      },
      {
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], exclude: apiReplacing, isolate: false, ...API_TESTS },
      },
      {
        test: { name: 'api-isolated', include: apiReplacing, ...API_TESTS },
      },
    ],
  },
});
