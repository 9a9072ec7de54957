// Loads a city's catalogue (1,000 shops of every category, 100,000 products by default) into a fresh PostgreSQL
// database, the same on every run: `DATABASE_URL=postgres://… npx tsx tools/city/generate-city.ts`.
import { fileURLToPath } from 'node:url';
import { SHOP_CATEGORIES, type ShopCategory } from '@nukkad/contracts';
import pg from 'pg';
import { connectPostgres } from '../../apps/api/src/db/client';
import { GENERATED_SELLER_PASSWORD } from '../../apps/api/src/seed/demo-data';
import { seededRandom } from '../../apps/api/src/seed/placeholder-image';
import { hashPassword } from '../../apps/api/src/modules/accounts/passwords';
import {
  BAKERY_ITEMS,
  DISH_VARIANTS,
  DISHES,
  GROCERY_ITEMS,
  GROCERY_PACKS,
  JUICES,
  LOCALITIES,
  MEDICINES,
  OTHER_ITEMS,
  OWNER_NAMES,
  SHOP_NAME_PARTS,
} from './city-data';
import { generateOrders } from './generate-orders';

export type CityOptions = {
  adminUrl: string;
  database: string;
  shops: number;
  products: number;
  seed: number;
  /** The order history (0: none), its customers and delivery partners. */
  orders: number;
  customers: number;
  deliveryPartnerList: number;
  /** Take an existing city database made with the same options instead of making it again. */
  keep?: boolean;
};

/** Share of shops and typical products per shop, by category. */
const MIX: Record<ShopCategory, { share: number; typical: number }> = {
  Restaurant: { share: 0.4, typical: 80 },
  Grocery: { share: 0.25, typical: 170 },
  Pharmacy: { share: 0.08, typical: 150 },
  Bakery: { share: 0.1, typical: 50 },
  Juicery: { share: 0.07, typical: 30 },
  Others: { share: 0.1, typical: 90 },
};

type ProductSeed = { name: string; categories: string[]; diet: 'Veg' | 'Egg' | 'Non-Vegetarian'; pricePaise: number };

const DIET = { V: 'Veg', E: 'Egg', N: 'Non-Vegetarian' } as const;

/** Every distinct product a shop of this category could list. */
function productPool(category: ShopCategory, rand: () => number): ProductSeed[] {
  const price = (low: number, high: number) => Math.round((low + rand() * (high - low)) / 5) * 500;
  const sized = (items: [string, string, string[]][], variants: string[], low: number, high: number) =>
    items.flatMap(([name, cat, sizes]) =>
      sizes.flatMap((size) => variants.map((v) => ({ name: `${name} ${size}${v}`, categories: [cat], diet: 'Veg' as const, pricePaise: price(low, high) }))),
    );
  switch (category) {
    case 'Restaurant':
      return DISHES.flatMap(([name, cuisine, course, diet]) =>
        DISH_VARIANTS.map((v) => ({ name: `${name}${v}`, categories: [cuisine, course], diet: DIET[diet], pricePaise: price(40, 450) })),
      );
    case 'Grocery':
      return GROCERY_ITEMS.flatMap(([name, cat, sub, sizes]) =>
        sizes.flatMap((size) =>
          GROCERY_PACKS.map((v) => ({ name: `${name} ${size}${v}`, categories: [cat, sub], diet: 'Veg' as const, pricePaise: price(15, 900) })),
        ),
      );
    case 'Pharmacy':
      return sized(MEDICINES, [...GROCERY_PACKS, ' (Box of 10)', ' (Strip)'], 20, 700);
    case 'Bakery':
      return sized(BAKERY_ITEMS, ['', ' (Eggless)', ' Special'], 20, 900);
    case 'Juicery':
      return sized(JUICES, ['', ' (No Sugar)', ' with Ice Cream'], 30, 180);
    case 'Others':
      return sized(OTHER_ITEMS, GROCERY_PACKS, 20, 2500);
  }
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

/** `count` distinct items of `list`, in a random order (a partial Fisher–Yates shuffle). */
function sample<T>(rand: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(rand() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** A UUID (v4 layout) from the seeded stream, so ids too are the same on every run. */
function seededUuid(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Units ordered so far: most products little, a few a great deal. */
const orderedCount = (rand: () => number) => Math.floor(rand() ** 4 * 2_000);

export async function generateCity(opts: CityOptions, log: (msg: string) => void = console.log): Promise<string> {
  const started = Date.now();
  const url = new URL(opts.adminUrl);
  url.pathname = `/${opts.database}`;
  // The database remembers the options it was made with, so CITY_KEEP=1 can take it again instead of waiting minutes.
  const { adminUrl: _server, keep, ...made } = opts;
  const madeWith = JSON.stringify(made);
  const admin = new pg.Client({ connectionString: opts.adminUrl });
  await admin.connect();
  const found = await admin.query(
    'select shobj_description(oid, $2) as made_with from pg_database where datname = $1',
    [opts.database, 'pg_database'],
  );
  if (keep && found.rows[0]?.made_with === madeWith) {
    await admin.end();
    const database = connectPostgres(url.toString());
    await database.migrate();
    await database.close();
    log(`city: ${opts.database} kept from an earlier run with the same options (CITY_KEEP=1)`);
    return url.toString();
  }
  await admin.query(`drop database if exists ${opts.database} with (force)`);
  await admin.query(`create database ${opts.database}`);
  const database = connectPostgres(url.toString());
  await database.migrate();
  await database.close();

  const rand = seededRandom(opts.seed);
  const categories = SHOP_CATEGORIES.flatMap((c) => Array.from({ length: Math.round(MIX[c].share * opts.shops) }, () => c)).slice(0, opts.shops);
  while (categories.length < opts.shops) categories.push('Restaurant');
  const pools = new Map(SHOP_CATEGORIES.map((c) => [c, productPool(c, rand)]));

  // Products per shop: the category's typical number give or take 30 %, scaled to the total asked for.
  const wanted = categories.map((c) => MIX[c].typical * (0.7 + rand() * 0.6));
  const scale = opts.products / wanted.reduce((a, b) => a + b, 0);
  const counts = wanted.map((w, i) => Math.min(Math.round(w * scale), pools.get(categories[i]!)!.length));
  for (let i = 0, short = opts.products - counts.reduce((a, b) => a + b, 0); short > 0; i = (i + 1) % counts.length) {
    if (counts[i]! < pools.get(categories[i]!)!.length) {
      counts[i]! += 1;
      short -= 1;
    }
  }

  const passwordHash = await hashPassword(GENERATED_SELLER_PASSWORD);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const shopRows = categories.map((category, i) => {
    const parts = SHOP_NAME_PARTS[category];
    const locality = pick(rand, LOCALITIES);
    const owner = pick(rand, OWNER_NAMES);
    const name = rand() < 0.3 ? `${owner} ${pick(rand, parts.suffixes)}` : `${pick(rand, parts.prefixes)} ${pick(rand, parts.suffixes)}`;
    const opening = 6 + Math.floor(rand() * 6);
    return {
      id: seededUuid(rand),
      sellerId: seededUuid(rand),
      username: `${owner} ${i + 1}`,
      phone: String(7_000_000_000 + i),
      name: rand() < 0.5 ? `${name}, ${locality}` : name,
      category,
      addressLine: `${1 + Math.floor(rand() * 200)}, Main Market, ${locality}`,
      pincode: String(110_001 + Math.floor(rand() * 95)),
      isOpen: rand() < 0.85,
      openingTime: `${String(opening).padStart(2, '0')}:00`,
      closingTime: `${String(opening + 12 + Math.floor(rand() * 4)).padStart(2, '0')}:00`,
    };
  });
  await client.query(
    `insert into sellers (id, username, phone, password_hash)
     select * from unnest($1::uuid[], $2::text[], $3::text[], array_fill($4::text, array[$5::int]))`,
    [shopRows.map((s) => s.sellerId), shopRows.map((s) => s.username), shopRows.map((s) => s.phone), passwordHash, shopRows.length],
  );

  let total = 0;
  const batch: unknown[][] = Array.from({ length: 12 }, () => []);
  const flush = async () => {
    if (batch[0]!.length === 0) return;
    await client.query(
      `insert into products (id, shop_id, seller_id, name, price_paise, base_price_paise, in_stock, diet_type, categories, images, description, ordered_count)
       select id, shop_id, seller_id, name, price, base, in_stock, diet::diet_type, string_to_array(cats, '|'), array[image], description, ordered
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::bool[], $8::text[], $9::text[], $10::text[], $11::text[], $12::int[])
         as t(id, shop_id, seller_id, name, price, base, in_stock, diet, cats, image, description, ordered)`,
      batch,
    );
    total += batch[0]!.length;
    for (const column of batch) column.length = 0;
  };

  const shopValues: unknown[][] = Array.from({ length: 11 }, () => []);
  for (const [i, shop] of shopRows.entries()) {
    const items = sample(rand, pools.get(shop.category)!, counts[i]!);
    const tags = [...new Set(items.flatMap((p) => p.categories))].slice(0, 2 + Math.floor(rand() * 4));
    const row = [shop.id, shop.sellerId, shop.name, shop.category, tags.join('|'), shop.addressLine, shop.pincode, shop.isOpen, shop.openingTime, shop.closingTime, `/uploads/city/shop-${i + 1}.jpg`];
    row.forEach((v, k) => shopValues[k]!.push(v));
    for (const p of items) {
      const inStock = rand() < 0.92;
      const base = rand() < 0.2 ? Math.round((p.pricePaise * (1.1 + rand() * 0.2)) / 100) * 100 : null;
      const description = `${p.name} from ${shop.name.split(',')[0]}.`;
      const image = `/uploads/city/p-${batch[0]!.length + 1}.jpg`;
      const values = [seededUuid(rand), shop.id, shop.sellerId, p.name, p.pricePaise, base, inStock, p.diet, p.categories.join('|'), image, description, orderedCount(rand)];
      values.forEach((v, k) => batch[k]!.push(v));
    }
  }
  await client.query(
    `insert into shops (id, seller_id, name, category, product_categories, address_line, pincode, city, state, is_open, images)
     select id, seller_id, name, category::shop_category, string_to_array(tags, '|'), address_line, pincode, 'New Delhi', 'Delhi', is_open, array[image]
     from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bool[], $9::text[], $10::text[], $11::text[])
       as t(id, seller_id, name, category, tags, address_line, pincode, is_open, opening, closing, image)`,
    shopValues,
  );
  // Products go in after every shop exists, a few thousand rows to a statement.
  const all = batch.map((column) => [...column]);
  for (const column of batch) column.length = 0;
  for (let start = 0; start < all[0]!.length; start += 5_000) {
    all.forEach((column, k) => batch[k]!.push(...column.slice(start, start + 5_000)));
    await flush();
  }
  // Vacuum too: it moves the bulk load out of the GIN indexes' pending lists, as autovacuum would in time.
  if (opts.orders > 0) {
    await generateOrders(client, { orders: opts.orders, customers: opts.customers, deliveryPartnerList: opts.deliveryPartnerList, passwordHash });
    await client.query(`insert into admins (name, email, password_hash) values ('City Admin', 'admin@city.local', $1)`, [passwordHash]);
  }
  await client.query('vacuum analyze');
  await client.end();
  const history = opts.orders > 0 ? `, ${opts.orders} orders of ${opts.customers} customers` : '';
  await admin.query(`comment on database ${opts.database} is '${madeWith.replaceAll("'", "''")}'`);
  await admin.end();
  log(`city: ${opts.shops} shops, ${total} products${history} in ${opts.database}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return url.toString();
}

/** The city database's options from the environment: `DATABASE_URL` is the server to create it on. */
export function cityOptionsFromEnv(env: Record<string, string | undefined> = process.env): CityOptions {
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server the city database may be created on');
  const database = env.CITY_DATABASE ?? 'nukkad_city';
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`CITY_DATABASE must be a plain lower-case name, not '${database}'`);
  return {
    adminUrl: env.DATABASE_URL,
    database,
    shops: Number(env.CITY_SHOPS ?? 1_000),
    products: Number(env.CITY_PRODUCTS ?? 100_000),
    seed: Number(env.CITY_SEED ?? 20_240_601),
    orders: Number(env.CITY_ORDERS ?? 1_000_000),
    customers: Number(env.CITY_CUSTOMERS ?? 100_000),
    deliveryPartnerList: Number(env.CITY_PARTNERS ?? 500),
    keep: env.CITY_KEEP === '1',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateCity(cityOptionsFromEnv());
}
