import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, so spelled out here). */
const ARGON2ID = 2;
// argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which phones are registered. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-never-matches'));
