import {
  GROCERY_CATEGORIES,
  PAGE_SIZES,
  POPULAR_PRODUCTS_LIMIT,
  POPULAR_SHOPS_LIMIT,
  type Product,
  type Shop,
  type ShopCard,
} from '@nukkad/contracts';
import { and, arrayContains, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, shops } from '../../db/schema';
import { invalid, notFound } from '../../lib/domain-error';
import { productCardColumns, productWithShopColumns, toProduct, toShop, toShopCard } from './mappers';

/** Who is browsing does not matter; what the catalogue may show does. */
export type CatalogueScope = {
  /** Off until medicines launch: pharmacies and their products stay out of every public read. */
  medicinesEnabled: boolean;
};

type Paged<T> = T & { page: number; hasMore: boolean };

/** The shops a customer may see under this scope (undefined: all of them). */
function visibleShops(scope: CatalogueScope): SQL | undefined {
  return scope.medicinesEnabled ? undefined : ne(shops.category, 'Pharmacy');
}

/** Reads one row more than a page to tell whether another page follows. */
function paged<T>(rows: T[], size: number) {
  return { items: rows.slice(0, size), hasMore: rows.length > size };
}

// `desc nulls last` matches the list indexes (shops, featured products), so an ordering is walked, not sorted.
const openFirst = sql`${shops.isOpen} desc nulls last`;
const inStockFirst = sql`${products.inStock} desc nulls last`;
const mostOrderedFirst = sql`${products.orderedCount} desc nulls last`;

/** Open shops first, then the most ordered from (a figure the products trigger keeps), then by name. */
export async function getPopularShops(db: Db, scope: CatalogueScope): Promise<ShopCard[]> {
  const rows = await db
    .select()
    .from(shops)
    .where(visibleShops(scope))
    .orderBy(openFirst, sql`${shops.orderedCount} desc nulls last`, asc(shops.name))
    .limit(POPULAR_SHOPS_LIMIT);
  return rows.map(toShopCard);
}

/** Featured products: in stock, from open shops, most ordered first (walks the featured index). */
export async function getPopularProducts(db: Db, scope: CatalogueScope): Promise<Product[]> {
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.inStock, true), eq(shops.isOpen, true), visibleShops(scope)))
    .orderBy(sql`${products.orderedCount} desc nulls last`, asc(products.id))
    .limit(POPULAR_PRODUCTS_LIMIT);
  return rows.map(toProduct);
}

/** Restaurants as their cards show them, open first, a page at a time, optionally those whose name holds `search`. */
export async function getRestaurants(
  db: Db,
  input: { page: number; search: string },
): Promise<Paged<{ restaurants: ShopCard[] }>> {
  const size = PAGE_SIZES.restaurants;
  const needle = input.search.trim();
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.category, 'Restaurant'), needle ? ilike(shops.name, `%${escapeLike(needle)}%`) : undefined))
    .orderBy(openFirst, asc(shops.name), asc(shops.id))
    .limit(size + 1)
    .offset((input.page - 1) * size);
  const { items, hasMore } = paged(rows, size);
  return { restaurants: items.map(toShopCard), page: input.page, hasMore };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A shop and one page of its products, in stock first, then by name (walks the shop's product index). */
export async function getShopAndProducts(
  db: Db,
  scope: CatalogueScope,
  input: { shopId: string; page: number },
): Promise<Paged<{ shop: Shop; products: Product[] }>> {
  const size = PAGE_SIZES.shopProducts;
  const [shop] = await db.select().from(shops).where(and(eq(shops.id, input.shopId), visibleShops(scope)));
  if (!shop) throw notFound('SHOP_NOT_FOUND', 'Shop not found');
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(eq(products.shopId, input.shopId))
    .orderBy(inStockFirst, asc(products.name), asc(products.id))
    .limit(size + 1)
    .offset((input.page - 1) * size);
  const { items, hasMore } = paged(rows, size);
  // The shop's facts every product card shows are the shop's own: no join needed.
  const list = items.map((product) => toProduct({ product, shopName: shop.name, shopType: shop.category, shopIsOpen: shop.isOpen }));
  return { shop: toShop(shop, list.map((p) => p._id)), products: list, page: input.page, hasMore };
}

/** Products of one of the grocery categories, from grocery shops, a page at a time. */
export async function getGroceryProducts(db: Db, input: { category: string; page: number }): Promise<Paged<{ products: Product[] }>> {
  const known = GROCERY_CATEGORIES.find((c) => c.toLowerCase() === input.category.toLowerCase());
  if (!known) throw invalid('UNKNOWN_CATEGORY', `Unknown grocery category '${input.category}'`, 'category');
  const size = PAGE_SIZES.grocery;
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(arrayContains(products.categories, [known]), eq(shops.category, 'Grocery')))
    .orderBy(inStockFirst, mostOrderedFirst, asc(products.name), asc(products.id))
    .limit(size + 1)
    .offset((input.page - 1) * size);
  const { items, hasMore } = paged(rows, size);
  return { products: items.map(toProduct), page: input.page, hasMore };
}

/** Each index path offers at most this many candidates; only they are scored, so a common word costs no more than a rare one. */
const CANDIDATES_PER_PATH = 60;
/** A query word reaches a catalogue word at most one edit (a swap counting one) per four letters away. */
const CLOSE_ENOUGH = 0.75;
/** Results scoring below this share of the best match are too far from the query to show. */
const RELATIVE_FLOOR = 0.5;

/**
 * The query as a full-text query over catalogue words: each query word becomes the words of the search
 * vocabulary within reach of it (itself, a typo, swapped letters), and every such group must match.
 * Null when some query word is near no catalogue word (a shop's name, say). A step of the search statement,
 * so a search is one round trip.
 */
function correctedQuery(db: Db, query: string) {
  return db.$with('corrected').as(
    db
      // Every query word must reach some catalogue word, as every word of a plain full-text query must match.
      .select({
        tsquery: sql<string | null>`to_tsquery('simple', case when bool_and(alternatives is not null) then string_agg('(' || alternatives || ')', ' & ') end)`.as('tsquery'),
      })
      .from(
        sql`(
          select string_agg(quote_literal(v.word), ' | ') as alternatives
          from (
            select w, nukkad_sorted_letters(w) as letters
            from (select distinct w from regexp_split_to_table(lower(${query}), '[^[:alnum:]]+') as w where length(w) between 2 and 64) as words
          ) as q
          left join lateral (
            select word from search_words
            where (word % q.w or letter_key = q.letters)
              and 1 - nukkad_word_distance(q.w, word)::real / greatest(length(q.w), length(word)) >= ${CLOSE_ENOUGH}
          ) as v on true
          group by q.w
        ) as per_word`,
      ),
  );
}

/**
 * Search by product name, categories and shop name. Query words are corrected against the catalogue's
 * vocabulary ("panner" → paneer, "dipaers" → diapers), products come from the full-text index on the
 * corrections and from shops whose name matches, at most a bounded number from each; only those are
 * scored, and results far below the best are dropped. Paged for infinite scroll.
 */
export async function searchProducts(
  db: Db,
  scope: CatalogueScope,
  input: { query: string; page: number },
): Promise<Paged<{ products: Product[] }>> {
  const { query, page } = input;
  const size = PAGE_SIZES.search;
  const corrected = correctedQuery(db, query);
  const tsquery = sql`(select ${corrected.tsquery} from ${corrected})`;
  const categoriesText = sql`nukkad_text_array(${products.categories})`;
  const n = CANDIDATES_PER_PATH;
  const likeName = `%${escapeLike(query)}%`;
  // Each path walks an index and stops at `n`: full text on the corrected words, then the best-matching shops' products.
  const candidates = db.$with('candidates').as(
    db
      .select({ id: sql<string>`c.id`.as('candidate_id') })
      .from(
        sql`(
          (select id from products where search_vector @@ ${tsquery} order by ordered_count desc nulls last, id limit ${n})
          union
          (select id from products where shop_id in (
              select nukkad_shops_named(${query}, ${likeName}, 3)
            ) order by ordered_count desc nulls last, id limit ${n})
        ) as c`,
      ),
  );
  // The per-candidate figures, each computed once.
  const figures = db.$with('figures').as(
    db
      .with(candidates)
      .select({
        id: sql<string>`${products.id}`.as('figure_id'),
        fullText: sql<boolean>`coalesce(${products.searchVector} @@ ${tsquery}, false)`.as('full_text'),
        rank: sql<number>`coalesce(ts_rank(${products.searchVector}, ${tsquery}), 0)`.as('rank'),
        nameClose: sql<number>`nukkad_typo_closeness(${query}, ${products.name})`.as('name_close'),
        categoryClose: sql<number>`nukkad_typo_closeness(${query}, ${categoriesText})`.as('category_close'),
        shopClose: sql<number>`nukkad_typo_closeness(${query}, ${shops.name})`.as('shop_close'),
        likeness: sql<number>`greatest(
            word_similarity(${query}, ${products.name}),
            word_similarity(${query}, ${categoriesText}) * 0.8,
            word_similarity(${query}, ${shops.name}) * 0.7
          )`.as('likeness'),
      })
      .from(candidates)
      .innerJoin(products, eq(products.id, candidates.id))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(visibleShops(scope))
      // A fence: kept as its own step, so the closeness filter below reuses these figures instead of recomputing them.
      .offset(0),
  );
  // Full-text hits first; then how few letters a typo is away; trigram likeness breaks the rest.
  const scored = db.$with('scored').as(
    db
      .select({
        id: sql<string>`${figures.id}`.as('scored_id'),
        score: sql<number>`round((${figures.rank} * 2
            + greatest(${figures.nameClose}, ${figures.categoryClose} * 0.8, ${figures.shopClose} * 0.7)
            + ${figures.likeness} * 0.5)::numeric, 3)`.as('score'),
      })
      .from(figures)
      .where(sql`(${figures.fullText} or greatest(${figures.nameClose}, ${figures.categoryClose}, ${figures.shopClose}) >= ${CLOSE_ENOUGH})`),
  );
  const rows = await db
    .with(corrected, figures, scored)
    .select(productWithShopColumns)
    .from(scored)
    .innerJoin(products, eq(products.id, scored.id))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(sql`${scored.score} >= (select max(score) from ${scored}) * ${RELATIVE_FLOOR}`)
    .orderBy(desc(scored.score), desc(products.inStock), desc(products.orderedCount), asc(products.name), asc(products.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  const { items, hasMore } = paged(rows, size);
  return { products: items.map(toProduct), page, hasMore };
}
