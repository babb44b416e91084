/** Written in capitals whatever the case: compass points, US routes, PO boxes. */
const UPPER_WORDS = new Set(['ne', 'nw', 'se', 'sw', 'us', 'po']);
/** Small words, lower case inside a name ("Avenue of the Americas"). */
const SMALL_WORDS = new Set(['of', 'the', 'and', 'at', 'on', 'by']);

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function titleWord(word: string, index: number): string {
  const lower = word.toLowerCase();
  // 1st, 22nd, 103rd, 4th; a house or unit number as written (12A).
  if (/^\d+(st|nd|rd|th)$/.test(lower)) return lower;
  if (/^\d/.test(lower)) return word.toUpperCase();
  // A directional letter (W, N) or a lettered avenue (Avenue A).
  if (lower.length === 1 || UPPER_WORDS.has(lower)) return lower.toUpperCase();
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  // O'Brien, D'Angelo; but Mary's.
  const [first = '', ...rest] = lower.split(/(?<=['’])/);
  const head = /^mc\p{L}{2,}$/u.test(first) ? `Mc${capital(first.slice(2))}` : capital(first);
  return head + rest.map((part) => (part.length >= 2 ? capital(part) : part)).join('');
}

/** Whether a value's letters are all lower case or all capitals ("chicago", "W FULLERTON AVE"). */
export function isWrittenInOneCase(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length > 1 && (letters === letters.toLowerCase() || letters === letters.toUpperCase())
  );
}

/**
 * A street or city written all in lower case or all in capitals, in title case: "W FULLERTON
 * AVE" → "W Fullerton Ave", "e 75th st" → "E 75th St", "MCCORMICK BLVD" → "McCormick Blvd".
 * A value in mixed case is the mapper's spelling and is kept as written.
 */
export function tidyCase(text: string): string {
  if (!isWrittenInOneCase(text)) return text;
  let index = 0;
  return text.replace(/[\p{L}\d]+(?:['’]\p{L}+)*/gu, (word) => titleWord(word, index++));
}
