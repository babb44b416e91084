import { findUsStateByName, type PlaceCity } from '@pizza-atlas/contracts';
import { findCity } from './find-city';
import { findSimilarCity } from './find-similar-city';

/**
 * The city of this name in this state (a code or a name), as the gazetteer names it; a
 * near miss ("Chicgo") is read as the city it most likely means. Null when there is none.
 */
export function findPlaceCity(cityText: string, stateText: string): PlaceCity | null {
  const state = findUsStateByName(stateText);
  if (!state) return null;
  const city = findCity(cityText, state.code) ?? findSimilarCity(cityText, state.code);
  if (!city) return null;
  return { city: city.name, state: city.state, label: `${city.name}, ${city.state}` };
}
