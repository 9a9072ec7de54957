import {
  type AddProductBody,
  type AddShopBody,
  type ChangeSellerPasswordBody,
  type EditProductBody,
  type EditShopBody,
  messageReplySchema,
  salesReplySchema,
  sellerProductReplySchema,
  sellerProductsReplySchema,
  sellerProfileReplySchema,
  sellerShopReplySchema,
  type UpdateSellerProfileBody,
  updateShopStatusReplySchema,
  updateStockReplySchema,
  UPLOAD_FIELD,
  uploadReplySchema,
} from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from './http';
import { sellerShopKeys } from './query-keys';

/** The seller's own shop, products, profile and sales (spec §7 seller calls). */

const id = encodeURIComponent;

export const getSellerProfile = (signal?: AbortSignal) =>
  request('/shop/seller-profile', { reply: sellerProfileReplySchema, signal });
export const sellerProfileQueryOptions = () =>
  queryOptions({ queryKey: sellerShopKeys.profile, queryFn: ({ signal }) => getSellerProfile(signal), retry: false });

export const updateShopStatus = (isOpen: boolean) =>
  request('/shop/update-status', { method: 'PUT', body: { isOpen }, reply: updateShopStatusReplySchema });

export const updateSellerProfile = (body: UpdateSellerProfileBody) =>
  request('/shop/update-profile', { method: 'PUT', body, reply: messageReplySchema });

export const changeSellerPassword = (sellerId: string, body: ChangeSellerPasswordBody) =>
  request(`/user-profile/change-seller-password/${id(sellerId)}`, { method: 'PUT', body, reply: messageReplySchema });

export const getSellerShop = (shopId: string, signal?: AbortSignal) =>
  request(`/shop/getShop/${id(shopId)}`, { reply: sellerShopReplySchema, signal });
export const sellerShopQueryOptions = (shopId: string) =>
  queryOptions({ queryKey: sellerShopKeys.shop(shopId), queryFn: ({ signal }) => getSellerShop(shopId, signal) });

// The spec reads nothing from these two replies; the API answers with the shop.
export const addShop = (body: AddShopBody) => request('/shop/add-shop', { method: 'POST', body, reply: sellerShopReplySchema });
export const editShop = (body: EditShopBody) => request('/shop/edit-shop', { method: 'PUT', body, reply: sellerShopReplySchema });

export const getSellerProducts = (signal?: AbortSignal) =>
  request('/shop/get-products', { reply: sellerProductsReplySchema, signal });
export const sellerProductsQueryOptions = () =>
  queryOptions({ queryKey: sellerShopKeys.products, queryFn: ({ signal }) => getSellerProducts(signal) });

export const getSellerProduct = (productId: string, signal?: AbortSignal) =>
  request(`/shop/getProduct/${id(productId)}`, { reply: sellerProductReplySchema, signal });
export const sellerProductQueryOptions = (productId: string) =>
  queryOptions({ queryKey: sellerShopKeys.product(productId), queryFn: ({ signal }) => getSellerProduct(productId, signal) });

export const addProduct = (body: AddProductBody) =>
  request('/shop/add-product', { method: 'POST', body, reply: sellerProductReplySchema });
export const editProduct = (body: EditProductBody) =>
  request('/shop/edit-product', { method: 'PUT', body, reply: sellerProductReplySchema });

export const updateStock = (productId: string) =>
  request('/shop/update-stock', { method: 'PUT', body: { productId }, reply: updateStockReplySchema });

export const getSellerSales = (days: number, signal?: AbortSignal) =>
  request('/shop/sales', { query: { days }, reply: salesReplySchema, signal });
export const sellerSalesQueryOptions = (days: number) =>
  queryOptions({ queryKey: sellerShopKeys.sales(days), queryFn: ({ signal }) => getSellerSales(days, signal) });

/** `POST /upload` (multipart, files under `photos`): each image comes back as its full-size and card-size paths. */
export async function uploadImages(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file, file.name);
  let res: Response;
  try {
    res = await fetch('/upload', { method: 'POST', credentials: 'include', headers: { accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const data: unknown = await res.json().catch(() => null);
  const body = (data ?? {}) as { success?: boolean; message?: string };
  if (!res.ok || body.success === false) {
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
    throw new ApiError(res.status, serverMessage ?? `Upload failed (${res.status})`, [], serverMessage);
  }
  const parsed = uploadReplySchema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, 'The server sent an unexpected reply.');
  return parsed.data.files;
}
