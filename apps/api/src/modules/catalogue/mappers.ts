import { SHOP_RATING_MIN_REVIEWS, shopTimes, type Product, type Shop, type ShopCard, type ShopRating } from '@nukkad/contracts';
import { products, shops, type ProductRow } from '../../db/schema';
import { toRupees, toRupeesOrNull } from '../../lib/money';
import { sellingPricePaise, shownBasePricePaise } from '../shop-management/shop-discount';
import { shopIsOpenNow, type ShopReadRow } from '../shop-management/shop-open';

/** The product columns a product card needs: never the search columns, which are large and only read by indexes. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  pricePaise: products.pricePaise,
  basePricePaise: products.basePricePaise,
  inStock: products.inStock,
  dietType: products.dietType,
  categories: products.categories,
  shopId: products.shopId,
  description: products.description,
  sellerId: products.sellerId,
};

/** A product card's columns as a customer is charged: the selling price, after the shop's discount (its shop joined). */
export const sellingProductColumns = { ...productCardColumns, pricePaise: sellingPricePaise, basePricePaise: shownBasePricePaise };

/** The columns of a product at its selling price together with the shop facts a product card needs. */
export const productWithShopColumns = {
  product: sellingProductColumns,
  shopName: shops.name,
  shopType: shops.category,
  shopIsOpen: shopIsOpenNow,
};

export type ProductWithShop = {
  product: Pick<ProductRow, keyof typeof productCardColumns>;
  shopName: string;
  shopType: Shop['category'];
  shopIsOpen: boolean;
};

export function toProduct({ product: p, shopName, shopType, shopIsOpen }: ProductWithShop): Product {
  return {
    _id: p.id,
    name: p.name,
    images: p.images,
    price: toRupees(p.pricePaise),
    basePrice: toRupeesOrNull(p.basePricePaise),
    inStock: p.inStock,
    dietType: p.dietType,
    categories: p.categories,
    shop: p.shopId,
    shopName,
    shopType,
    shopIsOpen,
    description: p.description,
    seller: p.sellerId,
  };
}

/** The average in tenths, rounded half up in integers, so that 13 / 3 reads 4.3 and 15 / 4 reads 3.8 exactly. */
export function toShopRating(stars: number, count: number): ShopRating | null {
  if (count < SHOP_RATING_MIN_REVIEWS) return null;
  return { average: Math.floor((20 * stars + count) / (2 * count)) / 10, count };
}

/** A shop as every reply draws it, customer's or seller's (its row read with `isOpen` as it is now); the customer's replies add its rating. */
export function shopDetails(s: ShopReadRow) {
  return {
    _id: s.id,
    name: s.name,
    category: s.category,
    productCategories: s.productCategories,
    address: { addressLine: s.addressLine, pincode: s.pincode, city: s.city, state: s.state },
    images: s.images,
    description: s.description,
    isOpen: s.isOpen,
    discountPercent: s.discountPercentNow,
    ...shopTimes(s, new Date()),
  };
}

const shopFields = (s: ShopReadRow) => ({ ...shopDetails(s), rating: toShopRating(s.ratingTotal, s.ratingCount) });

export function toShop(s: ShopReadRow, productIds: string[]): Shop {
  return { ...shopFields(s), products: productIds };
}

/** A card shows the first image only, and the maintained product count. */
export function toShopCard(s: ShopReadRow): ShopCard {
  return { ...shopFields(s), images: s.images.slice(0, 1), productCount: s.productCount };
}
