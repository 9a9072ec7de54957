import { RESTAURANT_CARD_CATEGORIES } from '@nukkad/contracts/light';
import type { Shop } from '@nukkad/contracts';

/** The banner across a restaurant card (the en dash is the spec's). */
export function restaurantBanner(shop: Pick<Shop, 'isOpen' | 'openingTime' | 'closingTime'>): string {
  return shop.isOpen
    ? `OPEN until ${shop.closingTime?.trim() || 'late'}`
    : `CLOSED – Opens at ${shop.openingTime?.trim() || 'soon'}`;
}

/** The first product categories a card shows, and how many more hide behind '+N'. */
export function visibleCategories(
  categories: readonly string[],
  max: number = RESTAURANT_CARD_CATEGORIES,
): { shown: string[]; more: number } {
  return { shown: categories.slice(0, max), more: Math.max(0, categories.length - max) };
}

/** The card's category line: the shop's category, or 'Uncategorized'. */
export const restaurantCategory = (shop: Pick<Shop, 'category'>) => shop.category?.trim() || 'Uncategorized';
