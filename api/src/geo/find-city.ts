import { loadUsCities, type UsCity } from './load-us-cities';
import { normalizePlaceName } from './normalize-place-name';

/**
 * The city of this name, in the given state when one is given; with several matches
 * the most populous wins. undefined when the gazetteer has no such place.
 */
export function findCity(name: string, stateCode?: string): UsCity | undefined {
  const matches = loadUsCities().byName.get(normalizePlaceName(name));
  if (!matches) return undefined;
  return stateCode ? matches.find((city) => city.state === stateCode) : matches[0];
}
