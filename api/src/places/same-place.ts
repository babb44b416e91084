import { distance } from 'fastest-levenshtein';

/** Two sources' points for one place lie this close (a building's pin vs its door). */
export const SAME_PLACE_METRES = 75;

/**
 * A name as sources write it differently: lower case, no accents or punctuation, "&" as
 * "and", "pizzeria" as "pizza", no possessive "'s", single spaces.
 */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]s\b/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\bpizzeria\b/g, 'pizza')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two names plausibly name one place: equal or one inside the other once normalised, or close in spelling. */
export function similarNames(a: string, b: string): boolean {
  const left = normalisePlaceName(a);
  const right = normalisePlaceName(b);
  if (left === '' || right === '') return false;
  if (left === right || left.includes(right) || right.includes(left)) return true;
  // Levenshtein ratio in place of pg_trgm (not in every PostgreSQL build we run on).
  const longest = Math.max(left.length, right.length);
  return 1 - distance(left, right) / longest >= 0.75;
}

export interface PlaceLike {
  name: string;
  address1: string;
  brand?: string | null;
}

function houseNumber(address1: string): string | undefined {
  return /^\s*(\d+[a-z]?)\b/i.exec(address1)?.[1]?.toLowerCase();
}

/** Street words US sources write either way ("N High St", "North High Street"). */
const STREET_WORDS: Record<string, string> = {
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  blvd: 'boulevard',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  pl: 'place',
  hwy: 'highway',
  pkwy: 'parkway',
  ste: 'suite',
  sq: 'square',
  ter: 'terrace',
  cir: 'circle',
};

/** An address line with case, punctuation and the common US abbreviations made one form. */
export function normaliseStreetAddress(address: string): string {
  return normalisePlaceName(address.replace(/#\s*/g, ' suite '))
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

function sameAddress(a: string, b: string): boolean {
  return normaliseStreetAddress(a) === normaliseStreetAddress(b);
}

/**
 * Whether two nearby descriptions (already within SAME_PLACE_METRES, from different sources)
 * are one place. Two branches of a chain share a name, so a name is not enough: different
 * house numbers, or one brand at different addresses, are different places.
 */
export function isSamePlace(a: PlaceLike, b: PlaceLike): boolean {
  if (!similarNames(a.name, b.name)) return false;
  const numberA = houseNumber(a.address1);
  const numberB = houseNumber(b.address1);
  if (numberA !== undefined && numberB !== undefined && numberA !== numberB) return false;
  if (a.brand && b.brand && a.address1 && b.address1 && !sameAddress(a.address1, b.address1)) {
    return false;
  }
  return true;
}
