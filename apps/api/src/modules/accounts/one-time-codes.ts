import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_ALPHABET,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_SENDS_PER_CLIENT,
  OTP_SENDS_PER_PHONE,
  OTP_TTL_MINUTES,
} from '@nukkad/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { DomainError, invalid } from '../../lib/domain-error';
import { addressKey, countHit, type CounterWindow, fixedWindow, minutesLeft, sweepExpiredCounters } from '../../lib/rate-limit-counters';
import type { SmsSender } from '../../ports/sms-sender';

export type OtpPurpose = 'signup' | 'login';
/** `limits` defaults to the contracts' send limits (per phone, per address within the window). */
export type OtpDeps = { pepper: string; sms: SmsSender; now?: () => Date; limits?: { perPhone: number; perClient: number } };

/** 4 characters of A–Z0–9: 36^4 ≈ 1.68 million codes (over 20 bits). */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

export const hashCode = (pepper: string, phone: string, code: string) =>
  createHmac('sha256', pepper).update(`${phone}:${code.toUpperCase()}`).digest('hex');

function tooManyCodes(window: CounterWindow, now: Date) {
  const minutes = minutesLeft(window, now);
  return new DomainError(
    'RATE_LIMITED',
    'OTP_RATE_LIMITED',
    `Too many codes requested. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/** Issues a new code for a phone (superseding any earlier one) and sends it, within the per-phone and per-address send limits. */
export async function issueCode(
  db: Db,
  deps: OtpDeps,
  input: { phone: string; purpose: OtpPurpose; username?: string; ip: string },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await sweepExpiredCounters(db, now);
  const window = fixedWindow(now, OTP_SEND_WINDOW_MINUTES * 60_000);
  const code = generateCode();
  await db.transaction(async (tx) => {
    // Counted before the code is written, in shared rows, so parallel requests and replicas see one total.
    const limits = deps.limits ?? { perPhone: OTP_SENDS_PER_PHONE, perClient: OTP_SENDS_PER_CLIENT };
    const perPhone = await countHit(tx, `otp:phone:${input.phone}`, window, limits.perPhone);
    const perClient = perPhone && (await countHit(tx, `otp:ip:${addressKey(input.ip)}`, window, limits.perClient));
    // Thrown inside the transaction, so a refused request leaves every counter as it was.
    if (!perClient) throw tooManyCodes(window, now);
    // Only the newest code for a phone is valid.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.phone, input.phone), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashCode(deps.pepper, input.phone, code),
      username: input.username ?? null,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      requestedIp: input.ip,
      createdAt: now,
    });
  });
  await deps.sms.send({
    phone: input.phone,
    code,
    text: `${code} is your Nukkad verification code. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
  });
}

type CheckResult = 'ok' | 'missing' | 'expired' | 'wrong' | 'burned';

/**
 * Checks a code: single use, expires, and the fifth wrong try burns it.
 * The attempt count is committed before the error is raised, so failures are never rolled back.
 */
export async function consumeCode(
  db: Db,
  deps: Pick<OtpDeps, 'pepper' | 'now'>,
  input: { phone: string; code: string; purpose: OtpPurpose },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const result = await db.transaction(async (tx): Promise<CheckResult> => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.phone, input.phone),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return 'missing';
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(deps.pepper, input.phone, input.code), 'hex');
    if (timingSafeEqual(expected, given)) {
      await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
      return 'ok';
    }
    const attempts = row.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({ attempts, consumedAt: attempts >= OTP_MAX_ATTEMPTS ? now : null })
      .where(eq(oneTimeCodes.id, row.id));
    return attempts >= OTP_MAX_ATTEMPTS ? 'burned' : 'wrong';
  });
  if (result === 'ok') return;
  const messages: Record<Exclude<CheckResult, 'ok'>, string> = {
    missing: 'No active OTP for this phone. Please request a new one.',
    expired: 'OTP expired. Please request a new one.',
    wrong: 'Incorrect OTP. Please try again.',
    burned: 'Too many wrong attempts. Please request a new OTP.',
  };
  throw invalid(`OTP_${result.toUpperCase()}`, messages[result], 'otp');
}
