const pluralRules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/** A noun's forms by the plural category of its count ('one', 'other', ...). */
export type NounForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A count's noun: `countNoun(1, REVIEWS)` is 'review', `countNoun(2, REVIEWS)` 'reviews'. */
export function countNoun(count: number, forms: NounForms): string {
  return forms[pluralRules.select(count)] ?? forms.other;
}

/**
 * A count and its noun: '1 review', '1,234 reviews', '0 places'; with `atLeast`, a count
 * that stopped there: '1,000+ restaurants'.
 */
export function countOf(count: number, forms: NounForms, atLeast = false): string {
  return `${numbers.format(count)}${atLeast ? '+' : ''} ${countNoun(count, forms)}`;
}

export const REVIEWS: NounForms = { one: 'review', other: 'reviews' };
export const PLACES: NounForms = { one: 'place', other: 'places' };
export const RESTAURANTS: NounForms = { one: 'restaurant', other: 'restaurants' };
