import BLNS from 'big-list-of-naughty-strings/blns.json';

/**
 * What the Big List of Naughty Strings leaves out and a PostgreSQL-backed API must still
 * survive: NUL (the list has none), lone UTF-16 surrogates (JSON can carry them, UTF-8
 * cannot), the web addresses issue 13 found, very long and prototype-named text.
 */
const EXTRA_STRINGS = [
  '\u0000',
  'pizza\u0000',
  'a\u0000b\u0000c',
  '\ud800',
  'a\udc00b',
  'pizza\ud83c',
  '\udfff\ud800',
  '\ufffe\uffff',
  'http:example.com',
  'https:/example.com',
  'https:\\\\example.com',
  'HTTPS://EXAMPLE.COM',
  'javascript:alert(1)',
  'https://exa mple.com',
  'https://',
  'http://[::1',
  `https://example.com/${'%20'.repeat(700)}`,
  `https://example.com/${' '.repeat(1980)}`,
  'x'.repeat(10_000),
  '😀'.repeat(1001),
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

/** Every string sent as text: in JSON bodies, and percent-encoded in paths and queries. */
export const NAUGHTY_STRINGS: readonly string[] = [...new Set([...BLNS, ...EXTRA_STRINGS])];

/** Sent as they are in a path or query: escapes a client might send that decode badly. */
export const RAW_URL_PARTS: readonly string[] = [
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
];

function utf8Bytes(code: number): number[] {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 0x3f)];
  if (code < 0x10000)
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return [
    0xf0 | (code >> 18),
    0x80 | ((code >> 12) & 0x3f),
    0x80 | ((code >> 6) & 0x3f),
    0x80 | (code & 0x3f),
  ];
}

/**
 * Percent-encodes every byte but the unreserved ones. A lone surrogate is encoded as its
 * three bytes (WTF-8, as some clients do) rather than refused like encodeURIComponent does.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      index += 1;
    }
    for (const byte of utf8Bytes(code)) {
      encoded += /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return encoded;
}

/** Every value placed in a path segment or query value: the list encoded, and raw escapes. */
export const NAUGHTY_URL_PARTS: readonly string[] = [
  ...NAUGHTY_STRINGS.map(percentEncode),
  ...RAW_URL_PARTS,
];

/**
 * A string as a header value: its UTF-8 bytes read as Latin-1 (what Node makes of them),
 * or null when HTTP parsers refuse it (control characters other than tab).
 */
export function headerValue(text: string): string | null {
  const value = Buffer.from(text, 'utf8').toString('latin1');
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000a-\u001f\u007f]/.test(value) ? null : value;
}
