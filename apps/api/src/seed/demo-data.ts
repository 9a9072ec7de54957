import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@nukkad/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts/passwords';
import type { DeliveryArea } from '../modules/checkout/delivery-address';
import type { Db } from '../db/client';
import {
  admins,
  customerAddresses,
  customers,
  deliveryPartners,
  products,
  sellers,
  shops,
  type NewProductRow,
  type NewShopRow,
} from '../db/schema';
import {
  DEMO_SHOPS,
  EMOJI_BY_CATEGORY,
  EMOJI_BY_WORD,
  FIRST_SELLER_PHONE,
  type ProductDef,
  type ShopDef,
} from './catalogue-data';
import { deleteDemoAccount } from './demo-account-deletion';
import { fillDemoCarts, seedDemoCommerce } from './demo-commerce';
import { seedDemoTrip } from './demo-delivery';
import { seedDemoHistory } from './demo-history';
import { demoShopHours } from './demo-hours';
import { archiveDemoProduct, seedDemoSellerOrders } from './demo-seller';
import { hashString, placeholderSvg, seededRandom, slugify } from './placeholder-image';

/** The demo accounts live in the contracts, which the browser journeys read too. */
export { DEMO_ACCOUNTS };

/** The password every generated (non-demo) seller shares: the demo seller's, so one hash serves them all. */
export const GENERATED_SELLER_PASSWORD = DEMO_ACCOUNTS.seller.password;

type Accounts = typeof DEMO_ACCOUNTS;

/** The demo accounts as seeded, with their database ids. */
export type DemoAccounts = {
  customer: Accounts['customer'] & { id: string };
  seller: Accounts['seller'] & { id: string; shopId: string };
  admin: Accounts['admin'] & { id: string };
  delivery: Accounts['delivery'] & { id: string };
};

export type SeedOptions = {
  /** The folder served at /uploads/; pictures go to its `demo/` subfolder. */
  uploadsDir: string;
  log?: (msg: string) => void;
  /** With the delivery area, the demo customer also gets addresses, past orders and full carts. */
  area?: DeliveryArea;
  /** The clock the demo shops' hours are set against (one closed now, one closing within the hour). */
  now?: Date;
};

const DEMO_FOLDER = 'demo';
/** Where the demo pictures are served: apart from /uploads/, which never serves SVG. */
export const DEMO_IMAGES_PATH = '/demo-images/';
const SEED = hashString('nukkad-demo-catalogue-v1');
/** Serialises two processes seeding the same database at once. */
const SEED_LOCK_KEY = 727_274_001;
const PRODUCT_CHUNK = 200;

const DEMO_ADDRESS = {
  fullName: DEMO_ACCOUNTS.customer.name,
  phone: DEMO_ACCOUNTS.customer.phone,
  addressLine: 'Flat 304, Akashdeep Building, Barakhamba Road',
  area: 'Connaught Place, New Delhi 110001',
  landmark: 'Near Barakhamba Road Metro Gate 2',
  lat: 28.6298,
  long: 77.2245,
};

type ImageFile = { fileName: string; svg: string };

type ShopPlan = {
  def: ShopDef;
  seller: { username: string; phone: string; email: string | null };
  row: Omit<NewShopRow, 'sellerId'>;
  products: Omit<NewProductRow, 'shopId' | 'sellerId'>[];
};

function emojiFor(product: ProductDef, shop: ShopDef): string {
  if (product.emoji) return product.emoji;
  for (const [pattern, emoji] of EMOJI_BY_WORD) if (pattern.test(product.name)) return emoji;
  for (const category of product.categories) {
    const emoji = EMOJI_BY_CATEGORY[category];
    if (emoji) return emoji;
  }
  return shop.emoji;
}

/** Everything to write, computed without touching the database: same data, same ids of files, every run. */
function planCatalogue(now: Date): { shops: ShopPlan[]; images: ImageFile[] } {
  const random = seededRandom(SEED);
  const images: ImageFile[] = [];
  const taken = new Set<string>();
  const addImage = (slug: string, svg: string): string => {
    let unique = slug;
    for (let n = 2; taken.has(unique); n++) unique = `${slug}-${n}`;
    taken.add(unique);
    const fileName = `${unique}.svg`;
    images.push({ fileName, svg });
    return `${DEMO_IMAGES_PATH}${fileName}`;
  };

  const plans = DEMO_SHOPS.map((def, index): ShopPlan => {
    const shopSlug = slugify(def.name);
    const seller =
      index === 0
        ? { username: DEMO_ACCOUNTS.seller.username, phone: DEMO_ACCOUNTS.seller.phone, email: DEMO_ACCOUNTS.seller.email }
        : { username: def.owner, phone: String(FIRST_SELLER_PHONE + index), email: null };
    const shopImage = addImage(`shop-${shopSlug}`, placeholderSvg({ title: def.name, subtitle: def.category, emoji: def.emoji }));
    const row: Omit<NewShopRow, 'sellerId'> = {
      name: def.name,
      category: def.category,
      productCategories: def.productCategories,
      addressLine: def.addressLine,
      pincode: def.pincode,
      city: 'New Delhi',
      state: 'Delhi',
      images: [shopImage],
      description: def.description,
      ...demoShopHours(def, now),
    };
    const productRows = def.products.map((p) => {
      if (p.base !== undefined && p.base <= p.price) throw new Error(`Demo product '${p.name}': base price must exceed price`);
      const r = random();
      const orderedCount = p.popular ? 400 + Math.floor(r * 600) : Math.floor(r * r * 300);
      const images = p.noImage
        ? []
        : [addImage(`${shopSlug}--${slugify(p.name)}`, placeholderSvg({ title: p.name, subtitle: def.name, emoji: emojiFor(p, def) }))];
      return {
        name: p.name,
        pricePaise: p.price,
        basePricePaise: p.base ?? null,
        inStock: p.inStock ?? true,
        dietType: p.diet ?? 'Veg',
        categories: p.categories,
        images,
        description: p.description ?? '',
        orderedCount,
      } satisfies Omit<NewProductRow, 'shopId' | 'sellerId'>;
    });
    return { def, seller, row: { ...row, ...demoRating(def, productRows) }, products: productRows };
  });
  return { shops: plans, images };
}

/**
 * A believable rating for most restaurants (the rest show none yet): about one review per 20 units ordered,
 * averaging 3.7–4.7 by the shop's name, written as the figures submitReview keeps.
 */
function demoRating(def: ShopDef, productRows: { orderedCount: number }[]): Pick<NewShopRow, 'ratingTotal' | 'ratingCount'> {
  const h = hashString(`rating:${def.name}`);
  if (def.category !== 'Restaurant' || h % 4 === 0) return { ratingTotal: 0, ratingCount: 0 };
  const ratingCount = Math.round(productRows.reduce((sum, p) => sum + p.orderedCount, 0) / 20);
  const tenths = 37 + (h % 11);
  return { ratingTotal: Math.round((ratingCount * tenths) / 10), ratingCount };
}

async function writeImages(dir: string, images: ImageFile[]) {
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < images.length; i += 32) {
    await Promise.all(images.slice(i, i + 32).map((img) => writeFile(path.join(dir, img.fileName), img.svg, 'utf8')));
  }
}

/**
 * Loads the demo catalogue and one account per role into an empty database.
 * Returns null, writing nothing, when any shop already exists.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<DemoAccounts | null> {
  const log = opts.log ?? (() => {});
  const [existing] = await db.select({ id: shops.id }).from(shops).limit(1);
  if (existing) {
    log('Demo data not loaded: the database already has shops');
    return null;
  }

  const plan = planCatalogue(opts.now ?? new Date());
  const imageDir = path.join(opts.uploadsDir, DEMO_FOLDER);
  await writeImages(imageDir, plan.images);

  // argon2 is deliberately slow: one hash per distinct password, outside the transaction.
  const [sellerHash, adminHash, riderHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.seller.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.delivery.password),
  ]);

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [raced] = await tx.select({ id: shops.id }).from(shops).limit(1);
    if (raced) return null;

    // Sellers: a phone or e-mail already registered (an empty catalogue can still have accounts) is reused.
    const sellerRows = plan.shops.map((s) => ({ ...s.seller, passwordHash: sellerHash! }));
    await tx.insert(sellers).values(sellerRows).onConflictDoNothing();
    const phones = sellerRows.map((s) => s.phone);
    const sellerIdByPhone = new Map(
      (await tx.select({ id: sellers.id, phone: sellers.phone }).from(sellers).where(inArray(sellers.phone, phones))).map(
        (s) => [s.phone, s.id],
      ),
    );
    const sellerIdOf = (phone: string) => {
      const id = sellerIdByPhone.get(phone);
      if (!id) throw new Error(`Demo seller ${phone} could not be created`);
      return id;
    };

    const shopRows = await tx
      .insert(shops)
      .values(plan.shops.map((s) => ({ ...s.row, sellerId: sellerIdOf(s.seller.phone) })))
      .returning({ id: shops.id, sellerId: shops.sellerId });
    const shopIdBySeller = new Map(shopRows.map((s) => [s.sellerId, s.id]));

    const productRows: NewProductRow[] = plan.shops.flatMap((s) => {
      const sellerId = sellerIdOf(s.seller.phone);
      const shopId = shopIdBySeller.get(sellerId)!;
      return s.products.map((p) => ({ ...p, shopId, sellerId }));
    });
    for (let i = 0; i < productRows.length; i += PRODUCT_CHUNK) {
      await tx.insert(products).values(productRows.slice(i, i + PRODUCT_CHUNK));
    }

    const a = DEMO_ACCOUNTS;
    await tx.insert(admins).values({ name: a.admin.name, email: a.admin.email, passwordHash: adminHash! }).onConflictDoNothing();
    await tx
      .insert(deliveryPartners)
      .values({ name: a.delivery.name, phone: a.delivery.phone, passwordHash: riderHash!, isAvailable: true })
      .onConflictDoNothing();
    const [newCustomer] = await tx
      .insert(customers)
      .values({ name: a.customer.name, phone: a.customer.phone })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (newCustomer) {
      await tx.insert(customerAddresses).values({ customerId: newCustomer.id, ...DEMO_ADDRESS, isDefault: true });
    }

    const [admin] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, a.admin.email));
    const [rider] = await tx.select({ id: deliveryPartners.id }).from(deliveryPartners).where(eq(deliveryPartners.phone, a.delivery.phone));
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, a.customer.phone));
    const demoSellerId = sellerIdOf(a.seller.phone);
    const accounts: DemoAccounts = {
      customer: { ...a.customer, id: customer!.id },
      seller: { ...a.seller, id: demoSellerId, shopId: shopIdBySeller.get(demoSellerId)! },
      admin: { ...a.admin, id: admin!.id },
      delivery: { ...a.delivery, id: rider!.id },
    };
    return { accounts, shopCount: shopRows.length, productCount: productRows.length };
  });

  if (!result) {
    log('Demo data not loaded: another process loaded it first');
    return null;
  }
  if (opts.area) {
    const commerce = await seedDemoCommerce(
      db,
      { customerId: result.accounts.customer.id, deliveryPartnerId: result.accounts.delivery.id },
      opts.area,
    );
    const seller = result.accounts.seller;
    const shop = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, seller.shopId));
    const sellerOrders = await seedDemoSellerOrders(
      db,
      { sellerId: seller.id, shopName: shop[0]!.name, demoCustomerId: result.accounts.customer.id, deliveryPartnerId: result.accounts.delivery.id },
      opts.area,
    );
    const trip = await seedDemoTrip(db, { deliveryPartnerId: result.accounts.delivery.id }, commerce.preparingOrderId, opts.area.shopOrigin);
    const history = await seedDemoHistory(
      db,
      { adminId: result.accounts.admin.id, excludedSellerIds: [seller.id] },
      { area: opts.area, deliveryPartnerPasswordHash: riderHash! },
    );
    await fillDemoCarts(db, result.accounts.customer.id);
    const archived = await archiveDemoProduct(db, seller.id);
    const deleted = await deleteDemoAccount(db);
    log(`Demo data: ${commerce.orders} orders, two addresses and both carts filled for the demo customer`);
    log(`Demo data: ${sellerOrders.orders} orders of the demo seller's shop, delivered over 30 days, being prepared and waiting`);
    if (archived) log(`Demo data: the demo seller's ${archived} is archived (listed under Archived, still in past orders)`);
    if (deleted) log(`Demo data: ${deleted} deleted their account; their past orders show "Deleted customer"`);
    log(`Demo data: the demo rider is on duty with an order out for delivery (${trip.pickedUp} picked up) and on the map; the orders nobody took are available`);
    log(
      `Demo data: ${history.orders} orders of ${history.customers} more customers over 60 days (${Object.entries(history.byStatus)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ')}), delivered by ${history.deliveryPartnerList} more partners`,
    );
  }
  log(
    `Demo data: ${result.shopCount} shops, ${result.productCount} products, ${plan.images.length} pictures in ${imageDir}`,
  );
  return result.accounts;
}
