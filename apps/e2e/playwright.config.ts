import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../tools/chromium.mjs';
import { E2E_PORT, SECRET_KEYS, chromiumPath } from './support/env';

/**
 * `npm test` runs the browser tests as two parts at once, each against its own server and database (E2E_PART): the
 * audits (axe and the 360 px width checks, which only look and keep the CPU busy) beside the journeys, which mostly
 * wait on the app. Without E2E_PART one run takes every test.
 */
const AUDITS = ['**/accessibility.spec.ts', '**/narrow-screens.spec.ts'];
// Journeys that mostly wait (a rider moving across the map, pushes, installs) go beside the audits, so both parts end together.
const BESIDE_AUDITS = ['**/rider-location.spec.ts', '**/push.spec.ts', '**/pwa.spec.ts'];
const SECOND_PART = [...AUDITS, ...BESIDE_AUDITS];
const part = process.env.E2E_PART as 'audits' | 'journeys' | undefined;

// Journeys run against the built apps, served by one API process with a fresh database:
// a new PostgreSQL database when DATABASE_URL is set (as the API tests do), else an embedded one.
export default defineConfig({
  testDir: './tests',
  ...(part === 'audits' ? { testMatch: SECOND_PART } : part === 'journeys' ? { testIgnore: SECOND_PART } : {}),
  // The longest journeys take close to a minute on a slow 2-core machine with PostgreSQL, and more on the embedded
  // database while the other part runs beside them: a budget that tight failed them there as they went on.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI tells a flaky journey from a broken one; either fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [
    ['list'],
    // The test command reads the counts from this file; plain runs skip it.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: `playwright-report${part ? `/${part}` : ''}` }] as ['html', { open: string; outputFolder: string }]]),
  ],
  outputDir: `test-results${part ? `/${part}` : ''}`,
  use: {
    // Recording a trace costs every passing test about a third of its time; CI records one on the retry of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../../tools/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server drop its throw-away database; the default SIGKILL would leave it behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { E2E_PORT: String(E2E_PORT), ADMIN_SECRET_KEY: SECRET_KEYS.admin, DELIVERY_SECRET_KEY: SECRET_KEYS.delivery },
  },
});
