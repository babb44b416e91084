import { createHash } from 'node:crypto';

// A fixed namespace for Pizza Atlas sample ids (itself a random v4 UUID).
const NAMESPACE = Buffer.from('6f1c2a9e4b7d4e0c9a35d2b18e7f4c61', 'hex');

/**
 * A name-based (version 5) UUID, so a sample place keeps its id, and its links,
 * whenever and wherever the catalog is seeded.
 */
export function sampleUuid(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
