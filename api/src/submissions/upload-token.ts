import { createHash, randomBytes } from 'node:crypto';

/** A fresh upload token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newUploadToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashUploadToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
