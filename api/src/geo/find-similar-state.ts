import { US_STATES, type UsState } from '@pizza-atlas/contracts';
import { distance } from 'fastest-levenshtein';
import { allowedEdits } from './find-similar-city';
import { normalizePlaceName } from './normalize-place-name';

/**
 * The state a slightly misspelt name means ("Pensylvania", "Texs"), with its edits: the
 * state name fewest edits away within allowedEdits; undefined when none is close.
 */
export function findSimilarState(text: string): { state: UsState; edits: number } | undefined {
  const key = normalizePlaceName(text);
  const allowed = allowedEdits(key);
  let best: { state: UsState; edits: number } | undefined;
  for (const state of US_STATES) {
    const edits = distance(key, normalizePlaceName(state.name));
    if (edits <= allowed && (!best || edits < best.edits)) best = { state, edits };
  }
  return best;
}
