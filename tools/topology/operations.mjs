// Operations: one request id from Caddy through a replica's JSON log lines; Prometheus metrics behind a token.
import { request } from './client.mjs';
import { direct, front, logLines } from './front.mjs';
import { sleep } from './stack.mjs';

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** The sum of a metric's samples whose labels include `match` (e.g. `route="/api/health"`). */
function total(text, name, match = '') {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (match && !line.includes(match)) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

export async function operationsStage(stack) {
  // A client's own X-Request-Id is replaced at the edge: the id in the logs is always Caddy's.
  const res = await request(front(stack, 'seller'), 'GET', '/api/health', { headers: { 'x-request-id': 'made-up-by-the-client' } });
  const id = res.headers['x-request-id'];
  expect(res.status === 200 && /^[0-9a-f-]{36}$/.test(id ?? ''), `the reply's request id is ${id}, not Caddy's`);
  await sleep(300);
  const lines = stack.replicas.flatMap((r) => logLines(r).filter((l) => l.reqId === id).map((l) => ({ ...l, replica: r.name })));
  expect(new Set(lines.map((l) => l.replica)).size === 1, `request ${id} appears in the logs of ${new Set(lines.map((l) => l.replica)).size} replicas`);
  expect(
    ['incoming request', 'request completed'].every((msg) => lines.some((l) => l.msg === msg && typeof l.level === 'number' && typeof l.time === 'number')),
    `request ${id}: its JSON log lines are not all there (${lines.map((l) => l.msg).join(', ')})`,
  );

  const token = { authorization: `Bearer ${stack.secrets.METRICS_TOKEN}` };
  const refused = await request(front(stack), 'GET', '/api/metrics');
  expect(refused.status === 404, `GET /api/metrics without the token answered ${refused.status}`);
  const scraped = await request(front(stack), 'GET', '/api/metrics', { headers: token });
  expect(scraped.status === 200 && String(scraped.headers['content-type']).startsWith('text/plain'), `GET /api/metrics with the token answered ${scraped.status}`);

  const perReplica = [];
  let checkoutsCounted = 0;
  for (const r of stack.replicas) {
    const m = await request(direct(r), 'GET', '/api/metrics', { headers: token });
    expect(m.status === 200, `${r.name}: GET /api/metrics answered ${m.status}`);
    const text = m.body;
    const requests = total(text, 'http_request_duration_seconds_count');
    const checkouts = total(text, 'http_request_duration_seconds_count', 'route="/api/order/create-order"');
    const pool = total(text, 'nukkad_db_pool_connections', 'state="total"');
    // Caddy's health checks reach every replica, even one restarted a moment ago.
    const checks = total(text, 'http_request_duration_seconds_count', 'route="/api/health"');
    expect(checks > 0, `${r.name}: no request counts by route (${requests} requests, ${checks} health checks)`);
    checkoutsCounted += checkouts;
    expect(/^nukkad_event_streams_open \d+/m.test(text), `${r.name}: no open event streams gauge`);
    expect(pool > 0, `${r.name}: no database pool gauge`);
    perReplica.push(`${r.name} ${requests} requests (${checkouts} checkouts), pool ${pool}`);
  }
  expect(checkoutsCounted > 0, 'no checkout counted by route in the replicas\' metrics');
  stack.figures['requests counted by the replicas\' metrics'] = perReplica.join('; ');
  return `request ${id.slice(0, 8)}… in ${lines.length} log lines of ${lines[0].replica}`;
}
