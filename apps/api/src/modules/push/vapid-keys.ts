import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_VAPID_SUBJECT, type Config, type VapidKeys } from '../../config';
import { loadWebPush } from './web-push-library';

/** Where the embedded default keeps the key pair it generated on its first start. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as { publicKey?: unknown }).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as { privateKey?: unknown }).privateKey));

/**
 * The VAPID keys pushes are signed with: as configured (always in production); with the embedded database (no
 * DATABASE_URL), a pair generated on the first start and kept in DATA_DIR, so a browser's subscription outlives a
 * restart; otherwise (a development or test process on PostgreSQL) a pair of the process's own.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys & { source: 'configured' | 'data-dir' | 'process' }> {
  if (config.vapid) return { ...config.vapid, source: 'configured' };
  if (config.isProduction) throw new Error('VAPID keys are required in production');
  if (config.databaseUrl) return { ...(await loadWebPush()).generateVAPIDKeys(), subject: DEV_VAPID_SUBJECT, source: 'process' };
  const file = path.resolve(config.dataDir, VAPID_KEYS_FILE);
  const kept = await keptKeys(file);
  if (kept) return kept;
  const generated = (await loadWebPush()).generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': of two processes starting at once on one folder, the second finds the first's pair and uses it.
    await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await keptKeys(file))!;
    throw err;
  }
  return { ...generated, subject: DEV_VAPID_SUBJECT, source: 'data-dir' };
}

/** The pair kept in DATA_DIR, or undefined when there is none yet. */
async function keptKeys(file: string): Promise<(VapidKeys & { source: 'data-dir' }) | undefined> {
  const kept = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    },
  );
  if (kept === undefined) return undefined;
  if (!isKeyPair(kept)) throw new Error(`${file} holds no VAPID key pair: delete it to have a new one generated`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: DEV_VAPID_SUBJECT, source: 'data-dir' };
}
