import { distance } from 'fastest-levenshtein';
import { loadUsCities, type UsCity } from './load-us-cities';
import { normalizePlaceName } from './normalize-place-name';

/** Places big enough that a near miss of their name most likely means them. */
const MIN_POPULATION = 5000;

/**
 * The city a slightly misspelt name most likely means ("Chicgo" → Chicago, "Pittsburg" →
 * Pittsburgh): the most populous city within one edit (names of 4–7 letters) or two
 * (longer names), in the given state when one is given. undefined when nothing is close.
 */
export function findSimilarCity(name: string, stateCode?: string): UsCity | undefined {
  const key = normalizePlaceName(name);
  if (key.length < 4) return undefined;
  const allowed = key.length >= 8 ? 2 : 1;
  let best: { city: UsCity; edits: number } | undefined;
  // Cities come most populous first, so the first at the smallest distance wins.
  for (const city of loadUsCities().cities) {
    if (city.population < MIN_POPULATION) break;
    if (stateCode && city.state !== stateCode) continue;
    const candidate = normalizePlaceName(city.name);
    if (Math.abs(candidate.length - key.length) > allowed) continue;
    const edits = distance(key, candidate);
    if (edits <= allowed && (!best || edits < best.edits)) {
      best = { city, edits };
      if (edits === 1 && allowed === 1) break;
    }
  }
  return best?.city;
}
