import { describe, expect, it } from 'vitest';
import { checkoutReplayScript } from './pgbench.ts';

const customer = '1d9e69ff-9c9d-4813-9f95-6b2ede408e2e';
const placed = { key: '5b0c1e0e-6f7d-4f51-9d0e-2f3c4b5a6d7e', orderId: 'a6b1c2d3-0000-4000-8000-000000000001', displayId: 'K7M2QX' };

/** A checkout as the API sends it: named statements (one of them four times), unnamed ones, and its transaction. */
const recorded = [
  { text: 'select "token_version" from "customers" where "customers"."id" = $1', values: [customer], name: 'token_version_customer' },
  { text: 'select added from nukkad_add_to_cart($1::uuid, $2::integer)', values: [customer, '1'] },
  { text: 'select "token_version" from "customers" where "customers"."id" = $1', values: [customer], name: 'token_version_customer' },
  { text: 'begin', values: [] },
  {
    text: 'insert into "idempotency_keys" ("customer_id", "key") values ($1, $2) on conflict do nothing',
    values: [customer, placed.key],
    name: 'checkout_claim_key',
  },
  {
    text: 'with placed as (insert into "orders" ("id", "display_id", "customer_id", "note") values (default, $1, $2, $3) returning *) select 1',
    values: [placed.displayId, customer, "it's"],
    name: 'checkout_write_order_keyed',
  },
  { text: 'insert into "order_events" ("order_id", "note") values ($1, $2)', values: [placed.orderId, null] },
  { text: 'commit', values: [] },
];

describe("checkout's replay script", () => {
  const script = checkoutReplayScript(recorded, placed);
  const lines = script.trimEnd().split('\n');

  it('prepares each named statement once, on a connection that has not yet, and executes it with its parameters', () => {
    expect(lines.slice(0, 2)).toEqual(['\\set n random(100000000000, 999999999999)', '\\if :prepared = 0']);
    const prepares = lines.filter((l) => l.startsWith('PREPARE '));
    expect(prepares.map((l) => l.split(' ')[1])).toEqual(['"token_version_customer"', '"checkout_claim_key"', '"checkout_write_order_keyed"']);
    expect(lines.slice(2 + prepares.length, 4 + prepares.length)).toEqual(['\\set prepared 1', '\\endif']);
    expect(lines.filter((l) => l === `EXECUTE "token_version_customer"('${customer}');`)).toHaveLength(2);
  });

  // pgbench writes `:n` (twelve decimal digits) in: a uuid of its own at each run.
  const orderId = "'00000000-0000-4000-8000-:n'";

  it('claims a fresh key each run and gives the order a fresh id, which is its display id too', () => {
    expect(lines).toContain(`EXECUTE "checkout_claim_key"('${customer}', 'replay-:n');`);
    expect(lines).toContain(
      'PREPARE "checkout_write_order_keyed" AS with placed as (insert into "orders" ("id", "display_id", "customer_id", "note") values ($4, $1, $2, $3) returning *) select 1;',
    );
    expect(lines).toContain(`EXECUTE "checkout_write_order_keyed"(${orderId}, '${customer}', 'it''s', ${orderId});`);
    expect(script).not.toContain(placed.key);
    expect(script).not.toContain(placed.displayId);
  });

  it('sends the unnamed statements whole, in order, the order they name being the fresh one', () => {
    const body = lines.slice(lines.indexOf('\\endif') + 1);
    expect(body).toEqual([
      `EXECUTE "token_version_customer"('${customer}');`,
      `select added from nukkad_add_to_cart('${customer}'::uuid, '1'::integer);`,
      `EXECUTE "token_version_customer"('${customer}');`,
      'begin;',
      `EXECUTE "checkout_claim_key"('${customer}', 'replay-:n');`,
      `EXECUTE "checkout_write_order_keyed"(${orderId}, '${customer}', 'it''s', ${orderId});`,
      `insert into "order_events" ("order_id", "note") values (${orderId}, NULL);`,
      'commit;',
    ]);
  });

  it('refuses a recording that placed no order or committed nothing', () => {
    expect(() => checkoutReplayScript(recorded.filter((s) => s.name !== 'checkout_write_order_keyed'), placed)).toThrow('inserted no order');
    expect(() => checkoutReplayScript(recorded.filter((s) => s.text !== 'commit'), placed)).toThrow('committed nothing');
  });
});
