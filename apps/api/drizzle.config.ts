import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the schema; they run on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
});
