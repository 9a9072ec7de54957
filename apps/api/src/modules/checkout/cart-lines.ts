import { ADDRESS_NOT_FOUND_MESSAGE, type CartKey, type OrderType, type UnavailableLine } from '@nukkad/contracts';
import { priceOrder, type CouponTerms, type OrderPrice } from '@nukkad/pricing';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedIn } from '../../db/prepared';
import { cartItems, customerAddresses, products, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/domain-error';
import type { AddressRow } from './delivery-address';
import { sellingPricePaise } from '../shop-management/shop-discount';
import { shopIsOpenNow } from '../shop-management/shop-open';

/** A line of the caller's server-side cart with the catalogue facts checkout needs (price, stock, shop, seller). */
export type CartLine = {
  productId: string;
  quantity: number;
  name: string;
  unitPricePaise: number;
  inStock: boolean;
  image: string | null;
  shopId: string;
  shopName: string;
  shopIsOpen: boolean;
  sellerId: string;
  sellerUsername: string;
};

/** The columns of a cart line checkout reads, each under its own name (a subquery's columns must not clash). */
function cartLinesQuery(tx: Db, lock: boolean) {
  const query = tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      addedAt: cartItems.createdAt,
      name: products.name,
      unitPricePaise: sql<number>`${sellingPricePaise}`.mapWith(products.pricePaise).as('unit_price_paise'),
      inStock: products.inStock,
      images: products.images,
      shopId: products.shopId,
      shopName: sql<string>`${shops.name}`.as('shop_name'),
      shopIsOpen: sql<boolean>`${shopIsOpenNow}`.mapWith(shops.isOpen).as('shop_is_open'),
      sellerId: products.sellerId,
      sellerUsername: sellers.username,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(cartItems.customerId, sql.placeholder('customerId')), eq(cartItems.cartKey, sql.placeholder('cartKey'))))
    // Rows are locked in this order: two checkouts of one cart lock its lines alike.
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return lock ? query.for('update', { of: cartItems }) : query;
}

/** A line as the statement reads it: every image of the product. */
type LineRow = Omit<CartLine, 'image'> & { images: string[] };

/** A line as checkout uses it: the first image only. */
const toLine = (line: LineRow): CartLine => ({
  productId: line.productId,
  quantity: line.quantity,
  name: line.name,
  unitPricePaise: line.unitPricePaise,
  inStock: line.inStock,
  image: line.images[0] ?? null,
  shopId: line.shopId,
  shopName: line.shopName,
  shopIsOpen: line.shopIsOpen,
  sellerId: line.sellerId,
  sellerUsername: line.sellerUsername,
});

function readLines(tx: Db, customerId: string, cartKey: CartKey, lock?: 'lock'): Promise<CartLine[]> {
  const name = lock ? 'checkout_cart_lines_locked' : 'checkout_cart_lines';
  // Built once, named so each connection plans it once.
  const statement = preparedIn(tx, name, (db) => cartLinesQuery(db, Boolean(lock)).prepare(name));
  return statement.execute({ customerId, cartKey }).then((rows) => rows.map(toLine));
}

/** The caller's cart as it is now, for a quote; nothing is locked. */
export function readCartLines(db: Db, actor: Actor, cartKey: CartKey): Promise<CartLine[]> {
  return readLines(db, actor.id, cartKey);
}

/**
 * The caller's cart for placing an order, its lines locked to the end of the transaction, in one statement: a
 * second checkout of the same cart waits here, then finds them gone. Shops and products are not locked: whether a
 * shop is open and a product in stock is read as the order is placed, so checkouts of one shop never queue behind
 * each other, and a seller closing a shop or a product running out never waits for them. Neither can be deleted
 * from under the checkout: its cart lines and then its order lines refer to them.
 */
export function lockCartLines(tx: Db, actor: Actor, cartKey: CartKey): Promise<CartLine[]> {
  return readLines(tx, actor.id, cartKey, 'lock');
}

/** What a quote and a checkout start from: one of the caller's own addresses and the cart's lines, oldest first. */
export type CheckoutInputs = { address: AddressRow; lines: CartLine[] };

/**
 * The address and the cart in one statement (one round trip): the address left-joined to the cart's lines, so no
 * row means no such address of the caller's (404, as anyone else's), and a row without a line an empty cart.
 * `lock`: the lines are locked as lockCartLines locks them.
 */
function inputsQuery(db: Db, lock: boolean) {
  const lines = cartLinesQuery(db, lock).as('lines');
  return db
    .select({ address: getTableColumns(customerAddresses), line: { ...lines._.selectedFields } })
    .from(customerAddresses)
    .leftJoin(lines, sql`true`)
    .where(and(eq(customerAddresses.id, sql.placeholder('addressId')), eq(customerAddresses.customerId, sql.placeholder('customerId'))))
    .orderBy(asc(lines.addedAt), asc(lines.productId));
}

async function readInputs(tx: Db, actor: Actor, addressId: string, cartKey: CartKey, lock: boolean): Promise<CheckoutInputs> {
  const name = lock ? 'checkout_inputs_locked' : 'checkout_inputs';
  const rows = await preparedIn(tx, name, (db) => inputsQuery(db, lock).prepare(name)).execute({ addressId, customerId: actor.id, cartKey });
  const [first] = rows;
  if (!first) throw notFound('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
  return { address: first.address, lines: rows.flatMap((r) => (r.line ? [toLine(r.line)] : [])) };
}

/** The caller's address and cart as they are now, for a quote; nothing is locked. */
export function readCheckoutInputs(db: Db, actor: Actor, addressId: string, cartKey: CartKey): Promise<CheckoutInputs> {
  return readInputs(db, actor, addressId, cartKey, false);
}

/** The caller's address and cart for placing an order, the cart's lines locked as lockCartLines locks them. */
export function lockCheckoutInputs(tx: Db, actor: Actor, addressId: string, cartKey: CartKey): Promise<CheckoutInputs> {
  return readInputs(tx, actor, addressId, cartKey, true);
}

/**
 * Why a line cannot be ordered now, or null when it can. Ordered for later, a closed shop is no reason: the slot is
 * inside its hours, and the release checks again.
 */
export function unavailableReason(line: CartLine, forLater = false): UnavailableLine['reason'] | null {
  if (!line.inStock) return 'out_of_stock';
  if (!line.shopIsOpen && !forLater) return 'shop_closed';
  return null;
}

/** What the customer chose that changes the price: a coupon (its terms) and a tip for the rider, in paise. */
export type PriceOffers = { coupon?: CouponTerms | null; tipPaise?: number };

/** The one price of a set of lines, with the coupon and the tip if any: libs/pricing's, and nothing else. */
export function priceLines(orderType: OrderType, lines: readonly CartLine[], distanceKm: number, { coupon = null, tipPaise = 0 }: PriceOffers = {}): OrderPrice {
  return priceOrder({
    orderType,
    tipPaise,
    lines: lines.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, sellerId: l.sellerId, shopId: l.shopId })),
    distanceKm,
    coupon,
  });
}
