import { NO_SHOP_MESSAGE } from '@nukkad/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import { findSellerShop } from './shops';
import { onFirstUse } from '../../lib/on-first-use';

export const SHOP_QR_FORMATS = ['svg', 'png'] as const;
export type ShopQrFormat = (typeof SHOP_QR_FORMATS)[number];

const loadQrCode = onFirstUse(async () => (await import('qrcode')).default);

/** Large enough to print on a counter card and still scan from a phone held at arm's length. */
const PNG_WIDTH = 1024;
/** The quiet zone scanners need, in modules. */
const MARGIN = 2;

/** The customer app's address: the configured one, else the caller's host with the app's label (seller., admin.) replaced by shop. */
export function customerAppUrl(configured: string | undefined, request: { protocol: string; host: string }, appLabels: readonly string[]): string {
  if (configured) return configured;
  const [first, ...rest] = request.host.split('.');
  const base = first && appLabels.includes(first.toLowerCase()) && rest.length > 0 ? rest.join('.') : request.host;
  return `${request.protocol}://shop.${base}`;
}

/**
 * The seller's own shop's QR code, opening its page in the customer app, as an SVG or a PNG; both come from here so
 * they always encode the same address. 409 while the seller has no shop.
 */
export async function shopQrCode(db: Db, actor: Actor, input: { format: ShopQrFormat; customerAppUrl: string }) {
  const shop = await findSellerShop(db, actor);
  if (!shop) throw conflict('NO_SHOP', NO_SHOP_MESSAGE);
  const url = `${input.customerAppUrl}/shop/${encodeURIComponent(shop.id)}`;
  const QRCode = await loadQrCode();
  const options = { errorCorrectionLevel: 'M' as const, margin: MARGIN };
  const body =
    input.format === 'svg'
      ? Buffer.from(await QRCode.toString(url, { ...options, type: 'svg' }))
      : await QRCode.toBuffer(url, { ...options, type: 'png', width: PNG_WIDTH });
  const fileName = `${shop.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'shop'}-qr.${input.format}`;
  return { url, body, fileName, contentType: input.format === 'svg' ? 'image/svg+xml' : 'image/png' };
}
