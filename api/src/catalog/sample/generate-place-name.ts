import type { Random } from './create-random';
import {
  ADJECTIVES,
  COUNT_WORDS,
  HOUSE_SUFFIXES,
  ITALIAN_PREFIXES,
  ITALIAN_WORDS,
  NOUNS,
  OWNER_FIRST_NAMES,
  OWNER_SURNAMES,
  PLURAL_NOUNS,
  SHOP_WORDS,
  STREET_NAMES,
} from './name-words';

export type PizzaStyle =
  'classic' | 'neapolitan' | 'sicilian' | 'deepdish' | 'woodfired' | 'artisan';

const PATTERNS: Record<string, (random: Random) => string> = {
  familyName: (r) => `${r.pick(OWNER_SURNAMES)}'s ${r.pick(HOUSE_SUFFIXES)}`,
  firstName: (r) => `${r.pick(OWNER_FIRST_NAMES)}'s ${r.pick(HOUSE_SUFFIXES)}`,
  adjectiveNoun: (r) => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${r.pick(SHOP_WORDS)}`,
  italian: (r) => `${r.pick(ITALIAN_PREFIXES)} ${r.pick(ITALIAN_WORDS)}`,
  counted: (r) => `${r.pick(COUNT_WORDS)} ${r.pick(PLURAL_NOUNS)} ${r.pick(SHOP_WORDS)}`,
  street: (r) => `${r.pick(STREET_NAMES)} Street ${r.pick(['Pizza', 'Pizzeria', 'Slice Co.'])}`,
};

// Old-school shops are named after their owners; Neapolitan and artisan places lean Italian.
const WEIGHTS: Record<PizzaStyle, [keyof typeof PATTERNS, number][]> = {
  classic: [
    ['familyName', 4],
    ['firstName', 3],
    ['adjectiveNoun', 2],
    ['counted', 1],
    ['street', 2],
  ],
  neapolitan: [
    ['italian', 5],
    ['familyName', 2],
    ['adjectiveNoun', 2],
    ['counted', 1],
  ],
  sicilian: [
    ['familyName', 4],
    ['firstName', 2],
    ['italian', 2],
    ['street', 1],
  ],
  deepdish: [
    ['familyName', 3],
    ['firstName', 2],
    ['adjectiveNoun', 2],
    ['street', 2],
  ],
  woodfired: [
    ['adjectiveNoun', 4],
    ['italian', 3],
    ['counted', 2],
    ['familyName', 1],
  ],
  artisan: [
    ['adjectiveNoun', 4],
    ['counted', 3],
    ['italian', 2],
    ['street', 1],
  ],
};

/** A fictional place name that is not yet in `taken` (names stay unique within a city). */
export function generatePlaceName(random: Random, style: PizzaStyle, taken: Set<string>): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const name = PATTERNS[random.weighted(WEIGHTS[style])](random);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // Fifty collisions in a row only happen in a city with hundreds of places.
  const name = `${PATTERNS.familyName(random)} No. ${taken.size + 1}`;
  taken.add(name);
  return name;
}
