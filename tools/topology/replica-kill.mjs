// 200 customer journeys through Caddy; one replica is killed (SIGKILL) a quarter of the way in and started again.
import { randomInt } from 'node:crypto';
import { front, untilBalanced } from './front.mjs';
import { Stats, orderableFood, runJourneys, signUpCustomer } from './journeys.mjs';
import { adminQuery } from './stack.mjs';

const CUSTOMERS = 20;
const JOURNEYS = 200;
const KILL_AFTER = 50;
const RESTART_AFTER_MS = 2_000;

export async function prepareCustomers(stack) {
  const origin = front(stack, 'shop');
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, CUSTOMERS - i) }, (_, k) =>
      signUpCustomer(origin, `8${String(randomInt(100_000_000, 999_999_999))}`, `Topology Customer ${i + k + 1}`),
    );
    customers.push(...(await Promise.all(batch)));
  }
  const products = await orderableFood(customers[0].session);
  return { list: customers, products };
}

/** What the database holds for these customers: orders, keys, the orders keys name, cart lines. */
export async function ledger(stack, customerIds) {
  const { rows } = await adminQuery(
    stack.database.url,
    `select (select count(*)::int from orders where customer_id = any($1)) as orders,
            (select count(*)::int from idempotency_keys where customer_id = any($1)) as keys,
            (select count(order_id)::int from idempotency_keys where customer_id = any($1)) as keys_with_order,
            (select count(distinct order_id)::int from idempotency_keys where customer_id = any($1)) as orders_of_keys,
            (select count(*)::int from cart_items where customer_id = any($1)) as cart_lines`,
    [customerIds],
  );
  return rows[0];
}

export const ms = (n) => `${Math.round(n)} ms`;

export async function replicaKillStage(stack, customers) {
  const ids = customers.list.map((c) => c.id);
  const before = await ledger(stack, ids);
  const stats = new Stats();
  const victim = stack.replicas[1];
  let killAt;
  let restarted;
  let rejoinMs;
  await runJourneys(stats, customers.list, customers.products, {
    total: JOURNEYS,
    onProgress: () => {
      if (killAt !== undefined || stats.journeys < KILL_AFTER) return;
      killAt = performance.now();
      void victim.kill('SIGKILL');
      restarted = new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS)).then(async () => {
        const startAt = performance.now();
        victim.start();
        await victim.ready();
        rejoinMs = performance.now() - startAt;
      });
    },
  });
  if (!restarted) throw new Error('the replica was never killed');
  await restarted;
  const healthyAt = performance.now();
  const balanced = await untilBalanced(stack);
  const inRotationMs = performance.now() - healthyAt;
  const after = await ledger(stack, ids);
  const placed = after.orders - before.orders;
  const lastError = Math.max(killAt, ...stats.errorTimes.map((e) => e.at));
  const f = stack.figures;
  f['journeys (replica kill)'] = stats.journeys;
  f['journey failures'] = stats.failures.length;
  f['client retries'] = stats.retries;
  f['orders placed (database)'] = placed;
  f['keys naming two orders / orders without key'] = `${after.keys_with_order - after.orders_of_keys} / ${placed - (after.keys_with_order - before.keys_with_order)}`;
  f['errors seen after the kill, for'] = ms(lastError - killAt);
  f['killed replica healthy again after start'] = ms(rejoinMs);
  f['then back in Caddy\'s rotation after'] = ms(inRotationMs);

  const problems = [];
  if (stats.failures.length) problems.push(`${stats.failures.length} journeys failed, e.g. ${stats.failures[0]}`);
  if (stats.journeys !== JOURNEYS) problems.push(`${stats.journeys} of ${JOURNEYS} journeys completed`);
  if (placed !== JOURNEYS) problems.push(`${placed} orders in the database for ${JOURNEYS} journeys`);
  if (stats.orderIds.size !== JOURNEYS) problems.push(`the journeys were told of ${stats.orderIds.size} distinct orders`);
  if (after.keys - before.keys !== JOURNEYS) problems.push(`${after.keys - before.keys} Idempotency-Keys stored for ${JOURNEYS} checkouts`);
  if (after.keys_with_order !== after.orders_of_keys) problems.push('an Idempotency-Key names an order another key names too');
  if (after.keys_with_order - before.keys_with_order !== placed) problems.push('an order was placed without its key');
  if (after.cart_lines !== 0) problems.push(`${after.cart_lines} lines left in carts that became orders`);
  if (problems.length) throw new Error(problems.join('; '));
  return `${stats.retries} retries; ${balanced}`;
}
