import { US_STATES, type UsState } from '@pizza-atlas/contracts';
import { normalizePlaceName } from './normalize-place-name';

let byKey: Map<string, UsState> | undefined;

function stateKeys(): Map<string, UsState> {
  if (byKey) return byKey;
  byKey = new Map();
  for (const state of US_STATES) {
    byKey.set(normalizePlaceName(state.code), state);
    byKey.set(normalizePlaceName(state.name), state);
  }
  // Common ways of writing DC ("D.C." normalises to "dc" already).
  const dc = byKey.get('dc')!;
  byKey.set('washington dc', dc);
  byKey.set('district of columbia', dc);
  return byKey;
}

/** The state named by a two-letter code or a full name, in any case; undefined if none. */
export function findUsState(text: string): UsState | undefined {
  return stateKeys().get(normalizePlaceName(text));
}
