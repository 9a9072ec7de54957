import type { AdminProductsReply } from '@nukkad/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { productWithShopColumns, toProduct } from '../catalogue/mappers';
import { adminOnly, containing } from './common';

/** Products on one page of the admin's products list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/**
 * GET /api/admin/products?search&page: every product by name, a page at a time, with the seller's username;
 * `search` matches part of a product's name or categories (through the trigram index on search_text).
 */
export async function getAdminProducts(
  db: Db,
  actor: Actor,
  input: { search: string; page: number },
): Promise<Omit<AdminProductsReply, 'success' | 'message'>> {
  adminOnly(actor);
  const where = input.search ? sql`${products.searchText} like ${containing(input.search.toLowerCase())}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...productWithShopColumns, sellerUsername: sellers.username })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(ADMIN_PRODUCTS_PAGE_SIZE)
      .offset((input.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map(({ sellerUsername, ...row }) => ({ ...toProduct(row), sellerUsername })),
    currentPage: input.page,
    totalPages: Math.ceil((total?.n ?? 0) / ADMIN_PRODUCTS_PAGE_SIZE),
  };
}
