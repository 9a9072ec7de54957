import { DEFAULT_SUB_CATEGORY } from '@nukkad/contracts/light';
import type { Product } from '@nukkad/contracts';

export type MenuSection = { name: string; products: Product[] };

/**
 * A shop's products in sections by their first category ('Others' without one); sections keep the order in which
 * they first appear, products their own order.
 */
export function groupByCategory(products: readonly Product[]): MenuSection[] {
  const sections = new Map<string, Product[]>();
  for (const product of products) {
    const name = product.categories[0]?.trim() || DEFAULT_SUB_CATEGORY;
    const list = sections.get(name);
    if (list) list.push(product);
    else sections.set(name, [product]);
  }
  return Array.from(sections, ([name, list]) => ({ name, products: list }));
}
