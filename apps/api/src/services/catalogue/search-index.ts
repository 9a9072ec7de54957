import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProductWithShop } from './mappers';
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
];

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
  lexemes?: Map<string, Lexeme>;
  /** Its words as search_postings has them (nukkad_product_words). */
  words: string[];
  /** Replaced or removed: dropped from its buckets when they are next read or compacted. */
  gone?: true;
};

type ShopEntry = {
  id: string;
  name: string;
  category: ProductWithShop['shopType'];
  isOpen: boolean;
  orderedCount: number;
  productCount: number;
  nameLength: number;
  lexemes: Set<string>;
};

/**
 * Products kept for lookups in popularity order. A change only marks the bucket; it is cleaned of replaced
 * products and sorted when next read, so a delta costs no more than the words it touches.
 */
type Bucket = { entries: ProductEntry[]; live: number; sorted: boolean };

const byPopularity = (a: { orderedCount: number; id: string }, b: { orderedCount: number; id: string }) =>
  b.orderedCount - a.orderedCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function compact(bucket: Bucket) {
  if (bucket.entries.length !== bucket.live) bucket.entries = bucket.entries.filter((e) => !e.gone);
}

function sortedMembers(bucket: Bucket | undefined): ProductEntry[] {
  if (!bucket) return [];
  if (!bucket.sorted) {
    compact(bucket);
    bucket.entries.sort(byPopularity);
    bucket.sorted = true;
  }
  return bucket.entries;
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

function rankAnd(lexemes: Map<string, Lexeme>, items: string[]): number {
  if (items.length < 2) return rankOr(lexemes, items);
  const found: ({ positions: number[]; weights: number[]; none: boolean } | undefined)[] = [];
  let res = -1;
  for (let i = 0; i < items.length; i += 1) {
    if (!lexemes.has(items[i]!)) continue;
    const entry = lexemes.get(items[i]!);
    const mine = entry ? { ...entry, none: false } : { positions: [MAX_ENTRY_POS - 1], weights: [WEIGHTS[0]!], none: true };
    found[i] = mine;
    for (let k = 0; k < i; k += 1) {
      const other = found[k];
      if (!other) continue;
      for (let l = 0; l < mine.positions.length; l += 1) {
        for (let p = 0; p < other.positions.length; p += 1) {
          let distance = Math.abs(mine.positions[l]! - other.positions[p]!);
          if (distance || mine.none || other.none) {
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
export class SearchIndex {
  private readonly products = new Map<string, ProductEntry>();
  private readonly shops = new Map<string, ShopEntry>();
  private readonly postings = new Map<string, Bucket>();
  private readonly productsOfShop = new Map<string, Bucket>();
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
    const shopRows = await rowsOf<{
      id: string;
      name: string;
      category: ShopEntry['category'];
      is_open: boolean;
      ordered_count: number;
      product_count: number;
      lexemes: string;
    }>(db, sql`select id, name, category, is_open, ordered_count, product_count, to_tsvector('simple', name)::text as lexemes from shops`);
    if (vocabulary !== this.vocabularySize) await this.loadVocabulary(db, vocabulary);

    // A shop whose popularity or product count moved had products ordered, added or removed: read all of them again.
    const reread = new Set<string>();
    const seen = new Set<string>();
    for (const row of shopRows) {
      seen.add(row.id);
      const old = this.shops.get(row.id);
      if (this.since && (!old || old.orderedCount !== row.ordered_count || old.productCount !== row.product_count)) reread.add(row.id);
      this.shops.set(row.id, {
        id: row.id,
        name: row.name,
        category: row.category,
        isOpen: row.is_open,
        orderedCount: row.ordered_count,
        productCount: row.product_count,
        nameLength: [...row.name].length,
        lexemes: new Set(parseTsvector(row.lexemes).keys()),
      });
    }
    for (const id of [...this.shops.keys()]) {
      if (seen.has(id)) continue;
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
    for (const bucket of this.productsOfShop.values()) compact(bucket);
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

  private add(map: Map<string, Bucket>, key: string, entry: ProductEntry) {
    let bucket = map.get(key);
    if (!bucket) map.set(key, (bucket = { entries: [], live: 0, sorted: true }));
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
    };
    this.products.set(entry.id, entry);
    for (const word of words) this.add(this.postings, word, entry);
    this.add(this.productsOfShop, entry.shopId, entry);
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

  /** Each query word with the vocabulary words within reach (a trigram neighbour or the same letters, close enough). */
  correct(words: string[]): Correction[] {
    return words.map((queryWord) => {
      let reach = this.corrections.get(queryWord);
      if (!reach) {
        const trigrams = trigramsOf(queryWord);
        const key = letterKey(queryWord);
        reach = [queryWord];
        for (const v of this.vocabulary.values()) {
          if (v.word === queryWord) continue;
          if ((v.key === key || similarEnough(trigrams, v.trigrams)) && wordCloseness(queryWord, v.word) >= CLOSE_ENOUGH) reach.push(v.word);
        }
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
    const others = groups.filter((_, i) => i !== driver);
    const found = new Map<string, ProductEntry>();
    for (const word of groups[driver]!) {
      const walked = sortedMembers(this.postings.get(word));
      let kept = 0;
      for (let i = 0; i < walked.length && i < POSTINGS_READ_PER_WORD && kept < CANDIDATES_PER_PATH; i += 1) {
        const entry = walked[i]!;
        if (!others.every((g) => g.some((w) => entry.words.includes(w)))) continue;
        found.set(entry.id, entry);
        kept += 1;
      }
    }
    let chosen = [...found.values()].sort(byPopularity).slice(0, CANDIDATES_PER_PATH);
    // As in SQL, a shop's products are offered only when no product has the words (a shop's name, say).
    if (chosen.length === 0) {
      const matching = [...this.shops.values()]
        .filter((s) => !(hidePharmacies && s.category === 'Pharmacy') && groups.every((g) => g.some((w) => s.lexemes.has(w))))
        .sort((a, b) => a.nameLength - b.nameLength || b.orderedCount - a.orderedCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, SHOPS_PER_SEARCH);
      chosen = matching
        .flatMap((s) => sortedMembers(this.productsOfShop.get(s.id)).slice(0, CANDIDATES_PER_PATH))
        .sort(byPopularity)
        .slice(0, CANDIDATES_PER_PATH);
    }
    const items = rankItems(groups);
    const and = groups.length > 1;
    return chosen.flatMap((entry) => {
      const shop = this.shops.get(entry.shopId);
      if (!shop || (hidePharmacies && shop.category === 'Pharmacy')) return [];
      const lexemes = (entry.lexemes ??= parseTsvector(entry.vector));
      const fullText = groups.every((g) => g.some((w) => lexemes.has(w)));
      const rank = float4AsPrinted(tsRank(lexemes, items, and));
      const candidate: Candidate = [
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
      ];
      return [candidate];
    });
  }
}

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
export class SearchIndexKeeper {
  private index = new SearchIndex();
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
  current(): SearchIndex | undefined {
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
    this.index = new SearchIndex();
  }
}
