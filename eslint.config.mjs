import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import jsoncParser from 'jsonc-eslint-parser';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureIsolation from './tools/eslint/feature-isolation.mjs';
import { moneyArithmetic, statusLists } from './tools/eslint/facts-in-one-place.mjs';

const webApps = ['type:contracts', 'type:pricing', 'type:ui', 'type:api-client'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', '**/.nx/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { '@nx': nx, nukkad: { rules: { 'feature-isolation': featureIsolation, 'status-lists': statusLists, 'money-arithmetic': moneyArithmetic } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'nukkad/feature-isolation': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Contracts reuse pricing's order types and rupees rule; pricing depends on nothing, so neither can reach the other's dependants.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts', 'type:pricing'], allowedExternalImports: ['zod', 'vitest'] },
            { sourceTag: 'type:pricing', onlyDependOnLibsWithTags: ['type:pricing'], allowedExternalImports: ['zod', 'vitest'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:pricing'],
              bannedExternalImports: ['@tanstack/*', 'fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'node:*'],
            },
            {
              sourceTag: 'type:api-client',
              onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'node:*'],
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:pricing'],
              bannedExternalImports: ['react', 'react-dom', 'react-router', '@tanstack/*', 'leaflet', 'react-leaflet'],
            },
            ...['customer', 'seller', 'admin', 'delivery'].map((app) => ({
              sourceTag: `scope:${app}`,
              onlyDependOnLibsWithTags: webApps,
              bannedExternalImports: ['drizzle-orm*', 'pg', '@electric-sql/*', 'fastify*', '@fastify/*', 'node:*'],
            })),
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    // Statuses are listed in contracts and money is added up in pricing, nowhere else. Tests, their testing/ helpers
    // and the browser tests write expected values by hand on purpose; tools/ (bench, city generator) is not covered yet.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'libs/contracts/src/**'],
    rules: { 'nukkad/status-lists': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'libs/pricing/src/**'],
    rules: { 'nukkad/money-arithmetic': 'error' },
  },
  {
    // Each project declares the packages its shipped code imports; tests, fixtures and build configs use the root's.
    files: ['apps/*/package.json', 'libs/*/package.json'],
    plugins: { '@nx': nx },
    languageOptions: { parser: jsoncParser },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          buildTargets: ['typecheck'],
          ignoredFiles: [
            '{projectRoot}/**/*.test.{ts,tsx}',
            '{projectRoot}/**/testing/**',
            '{projectRoot}/vite.config.ts',
            '{projectRoot}/drizzle.config.ts',
            '{projectRoot}/build.mjs',
            '{projectRoot}/playwright.config.ts',
            'apps/e2e/**',
          ],
        },
      ],
    },
  },
  {
    // Build and browser-test configs share the one Vite setup and the Chromium flags under tools/, not a project of the graph.
    files: ['apps/*-web/vite.config.ts', 'apps/e2e/playwright.config.ts', 'apps/e2e/support/env.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Fixtures stay out of the bundles: only tests and their testing/ helpers import a lib's ./testing entry.
    files: ['apps/*-web/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@nukkad/*/testing', '**/testing', '**/testing/*'], message: 'Test fixtures are for tests only.' }] }] },
  },
  {
    // Tests read loosely typed replies.
    files: ['**/*.test.{ts,tsx}', 'apps/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/*-web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/api-client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
