import { SHOP_QR_URL_HEADER } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../http';
import { sellerShopKeys } from '../query-keys';

/** Where the seller's browser downloads the shop's QR code in each format (same origin, the session cookie). */
export const SHOP_QR_PATHS = { svg: '/api/shop/qr.svg', png: '/api/shop/qr.png' } as const;

export type ShopQr = { url: string; svg: string };

/**
 * GET /api/shop/qr.svg: the shop's QR code as SVG text and the address it opens (from its header). Not JSON, so not
 * through `request`; a refusal still carries the API's JSON error and becomes the same ApiError.
 */
export async function getShopQr(signal?: AbortSignal): Promise<ShopQr> {
  let res: Response;
  try {
    res = await fetch(SHOP_QR_PATHS.svg, { credentials: 'include', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    throw new ApiError(res.status, message ?? `Request failed (${res.status})`, [], message);
  }
  return { url: res.headers.get(SHOP_QR_URL_HEADER) ?? '', svg: await res.text() };
}
export const shopQrQueryOptions = () => queryOptions({ queryKey: sellerShopKeys.qr, queryFn: ({ signal }) => getShopQr(signal) });

export const useShopQr = (enabled = true) => useQuery({ ...shopQrQueryOptions(), enabled });
