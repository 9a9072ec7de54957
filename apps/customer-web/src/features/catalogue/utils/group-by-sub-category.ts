import { DEFAULT_SUB_CATEGORY } from '@nukkad/contracts/light';
import type { Product } from '@nukkad/contracts';

export type ProductGroup = { name: string; products: Product[] };

/**
 * Groups a grocery category's products by their second category (categories[1]), or 'Others'
 * when there is none; groups keep the order in which they first appear, products their own order.
 */
export function groupBySubCategory(products: readonly Product[]): ProductGroup[] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const name = product.categories[1]?.trim() || DEFAULT_SUB_CATEGORY;
    const list = groups.get(name);
    if (list) list.push(product);
    else groups.set(name, [product]);
  }
  return Array.from(groups, ([name, list]) => ({ name, products: list }));
}
