import { US_STATES, type PlaceSuggestion } from '@pizza-atlas/contracts';
import { findTownOfZip } from './city-of-zip';
import { findSimilarCities } from './find-similar-city';
import { findSimilarState } from './find-similar-state';
import { findUsState } from './find-us-state';
import { loadUsCities, type UsCity } from './load-us-cities';
import { loadUsZips } from './load-us-zips';
import { normalizePlaceName } from './normalize-place-name';
import { CITY_OVER_STATE_POPULATION } from './resolve-location';

export const MAX_SUGGESTIONS = 8;
/** Fewer suggestions than this by name: near misses are offered too. */
const FEW = 3;

let cityKeys: { city: UsCity; key: string }[] | undefined;
let sortedZips: string[] | undefined;

/** Whole places most populous first, each with its lookup key (made once). */
function citiesByKey(): { city: UsCity; key: string }[] {
  cityKeys ??= loadUsCities()
    .cities.filter((city) => !city.isSection)
    .map((city) => ({ city, key: normalizePlaceName(city.name) }));
  return cityKeys;
}

function cityLabel(city: UsCity): string {
  return `${city.name}, ${city.state}`;
}

function zipSuggestions(prefix: string): PlaceSuggestion[] {
  const { byZip } = loadUsZips();
  sortedZips ??= [...byZip.keys()].filter((zip) => byZip.get(zip)!.state).sort();
  // The first ZIP at or after the prefix, by binary search; the matches follow it.
  let low = 0;
  let high = sortedZips.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sortedZips[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: PlaceSuggestion[] = [];
  for (let i = low; i < sortedZips.length && found.length < MAX_SUGGESTIONS; i += 1) {
    const zip = sortedZips[i]!;
    if (!zip.startsWith(prefix)) break;
    const place = byZip.get(zip)!;
    // Named as a search for the ZIP labels it ("60633 · Chicago, IL").
    const town = findTownOfZip(place);
    found.push({
      kind: 'zip',
      label: town ? `${zip} · ${cityLabel(town)}` : zip,
      value: zip,
    });
  }
  return found;
}

/**
 * Places to offer as a visitor types a location: ZIP codes by prefix; otherwise states and
 * cities whose names start with the text (most populous first, "City, ST" narrows to the
 * state) or that a nickname names, and when few match, the states and cities a small typo
 * most likely means, also while the name is still being typed.
 */
export function suggestPlaces(text: string): PlaceSuggestion[] {
  const query = text.replace(/\s+/g, ' ').trim();
  if (/^\d{1,5}$/.test(query)) return zipSuggestions(query);
  const comma = query.lastIndexOf(',');
  const namePart = comma >= 0 ? query.slice(0, comma) : query;
  const statePart = comma >= 0 ? query.slice(comma + 1).trim() : '';
  const key = normalizePlaceName(namePart);
  if (key === '') return [];
  // 'Austin, Texs': a state is misspelt as easily as a city.
  const inState = statePart
    ? (findUsState(statePart) ?? findSimilarState(statePart)?.state)?.code
    : undefined;
  if (statePart && !inState && statePart.length >= 2) return [];
  // 'Portland, O' narrows to the states whose code starts so.
  const inStates = (city: UsCity) =>
    inState ? city.state === inState : city.state.toLowerCase().startsWith(statePart.toLowerCase());

  const suggestions: PlaceSuggestion[] = [];
  const seen = new Set<string>();
  const add = (suggestion: PlaceSuggestion) => {
    if (seen.has(suggestion.value) || suggestions.length >= MAX_SUGGESTIONS) return;
    seen.add(suggestion.value);
    suggestions.push(suggestion);
  };
  if (!statePart) {
    const exactCode = key.length === 2 ? findUsState(key) : undefined;
    if (exactCode)
      add({ kind: 'state', label: `${exactCode.name} (whole state)`, value: exactCode.name });
    for (const state of US_STATES) {
      if (normalizePlaceName(state.name).startsWith(key) && suggestions.length < 2) {
        add({ kind: 'state', label: `${state.name} (whole state)`, value: state.name });
      }
    }
  }
  for (const { city, key: cityKey } of citiesByKey()) {
    if (suggestions.length >= MAX_SUGGESTIONS) break;
    if (!inStates(city)) continue;
    if (cityKey.startsWith(key))
      add({ kind: 'city', label: cityLabel(city), value: cityLabel(city) });
  }
  // A nickname ('Philly') names its city exactly.
  const named = loadUsCities().byName.get(key)?.find(inStates);
  if (named) add({ kind: 'city', label: cityLabel(named), value: cityLabel(named) });
  if (suggestions.length < FEW && (!statePart || inState)) {
    // A near miss, also of a name still being typed ('New Yro', 'Chicg', 'Pensylvania').
    // The state first unless a big city is as near a miss ('New Yrok'), as search reads it.
    const state = statePart ? undefined : findSimilarState(key);
    const similar = findSimilarCities(namePart, { stateCode: inState, partial: true, max: FEW });
    const cityFirst =
      similar[0] &&
      (!state ||
        similar[0].edits < state.edits ||
        (similar[0].edits === state.edits &&
          similar[0].city.population >= CITY_OVER_STATE_POPULATION));
    const addState = () =>
      state &&
      add({ kind: 'state', label: `${state.state.name} (whole state)`, value: state.state.name });
    if (!cityFirst) addState();
    for (const { city } of similar.slice(0, FEW - suggestions.length))
      add({ kind: 'city', label: cityLabel(city), value: cityLabel(city) });
    if (cityFirst) addState();
  }
  return suggestions;
}
