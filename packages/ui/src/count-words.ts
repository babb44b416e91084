const pluralRules = new Intl.PluralRules('en-US');

/**
 * A count as US English writes it, in groups of three: 1234567 → '1,234,567'. Written out
 * rather than with Intl.NumberFormat, whose first use in a page loads ICU's number data:
 * 14–24 ms of a browser's main thread on this machine, four times that on Lighthouse's
 * phone, in the task that starts the page (docs/quality.md, "The first number format").
 * A count that is not a whole number is written as JavaScript writes it.
 */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count)
    ? String(count).replace(/\B(?=(\d{3})+$)/g, ',')
    : String(count);
}

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
  return `${formatCount(count)}${atLeast ? '+' : ''} ${countNoun(count, forms)}`;
}

export const REVIEWS: NounForms = { one: 'review', other: 'reviews' };
export const PLACES: NounForms = { one: 'place', other: 'places' };
export const RESTAURANTS: NounForms = { one: 'restaurant', other: 'restaurants' };
