import type { Db } from '../db/client';
import { products, sellers, shops, type NewProductRow, type NewShopRow } from '../db/schema';

let counter = 0;
const nextPhone = () => `8${String(100_000_000 + ++counter).slice(-9)}`;

/** A seller with one shop; the password hash is a placeholder (these sellers never sign in). */
export async function makeShop(db: Db, shop: Partial<NewShopRow> & Pick<NewShopRow, 'name' | 'category'>) {
  const [seller] = await db
    .insert(sellers)
    .values({ username: `${shop.name} owner`, phone: nextPhone(), passwordHash: 'x' })
    .returning();
  const [row] = await db.insert(shops).values({ sellerId: seller!.id, ...shop }).returning();
  return row!;
}

export async function makeProducts(
  db: Db,
  shop: { id: string; sellerId: string },
  list: (Partial<NewProductRow> & Pick<NewProductRow, 'name' | 'pricePaise'>)[],
) {
  return db
    .insert(products)
    .values(list.map((p) => ({ shopId: shop.id, sellerId: shop.sellerId, ...p })))
    .returning();
}
