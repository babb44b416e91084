import { hasUnstorableText } from './storable-text';

/** The longest web address stored, as the database's checks cap it. */
export const WEB_ADDRESS_MAX_LENGTH = 2000;

/**
 * A web address as every table that keeps one holds it (`^https?://`, at most 2000
 * characters): written out in full with http:// or https://, a host, and nothing a browser
 * would read differently from how it looks. 'http:example.com', 'https:/example.com' and
 * 'https:\\example.com' parse as URLs, but are not written out, so they are refused here
 * rather than by the database. Used by every write that takes one (submissions, imports).
 */
export function isWebAddress(value: string): boolean {
  if (value.length > WEB_ADDRESS_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false;
  // A backslash is a slash to browsers; NUL and lone surrogates cannot be stored.
  if (value.includes('\\') || hasUnstorableText(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A web address from elsewhere (an import file), normalised as browsers read it
 * ('HTTP://Example.com' becomes 'http://example.com/'), or null when it is not one
 * that isWebAddress accepts once normalised.
 */
export function normalizeWebAddress(value: string): string | null {
  try {
    const { href } = new URL(value.trim());
    return isWebAddress(href) ? href : null;
  } catch {
    return null;
  }
}
