import { GROCERY_CATEGORIES, type addProductBodySchema, type editProductBodySchema, type Product, type productFormSchema, BASE_PRICE_BELOW_PRICE_MESSAGE, GROCERY_CATEGORY_MESSAGE, STOCK_MESSAGES, NO_SHOP_MESSAGE, SELLER_PRODUCT_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import { rupeesToPaise } from '@nukkad/pricing';
import { and, asc, eq, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { products, shops, type ShopRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import { productWithShopColumns, toProduct } from '../catalogue/mappers';
import { announceCartChanges } from '../live-events/outbox';
import { checkSellerImages } from './own-images';
import { findSellerShop } from './shops';

export type AddProductInput = z.output<typeof addProductBodySchema>;
export type EditProductInput = z.output<typeof editProductBodySchema>;
type ProductForm = z.output<typeof productFormSchema>;


const productNotFound = () => notFound('PRODUCT_NOT_FOUND', SELLER_PRODUCT_NOT_FOUND_MESSAGE);
const ownedBy = (actor: Actor, productId: string) => and(eq(products.id, productId), eq(products.sellerId, actor.id));

/** The seller's product with its shop's facts; another seller's product reads as not found. */
async function readSellerProduct(db: Db, actor: Actor, productId: string): Promise<Product> {
  const [row] = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(ownedBy(actor, productId));
  if (!row) throw productNotFound();
  return toProduct(row);
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

/** All the seller's products, in stock first, then by name. */
export async function getSellerProducts(db: Db, actor: Actor): Promise<Product[]> {
  const rows = await db
    .select(productWithShopColumns)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.sellerId, actor.id))
    .orderBy(sql`${products.inStock} desc`, asc(products.name), asc(products.id));
  return rows.map(toProduct);
}

export const getSellerProduct = (db: Db, actor: Actor, input: { productId: string }) => readSellerProduct(db, actor, input.productId);

/** A new product of the seller's shop (which must exist), in stock unless the form says otherwise. */
export async function addProduct(db: Db, actor: Actor, input: AddProductInput): Promise<Product> {
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
export async function editProduct(db: Db, actor: Actor, input: EditProductInput): Promise<Product> {
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

/** Flips the product between in stock and out of stock, and tells the customers whose carts hold it, in one transaction. */
export async function updateStock(db: Db, actor: Actor, input: { productId: string }) {
  const inStock = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ inStock: not(products.inStock) })
      .where(ownedBy(actor, input.productId))
      .returning({ inStock: products.inStock });
    if (!row) throw productNotFound();
    await announceCartChanges(tx, { productId: input.productId }, row.inStock ? 'in_stock' : 'out_of_stock');
    return row.inStock;
  });
  return { inStock, message: inStock ? STOCK_MESSAGES.inStock : STOCK_MESSAGES.outOfStock };
}
