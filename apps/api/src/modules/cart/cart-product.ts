import { cartKeyForShop, SHOP_CATEGORIES, type CartChangeBody, type ShopCategory, PRODUCT_NOT_FOUND_MESSAGE, PRODUCT_OUT_OF_STOCK_MESSAGE, SHOP_CLOSED_MESSAGE, wrongCartMessage } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, shops } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import type { CatalogueScope } from '../catalogue/catalogue';
import { shopIsOpenNow } from '../shop-management/shop-open';

export type CartProductFacts = { inStock: boolean; shopCategory: ShopCategory; shopIsOpen: boolean };

const productNotFound = () => notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);

/** The facts of a product that decide which cart it goes to and whether more of it may be added. */
async function findProduct(db: Db, productId: string): Promise<CartProductFacts | undefined> {
  const [row] = await db
    .select({ inStock: products.inStock, shopCategory: shops.category, shopIsOpen: shopIsOpenNow })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, productId));
  return row;
}

/** The server decides the cart: a change naming the other one is refused with the right one. */
function checkCartKey(product: CartProductFacts, input: CartChangeBody) {
  const cartKey = cartKeyForShop(product.shopCategory);
  if (cartKey !== input.cartKey) throw invalid('WRONG_CART', wrongCartMessage(cartKey), 'cartKey');
}

/** A product a change names, in the cart it belongs to: unknown → 404, the other cart → 400. */
export async function productInCart(db: Db, input: CartChangeBody): Promise<CartProductFacts> {
  const product = await findProduct(db, input.productId);
  if (!product) throw productNotFound();
  checkCartKey(product, input);
  return product;
}

/** Shop categories whose products a customer may put in this cart: the cart's own, less those the catalogue hides. */
export function categoriesOfCart(scope: CatalogueScope, cartKey: CartChangeBody['cartKey']): ShopCategory[] {
  return SHOP_CATEGORIES.filter((c) => cartKeyForShop(c) === cartKey && (scope.medicinesEnabled || c !== 'Pharmacy'));
}

/** Refuses a product a customer may not put (more of) in a cart: hidden or unknown, the other cart's, out of stock, its shop closed. */
export function checkProductToAdd(product: CartProductFacts | undefined, scope: CatalogueScope, input: CartChangeBody): asserts product is CartProductFacts {
  // Hidden pharmacy products are as unknown to a cart as to the catalogue.
  if (!product || (!scope.medicinesEnabled && product.shopCategory === 'Pharmacy')) throw productNotFound();
  checkCartKey(product, input);
  if (!product.inStock) throw conflict('OUT_OF_STOCK', PRODUCT_OUT_OF_STOCK_MESSAGE);
  if (!product.shopIsOpen) throw conflict('SHOP_CLOSED', SHOP_CLOSED_MESSAGE);
}

/** A product a customer may put (more of) in a cart: visible in the catalogue, in stock, its shop open. */
export async function productToAdd(db: Db, scope: CatalogueScope, input: CartChangeBody): Promise<CartProductFacts> {
  const product = await findProduct(db, input.productId);
  checkProductToAdd(product, scope, input);
  return product;
}
