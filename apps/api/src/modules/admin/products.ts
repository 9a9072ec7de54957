import { PAGE_SIZES, type AdminProductsReply } from '@nukkad/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { searchEveryProduct } from '../catalogue/catalogue';
import { productWithShopColumns, toProduct } from '../catalogue/mappers';
import { adminOnly } from './common';

/** Products on one page of the admin's products list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = PAGE_SIZES.adminProducts;

type AdminProductsPage = Omit<AdminProductsReply, 'success' | 'message'>;

/**
 * GET /api/admin/products?search&page: without `search`, every product by name, a page at a time; with it, the
 * customer's search (typos, synonyms, ranking) over every product, best match first. Each with the seller's username.
 */
export async function getAdminProducts(db: Db, actor: Actor, input: { search: string; page: number }): Promise<AdminProductsPage> {
  adminOnly(actor);
  const size = ADMIN_PRODUCTS_PAGE_SIZE;
  const { products: found, total: matching } = input.search
    ? await searchEveryProduct(db, { query: input.search, page: input.page, size })
    : await everyProductByName(db, input.page, size);
  const owners =
    found.length === 0
      ? []
      : await db
          .select({ id: sellers.id, username: sellers.username })
          .from(sellers)
          .where(inArray(sellers.id, [...new Set(found.map((p) => p.seller))]));
  const usernameOf = new Map(owners.map((o) => [o.id, o.username]));
  return {
    products: found.map((product) => ({ ...product, sellerUsername: usernameOf.get(product.seller) ?? '' })),
    currentPage: input.page,
    totalPages: Math.ceil(matching / size),
  };
}

async function everyProductByName(db: Db, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(productWithShopColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .orderBy(asc(products.name), asc(products.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(products),
  ]);
  return { products: rows.map(toProduct), total: total?.n ?? 0 };
}
