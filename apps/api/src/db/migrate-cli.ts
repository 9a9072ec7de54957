import { loadConfig } from '../config';
import { connectDatabase } from './client';

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
const config = loadConfig();
const database = await connectDatabase(config, console);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
