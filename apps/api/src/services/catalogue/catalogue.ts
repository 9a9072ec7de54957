import {
  GROCERY_CATEGORIES,
  PAGE_SIZES,
  POPULAR_PRODUCTS_LIMIT,
  POPULAR_SHOPS_LIMIT,
  type Product,
  type Shop,
} from '@nukkad/contracts';
import { and, arrayContains, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, shops } from '../../db/schema';
import { invalid, notFound } from '../../lib/domain-error';
import { productWithShopColumns, shopProductIds, toProduct, toShop } from './mappers';

function shopsQuery(db: Db) {
  return db
    .select({ shop: shops, productIds: shopProductIds, ordered: sql<number>`coalesce(sum(${products.orderedCount}), 0)::int` })
    .from(shops)
    .leftJoin(products, eq(products.shopId, shops.id))
    .groupBy(shops.id)
    .$dynamic();
}

/** Open shops first, then the most ordered from. */
export async function getPopularShops(db: Db): Promise<Shop[]> {
  const rows = await shopsQuery(db)
    .orderBy(desc(shops.isOpen), sql`3 desc`, asc(shops.name))
    .limit(POPULAR_SHOPS_LIMIT);
  return rows.map((r) => toShop(r.shop, r.productIds));
}

/** Featured products: in stock, from open shops, most ordered first (walks the featured index). */
export async function getPopularProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.inStock, true), eq(shops.isOpen, true)))
    .orderBy(desc(products.orderedCount), asc(products.id))
    .limit(POPULAR_PRODUCTS_LIMIT);
  return rows.map(toProduct);
}

export async function getRestaurants(db: Db): Promise<Shop[]> {
  const rows = await shopsQuery(db)
    .where(eq(shops.category, 'Restaurant'))
    .orderBy(desc(shops.isOpen), asc(shops.name));
  return rows.map((r) => toShop(r.shop, r.productIds));
}

export async function getShopAndProducts(db: Db, shopId: string): Promise<{ shop: Shop; products: Product[] }> {
  const [row] = await shopsQuery(db).where(eq(shops.id, shopId));
  if (!row) throw notFound('SHOP_NOT_FOUND', 'Shop not found');
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.shopId, shopId))
    .orderBy(desc(products.inStock), asc(products.name));
  return { shop: toShop(row.shop, row.productIds), products: rows.map(toProduct) };
}

/** Products of one of the grocery categories, from grocery shops. */
export async function getGroceryProducts(db: Db, category: string): Promise<Product[]> {
  const known = GROCERY_CATEGORIES.find((c) => c.toLowerCase() === category.toLowerCase());
  if (!known) throw invalid('UNKNOWN_CATEGORY', `Unknown grocery category '${category}'`, 'category');
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(arrayContains(products.categories, [known]), eq(shops.category, 'Grocery')))
    .orderBy(desc(products.inStock), asc(products.name));
  return rows.map(toProduct);
}

/** Below this word similarity a name is not a typo of the query. */
const TYPO_THRESHOLD = 0.35;

/**
 * Search by product name, categories and shop name: full-text matches rank first,
 * trigram word similarity catches typos ("panner" → paneer). Paged for infinite scroll.
 */
export async function searchProducts(
  db: Db,
  query: string,
  page: number,
): Promise<{ products: Product[]; page: number; hasMore: boolean }> {
  const size = PAGE_SIZES.search;
  const tsquery = sql`plainto_tsquery('simple', ${query})`;
  const categoriesText = sql`nukkad_text_array(${products.categories})`;
  // Full-text hits first; then how few letters a typo is away; trigram likeness breaks the rest.
  const score = sql<number>`round((
      ts_rank(${products.searchVector}, ${tsquery}) * 2
      + greatest(
          nukkad_typo_closeness(${query}, ${products.name}),
          nukkad_typo_closeness(${query}, ${categoriesText}) * 0.8,
          nukkad_typo_closeness(${query}, ${shops.name}) * 0.7
        )
      + greatest(
          word_similarity(${query}, ${products.name}),
          word_similarity(${query}, ${categoriesText}) * 0.8,
          word_similarity(${query}, ${shops.name}) * 0.7
        ) * 0.5
    )::numeric, 3)`;
  const rows = await db.transaction(async (tx) => {
    // `<%` is index-assisted; its threshold is set for this transaction only.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return tx
      .select({ ...productWithShopColumns, score })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      // Candidates come from index-assisted matches: full text or typo on the product, typo on the shop name.
      .where(
        sql`${products.id} in (
          select id from products where search_vector @@ ${tsquery} or ${query} <% search_text
          union
          select p.id from products p join shops s on s.id = p.shop_id where ${query} <% s.name
        )`,
      )
      .orderBy(sql`${score} desc`, desc(products.inStock), desc(products.orderedCount), asc(products.name), asc(products.id))
      .limit(size + 1)
      .offset((page - 1) * size);
  });
  return { products: rows.slice(0, size).map(toProduct), page, hasMore: rows.length > size };
}
