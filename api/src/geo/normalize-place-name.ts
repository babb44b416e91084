// Words that people write both ways; both sides normalise to the short form so
// "Saint Louis", "St. Louis" and "st louis" meet.
const WORD_VARIANTS: Record<string, string> = {
  saint: 'st',
  sainte: 'ste',
  fort: 'ft',
  mount: 'mt',
};

/**
 * A lookup key for a place or state name: lower case, no accents, periods or
 * apostrophes, hyphens and commas as spaces, single spaces, St/Ft/Mt abbreviated.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'‘’`ʻ]/g, '')
    .replace(/[-,/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => WORD_VARIANTS[word] ?? word)
    .join(' ');
}
