import type { Product, Shop } from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import { products, shops, type ProductRow, type ShopRow } from '../../db/schema';
import { toRupees, toRupeesOrNull } from '../../lib/money';

/** The columns of a product together with the shop facts a product card needs. */
export const productWithShopColumns = {
  product: products,
  shopName: shops.name,
  shopType: shops.category,
  shopIsOpen: shops.isOpen,
};

export type ProductWithShop = {
  product: ProductRow;
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

/** A shop's product ids, aggregated in the same query. */
export const shopProductIds = sql<string[]>`coalesce(array_agg(${products.id}::text order by ${products.name}) filter (where ${products.id} is not null), '{}'::text[])`;

export function toShop(s: ShopRow, productIds: string[]): Shop {
  return {
    _id: s.id,
    name: s.name,
    category: s.category,
    productCategories: s.productCategories,
    address: { addressLine: s.addressLine, pincode: s.pincode, city: s.city, state: s.state },
    images: s.images,
    description: s.description,
    isOpen: s.isOpen,
    openingTime: s.openingTime,
    closingTime: s.closingTime,
    products: productIds,
  };
}
