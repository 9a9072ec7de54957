import pg from 'pg';

/** A fresh database on the PostgreSQL server `adminUrl` names, for one bench run alone; 'drop' removes it. */
export async function withDatabase(adminUrl: string, name: string, action: 'create' | 'drop'): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    if (action === 'create') await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
