/**
 * Text PostgreSQL cannot keep as sent: NUL (refused in text and jsonb alike), and a UTF-16
 * surrogate without its pair. JSON can carry a lone surrogate (`"\ud800"`) but UTF-8
 * cannot: postgres.js writes it as U+FFFD, so a text column silently stores something else
 * and a jsonb value is refused. Nobody types either; both come only from crafted requests.
 */
// eslint-disable-next-line no-control-regex -- NUL is what this rule is about.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What every input with such text is answered (as a field message, or in a 400). */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that are not allowed';

/** True when the text holds a NUL or a lone surrogate. */
export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

/**
 * Where in a parsed input (JSON body, query, path parameters) the first unstorable text
 * is, keys included, as a dotted path ('' for the value itself); null when there is none.
 * Iterative: a 64 KB body can nest thousands of levels deep.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (hasUnstorableText(item)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    const entries = Object.entries(item);
    const bad = entries.find(([key]) => hasUnstorableText(key));
    if (bad) return path === '' ? bad[0] : `${path}.${bad[0]}`;
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push([child, path === '' ? key : `${path}.${key}`]);
    }
  }
  return null;
}
