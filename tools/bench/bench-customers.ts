// The signed-in side of `npm run bench`: customers made straight in the bench database, each with an address in the
// delivery area and a session token from the app's own signer, and the ledger that proves checkout placed no order twice.
import { cartKeyForShop, type CartKey } from '@nukkad/contracts';
import { and, asc, count, countDistinct, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { cartItems, customerAddresses, customers, idempotencyKeys, orders, products, shops } from '../../apps/api/src/db/schema';

export type BenchCustomer = { id: string; token: string; addressId: string };
/** Checkout clients (empty carts) with the food products they add, and readers of a filled cart for getCart. */
export type BenchCustomers = { clients: BenchCustomer[]; foodProducts: string[]; oneShopFoodProducts: string[]; cartReaders: BenchCustomer[] };
export type CheckoutLedger = { orders: number; keys: number; keysWithOrder: number; ordersOfKeys: number; cartLines: number };
export type SignSession = (claims: { sub: string; role: 'customer'; ver: number }) => string;

const CART_READERS = 10;

/** In-stock products of open shops that go to this cart, in id order (pharmacy left out: medicines may be hidden). */
async function orderableProducts(db: Db, cartKey: CartKey): Promise<string[]> {
  return (await orderableRows(db, cartKey)).map((r) => r.id);
}

/** The orderable food products of the shop with the most of them: the rush at one restaurant. */
async function oneShopFood(db: Db): Promise<string[]> {
  const byShop = new Map<string, string[]>();
  for (const r of await orderableRows(db, 'foodCart')) byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), r.id]);
  return [...byShop.values()].reduce((most, ids) => (ids.length > most.length ? ids : most), []);
}

async function orderableRows(db: Db, cartKey: CartKey): Promise<{ id: string; shopId: string }[]> {
  const rows = await db
    .select({ id: products.id, shopId: products.shopId, category: shops.category })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.inStock, true), eq(shops.isOpen, true), ne(shops.category, 'Pharmacy')))
    .orderBy(asc(products.id));
  return rows.filter((r) => cartKeyForShop(r.category) === cartKey);
}

async function makeCustomer(db: Db, sign: SignSession, origin: { lat: number; lng: number }, n: number): Promise<BenchCustomer> {
  const phone = `7${String(n).padStart(9, '0')}`;
  const [customer] = await db.insert(customers).values({ name: `Bench Customer ${n}`, phone }).returning();
  // 0.5–4 km from the shop origin, well inside the delivery area.
  const [address] = await db
    .insert(customerAddresses)
    .values({
      customerId: customer!.id,
      fullName: `Bench Customer ${n}`,
      phone,
      addressLine: `${n} Janpath`,
      area: 'Connaught Place',
      landmark: null,
      lat: origin.lat + 0.0045 * (1 + (n % 8)),
      long: origin.lng + 0.003 * (n % 5),
      isDefault: true,
    })
    .returning();
  return { id: customer!.id, token: sign({ sub: customer!.id, role: 'customer', ver: customer!.tokenVersion }), addressId: address!.id };
}

export async function makeBenchCustomers(db: Db, sign: SignSession, origin: { lat: number; lng: number }, clients: number): Promise<BenchCustomers> {
  const foodProducts = await orderableProducts(db, 'foodCart');
  const groceryProducts = await orderableProducts(db, 'groceryCart');
  if (foodProducts.length < 2 || groceryProducts.length < 2) throw new Error('the bench database has too few orderable products for carts');
  const made: BenchCustomer[] = [];
  for (let n = 1; n <= clients + CART_READERS; n++) made.push(await makeCustomer(db, sign, origin, n));
  const cartReaders = made.slice(clients);
  // A reader's carts hold two food and two grocery lines, so getCart reads and prices both.
  await db.insert(cartItems).values(
    cartReaders.flatMap((c, i) =>
      [0, 1].flatMap((k) => [
        { customerId: c.id, cartKey: 'foodCart' as const, productId: foodProducts[(2 * i + k) % foodProducts.length]!, quantity: 1 + k },
        { customerId: c.id, cartKey: 'groceryCart' as const, productId: groceryProducts[(2 * i + k) % groceryProducts.length]!, quantity: 1 },
      ]),
    ),
  );
  return { clients: made.slice(0, clients), foodProducts, oneShopFoodProducts: await oneShopFood(db), cartReaders };
}

/** What checkout left for these customers: their orders, Idempotency-Keys, the orders the keys name, and cart lines. */
export async function checkoutLedger(db: Db, customerIds: string[]): Promise<CheckoutLedger> {
  const [placed] = await db.select({ n: count() }).from(orders).where(inArray(orders.customerId, customerIds));
  const [keys] = await db
    .select({ keys: count(), keysWithOrder: count(idempotencyKeys.orderId), ordersOfKeys: countDistinct(idempotencyKeys.orderId) })
    .from(idempotencyKeys)
    .where(inArray(idempotencyKeys.customerId, customerIds));
  const [lines] = await db.select({ n: count() }).from(cartItems).where(inArray(cartItems.customerId, customerIds));
  return { orders: placed!.n, keys: keys!.keys, keysWithOrder: keys!.keysWithOrder, ordersOfKeys: keys!.ordersOfKeys, cartLines: lines!.n };
}
