// A deploy as `docker compose up -d` does it: each replica in turn gets SIGTERM, exits and starts again, while the
// customers keep ordering through Caddy and a customer's event stream stays open. Nobody may notice: no failed
// journey, no request the client had to try again, no stream that could not reconnect.
import { EventStream } from './client.mjs';
import { front, untilBalanced } from './front.mjs';
import { Stats, runJourneys } from './journeys.mjs';
import { ledger, ms } from './replica-kill.mjs';
import { sleep } from './stack.mjs';

/** Load before the first replica goes and after the last is back, so both ends of the deploy are under traffic. */
const LOAD_AROUND_MS = 2_000;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export async function rollingRestartStage(stack, customers) {
  const ids = customers.list.map((c) => c.id);
  const before = await ledger(stack, ids);
  const stats = new Stats();
  const listener = customers.list[0];
  const stream = new EventStream(front(stack, 'shop'), listener.session);
  await stream.open();

  let deployed = false;
  const load = runJourneys(stats, customers.list, customers.products, { until: () => deployed });
  const exits = [];
  const drains = [];
  try {
    await sleep(LOAD_AROUND_MS);
    for (const replica of stack.replicas) {
      const journeysBefore = stats.journeys;
      const signalledAt = performance.now();
      const exit = await replica.kill('SIGTERM');
      drains.push(performance.now() - signalledAt);
      exits.push(`${replica.name} ${exit.signal ?? `code ${exit.code}`}`);
      expect(exit.code === 0, `${replica.name} did not exit cleanly after SIGTERM (${exit.signal ?? `code ${exit.code}`}); see ${replica.logFile}`);
      expect(stats.journeys > journeysBefore, `no journey completed while ${replica.name} was shutting down`);
      replica.start();
      await replica.ready();
      // Back in Caddy's rotation before the next replica goes, as a deploy waits for the health check.
      await untilBalanced(stack);
    }
    await sleep(LOAD_AROUND_MS);
  } finally {
    deployed = true;
    await load;
    stream.close();
  }

  const after = await ledger(stack, ids);
  const placed = after.orders - before.orders;
  const f = stack.figures;
  f['journeys (rolling restart)'] = stats.journeys;
  f['journey failures (rolling restart)'] = stats.failures.length;
  f['client retries (rolling restart)'] = stats.retries;
  f['SIGTERM to exit, per replica'] = drains.map(ms).join(', ');
  f['event stream connections (rolling restart)'] = `${stream.connections}, ${stream.refused} refused`;

  const problems = [];
  if (stats.failures.length) problems.push(`${stats.failures.length} journeys failed, e.g. ${stats.failures[0]}`);
  if (stats.retries) problems.push(`${stats.retries} requests were retried, e.g. ${stats.errorTimes[0].what} (${stats.errorTimes[0].status} ${stats.errorTimes[0].said})`);
  if (placed !== stats.journeys) problems.push(`${placed} orders in the database for ${stats.journeys} journeys`);
  if (stats.orderIds.size !== stats.journeys) problems.push(`the journeys were told of ${stats.orderIds.size} distinct orders`);
  if (after.cart_lines !== 0) problems.push(`${after.cart_lines} lines left in carts that became orders`);
  // Opened once, then moved when each replica closed it (or not at all when it was on the other one).
  if (stream.connections < 2) problems.push('the event stream was never moved to another replica');
  if (stream.refused) problems.push(`the event stream was refused ${stream.refused} times while reconnecting`);
  if (problems.length) throw new Error(problems.join('; '));
  return `${stats.journeys} journeys, 0 retries; exits: ${exits.join(', ')}`;
}
