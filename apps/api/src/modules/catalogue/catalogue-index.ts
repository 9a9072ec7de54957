import { GROCERY_CATEGORIES, PAGE_SIZES, POPULAR_PRODUCTS_LIMIT, POPULAR_SHOPS_LIMIT, type Product, type Shop, type ShopCard } from '@nukkad/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops as shopsTable, type ShopRow } from '../../db/schema';
import { toProduct, toShop, toShopCard, type ProductWithShop } from './mappers';
import { synonymsOf } from './search-synonyms';
import { CANDIDATES_PER_PATH, CLOSE_ENOUGH, POSTINGS_READ_PER_WORD, SHOPS_PER_SEARCH, wordCloseness } from './search-words';

/** A candidate as either search path gives it: what it is scored by, then the rest of its card. */
export type Candidate = [
  id: string,
  name: string,
  categories: string[],
  shopName: string,
  inStock: boolean,
  orderedCount: number,
  fullText: boolean,
  rank: number,
  images: string[],
  pricePaise: number,
  basePricePaise: number | null,
  dietType: ProductWithShop['product']['dietType'],
  shopId: string,
  description: string,
  sellerId: string,
  shopType: ProductWithShop['shopType'],
  shopIsOpen: boolean,
  /** The index's own product, when the index gave the candidate: its card is made from it without a lookup. */
  indexed?: IndexedProduct,
];

/** A product as the index holds it, opaque outside: only the index makes its card. */
export type IndexedProduct = { readonly indexed: unique symbol };

/** The query words, each with the vocabulary words within reach of it (itself first), and how many products have one. */
export type Correction = { words: string[]; postings: number };

type Lexeme = { positions: number[]; weights: number[] } | null;

type ProductEntry = {
  id: string;
  shopId: string;
  sellerId: string;
  name: string;
  categories: string[];
  images: string[];
  pricePaise: number;
  basePricePaise: number | null;
  dietType: ProductWithShop['product']['dietType'];
  description: string;
  inStock: boolean;
  orderedCount: number;
  /** The search vector as PostgreSQL prints it; read into lexemes only when the product is a candidate. */
  vector: string;
  lexemes: Map<string, Lexeme> | undefined;
  /** Its words as search_postings has them (nukkad_product_words). */
  words: string[];
  /** Replaced or removed: dropped from its buckets when they are next read or compacted. */
  gone: boolean;
  /** Its card as last given, frozen so the reply writer writes it once, and the shop entry it was made with. */
  card: Product | undefined;
  cardShop: ShopEntry | undefined;
};

type ShopEntry = {
  row: ShopRow;
  /** The row and its lexemes as read, to tell an unchanged shop at the next load. */
  version: string;
  /** Its card as last given, frozen (see ProductEntry.card). */
  card: ShopCard | undefined;
  id: string;
  name: string;
  category: ProductWithShop['shopType'];
  isOpen: boolean;
  orderedCount: number;
  productCount: number;
  nameLength: number;
  lexemes: Set<string>;
};

type Order = (a: ProductEntry, b: ProductEntry) => number;

/**
 * Products kept for lookups in one order. A change only marks the bucket; it is cleaned of replaced
 * products and sorted when next read, so a delta costs no more than the lists it touches.
 */
type Bucket = { entries: ProductEntry[]; live: number; sorted: boolean; order: Order };

/** Text in code point order: the order of the database's C.UTF-8 collation (JavaScript's `<` compares UTF-16 units). */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === n) return a.length - b.length;
  const x = a.codePointAt(i)!;
  const y = b.codePointAt(i)!;
  // A surrogate pair's first unit (0xD800–0xDBFF) stands for a code point above every unit of U+E000–U+FFFF.
  return (x >= 0x10000 ? 0x110000 : x) - (y >= 0x10000 ? 0x110000 : y) || x - y;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPopularity = (a: { orderedCount: number; id: string }, b: { orderedCount: number; id: string }) =>
  b.orderedCount - a.orderedCount || byId(a, b);
/** A shop's page: in stock first, then by name (as the shop's product index orders it). */
const byShopPage: Order = (a, b) => Number(b.inStock) - Number(a.inStock) || compareText(a.name, b.name) || byId(a, b);
/** A grocery category's page: in stock first, then the most ordered, then by name. */
const byCategoryPage: Order = (a, b) =>
  Number(b.inStock) - Number(a.inStock) || b.orderedCount - a.orderedCount || compareText(a.name, b.name) || byId(a, b);

function compact(bucket: Bucket) {
  if (bucket.entries.length !== bucket.live) bucket.entries = bucket.entries.filter((e) => !e.gone);
}

function sortedMembers(bucket: Bucket | undefined): ProductEntry[] {
  if (!bucket) return [];
  if (!bucket.sorted) {
    compact(bucket);
    bucket.entries.sort(bucket.order);
    bucket.sorted = true;
  }
  return bucket.entries;
}

/** Reads one row more than a page to tell whether another page follows, as the SQL path does. */
function pageOf<T>(all: Iterable<T>, page: number, size: number, keep: (item: T) => boolean = () => true) {
  const from = (page - 1) * size;
  const items: T[] = [];
  let seen = 0;
  for (const item of all) {
    if (!keep(item)) continue;
    if (seen >= from) items.push(item);
    seen += 1;
    if (items.length > size) break;
  }
  return { items: items.slice(0, size), hasMore: items.length > size };
}

// ---- PostgreSQL's arithmetic, reproduced so both paths score alike

const f32 = Math.fround;

/** ts_rank's default weights of D, C, B and A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f32);
/** A lexeme without positions ranks as if at the last position, weight D (tsrank.c). */
const MAX_ENTRY_POS = 1 << 14;
const NO_POSITION: Lexeme = null;

/** The lexemes of a tsvector's text form ('word':1A,5 'other':2B), with their positions and weights. */
export function parseTsvector(text: string): Map<string, Lexeme> {
  const lexemes = new Map<string, Lexeme>();
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i += 1;
      continue;
    }
    let word = '';
    i += 1;
    for (;;) {
      const c = text[i]!;
      if (c === '\\') {
        word += text[i + 1];
        i += 2;
      } else if (c === "'" && text[i + 1] === "'") {
        word += "'";
        i += 2;
      } else if (c === "'") {
        i += 1;
        break;
      } else {
        word += c;
        i += 1;
      }
    }
    if (text[i] !== ':') {
      lexemes.set(word, NO_POSITION);
      continue;
    }
    i += 1;
    const positions: number[] = [];
    const weights: number[] = [];
    for (;;) {
      let n = 0;
      while (i < text.length && text[i]! >= '0' && text[i]! <= '9') n = n * 10 + Number(text[i++]);
      const weight = text[i] === 'A' ? 3 : text[i] === 'B' ? 2 : text[i] === 'C' ? 1 : text[i] === 'D' ? 0 : -1;
      if (weight >= 0) i += 1;
      positions.push(n);
      weights.push(WEIGHTS[Math.max(weight, 0)]!);
      if (text[i] !== ',') break;
      i += 1;
    }
    lexemes.set(word, { positions, weights });
  }
  return lexemes;
}

/** The query's distinct words in the order ts_rank visits them (SortAndUniqItems: bytes, then length). */
export function rankItems(groups: string[][]): string[] {
  const unique = [...new Set(groups.flat())];
  return unique.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

function rankOr(lexemes: Map<string, Lexeme>, items: string[]): number {
  let res = 0;
  for (const item of items) {
    if (!lexemes.has(item)) continue;
    const entry = lexemes.get(item);
    const weights = entry ? entry.weights : [WEIGHTS[0]!];
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < weights.length; j += 1) {
      const w = weights[j]!;
      resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
      if (w > wjm) {
        wjm = w;
        jm = j;
      }
    }
    res = f32(res + f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
  }
  return items.length > 0 ? f32(res / items.length) : res;
}

const wordDistanceWeight = (distance: number) => (distance > 100 ? f32(1e-30) : f32(1.0 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2))));

/** A lexeme without positions, as ts_rank places it. */
const UNPLACED = { positions: [MAX_ENTRY_POS - 1], weights: [WEIGHTS[0]!] };

function rankAnd(lexemes: Map<string, Lexeme>, items: string[]): number {
  if (items.length < 2) return rankOr(lexemes, items);
  const found: ({ positions: number[]; weights: number[] } | undefined)[] = new Array(items.length);
  let res = -1;
  for (let i = 0; i < items.length; i += 1) {
    const entry = lexemes.get(items[i]!);
    if (entry === undefined) continue;
    const mine = entry ?? UNPLACED;
    found[i] = mine;
    for (let k = 0; k < i; k += 1) {
      const other = found[k];
      if (!other) continue;
      const unplaced = mine === UNPLACED || other === UNPLACED;
      for (let l = 0; l < mine.positions.length; l += 1) {
        for (let p = 0; p < other.positions.length; p += 1) {
          let distance = Math.abs(mine.positions[l]! - other.positions[p]!);
          if (distance || unplaced) {
            if (!distance) distance = MAX_ENTRY_POS;
            const curw = f32(Math.sqrt(f32(f32(mine.weights[l]! * other.weights[p]!) * wordDistanceWeight(distance))));
            res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** ts_rank(vector, query) with the default weights and no normalisation, as a float4. */
export function tsRank(lexemes: Map<string, Lexeme>, items: string[], and: boolean): number {
  if (lexemes.size === 0 || items.length === 0) return 0;
  const res = and ? rankAnd(lexemes, items) : rankOr(lexemes, items);
  return res < 0 ? f32(1e-20) : res;
}

/** Ranks repeat across products and searches: each is printed once. */
const printed = new Map<number, number>();

/** A float4 as the database prints it (the shortest text that reads back the same), read as a JavaScript number. */
export function float4AsPrinted(value: number): number {
  let shortest = printed.get(value);
  if (shortest !== undefined) return shortest;
  shortest = Number(value.toPrecision(9));
  for (let digits = 1; digits < 9; digits += 1) {
    const text = Number(value.toPrecision(digits));
    if (f32(text) === value) {
      shortest = text;
      break;
    }
  }
  if (printed.size >= 10_000) printed.clear();
  printed.set(value, shortest);
  return shortest;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, distinct. */
function trigramsOf(word: string): Set<string> {
  const letters = [' ', ' ', ...word, ' '];
  const trigrams = new Set<string>();
  for (let i = 0; i + 2 < letters.length; i += 1) trigrams.add(letters[i]! + letters[i + 1]! + letters[i + 2]!);
  return trigrams;
}

/** pg_trgm's `%`: shared trigrams over all distinct ones, as a float4, at least the default threshold of 0.3. */
function similarEnough(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return f32(shared / (a.size + b.size - shared)) >= 0.3;
}

const letterKey = (word: string) => [...word].sort().join('');

type VocabularyWord = { word: string; key: string; trigrams: Set<string> };

/** Rows as both drivers (node-postgres, PGlite) return them. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type ProductRowOut = {
  id: string;
  shop_id: string;
  seller_id: string;
  name: string;
  categories: string[];
  images: string[];
  price_paise: number;
  base_price_paise: number | null;
  diet_type: ProductEntry['dietType'];
  description: string;
  in_stock: boolean;
  ordered_count: number;
  vector: string;
  words: string[];
};

const productColumns = sql.raw(`p.id, p.shop_id, p.seller_id, p.name, p.categories, p.images, p.price_paise, p.base_price_paise,
  p.diet_type, p.description, p.in_stock, p.ordered_count, p.search_vector::text as vector,
  array(select nukkad_product_words(p.name, p.categories)) as words`);

/** Products are read this many at a time, so a build never holds the event loop for long. */
const LOAD_BATCH = 1_000;
/** Shops whose products are read again together: about as many products as a batch. */
const SHOPS_PER_BATCH = 10;
/** A product's updated_at comes from the writer's clock and its transaction may commit late: deltas look back this far. */
const LOOK_BACK_MS = 120_000;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The catalogue's search structures in this process, a cache of the database: each word's products in popularity
 * order, the vocabulary with its letter keys and trigrams, and every product's card. A search is answered from it
 * exactly as the SQL path would answer it, without a round trip.
 */
export class CatalogueIndex {
  private readonly products = new Map<string, ProductEntry>();
  private readonly shops = new Map<string, ShopEntry>();
  private readonly postings = new Map<string, Bucket>();
  private readonly productsOfShop = new Map<string, Bucket>();
  /** Every product in popularity order (featured products), under the key ALL. */
  private readonly everyProduct = new Map<string, Bucket>();
  /** Each shop's products in the order of its page. */
  private readonly shopPages = new Map<string, Bucket>();
  /** Each grocery category's products (of any shop: the category page keeps grocery shops') in the order of its page. */
  private readonly categoryPages = new Map<string, Bucket>();
  /** Shops in the orders of the popular shops and the restaurants lists, and each word of a shop's name with its shops: made again after a shop changes. */
  private shopLists: { popular: ShopEntry[]; restaurants: ShopEntry[]; named: Map<string, ShopEntry[]> } | undefined;
  private readonly vocabulary = new Map<string, VocabularyWord>();
  private readonly corrections = new Map<string, string[]>();
  /** One copy of each repeated value (names, sellers, category and image lists): 100,000 products repeat them a lot. */
  private readonly sharedText = new Map<string, string>();
  private readonly sharedLists = new Map<string, string[]>();
  /** The database time the last load began, minus the look-back: the next load reads products changed since. */
  private since: Date | undefined;
  private vocabularySize = -1;

  get productCount() {
    return this.products.size;
  }

  /** Reads what changed since the last load (everything the first time) and applies it. */
  async load(db: Db): Promise<void> {
    const [{ at, vocabulary }] = await rowsOf<{ at: string | Date; vocabulary: number }>(
      db,
      sql`select clock_timestamp() as at, (select count(*) from search_words)::int as vocabulary`,
    ) as [{ at: string | Date; vocabulary: number }];
    const shopRows = await db
      .select({ row: getTableColumns(shopsTable), lexemes: sql<string>`to_tsvector('simple', ${shopsTable.name})::text` })
      .from(shopsTable);
    if (vocabulary !== this.vocabularySize) await this.loadVocabulary(db, vocabulary);

    // A shop whose popularity or product count moved had products ordered, added or removed: read all of them again.
    const reread = new Set<string>();
    const seen = new Set<string>();
    for (const { row, lexemes } of shopRows) {
      seen.add(row.id);
      const old = this.shops.get(row.id);
      // An unchanged shop keeps its entry, and so its products keep the cards made with it.
      const version = JSON.stringify(row) + lexemes;
      if (old?.version === version) continue;
      if (this.since && (!old || old.orderedCount !== row.orderedCount || old.productCount !== row.productCount)) reread.add(row.id);
      this.shopLists = undefined;
      this.shops.set(row.id, {
        version,
        row,
        card: undefined,
        id: row.id,
        name: row.name,
        category: row.category,
        isOpen: row.isOpen,
        orderedCount: row.orderedCount,
        productCount: row.productCount,
        nameLength: [...row.name].length,
        lexemes: new Set(parseTsvector(lexemes).keys()),
      });
    }
    for (const id of [...this.shops.keys()]) {
      if (seen.has(id)) continue;
      this.shopLists = undefined;
      this.shops.delete(id);
      this.replaceShopProducts(id, []);
    }

    if (!this.since) {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await rowsOf<ProductRowOut>(db, sql`select ${productColumns} from products p where p.id > ${after}::uuid order by p.id limit ${LOAD_BATCH}`);
        for (const row of rows) this.put(row);
        if (rows.length < LOAD_BATCH) break;
        after = rows[rows.length - 1]!.id;
        await yieldToRequests();
      }
    } else {
      const changed = await rowsOf<ProductRowOut>(db, sql`select ${productColumns} from products p where p.updated_at > ${this.since.toISOString()}::timestamptz`);
      for (const row of changed) this.put(row);
      // A shop holding other than its count of products lost one (or gained one) without a newer updated_at.
      for (const shop of this.shops.values()) if ((this.productsOfShop.get(shop.id)?.live ?? 0) !== shop.productCount) reread.add(shop.id);
      const ids = [...reread];
      for (let i = 0; i < ids.length; i += SHOPS_PER_BATCH) {
        const batch = ids.slice(i, i + SHOPS_PER_BATCH);
        const rows = await rowsOf<ProductRowOut>(db, sql`select ${productColumns} from products p where p.shop_id = any(${`{${batch.join(',')}}`}::uuid[])`);
        for (const id of batch) this.replaceShopProducts(id, rows.filter((r) => r.shop_id === id));
        await yieldToRequests();
      }
    }
    // Replaced products are let go of now, not at the next search that reads their words.
    for (const bucket of this.postings.values()) compact(bucket);
    for (const map of [this.productsOfShop, this.everyProduct, this.shopPages, this.categoryPages]) for (const bucket of map.values()) compact(bucket);
    this.since = new Date(new Date(at).getTime() - LOOK_BACK_MS);
  }

  private async loadVocabulary(db: Db, size: number) {
    const rows = await rowsOf<{ word: string }>(db, sql`select word from search_words`);
    for (const { word } of rows) {
      if (!this.vocabulary.has(word)) this.vocabulary.set(word, { word, key: letterKey(word), trigrams: trigramsOf(word) });
    }
    this.corrections.clear();
    this.vocabularySize = size;
  }

  private add(map: Map<string, Bucket>, key: string, entry: ProductEntry, order: Order = byPopularity) {
    let bucket = map.get(key);
    if (!bucket) map.set(key, (bucket = { entries: [], live: 0, sorted: true, order }));
    bucket.entries.push(entry);
    bucket.live += 1;
    bucket.sorted = false;
  }

  private drop(map: Map<string, Bucket>, key: string) {
    const bucket = map.get(key);
    if (!bucket) return;
    bucket.live -= 1;
    bucket.sorted = false;
    if (bucket.live === 0) map.delete(key);
  }

  private remove(entry: ProductEntry) {
    this.products.delete(entry.id);
    entry.gone = true;
    for (const word of entry.words) this.drop(this.postings, word);
    this.drop(this.productsOfShop, entry.shopId);
    this.drop(this.everyProduct, ALL);
    this.drop(this.shopPages, entry.shopId);
    for (const category of groceryCategoriesOf(entry)) this.drop(this.categoryPages, category);
  }

  /** Adds or replaces one product, unless it is unchanged. */
  private put(row: ProductRowOut) {
    const old = this.products.get(row.id);
    if (old && sameProduct(old, row)) return;
    if (old) this.remove(old);
    const words = this.share(row.words.map((w) => this.vocabulary.get(w)?.word ?? w));
    const entry: ProductEntry = {
      id: row.id,
      shopId: this.shops.get(row.shop_id)?.id ?? row.shop_id,
      sellerId: this.share(row.seller_id),
      name: this.share(row.name),
      categories: this.share(row.categories),
      images: this.share(row.images),
      pricePaise: row.price_paise,
      basePricePaise: row.base_price_paise,
      dietType: row.diet_type,
      description: row.description,
      inStock: row.in_stock,
      orderedCount: row.ordered_count,
      vector: this.share(row.vector),
      words,
      // Every field from the start: entries of one shape keep the search's hot loops monomorphic.
      lexemes: undefined,
      gone: false,
      card: undefined,
      cardShop: undefined,
    };
    this.products.set(entry.id, entry);
    for (const word of words) this.add(this.postings, word, entry);
    this.add(this.productsOfShop, entry.shopId, entry);
    this.add(this.everyProduct, ALL, entry);
    this.add(this.shopPages, entry.shopId, entry, byShopPage);
    for (const category of groceryCategoriesOf(entry)) this.add(this.categoryPages, category, entry, byCategoryPage);
  }

  private share<T extends string | string[]>(value: T): T {
    if (typeof value === 'string') {
      const known = this.sharedText.get(value);
      if (known !== undefined) return known as T;
      this.sharedText.set(value, value);
      return value;
    }
    const key = value.join('\u0000');
    const known = this.sharedLists.get(key);
    if (known !== undefined) return known as T;
    this.sharedLists.set(key, value);
    return value;
  }

  private replaceShopProducts(shopId: string, rows: ProductRowOut[]) {
    const keep = new Set(rows.map((r) => r.id));
    for (const entry of this.productsOfShop.get(shopId)?.entries ?? []) if (!entry.gone && !keep.has(entry.id)) this.remove(entry);
    for (const row of rows) this.put(row);
  }

  // ---- The public catalogue's reads, answered as the SQL path of catalogue.ts answers them

  /** A product's card, made once per product and shop state; an entry is replaced whenever either changes. */
  private card(entry: ProductEntry, shop: ShopEntry): Product {
    if (entry.cardShop !== shop) {
      entry.card = deepFreeze(toProduct({ product: entry, shopName: shop.name, shopType: shop.category, shopIsOpen: shop.isOpen }));
      entry.cardShop = shop;
    }
    return entry.card!;
  }

  /** The card of a product this index gave as a candidate (the same card the SQL path makes of it). */
  cardOf(indexed: IndexedProduct): Product | undefined {
    const entry = indexed as unknown as ProductEntry;
    const shop = this.shops.get(entry.shopId);
    return shop && this.card(entry, shop);
  }

  private shopCard(shop: ShopEntry): ShopCard {
    return (shop.card ??= deepFreeze(toShopCard(shop.row)));
  }

  private lists() {
    if (!this.shopLists) {
      const all = [...this.shops.values()];
      const openFirst = (a: ShopEntry, b: ShopEntry) => Number(b.isOpen) - Number(a.isOpen);
      this.shopLists = {
        popular: all.sort((a, b) => openFirst(a, b) || b.orderedCount - a.orderedCount || compareText(a.name, b.name) || byId(a, b)),
        restaurants: all
          .filter((s) => s.category === 'Restaurant')
          .sort((a, b) => openFirst(a, b) || compareText(a.name, b.name) || byId(a, b)),
        named: new Map(),
      };
      for (const shop of all) {
        for (const lexeme of shop.lexemes) {
          const list = this.shopLists.named.get(lexeme);
          if (list) list.push(shop);
          else this.shopLists.named.set(lexeme, [shop]);
        }
      }
    }
    return this.shopLists;
  }

  popularShops(hidePharmacies: boolean): ShopCard[] {
    return pageOf(this.lists().popular, 1, POPULAR_SHOPS_LIMIT, (s) => !(hidePharmacies && s.category === 'Pharmacy')).items.map((s) => this.shopCard(s));
  }

  popularProducts(hidePharmacies: boolean): Product[] {
    const { items } = pageOf(sortedMembers(this.everyProduct.get(ALL)), 1, POPULAR_PRODUCTS_LIMIT, (entry) => {
      const shop = this.shops.get(entry.shopId);
      return entry.inStock && !!shop?.isOpen && !(hidePharmacies && shop.category === 'Pharmacy');
    });
    return items.map((entry) => this.card(entry, this.shops.get(entry.shopId)!));
  }

  restaurants(page: number, search: string) {
    const needle = search.trim().toLowerCase();
    const { items, hasMore } = pageOf(this.lists().restaurants, page, PAGE_SIZES.restaurants, (s) => !needle || s.name.toLowerCase().includes(needle));
    return { restaurants: items.map((s) => this.shopCard(s)), page, hasMore };
  }

  /** A shop and a page of its products; undefined when the shop is not shown. */
  shopAndProducts(hidePharmacies: boolean, shopId: string, page: number): { shop: Shop; products: Product[]; page: number; hasMore: boolean } | undefined {
    const shop = this.shops.get(shopId);
    if (!shop || (hidePharmacies && shop.category === 'Pharmacy')) return undefined;
    const { items, hasMore } = pageOf(sortedMembers(this.shopPages.get(shopId)), page, PAGE_SIZES.shopProducts);
    const list = items.map((entry) => this.card(entry, shop));
    return { shop: toShop(shop.row, list.map((p) => p._id)), products: list, page, hasMore };
  }

  /** A page of a grocery category (one of GROCERY_CATEGORIES, as written there) from grocery shops. */
  groceryProducts(category: string, page: number) {
    const { items, hasMore } = pageOf(sortedMembers(this.categoryPages.get(category)), page, PAGE_SIZES.grocery, (entry) => this.shops.get(entry.shopId)?.category === 'Grocery');
    return { products: items.map((entry) => this.card(entry, this.shops.get(entry.shopId)!)), page, hasMore };
  }

  /** Each query word with the vocabulary words within reach (when the catalogue lacks it as typed: a trigram neighbour or the same letters, close enough), and its synonyms. */
  correct(words: string[]): Correction[] {
    return words.map((queryWord) => {
      let reach = this.corrections.get(queryWord);
      if (!reach) {
        const trigrams = trigramsOf(queryWord);
        const key = letterKey(queryWord);
        reach = [queryWord];
        // A word the catalogue has is taken as typed: its neighbours ('spices' → 'slices') are other words, not typos.
        const typed = this.vocabulary.has(queryWord);
        for (const v of typed ? [] : this.vocabulary.values()) {
          if (v.word === queryWord) continue;
          if ((v.key === key || similarEnough(trigrams, v.trigrams)) && wordCloseness(queryWord, v.word) >= CLOSE_ENOUGH) reach.push(v.word);
        }
        for (const synonym of synonymsOf(queryWord)) if (!reach.includes(synonym)) reach.push(synonym);
        if (this.corrections.size >= 10_000) this.corrections.clear();
        this.corrections.set(queryWord, reach);
      }
      return { words: reach, postings: reach.reduce((n, w) => n + (this.postings.get(w)?.live ?? 0), 0) };
    });
  }

  /** The candidates the SQL path's statement gives for these corrections: the same products, scored alike. */
  candidates(corrections: Correction[], hidePharmacies: boolean): Candidate[] {
    const groups = corrections.map((c) => c.words);
    const driver = corrections.reduce((rarest, c, i) => (c.postings < corrections[rarest]!.postings ? i : rarest), 0);
    const hasEveryOtherGroup = everyGroupTest(groups.filter((_, i) => i !== driver));
    // Each word's products come in popularity order: the most popular with every other word are the head of each list.
    const lists = groups[driver]!.map((word) => {
      const walked = sortedMembers(this.postings.get(word));
      const read = Math.min(walked.length, POSTINGS_READ_PER_WORD);
      const kept: ProductEntry[] = [];
      for (let i = 0; i < read && kept.length < CANDIDATES_PER_PATH; i += 1) {
        const entry = walked[i]!;
        if (hasEveryOtherGroup(entry.words)) kept.push(entry);
      }
      return kept;
    });
    let chosen = mergeByPopularity(lists, CANDIDATES_PER_PATH);
    // As in SQL, a shop's products are offered only when no product has the words (a shop's name, say).
    if (chosen.length === 0) {
      // Only shops with a word of the first group in their name can hold every group.
      const named = new Set(groups[0]!.flatMap((w) => this.lists().named.get(w) ?? []));
      const matching = [...named]
        .filter((s) => !(hidePharmacies && s.category === 'Pharmacy') && holdsEveryGroup(s.lexemes, groups))
        .sort((a, b) => a.nameLength - b.nameLength || b.orderedCount - a.orderedCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, SHOPS_PER_SEARCH);
      chosen = matching
        .flatMap((s) => sortedMembers(this.productsOfShop.get(s.id)).slice(0, CANDIDATES_PER_PATH))
        .sort(byPopularity)
        .slice(0, CANDIDATES_PER_PATH);
    }
    const items = rankItems(groups);
    const and = groups.length > 1;
    const scored: Candidate[] = [];
    for (const entry of chosen) {
      const shop = this.shops.get(entry.shopId);
      if (!shop || (hidePharmacies && shop.category === 'Pharmacy')) continue;
      const lexemes = (entry.lexemes ??= parseTsvector(entry.vector));
      const fullText = holdsEveryGroup(lexemes, groups);
      const rank = float4AsPrinted(tsRank(lexemes, items, and));
      scored.push([
        entry.id,
        entry.name,
        entry.categories,
        shop.name,
        entry.inStock,
        entry.orderedCount,
        fullText,
        rank,
        entry.images,
        entry.pricePaise,
        entry.basePricePaise,
        entry.dietType,
        entry.shopId,
        entry.description,
        entry.sellerId,
        shop.category,
        shop.isOpen,
        entry as unknown as IndexedProduct,
      ]);
    }
    return scored;
  }
}

const ALL = 'all';

/** Freezes a card and the objects and lists inside it (lists may be shared between cards; nothing here changes them). */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null && !Object.isFrozen(inner)) deepFreeze(inner);
  return Object.freeze(value);
}

/** The first `limit` products of lists each in popularity order, as one list in that order, each product once. */
function mergeByPopularity(lists: ProductEntry[][], limit: number): ProductEntry[] {
  const live = lists.filter((l) => l.length > 0);
  if (live.length <= 1) return (live[0] ?? []).slice(0, limit);
  const at = new Array<number>(live.length).fill(0);
  const merged: ProductEntry[] = [];
  let last: ProductEntry | undefined;
  while (merged.length < limit) {
    let best = -1;
    for (let i = 0; i < live.length; i += 1) {
      if (at[i]! < live[i]!.length && (best < 0 || byPopularity(live[i]![at[i]!]!, live[best]![at[best]!]!) < 0)) best = i;
    }
    if (best < 0) break;
    const entry = live[best]![at[best]!]!;
    at[best] = at[best]! + 1;
    // A product under two of the words comes out of both lists one after the other: it is taken once.
    if (entry !== last) merged.push(entry);
    last = entry;
  }
  return merged;
}

/** Whether a product's or a shop's lexemes hold a word of every group (the tsquery's AND of ORs). */
function holdsEveryGroup(lexemes: { has(word: string): boolean }, groups: string[][]): boolean {
  for (const group of groups) {
    let found = false;
    for (const word of group) {
      if (lexemes.has(word)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** A test of whether a product's words hold a word of every group: one bit per group, each word's bits looked up once. */
function everyGroupTest(groups: string[][]): (words: string[]) => boolean {
  if (groups.length === 0) return () => true;
  if (groups.length > 30) return (words) => groups.every((g) => g.some((w) => words.includes(w)));
  const bitsOf = new Map<string, number>();
  groups.forEach((group, i) => {
    for (const w of group) bitsOf.set(w, (bitsOf.get(w) ?? 0) | (1 << i));
  });
  const all = (1 << groups.length) - 1;
  return (words) => {
    let bits = 0;
    for (let i = 0; i < words.length; i += 1) bits |= bitsOf.get(words[i]!) ?? 0;
    return bits === all;
  };
}
const groceryCategoryNames = new Set<string>(GROCERY_CATEGORIES);
const groceryCategoriesOf = (entry: ProductEntry) => new Set(entry.categories.filter((c) => groceryCategoryNames.has(c)));

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function sameProduct(e: ProductEntry, r: ProductRowOut): boolean {
  return (
    e.orderedCount === r.ordered_count &&
    e.inStock === r.in_stock &&
    e.name === r.name &&
    e.pricePaise === r.price_paise &&
    e.basePricePaise === r.base_price_paise &&
    e.dietType === r.diet_type &&
    e.description === r.description &&
    e.shopId === r.shop_id &&
    e.sellerId === r.seller_id &&
    e.vector === r.vector &&
    sameList(e.categories, r.categories) &&
    sameList(e.images, r.images) &&
    sameList(e.words, r.words)
  );
}

type Logger = { error(obj: unknown, msg?: string): void };

/**
 * Keeps one process's search index in step with the database. A catalogue change (this process's or another's,
 * heard through NOTIFY) makes the index stale at once, so searches take the SQL path until the changes are read;
 * popularity, which every order moves without a notification, is read every `refreshMs`.
 */
export class CatalogueIndexKeeper {
  private index = new CatalogueIndex();
  private ready = false;
  private generation = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readyWaiters: (() => void)[] = [];

  constructor(
    private readonly db: () => Db,
    private readonly refreshMs: number,
    private readonly log: Logger,
  ) {}

  /** The index, when it holds every change this process has heard of. */
  current(): CatalogueIndex | undefined {
    return this.ready ? this.index : undefined;
  }

  /** Builds the index in the background and keeps it fresh. */
  start() {
    this.timer = setInterval(() => void this.refresh(), this.refreshMs);
    this.timer.unref();
    void this.refresh();
  }

  /** Resolves once the index can answer (for a bench or a test that wants the in-process path). */
  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** The catalogue changed somewhere: stop answering from the index until the change is read. */
  changed() {
    this.generation += 1;
    this.ready = false;
    void this.refresh();
  }

  refresh(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        const generation = this.generation;
        try {
          await this.index.load(this.db());
        } catch (err) {
          // The SQL path answers meanwhile; the next change or tick tries again.
          this.log.error({ err }, 'could not refresh the search index');
          return;
        }
        if (generation === this.generation && !this.stopped) {
          this.ready = true;
          for (const resolve of this.readyWaiters.splice(0)) resolve();
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop() {
    this.stopped = true;
    this.ready = false;
    clearInterval(this.timer);
    await this.running;
    this.index = new CatalogueIndex();
  }
}
