import type { CartKey } from '@nukkad/contracts';
import { EARTH_RADIUS_KM, haversineKm, type LatLng } from '@nukkad/pricing';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cartItems, customerAddresses, type ProductRow } from '../db/schema';
import { makeAccount, makeProducts, makeShop } from './fixtures';
import { bearer, type TestApp } from './test-app';

// Fixtures of the checkout and payment tests: customers with tokens, addresses at chosen distances, cart lines.

/** The point `km` due north of `origin`: along a meridian the haversine distance is the arc itself. */
export function pointNorthOf(origin: LatLng, km: number): LatLng {
  return { lat: origin.lat + ((km / EARTH_RADIUS_KM) * 180) / Math.PI, lng: origin.lng };
}

export type TestCustomer = { id: string; token: string; headers: Record<string, string> };

export async function signedInCustomer(t: TestApp): Promise<TestCustomer> {
  const { id } = await makeAccount(t.database.db, 'customer');
  const token = t.app.jwt.sign({ sub: id, role: 'customer', ver: 0 }, { expiresIn: '1h' });
  return { id, token, headers: bearer(token) };
}

export async function signedInAs(t: TestApp, role: 'seller' | 'admin' | 'delivery'): Promise<Record<string, string>> {
  const { id } = await makeAccount(t.database.db, role);
  return bearer(t.app.jwt.sign({ sub: id, role, ver: 0 }, { expiresIn: '1h' }));
}

/** An address of the customer `km` north of the shop origin; returns its row and the exact distance it is priced at. */
export async function addressAt(t: TestApp, customerId: string, km: number, landmark: string | null = 'Near the park') {
  const point = pointNorthOf(t.config.shopOrigin, km);
  const [row] = await t.database.db
    .insert(customerAddresses)
    .values({ customerId, fullName: 'Asha Verma', phone: '9876543210', addressLine: '12 Park Street', area: 'Connaught Place', landmark, lat: point.lat, long: point.lng })
    .returning();
  return { address: row!, distanceKm: haversineKm(t.config.shopOrigin, { lat: row!.lat, lng: row!.long }) };
}

export async function putInCart(t: TestApp, customerId: string, cartKey: CartKey, lines: { productId: string; quantity: number }[]) {
  await t.database.db.insert(cartItems).values(lines.map((l) => ({ customerId, cartKey, productId: l.productId, quantity: l.quantity })));
}

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  return (await t.database.db.select({ n: count() }).from(table))[0]!.n;
}

/** The grocery shop of the payment tests: Atta 5 kg at ₹245.50 and Basmati Rice at ₹180. */
export async function makeKirana(db: Db) {
  const kirana = await makeShop(db, { name: 'Gupta Kirana', category: 'Grocery' });
  const [atta, rice] = (await makeProducts(db, kirana, [
    { name: 'Atta 5 kg', pricePaise: 24_550 },
    { name: 'Basmati Rice', pricePaise: 18_000 },
  ])) as [ProductRow, ProductRow];
  return { kirana, atta, rice };
}
