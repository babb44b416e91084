import { createHash, randomBytes } from 'node:crypto';
import type { ReleaseOwner } from '@pizza-atlas/contracts';

/**
 * A new deploy token: 32 random bytes, with a prefix naming the remote so a leaked token
 * is easy to recognise (and for secret scanners to match).
 */
export function generateDeployToken(remote: ReleaseOwner): string {
  return `pa_deploy_${remote}_${randomBytes(32).toString('base64url')}`;
}

/** Only this hash is stored; a token is found by its hash, never compared byte by byte. */
export function hashDeployToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
