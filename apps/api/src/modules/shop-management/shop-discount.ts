import { sql } from 'drizzle-orm';
import { products, shops } from '../../db/schema';

/** The percent of the shop's discount running now by the database's clock, or null (migration 0034). */
export const shopDiscountNow = sql<number | null>`nukkad_shop_discount_now(${shops.discountPercent}, ${shops.discountStartsAt}, ${shops.discountEndsAt})`.mapWith(
  shops.discountPercent,
);

/**
 * A product's selling price in paise: its stored price less its shop's discount running now, rounded half up to the
 * paisa (migration 0034). Every read of what a customer pays selects this, with the product's shop joined.
 */
export const sellingPricePaise = sql<number>`nukkad_discounted_price(${products.pricePaise}, ${shopDiscountNow})`.mapWith(products.pricePaise);

/**
 * The price shown struck through beside the selling price: the product's base price, or while a discount runs on a
 * product without one, the price its seller set, so the discount badge shows the whole saving either way.
 */
export const shownBasePricePaise = sql<number | null>`coalesce(${products.basePricePaise}, case when ${shopDiscountNow} is not null then ${products.pricePaise} end)`.mapWith(
  products.pricePaise,
);
