import { distance } from 'fastest-levenshtein';
import { loadUsCities, type UsCity } from './load-us-cities';
import { normalizePlaceName } from './normalize-place-name';

/** Places big enough that a near miss of their name most likely means them. */
const MIN_POPULATION = 5000;

interface Candidate {
  key: string;
  city: UsCity;
}

let byFirstLetter: Map<string, Candidate[]> | undefined;

/**
 * Every name a sizeable place answers to (its own, an apostrophe-free spelling, a nickname
 * such as 'philly' or 'new york') by its first letter, most populous place first; made once.
 * Typos are rarely in the first letter: reading it as typed makes a lookup 20 times cheaper.
 */
function similarCandidates(key: string): Candidate[] {
  if (!byFirstLetter) {
    byFirstLetter = new Map();
    for (const [name, cities] of loadUsCities().byName) {
      const list = byFirstLetter.get(name[0]!) ?? [];
      for (const city of cities) {
        if (city.population >= MIN_POPULATION) list.push({ key: name, city });
      }
      byFirstLetter.set(name[0]!, list);
    }
    for (const list of byFirstLetter.values()) {
      list.sort((a, b) => b.city.population - a.city.population || a.city.id - b.city.id);
    }
  }
  return byFirstLetter.get(key[0]!) ?? [];
}

/** Edits a name of this many letters may be away from a place's: 1 for 4–7 letters, 2 for more. */
export function allowedEdits(key: string): number {
  if (key.length < 4) return 0;
  return key.length >= 8 ? 2 : 1;
}

/**
 * How far what was typed is from a name: the whole name, or while typing (`partial`) the
 * closest of its beginnings one letter shorter, as long or one longer ("new yro" is one
 * edit from "new yo", the start of "new york").
 */
function editsTo(key: string, name: string, partial: boolean): number {
  if (!partial || name.length <= key.length) return distance(key, name);
  let best = Infinity;
  for (let length = key.length - 1; length <= key.length + 1; length += 1) {
    best = Math.min(best, distance(key, name.slice(0, length)));
  }
  return best;
}

/**
 * The places a slightly misspelt name most likely means ("Chicgo" → Chicago, "Pittsburg" →
 * Pittsburgh, "Phily" → Philadelphia, "New Yrok" → New York City), in the given state when
 * one is given: those at the fewest edits (see allowedEdits), most populous first, at most
 * `max`. With `partial`, the name may be the start of a longer one (suggestions as the
 * visitor types).
 */
export function findSimilarCities(
  name: string,
  options: { stateCode?: string; partial?: boolean; max?: number } = {},
): { city: UsCity; edits: number }[] {
  const key = normalizePlaceName(name);
  const allowed = allowedEdits(key);
  if (allowed === 0) return [];
  const partial = options.partial ?? false;
  let found: { city: UsCity; edits: number }[] = [];
  for (const { key: candidate, city } of similarCandidates(key)) {
    if (options.stateCode && city.state !== options.stateCode) continue;
    const lengthGap = candidate.length - key.length;
    if (lengthGap < -allowed || (!partial && lengthGap > allowed)) continue;
    const edits = editsTo(key, candidate, partial);
    if (edits > allowed || (found.length > 0 && edits > found[0]!.edits)) continue;
    if (found.length > 0 && edits < found[0]!.edits) found = [];
    if (!found.some((entry) => entry.city === city)) found.push({ city, edits });
  }
  return found.slice(0, options.max ?? 1);
}

/** The one place a slightly misspelt name most likely means; undefined when nothing is close. */
export function findSimilarCity(name: string, stateCode?: string): UsCity | undefined {
  return findSimilarCities(name, { stateCode })[0]?.city;
}
