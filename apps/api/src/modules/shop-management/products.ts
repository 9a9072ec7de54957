import {
  GROCERY_CATEGORIES,
  type addProductBodySchema,
  type editProductBodySchema,
  type productFormSchema,
  type SellerProduct,
  BASE_PRICE_BELOW_PRICE_MESSAGE,
  GROCERY_CATEGORY_MESSAGE,
  STOCK_MESSAGES,
  NO_SHOP_MESSAGE,
  PRODUCT_ARCHIVED_STOCK_MESSAGE,
  SELLER_PRODUCT_NOT_FOUND_MESSAGE,
} from '@nukkad/contracts';
import { rupeesToPaise } from '@nukkad/pricing';
import { and, asc, eq, isNull, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { products, shops, type ShopRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import { productCardColumns, productWithShopColumns, toProduct, type ProductWithShop } from '../catalogue/mappers';
import { announceCartChanges } from '../live-events/outbox';
import { checkSellerImages } from './own-images';
import { findSellerShop } from './shops';

export type AddProductInput = z.output<typeof addProductBodySchema>;
export type EditProductInput = z.output<typeof editProductBodySchema>;
type ProductForm = z.output<typeof productFormSchema>;


const productNotFound = () => notFound('PRODUCT_NOT_FOUND', SELLER_PRODUCT_NOT_FOUND_MESSAGE);
const ownedBy = (actor: Actor, productId: string) => and(eq(products.id, productId), eq(products.sellerId, actor.id));

/** A product as its seller sees it: the catalogue's card at the price they set (before a shop discount) and whether it is archived. */
const sellerProductColumns = { ...productWithShopColumns, product: productCardColumns, archivedAt: products.archivedAt };
const toSellerProduct = ({ archivedAt, ...row }: ProductWithShop & { archivedAt: Date | null }): SellerProduct => ({
  ...toProduct(row),
  archived: archivedAt !== null,
});

/** The seller's product with its shop's facts; another seller's product reads as not found. */
async function readSellerProduct(db: Db, actor: Actor, productId: string): Promise<SellerProduct> {
  const [row] = await db
    .select(sellerProductColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(ownedBy(actor, productId));
  if (!row) throw productNotFound();
  return toSellerProduct(row);
}

/** The seller's shop, which every product of theirs belongs to. */
async function requireSellerShop(db: Db, actor: Actor): Promise<ShopRow> {
  const shop = await findSellerShop(db, actor);
  if (!shop) throw conflict('NO_SHOP', NO_SHOP_MESSAGE);
  return shop;
}

/**
 * The columns a seller may set on a product, from the form: prices in paise, and for a grocery shop the first
 * category spelled as the customer's category pages name it. Shop, seller, stock and popularity never come from here.
 */
function editableProductFields(shop: ShopRow, form: ProductForm, images: string[]) {
  const pricePaise = rupeesToPaise(form.price);
  const basePricePaise = form.basePrice === null ? null : rupeesToPaise(form.basePrice);
  if (basePricePaise !== null && basePricePaise < pricePaise) throw invalid('BASE_PRICE_BELOW_PRICE', BASE_PRICE_BELOW_PRICE_MESSAGE, 'product.basePrice');
  const categories = [...form.categories];
  if (shop.category === 'Grocery') {
    const first = categories[0]?.toLowerCase();
    const known = GROCERY_CATEGORIES.find((c) => c.toLowerCase() === first);
    if (!known) throw invalid('NOT_A_GROCERY_CATEGORY', GROCERY_CATEGORY_MESSAGE, 'product.categories.0');
    categories[0] = known;
  }
  return {
    name: form.name,
    pricePaise,
    basePricePaise,
    dietType: form.dietType,
    categories,
    description: form.description,
    images,
  };
}

/** All the seller's products, archived ones among them (the screen lists those apart), in stock first, then by name. */
export async function getSellerProducts(db: Db, actor: Actor): Promise<SellerProduct[]> {
  const rows = await db
    .select(sellerProductColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.sellerId, actor.id))
    .orderBy(sql`${products.inStock} desc`, asc(products.name), asc(products.id));
  return rows.map(toSellerProduct);
}

export const getSellerProduct = (db: Db, actor: Actor, input: { productId: string }) => readSellerProduct(db, actor, input.productId);

/** A new product of the seller's shop (which must exist), in stock unless the form says otherwise. */
export async function addProduct(db: Db, actor: Actor, input: AddProductInput): Promise<SellerProduct> {
  const shop = await requireSellerShop(db, actor);
  const fields = editableProductFields(shop, input.product, input.images);
  const id = await db.transaction(async (tx) => {
    await checkSellerImages(tx, actor, input.images, []);
    const [row] = await tx
      .insert(products)
      .values({ ...fields, inStock: input.product.inStock, shopId: shop.id, sellerId: actor.id })
      .returning({ id: products.id });
    return row!.id;
  });
  return readSellerProduct(db, actor, id);
}

/** Changes the seller's own product; placed orders keep their own copies of its name, image and price. */
export async function editProduct(db: Db, actor: Actor, input: EditProductInput): Promise<SellerProduct> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ images: products.images, shopId: products.shopId })
      .from(products)
      .where(ownedBy(actor, input.productId))
      .for('update');
    if (!current) throw productNotFound();
    const [shop] = await tx.select().from(shops).where(eq(shops.id, current.shopId));
    const fields = editableProductFields(shop!, input.product, input.images);
    await checkSellerImages(tx, actor, input.images, current.images);
    await tx.update(products).set(fields).where(ownedBy(actor, input.productId));
  });
  return readSellerProduct(db, actor, input.productId);
}

/** 404 when the seller has no such product; 409 when it is archived (a write limited to listed products matched nothing). */
async function explainNoListedProduct(tx: Db, actor: Actor, productId: string): Promise<never> {
  const [row] = await tx.select({ id: products.id }).from(products).where(ownedBy(actor, productId));
  if (!row) throw productNotFound();
  throw conflict('PRODUCT_ARCHIVED', PRODUCT_ARCHIVED_STOCK_MESSAGE);
}

/**
 * Flips the product between in stock and out of stock, and tells the customers whose carts hold it, in one
 * transaction. An archived product stays out of stock until restored, so no cart can order it.
 */
export async function updateStock(db: Db, actor: Actor, input: { productId: string }) {
  const inStock = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ inStock: not(products.inStock) })
      .where(and(ownedBy(actor, input.productId), isNull(products.archivedAt)))
      .returning({ inStock: products.inStock });
    if (!row) return explainNoListedProduct(tx, actor, input.productId);
    await announceCartChanges(tx, { productId: input.productId }, row.inStock ? 'in_stock' : 'out_of_stock');
    return row.inStock;
  });
  return { inStock, message: inStock ? STOCK_MESSAGES.inStock : STOCK_MESSAGES.outOfStock };
}

/**
 * DELETE /api/shop/delete-product/{id}: the product leaves the catalogue and search (its postings go with the same
 * statement, migration 0029) and turns out of stock, so carts holding it show it unavailable and no order can take
 * it; placed orders keep their own copies. Archiving an archived product changes nothing.
 */
export async function archiveProduct(db: Db, actor: Actor, input: { productId: string }): Promise<SellerProduct> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, inStock: false })
      .where(ownedBy(actor, input.productId))
      .returning({ id: products.id });
    if (!row) throw productNotFound();
    await announceCartChanges(tx, { productId: input.productId }, 'out_of_stock');
  });
  return readSellerProduct(db, actor, input.productId);
}

/** POST /api/shop/restore-product/{id}: back in the catalogue and search, in stock; restoring a listed product changes nothing. */
export async function restoreProduct(db: Db, actor: Actor, input: { productId: string }): Promise<SellerProduct> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ archivedAt: null, inStock: sql`${products.inStock} or ${products.archivedAt} is not null` })
      .where(ownedBy(actor, input.productId))
      .returning({ inStock: products.inStock });
    if (!row) throw productNotFound();
    if (row.inStock) await announceCartChanges(tx, { productId: input.productId }, 'in_stock');
  });
  return readSellerProduct(db, actor, input.productId);
}
