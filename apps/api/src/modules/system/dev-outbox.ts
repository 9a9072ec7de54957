import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devOutbox } from '../../db/schema';
import { notFound } from '../../lib/domain-error';

/** True for a loopback peer (127.0.0.0/8, ::1, or an IPv4 loopback mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * What the development SMS sender sent: only outside production and only to this machine
 * (the connection's own peer address, never a forwarded header); to anyone else it does not exist.
 */
export async function readDevOutbox(db: Db, input: { isProduction: boolean; peerAddress: string | undefined; phone?: string }) {
  if (input.isProduction || !isLoopback(input.peerAddress)) throw notFound('NOT_FOUND', 'Not found');
  const rows = await db
    .select()
    .from(devOutbox)
    .where(input.phone ? eq(devOutbox.phone, input.phone) : undefined)
    .orderBy(desc(devOutbox.createdAt))
    .limit(50);
  return rows.map((r) => ({ phone: r.phone, code: r.code, text: r.text, createdAt: r.createdAt.toISOString() }));
}
