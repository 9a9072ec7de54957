import {
  GROCERY_CATEGORIES,
  PAGE_SIZES,
  POPULAR_PRODUCTS_LIMIT,
  POPULAR_SHOPS_LIMIT,
  type Product,
  type Shop,
  type ShopCard,
  SHOP_NOT_FOUND_MESSAGE,
  unknownGroceryCategoryMessage,
} from '@nukkad/contracts';
import { and, arrayContains, asc, eq, ilike, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { products, shops } from '../../db/schema';
import { invalid, notFound } from '../../lib/domain-error';
import { sellingProductColumns, productWithShopColumns, toProduct, toShop, toShopCard, type ProductWithShop } from './mappers';
import { synonymsOf } from './search-synonyms';
import {
  CANDIDATES_PER_PATH,
  CLOSE_ENOUGH,
  closenessWords,
  correctableWords,
  POSTINGS_READ_PER_WORD,
  RELATIVE_FLOOR,
  SHOPS_PER_SEARCH,
} from './search-words';
import { sellingPricePaise, shownBasePricePaise } from '../shop-management/shop-discount';
import { shopColumns, shopIsOpenNow } from '../shop-management/shop-open';

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

// `desc nulls last` matches the featured products' index, so that ordering is walked, not sorted. Open shops first is
// decided by the clock (nukkad_shop_is_open, migration 0028), so shop lists are sorted: a city has about a thousand.
const openFirst = sql`${shopIsOpenNow} desc`;
const inStockFirst = sql`${products.inStock} desc nulls last`;
/** Not archived by its seller. An archived product is also out of stock, so the in-stock reads need not say so. */
const listed = isNull(products.archivedAt);
const mostOrderedFirst = sql`${products.orderedCount} desc nulls last`;

// The catalogue's reads are prepared. Page sizes are literals and only the offset a placeholder, so a statement's
// generic plan still knows how few rows a page reads and walks the list's index.
const offset = sql.placeholder('offset');
const offsetOf = (page: number, size: number) => (page - 1) * size;

/** The reads whose rows depend on what the catalogue may show (pharmacies). */
function scopedStatements(db: Db, scope: CatalogueScope) {
  const name = (read: string) => `catalogue_${read}_${scope.medicinesEnabled ? 'all' : 'public'}`;
  return {
    // Open shops first, then the most ordered from (a figure the products trigger keeps), then by name.
    popularShops: db
      .select(shopColumns)
      .from(shops)
      .where(visibleShops(scope))
      .orderBy(openFirst, sql`${shops.orderedCount} desc nulls last`, asc(shops.name), asc(shops.id))
      .limit(POPULAR_SHOPS_LIMIT)
      .prepare(name('popular_shops')),
    // Featured products: in stock, from open shops, most ordered first (walks the featured index).
    popularProducts: db
      .select(productWithShopColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(products.inStock, true), shopIsOpenNow, visibleShops(scope)))
      .orderBy(sql`${products.orderedCount} desc nulls last`, asc(products.id))
      .limit(POPULAR_PRODUCTS_LIMIT)
      .prepare(name('popular_products')),
    shop: db
      .select(shopColumns)
      .from(shops)
      .where(and(eq(shops.id, sql.placeholder('shopId')), visibleShops(scope)))
      .prepare(name('shop')),
    // A shop's products, in stock first, then by name (walks the shop's product index).
    shopProducts: db
      .select(sellingProductColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(products.shopId, sql.placeholder('shopId')), listed))
      .orderBy(inStockFirst, asc(products.name), asc(products.id))
      .limit(PAGE_SIZES.shopProducts + 1)
      .offset(offset)
      .prepare(name('shop_products')),
  };
}

/** The reads of restaurants, which are never pharmacies. */
function listStatements(db: Db) {
  const restaurants = (byName: SQL | undefined, name: string) =>
    db
      .select(shopColumns)
      .from(shops)
      .where(and(eq(shops.category, 'Restaurant'), byName))
      .orderBy(openFirst, asc(shops.name), asc(shops.id))
      .limit(PAGE_SIZES.restaurants + 1)
      .offset(offset)
      .prepare(name);
  return {
    restaurants: restaurants(undefined, 'catalogue_restaurants'),
    restaurantsNamed: restaurants(ilike(shops.name, sql.placeholder('pattern')), 'catalogue_restaurants_named'),
  };
}

const scopedReads = (db: Db, scope: CatalogueScope) => prepared(db, `scoped_${scope.medicinesEnabled}`, () => scopedStatements(db, scope));
const listReads = (db: Db) => prepared(db, 'lists', () => listStatements(db));

/** Open shops first, then the most ordered from, then by name. */
export async function getPopularShops(db: Db, scope: CatalogueScope): Promise<ShopCard[]> {
  const rows = await scopedReads(db, scope).popularShops.execute();
  return rows.map(toShopCard);
}

/** Featured products: in stock, from open shops, most ordered first. */
export async function getPopularProducts(db: Db, scope: CatalogueScope): Promise<Product[]> {
  const rows = await scopedReads(db, scope).popularProducts.execute();
  return rows.map(toProduct);
}

/** Restaurants as their cards show them, open first, a page at a time, optionally those whose name holds `search`. */
export async function getRestaurants(db: Db, input: { page: number; search: string }): Promise<Paged<{ restaurants: ShopCard[] }>> {
  const size = PAGE_SIZES.restaurants;
  const needle = input.search.trim();
  const offset = offsetOf(input.page, size);
  const lists = listReads(db);
  const rows = needle
    ? await lists.restaurantsNamed.execute({ offset, pattern: `%${escapeLike(needle)}%` })
    : await lists.restaurants.execute({ offset });
  const { items, hasMore } = paged(rows, size);
  return { restaurants: items.map(toShopCard), page: input.page, hasMore };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A shop and one page of its products, in stock first, then by name. */
export async function getShopAndProducts(
  db: Db,
  scope: CatalogueScope,
  input: { shopId: string; page: number },
): Promise<Paged<{ shop: Shop; products: Product[] }>> {
  const size = PAGE_SIZES.shopProducts;
  const lists = scopedReads(db, scope);
  const [shop] = await lists.shop.execute({ shopId: input.shopId });
  if (!shop) throw notFound('SHOP_NOT_FOUND', SHOP_NOT_FOUND_MESSAGE);
  const rows = await lists.shopProducts.execute({ shopId: input.shopId, offset: offsetOf(input.page, size) });
  const { items, hasMore } = paged(rows, size);
  // The shop's facts every product card shows are the shop's own (its rows join the shop for the selling price only).
  const list = items.map((product) => toProduct({ product, shopName: shop.name, shopType: shop.category, shopIsOpen: shop.isOpen }));
  return { shop: toShop(shop, list.map((p) => p._id)), products: list, page: input.page, hasMore };
}

/** Products of one of the grocery categories, from grocery shops, a page at a time. */
export async function getGroceryProducts(db: Db, input: { category: string; page: number }): Promise<Paged<{ products: Product[] }>> {
  const known = GROCERY_CATEGORIES.find((c) => c.toLowerCase() === input.category.toLowerCase());
  if (!known) throw invalid('UNKNOWN_CATEGORY', unknownGroceryCategoryMessage(input.category), 'category');
  const size = PAGE_SIZES.grocery;
  // Not prepared: which plan is best depends on how many products the category has, which a generic plan cannot know.
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(arrayContains(products.categories, [known]), eq(shops.category, 'Grocery'), listed))
    .orderBy(inStockFirst, mostOrderedFirst, asc(products.name), asc(products.id))
    .limit(size + 1)
    .offset(offsetOf(input.page, size));
  const { items, hasMore } = paged(rows, size);
  return { products: items.map(toProduct), page: input.page, hasMore };
}

/**
 * How long a query word's corrections are reused. search_words only grows as products and shops are written, and
 * a word is always its own correction, so a stale entry only delays typos reaching a brand-new word this long.
 */
const CORRECTION_TTL_MS = 10_000;
/** Past this many remembered query words the memory starts afresh, so odd queries cannot grow it without bound. */
const CORRECTIONS_KEPT = 10_000;

/** A query word's reach in the vocabulary, and how many products have one of those words. */
type Correction = { until: number; words: string[]; postings: number };
/** Per database, so two test databases in one process never share corrections. */
const correctionsByDb = new WeakMap<Db, Map<string, Correction>>();

/** Each query word with the vocabulary words within reach of it (itself first; a typo or swapped letters when the catalogue lacks the word as typed), and its synonyms. */
async function correctWords(db: Db, words: string[]): Promise<Correction[]> {
  let cache = correctionsByDb.get(db);
  if (!cache) correctionsByDb.set(db, (cache = new Map()));
  const now = Date.now();
  const missing = words.filter((w) => !((cache.get(w)?.until ?? 0) > now));
  if (missing.length > 0) {
    // Each query word with itself and each of its synonyms: the vocabulary is searched for the word itself only.
    const pairs = missing.flatMap((w) => [w, ...synonymsOf(w)].map((also) => ({ w, also })));
    const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
    // Both drivers (node-postgres, PGlite) give the returned rows as `rows`.
    const { rows } = (await db.execute(sql`
      select q.w as "queryWord", v.word, (select count(*) from search_postings p where p.word = v.word)::int as postings
      from unnest(array[${list(pairs.map((p) => p.w))}]::text[], array[${list(pairs.map((p) => p.also))}]::text[]) as q(w, also)
      cross join lateral (
        select word from search_words
        where q.also = q.w
          and not exists (select from search_words typed where typed.word = q.w)
          and (word % q.w or letter_key = nukkad_sorted_letters(q.w))
          and 1 - nukkad_word_distance(q.w, word)::real / greatest(length(q.w), length(word)) >= ${CLOSE_ENOUGH}
        union
        select q.also
      ) as v`)) as { rows: { queryWord: string; word: string; postings: number }[] };
    if (cache.size + missing.length > CORRECTIONS_KEPT) cache.clear();
    for (const w of missing) cache.set(w, { until: now + CORRECTION_TTL_MS, words: [w], postings: 0 });
    for (const r of rows) {
      const entry = cache.get(r.queryWord)!;
      if (r.word !== r.queryWord) {
        // A synonym that is also a correction comes twice.
        if (entry.words.includes(r.word)) continue;
        entry.words.push(r.word);
      }
      entry.postings += Number(r.postings);
    }
  }
  return words.map((w) => cache.get(w)!);
}

/** A full-text query in which every group must match, by any of its words (which are runs of letters and digits). */
const toTsquery = (groups: string[][]) => groups.map((g) => `(${g.map((w) => `'${w}'`).join(' | ')})`).join(' & ');

/**
 * Which products a search may find and how many candidates each path offers: the public catalogue's scope, or the
 * admin's, which finds every product (pharmacies' too) and looks as deep as a several-word walk reads.
 */
type SearchReach = { hidePharmacies: boolean; candidatesPerPath: number };
const publicReach = (scope: CatalogueScope): SearchReach => ({ hidePharmacies: !scope.medicinesEnabled, candidatesPerPath: CANDIDATES_PER_PATH });
const ADMIN_REACH: SearchReach = { hidePharmacies: false, candidatesPerPath: POSTINGS_READ_PER_WORD };

/** A product a search found, with what scoring it needs, as one array of the statement's JSON (json_build_array). */
type Candidate = [
  id: string,
  name: string,
  categories: string[],
  shopName: string,
  inStock: boolean,
  orderedCount: number,
  fullText: boolean,
  rank: number,
  closeness: [name: number, categories: number, shopName: number],
  images: string[],
  pricePaise: number,
  basePricePaise: number | null,
  dietType: ProductWithShop['product']['dietType'],
  shopId: string,
  description: string,
  sellerId: string,
  shopType: ProductWithShop['shopType'],
  shopIsOpen: boolean,
];

/** How much a match in the categories, or in the shop's name, counts against one in the product's own name. */
const CATEGORY_WEIGHT = 0.8;
const SHOP_WEIGHT = 0.7;
/** A name at least this close outweighs any category or shop match, so those need not be worked out. */
const NAME_DECIDES = Math.max(CLOSE_ENOUGH, CATEGORY_WEIGHT, SHOP_WEIGHT);

/** The statements of a search, fixed in shape so each is prepared once per connection. */
function searchStatements(db: Db, candidatesPerPath: number) {
  // A scalar subquery, so the query is parsed once per search, not once per row.
  const tsquery = sql`(select to_tsquery('simple', ${sql.placeholder('tsquery')}))`;
  // Literal limits: a prepared statement's generic plan is only as good as what the planner knows of them.
  const n = sql.raw(String(candidatesPerPath));
  const shopsLimit = sql.raw(String(SHOPS_PER_SEARCH));
  const postingsRead = sql.raw(String(POSTINGS_READ_PER_WORD));
  const closeEnough = sql.raw(String(CLOSE_ENOUGH));
  const closenessTo = (text: SQLWrapper) => sql`nukkad_typo_closeness(${sql.placeholder('closenessWords')}::text[], ${text}, ${closeEnough})`;
  const hidden = (category: SQLWrapper) => sql`(${sql.placeholder('hidePharmacies')}::boolean and ${category} = 'Pharmacy')`;
  // The shortest matching names are the closest to the query; among equals the most ordered from.
  const byShop = sql`select x.id from (
      select id from shops where to_tsvector('simple', name) @@ ${tsquery} and not ${hidden(sql`category`)}
      order by length(name), ordered_count desc, id limit ${shopsLimit}
    ) as s
    cross join lateral (
      select id, ordered_count from products where shop_id = s.id and archived_at is null order by ordered_count desc nulls last, id limit ${n}
    ) as x
    order by x.ordered_count desc, x.id limit ${n}`;
  const postingsWalk = (keep: SQL) => sql`select id from (
      select x.product_id as id, max(x.ordered_count) as ordered
      from unnest(${sql.placeholder('driver')}::text[]) as w(word)
      cross join lateral (
        select sp.product_id, sp.ordered_count from (
          select product_id, ordered_count from search_postings where word = w.word
          order by ordered_count desc, product_id limit ${postingsRead}
        ) as sp
        where ${keep}
        order by sp.ordered_count desc, sp.product_id limit ${n}
      ) as x
      group by x.product_id
      order by ordered desc, id limit ${n}
    ) as matching`;
  const statement = (name: string, byWords: SQL) => {
    const candidates = db.$with('candidates').as(
      // A shop's products that have none of the words would score below half of any product that has them, so
      // the shop path only runs when no product has the words (a shop's name, say).
      db.select({ id: sql<string>`c.id`.as('candidate_id') }).from(
        sql`(with by_words as (${byWords})
          select id from by_words
          union all
          select id from (${byShop}) as by_shop where not exists (select from by_words)) as c`,
      ),
    );
    // One row holding every candidate: parsing one JSON value costs far less than a row per candidate, and the
    // cards come with it, so a search is one round trip. Closenesses are at most 1, so a name this close outweighs
    // the category and shop: they are not worked out. `offset 0` keeps the name's closeness worked out once, not
    // copied into each place that reads it.
    const close = sql`(select json_build_array(n.close,
        case when n.close >= ${sql.raw(String(NAME_DECIDES))} then 0 else ${closenessTo(sql`nukkad_text_array(${products.categories})`)} end,
        case when n.close >= ${sql.raw(String(NAME_DECIDES))} then 0 else ${closenessTo(shops.name)} end)
      from (select ${closenessTo(products.name)} as close offset 0) as n)`;
    return db
      .with(candidates)
      .select({
        candidates: sql<Candidate[] | string | null>`json_agg(json_build_array(
          ${products.id}, ${products.name}, ${products.categories}, ${shops.name},
          ${products.inStock}, ${products.orderedCount}, ${products.searchVector} @@ ${tsquery}, ts_rank(${products.searchVector}, ${tsquery}),
          ${close}, ${products.images}, ${sellingPricePaise}, ${shownBasePricePaise}, ${products.dietType}, ${products.shopId},
          ${products.description}, ${products.sellerId}, ${shops.category}, ${shopIsOpenNow}))`,
      })
      .from(candidates)
      .innerJoin(products, eq(products.id, candidates.id))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(sql`not ${hidden(shops.category)}`)
      .prepare(`${name}_${candidatesPerPath}`);
  };
  return {
    // One word: the postings of its corrections, each walked most ordered first, so a common word reads no more than a rare one.
    oneWord: statement('search_one_word', postingsWalk(sql`true`)),
    // Several words: the postings of the word that fewest products have, each kept if the product also has a word of
    // every other group, probing the same index (a product's postings all carry its units ordered), so the walk
    // stops as soon as enough products have every word instead of reading all the products of each.
    severalWords: statement(
      'search_several_words',
      postingsWalk(
        sql`(select count(distinct o.g) from unnest(${sql.placeholder('others')}::text[], ${sql.placeholder('otherGroups')}::int[]) as o(word, g)
          where exists (
            select from search_postings q where q.word = o.word and q.ordered_count = sp.ordered_count and q.product_id = sp.product_id
          )) = ${sql.placeholder('otherGroupCount')}`,
      ),
    ),
  };
}

/**
 * Search by product name, categories and shop name. Query words are corrected against the catalogue's
 * vocabulary ("panner" → paneer, "dipaers" → diapers); candidates are at most a bounded number of products
 * having the corrected words and of the shops whose name has them. Only those are scored, and results far
 * below the best are dropped. Paged for infinite scroll.
 */
export async function searchProducts(
  db: Db,
  scope: CatalogueScope,
  input: { query: string; page: number },
): Promise<Paged<{ products: Product[] }>> {
  const { page } = input;
  const size = PAGE_SIZES.search;
  const ranked = await rankedMatches(db, publicReach(scope), input.query);
  const { items, hasMore } = paged(ranked.slice((page - 1) * size, page * size + 1), size);
  return { products: items.map((candidate) => toProduct(candidateCard(candidate))), page, hasMore };
}

/**
 * The admin's search (GET /api/admin/products?search): the same matching and ranking over every product, out of
 * stock, of closed shops and pharmacies included, one page of `size` and how many matched.
 */
export async function searchEveryProduct(db: Db, input: { query: string; page: number; size: number }): Promise<{ products: Product[]; total: number }> {
  const ranked = await rankedMatches(db, ADMIN_REACH, input.query);
  const { page, size } = input;
  return { products: ranked.slice((page - 1) * size, page * size).map((candidate) => toProduct(candidateCard(candidate))), total: ranked.length };
}

/** Every match of a query within its reach, best first. */
async function rankedMatches(db: Db, reach: SearchReach, query: string): Promise<Candidate[]> {
  const words = correctableWords(query);
  if (words.length === 0) return [];
  // Full-text hits first; then how few letters a typo is away, over the name, categories and shop name.
  const candidates = await candidatesFromDatabase(db, reach, words, closenessWords(query));
  const scored = candidates.flatMap((candidate) => {
    const [, , , , , , fullText, rank, [nameClose, categoryClose, shopClose]] = candidate;
    if (!fullText && Math.max(nameClose, categoryClose, shopClose) < CLOSE_ENOUGH) return [];
    const score = Math.round((rank * 2 + Math.max(nameClose, categoryClose * CATEGORY_WEIGHT, shopClose * SHOP_WEIGHT)) * 1000) / 1000;
    return [{ candidate, score }];
  });
  const best = Math.max(...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score >= best * RELATIVE_FLOOR)
    .sort((a, b) => {
      const [idA, nameA, , , inStockA, orderedA] = a.candidate;
      const [idB, nameB, , , inStockB, orderedB] = b.candidate;
      return (
        b.score - a.score ||
        Number(inStockB) - Number(inStockA) ||
        orderedB - orderedA ||
        (nameA < nameB ? -1 : nameA > nameB ? 1 : 0) ||
        (idA < idB ? -1 : 1)
      );
    })
    .map(({ candidate }) => candidate);
}

/** The candidates of a search from the database: the corrections, then one statement over the postings. */
async function candidatesFromDatabase(db: Db, reach: SearchReach, words: string[], closenessWords: string[]): Promise<Candidate[]> {
  const corrections = await correctWords(db, words);
  const groups = corrections.map((c) => c.words);
  // Each candidate bound is its own pair of prepared statements.
  const statements = prepared(db, `search_${reach.candidatesPerPath}`, () => searchStatements(db, reach.candidatesPerPath));
  const driver = corrections.reduce((rarest, c, i) => (c.postings < corrections[rarest]!.postings ? i : rarest), 0);
  const others = groups.flatMap((g, i) => (i === driver ? [] : g.map((word) => ({ word, group: i }))));
  const params = {
    tsquery: toTsquery(groups),
    hidePharmacies: reach.hidePharmacies,
    driver: groups[driver]!,
    others: others.map((o) => o.word),
    otherGroups: others.map((o) => o.group),
    otherGroupCount: groups.length - 1,
    closenessWords,
  };
  const [found] = await (groups.length === 1 ? statements.oneWord : statements.severalWords).execute(params);
  const raw = found?.candidates ?? [];
  return typeof raw === 'string' ? JSON.parse(raw) : raw;
}

function candidateCard(c: Candidate): ProductWithShop {
  const [id, name, categories, shopName, inStock, , , , , images, pricePaise, basePricePaise, dietType, shopId, description, sellerId, shopType, shopIsOpen] = c;
  return {
    product: { id, name, images, pricePaise, basePricePaise, inStock, dietType, categories, shopId, description, sellerId },
    shopName,
    shopType,
    shopIsOpen,
  };
}
