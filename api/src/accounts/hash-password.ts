import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * Argon2id at OWASP's current minimum (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1).
 * The PHC string it returns carries the parameters and salt, so they can be raised later
 * and old hashes still verify.
 */
export const ARGON2_PARAMETERS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

/** False for a wrong password and for a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password: a sign-in for an unknown email verifies against it, so the
 * answer takes as long as for a known one and timing does not reveal who has an account.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword('no account has this password: it only spends the same time');
  return decoy;
}
