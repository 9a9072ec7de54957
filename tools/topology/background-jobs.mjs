// The orphan-payment refund, a background job every replica schedules once a minute: with two replicas each payment
// is refunded exactly once, by one of them.
import { randomBytes } from 'node:crypto';
import { logLines } from './front.mjs';
import { ms } from './replica-kill.mjs';
import { adminQuery, sleep } from './stack.mjs';

const ORPHANS = 5;
/** The jobs run every 60 s in each replica; a restarted one starts its own minute again. */
const WAIT_MS = 130_000;

/** Verified payments of the local test provider that never became orders, 31 minutes old: the job's to refund. */
export async function insertOrphanPayments(stack, customerId) {
  const ids = [];
  for (let i = 0; i < ORPHANS; i++) {
    const { rows } = await adminQuery(
      stack.database.url,
      `insert into payments (provider, provider_order_id, provider_payment_id, customer_id, amount_paise, status, created_at, updated_at)
       values ('test', $1, $2, $3, $4, 'verified', now() - interval '31 minutes', now() - interval '31 minutes') returning id`,
      [`test_order_${randomBytes(9).toString('hex')}`, `test_pay_${randomBytes(9).toString('hex')}`, customerId, 25_000 + i * 100],
    );
    ids.push(rows[0].id);
  }
  return { ids, at: performance.now() };
}

export async function backgroundJobsStage(stack, orphans) {
  const deadline = orphans.at + WAIT_MS;
  let state;
  for (;;) {
    const { rows } = await adminQuery(
      stack.database.url,
      `select p.id, p.status, count(r.id)::int as refunds, coalesce(sum(r.amount_paise), 0)::int as refunded, p.amount_paise
       from payments p left join refunds r on r.payment_id = p.id where p.id = any($1) group by p.id`,
      [orphans.ids],
    );
    state = rows;
    if (rows.every((r) => r.status === 'refunded') || performance.now() > deadline) break;
    await sleep(1_000);
  }
  const waited = performance.now() - orphans.at;
  // Which replica refunded which payment, from their log lines.
  const by = new Map();
  for (const r of stack.replicas) {
    for (const line of logLines(r)) {
      if (line.msg !== 'refunded payments that never became orders') continue;
      for (const id of line.payments ?? []) by.set(id, [...(by.get(id) ?? []), r.name]);
    }
  }
  const refunders = new Set([...by.values()].flat());
  stack.figures['orphan payments refunded'] = `${state.filter((r) => r.status === 'refunded').length} of ${ORPHANS}, ${ms(waited)} after they were written, by ${[...refunders].join(', ') || 'nobody'}`;

  const problems = [];
  for (const r of state) {
    if (r.status !== 'refunded') problems.push(`payment ${r.id} is still ${r.status}`);
    if (r.refunds !== 1) problems.push(`payment ${r.id} has ${r.refunds} refunds`);
    if (r.refunded !== r.amount_paise) problems.push(`payment ${r.id}: ${r.refunded} of ${r.amount_paise} paise refunded`);
    if ((by.get(r.id) ?? []).length !== 1) problems.push(`payment ${r.id} was reported refunded by ${(by.get(r.id) ?? []).join(', ') || 'no replica'}`);
  }
  if (problems.length) throw new Error(problems.join('; '));
  return `each of ${ORPHANS} payments refunded once, by ${[...refunders].join(' and ')}`;
}
