import { SELLER_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import type { AdminProduct, AdminSellerReply, AdminSellersReply, SellerSalesReply } from '@nukkad/contracts';
import { sumPaise } from '@nukkad/pricing';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, salesRecords, sellers, shops } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { productWithShopColumns, toProduct } from '../catalogue/mappers';
import { adminOnly, dayOrToday, containing, paise } from './common';
import { shopIsOpenNow } from '../shop-management/shop-open';


type AdminSellerSummary = AdminSellersReply['sellers'][number];

/** Sellers with their shop and sales total (one grouped sum), by username. */
async function sellerSummaries(db: Db, where: SQL | undefined): Promise<(AdminSellerSummary & { createdAt: string })[]> {
  const sales = db
    .select({ sellerId: salesRecords.sellerId, paise: sql<string | number>`sum(${salesRecords.amountPaise})`.as('paise') })
    .from(salesRecords)
    .groupBy(salesRecords.sellerId)
    .as('sales');
  const rows = await db
    .select({
      id: sellers.id,
      username: sellers.username,
      email: sellers.email,
      phone: sellers.phone,
      createdAt: sellers.createdAt,
      shop: { id: shops.id, name: shops.name, category: shops.category, isOpen: shopIsOpenNow, productCount: shops.productCount },
      salesPaise: sales.paise,
    })
    .from(sellers)
    .leftJoin(shops, eq(shops.sellerId, sellers.id))
    .leftJoin(sales, eq(sales.sellerId, sellers.id))
    .where(where)
    .orderBy(asc(sellers.username), asc(sellers.id));
  return rows.map((row) => ({
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    shop: row.shop ? { _id: row.shop.id, name: row.shop.name, category: row.shop.category, isOpen: row.shop.isOpen } : null,
    productsCount: row.shop?.productCount ?? 0,
    salesTotal: toRupees(paise(row.salesPaise)),
  }));
}

/** GET /api/admin/sellers?search: every seller, or those whose username or shop name contains `search`. */
export async function getAdminSellers(db: Db, actor: Actor, input: { search: string }): Promise<AdminSellerSummary[]> {
  adminOnly(actor);
  const needle = input.search ? containing(input.search) : null;
  const rows = await sellerSummaries(db, needle ? or(ilike(sellers.username, needle), ilike(shops.name, needle)) : undefined);
  return rows.map(({ createdAt: _createdAt, ...seller }) => seller);
}

async function sellerExists(db: Db, sellerId: string): Promise<void> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  if (!row) throw notFound('SELLER_NOT_FOUND', SELLER_NOT_FOUND_MESSAGE);
}

/** GET /api/admin/seller/{id}: the seller, their shop, and their sales by Asia/Kolkata day, newest first. */
export async function getAdminSeller(db: Db, actor: Actor, input: { id: string }): Promise<AdminSellerReply['seller']> {
  adminOnly(actor);
  const [seller] = await sellerSummaries(db, eq(sellers.id, input.id));
  if (!seller) throw notFound('SELLER_NOT_FOUND', SELLER_NOT_FOUND_MESSAGE);
  const days = await db
    .select({ date: sql<string>`to_char(${salesRecords.date}, 'YYYY-MM-DD')`, paise: sql<string | number>`sum(${salesRecords.amountPaise})` })
    .from(salesRecords)
    .where(eq(salesRecords.sellerId, seller._id))
    .groupBy(salesRecords.date)
    .orderBy(desc(salesRecords.date));
  return { ...seller, salesHistory: days.map((day) => ({ date: day.date, amount: toRupees(paise(day.paise)) })) };
}

/** GET /api/admin/seller/{id}/products?search: the seller's products, by name; `search` matches part of the name or a category. */
export async function getAdminSellerProducts(db: Db, actor: Actor, input: { id: string; search: string }): Promise<AdminProduct[]> {
  adminOnly(actor);
  await sellerExists(db, input.id);
  const rows = await db
    .select({ ...productWithShopColumns, sellerUsername: sellers.username })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.sellerId, input.id), input.search ? sql`${products.searchText} like ${containing(input.search.toLowerCase())}` : undefined))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(({ sellerUsername, ...row }) => ({ ...toProduct(row), sellerUsername }));
}

/** GET /api/admin/seller/{id}/sales?date: the seller's sales records of one Asia/Kolkata day (default today), newest first, and their sum. */
export async function getAdminSellerSales(
  db: Db,
  actor: Actor,
  input: { id: string; date?: string | undefined; now?: Date },
): Promise<Omit<SellerSalesReply, 'success' | 'message'>> {
  adminOnly(actor);
  await sellerExists(db, input.id);
  const date = dayOrToday(input.date, input.now);
  const rows = await db
    .select({ id: salesRecords.id, amountPaise: salesRecords.amountPaise, createdAt: salesRecords.createdAt, displayId: orders.displayId })
    .from(salesRecords)
    .innerJoin(orders, eq(orders.id, salesRecords.orderId))
    .where(and(eq(salesRecords.sellerId, input.id), sql`${salesRecords.date} = ${date}::date`))
    .orderBy(desc(salesRecords.createdAt), desc(salesRecords.id));
  return {
    date,
    total: toRupees(sumPaise(rows.map((row) => row.amountPaise))),
    totalEarnings: rows.map((row) => ({ _id: row.id, orderId: row.displayId, amount: toRupees(row.amountPaise), time: row.createdAt.toISOString() })),
  };
}
