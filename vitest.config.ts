import { defineConfig } from 'vitest/config';

// One runner for every unit and API test; each project picks its environment.
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
          include: ['libs/ui/src/**/*.test.{ts,tsx}', 'libs/api-client/src/**/*.test.tsx', 'apps/*-web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tools/vitest/web-setup.ts'],
          testTimeout: 15_000,
          // Worker threads start cheaper than forked processes: about a tenth less time over the component tests.
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // `npm run test:deep` runs every fuzz case and race round; `npm test` a seeded sample of them.
          provide: { proofDepth: process.env.PROOF_DEPTH === 'deep' ? 'deep' : 'sample' },
        },
      },
    ],
  },
});
