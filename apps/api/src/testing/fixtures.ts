import {
  ORDER_DISPLAY_ID_ALPHABET,
  ORDER_DISPLAY_ID_LENGTH,
  type ItemStatus,
  type OrderType,
  type PaymentMethod,
  type PaymentStatus,
  type Role,
  type ShippingAddress,
} from '@nukkad/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  admins,
  customers,
  deliveryPartners,
  orderItems,
  orders,
  products,
  sellers,
  shops,
  type NewProductRow,
  type NewShopRow,
  type ProductRow,
} from '../db/schema';

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

// ---- orders, written straight to the database as checkout would leave them

let accountCounter = 0;

/** An account of any role, for a session token signed in the test (`app.jwt.sign({ sub: id, role, ver: 0 })`). */
export async function makeAccount(db: Db, role: Role, name = `${role} ${++accountCounter}`): Promise<{ id: string; name: string; phone: string }> {
  const phone = nextPhone();
  const tag = `${Date.now().toString(36)}${++accountCounter}`;
  if (role === 'customer') {
    const [row] = await db.insert(customers).values({ name, phone }).returning();
    return { id: row!.id, name, phone };
  }
  if (role === 'seller') {
    const [row] = await db.insert(sellers).values({ username: name, phone, passwordHash: 'x' }).returning();
    return { id: row!.id, name, phone };
  }
  if (role === 'admin') {
    const [row] = await db.insert(admins).values({ name, email: `admin-${tag}@nukkad.test`, passwordHash: 'x' }).returning();
    return { id: row!.id, name, phone };
  }
  const [row] = await db.insert(deliveryPartners).values({ name, phone, passwordHash: 'x' }).returning();
  return { id: row!.id, name, phone };
}

let displayCounter = 0;
/** A unique 6-character display id from the display alphabet. */
function nextDisplayId(): string {
  let n = ++displayCounter + 31 ** 5;
  let id = '';
  while (id.length < ORDER_DISPLAY_ID_LENGTH) {
    id = ORDER_DISPLAY_ID_ALPHABET[n % ORDER_DISPLAY_ID_ALPHABET.length] + id;
    n = Math.floor(n / ORDER_DISPLAY_ID_ALPHABET.length);
  }
  return id;
}

export type OrderLineFixture = { product: ProductRow; quantity: number; status?: ItemStatus; shopName?: string };

/**
 * An order with its lines, consistent with the schema's checks: amount is the sum of the lines that are not
 * cancelled, total = amount + fees. Fees default to 0 but the delivery charge (₹25).
 */
export async function makeOrder(
  db: Db,
  input: {
    customer: { id: string };
    lines: OrderLineFixture[];
    status?: ItemStatus;
    paymentMethod?: PaymentMethod;
    paymentStatus?: PaymentStatus;
    orderType?: OrderType;
    fees?: { deliveryChargePaise?: number; taxesPaise?: number; convenienceFeesPaise?: number; serviceChargePaise?: number };
    shippingAddress?: ShippingAddress;
    createdAt?: Date;
    deliveredAt?: Date;
  },
) {
  const status = input.status ?? 'Processing';
  const amountPaise = input.lines
    .filter((l) => (l.status ?? status) !== 'Cancelled')
    .reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  const fees = { deliveryChargePaise: 2_500, taxesPaise: 0, convenienceFeesPaise: 0, serviceChargePaise: 0, ...input.fees };
  const totalAmountPaise = amountPaise + fees.deliveryChargePaise + fees.taxesPaise + fees.convenienceFeesPaise + fees.serviceChargePaise;
  const shopIds = [...new Set(input.lines.map((l) => l.product.shopId))];
  const shopRows = shopIds.length ? await db.select().from(shops).where(inArray(shops.id, shopIds)) : [];
  const shopOf = new Map(shopRows.map((s) => [s.id, s]));
  const sellerIds = [...new Set(shopRows.map((s) => s.sellerId))];
  const sellerRows = sellerIds.length ? await db.select().from(sellers).where(inArray(sellers.id, sellerIds)) : [];
  const sellerOf = new Map(sellerRows.map((s) => [s.id, s]));
  const [order] = await db
    .insert(orders)
    .values({
      displayId: nextDisplayId(),
      customerId: input.customer.id,
      orderType: input.orderType ?? 'Food',
      paymentMethod: input.paymentMethod ?? 'COD',
      paymentStatus: input.paymentStatus ?? (status === 'Delivered' ? 'Paid' : 'Unpaid'),
      deliveryStatus: status,
      amountPaise,
      ...fees,
      totalAmountPaise,
      distanceKm: 2.5,
      shippingAddress: input.shippingAddress ?? {
        fullName: 'Asha Verma',
        phone: '9876543210',
        addressLine: '12 MG Road',
        area: 'Indiranagar',
        landMark: 'Near the metro',
        lat: 12.9784,
        long: 77.6408,
      },
      deliveredAt: input.deliveredAt ?? (status === 'Delivered' ? (input.createdAt ?? new Date()) : null),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  const items = input.lines.length
    ? await db
        .insert(orderItems)
        .values(
          input.lines.map((l) => ({
            orderId: order!.id,
            productId: l.product.id,
            shopId: l.product.shopId,
            sellerId: l.product.sellerId,
            productName: l.product.name,
            shopName: l.shopName ?? shopOf.get(l.product.shopId)?.name ?? 'Shop',
            sellerUsername: sellerOf.get(l.product.sellerId)?.username ?? 'seller',
            image: l.product.images[0] ?? null,
            unitPricePaise: l.product.pricePaise,
            quantity: l.quantity,
            status: l.status ?? status,
          })),
        )
        .returning()
    : [];
  return { order: order!, items };
}
