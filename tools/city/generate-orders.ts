// A city's order history on top of its catalogue: customers, delivery partners and orders over the last 120 days,
// written by set-based SQL (a million orders take about a minute). The same on every run: every choice is a
// function of the order's number. Orders carry their lines and fees; their event history is not written.
import type pg from 'pg';

export type CityOrderOptions = { orders: number; customers: number; deliveryPartnerList: number; passwordHash: string };

/** Days of history, and the orders of the last hours still in progress (a share of the last day's). */
const HISTORY_DAYS = 120;

export async function generateOrders(client: pg.Client, opts: CityOrderOptions): Promise<void> {
  await client.query(
    `insert into customers (name, phone)
     select 'Customer ' || g, (8000000000 + g)::text from generate_series(1, $1::int) as g`,
    [opts.customers],
  );
  await client.query(
    `insert into delivery_partners (name, phone, password_hash, is_available)
     select 'Rider ' || g, (6000000000 + g)::text, $2, g % 5 <> 0 from generate_series(1, $1::int) as g`,
    [opts.deliveryPartnerList, opts.passwordHash],
  );
  // Numbered lists to pick from by arithmetic: customers, partners, shops and each shop's products.
  await client.query(`
    create temp table city_customers as select row_number() over (order by phone) as n, id from customers;
    create temp table city_partners as select row_number() over (order by phone) as n, id from delivery_partners;
    create temp table city_shops as
      select row_number() over (order by s.id) as n, s.id, s.seller_id, s.category, s.name, se.username,
             (select count(*) from products p where p.shop_id = s.id) as products
      from shops s join sellers se on se.id = s.seller_id where exists (select from products p where p.shop_id = s.id);
    create temp table city_products as
      select p.shop_id, row_number() over (partition by p.shop_id order by p.ordered_count desc, p.id) as k, p.id, p.name, p.price_paise, p.images
      from products p;
    create unique index on city_customers (n);
    create unique index on city_partners (n);
    create unique index on city_shops (n);
    create index on city_products (shop_id, k);
    analyze city_customers, city_partners, city_shops, city_products;
  `);
  const shops = Number((await client.query('select count(*) as n from city_shops')).rows[0].n);
  // Each order: its customer, shop, number of lines, age and fate, all from its number g.
  await client.query(
    `create temp table city_plan as
     select g, gen_random_uuid() as id,
            upper(lpad(to_hex(g), 6, '0')) as display_id,
            (select id from city_customers where n = 1 + (g * 7919) % $2) as customer_id,
            1 + (g * 104729) % $3 as shop_n,
            1 + g % 3 as lines,
            now() - make_interval(secs => ($4::float8 * 86400 * (($1 - g)::float8 / $1))) as created_at,
            case when g % 50 = 0 then 'Cancelled' else 'Delivered' end::item_status as fate,
            case when g % 5 < 3 then 'COD' else 'Online' end::payment_method as payment_method,
            (select id from city_partners where n = 1 + (g * 31) % $5) as partner_id,
            (2000 + (g % 5) * 500)::int as delivery_charge
     from generate_series(1, $1::bigint) as g`,
    [opts.orders, opts.customers, shops, HISTORY_DAYS, opts.deliveryPartnerList],
  );
  // The last ~300 orders are still in progress; the newest 100 of them wait for a partner.
  await client.query(
    `update city_plan set
       fate = (array['Processing', 'Preparing', 'Out For Delivery'])[1 + g % 3]::item_status,
       partner_id = case when g > $1 - 100 then null else partner_id end
     where g > $1 - 300`,
    [opts.orders],
  );
  await client.query(`
    create temp table city_lines as
    select p.id as order_id, cp.id as product_id, s.id as shop_id, s.seller_id, cp.name, s.name as shop_name, s.username, cp.images[1] as image,
           cp.price_paise, 1 + (p.g + j) % 2 as quantity,
           case when p.fate = 'Processing' and j = 3 then 'Processing' else p.fate end::item_status as status
    from city_plan p
    join city_shops s on s.n = p.shop_n
    cross join generate_series(1, 3) as j
    join city_products cp on cp.shop_id = s.id and cp.k = 1 + ((p.g * 13 + j) % s.products)
    where j <= least(p.lines, s.products);
  `);
  // The figures triggers would queue a million row events for commit: load with them off and count once after.
  await client.query('alter table orders disable trigger orders_figures');
  await client.query('alter table orders disable trigger orders_customer_figures');
  await client.query(`
    insert into orders (id, display_id, customer_id, order_type, payment_method, payment_status, delivery_status,
      amount_paise, delivery_charge_paise, convenience_fees_paise, total_amount_paise, distance_km, shipping_address,
      delivery_partner_id, assigned_at, delivered_at, created_at, updated_at)
    select p.id, p.display_id, p.customer_id,
      case when s.category in ('Restaurant', 'Bakery', 'Juicery') then 'Food' else 'Grocery' end::order_type,
      p.payment_method,
      case when p.fate = 'Delivered' or p.payment_method = 'Online' then 'Paid' else 'Unpaid' end::payment_status,
      p.fate, a.amount, p.delivery_charge, 500, a.amount + p.delivery_charge + 500, 1 + (p.g % 70) / 10.0,
      jsonb_build_object('fullName', 'Customer', 'addressLine', (p.g % 300) || ', Lajpat Nagar', 'area', 'Lajpat Nagar',
        'landMark', null, 'lat', 28.56, 'long', 77.24),
      p.partner_id, case when p.partner_id is null then null else p.created_at + interval '5 minutes' end,
      case when p.fate = 'Delivered' then p.created_at + interval '40 minutes' end,
      p.created_at, p.created_at
    from city_plan p
    join city_shops s on s.n = p.shop_n
    join (select order_id, sum(price_paise * quantity)::int as amount from city_lines group by order_id) as a on a.order_id = p.id;
  `);
  await client.query(`
    insert into order_items (order_id, product_id, shop_id, seller_id, product_name, shop_name, seller_username, image, unit_price_paise, quantity, status, created_at, updated_at)
    select l.order_id, l.product_id, l.shop_id, l.seller_id, l.name, l.shop_name, l.username, l.image, l.price_paise, l.quantity, l.status, p.created_at, p.created_at
    from city_lines l join city_plan p on p.id = l.order_id;
  `);
  await client.query('alter table orders enable trigger orders_figures');
  await client.query('alter table orders enable trigger orders_customer_figures');
  await client.query(`
    delete from order_figures;
    insert into order_figures (status, shard, orders, total_paise)
      select delivery_status, hashtext(id::text) & 15, count(*), sum(total_amount_paise) from orders group by 1, 2;
    update customers c set orders_count = t.n, spend_paise = t.spend
      from (
        select customer_id, count(*) as n, coalesce(sum(total_amount_paise) filter (where delivery_status <> 'Cancelled'), 0) as spend
        from orders group by customer_id
      ) as t
      where t.customer_id = c.id;
  `);
  await client.query('drop table city_plan, city_lines, city_products, city_shops, city_partners, city_customers');
}
