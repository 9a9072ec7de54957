import { ADMIN_ACCOUNT_CREATED_MESSAGE, ADMIN_LOGIN_FAILED_MESSAGE, INVALID_SECRET_KEY_MESSAGE, ADMIN_EMAIL_TAKEN_MESSAGE, ADMIN_GONE_MESSAGE } from '@nukkad/contracts';
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notAllowed, unauthorized } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashPassword } from './passwords';
import { checkAccountPassword } from './sign-in-failures';

/** Compares a secret key in constant time. */
export function secretKeyMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function signUpAdmin(
  db: Db,
  secretKey: string,
  input: { name: string; email: string; password: string; secretKey: string },
) {
  if (!secretKeyMatches(secretKey, input.secretKey)) throw notAllowed('BAD_SECRET_KEY', INVALID_SECRET_KEY_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(admins).values({ name: input.name, email: input.email, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN', ADMIN_EMAIL_TAKEN_MESSAGE);
    throw err;
  }
  return { message: ADMIN_ACCOUNT_CREATED_MESSAGE };
}

export async function logInAdmin(
  db: Db,
  secretKey: string,
  input: { email: string; password: string; secretKey: string; ip: string },
) {
  // A wrong secret key finds no account, so the try is a failure, checked against the decoy like an unknown e-mail.
  const admin = await checkAccountPassword(db, { role: 'admin', identifier: input.email, ip: input.ip, password: input.password }, async () =>
    secretKeyMatches(secretKey, input.secretKey) ? (await db.select().from(admins).where(eq(admins.email, input.email)))[0] : undefined,
  );
  if (!admin) throw unauthorized('BAD_CREDENTIALS', ADMIN_LOGIN_FAILED_MESSAGE);
  return { id: admin.id };
}

/** The signed-in admin's own account. */
export async function getAdmin(db: Db, actor: Actor) {
  const [row] = await db.select().from(admins).where(eq(admins.id, actor.id));
  if (!row) throw unauthorized('NO_ACCOUNT', ADMIN_GONE_MESSAGE);
  return { _id: row.id, name: row.name, email: row.email };
}
