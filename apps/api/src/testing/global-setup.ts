import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { loadConfig, loadProofKnobs, type ProofKnobs } from '../config';
import { connectPostgres } from '../db/client';

export type TestDatabaseMode = { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseMode;
    proofKnobs: ProofKnobs;
  }
}

// A template of its own for every run, so concurrent runs never share one.
const TEMPLATE = `nukkad_test_tpl_${process.pid}_${Date.now()}`;
let stopContainer: (() => Promise<unknown>) | undefined;

/** Migrates a template database once; every test file clones it into a fresh database. */
async function prepareTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
    await admin.query(`create database ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const database = connectPostgres(url.toString());
  await database.migrate();
  await database.close();
}

async function tryTestcontainers(): Promise<string | undefined> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return undefined; // no Docker engine here
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:16-alpine').start();
  stopContainer = () => container.stop();
  return container.getConnectionUri();
}

// DATABASE_URL if set, else Testcontainers when Docker answers, else PGlite (DESIGN §8).
export default async function setup(project: TestProject) {
  project.provide('proofKnobs', loadProofKnobs());
  const adminUrl = loadConfig().databaseUrl ?? (await tryTestcontainers());
  if (adminUrl) {
    await prepareTemplate(adminUrl);
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template: TEMPLATE });
  } else {
    project.provide('testDatabase', { kind: 'pglite' });
  }
  return async () => {
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${TEMPLATE} with (force)`).finally(() => admin.end());
    }
    await stopContainer?.();
  };
}
