// Sessions for the bench's reads of a generated city's order history: its busiest customer, seller and delivery
// partner (the most rows to page through), and its admin.
import type { Role } from '@nukkad/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';

export type CityTokens = Record<Role, string>;
type Sign = (claims: { sub: string; role: Role; ver: number }) => string;

export async function cityActorTokens(db: Db, sign: Sign): Promise<CityTokens | undefined> {
  const { rows } = (await db.execute(sql`select
      (select customer_id from orders group by 1 order by count(*) desc, 1 limit 1) as customer,
      (select seller_id from order_items group by 1 order by count(*) desc, 1 limit 1) as seller,
      (select delivery_partner_id from orders where delivery_partner_id is not null group by 1 order by count(*) desc, 1 limit 1) as delivery,
      (select id from admins order by email limit 1) as admin`)) as unknown as { rows: Record<Role, string | null>[] };
  const ids = rows[0];
  if (!ids?.customer || !ids.seller || !ids.delivery || !ids.admin) return undefined;
  const of = (role: Role) => sign({ sub: ids[role]!, role, ver: 0 });
  return { customer: of('customer'), seller: of('seller'), delivery: of('delivery'), admin: of('admin') };
}
