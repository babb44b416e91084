import { createRequire } from 'node:module';
import { US_STATE_CODES } from '@pizza-atlas/contracts';

interface ZipcodesEntry {
  city?: string;
  state?: string;
  country?: string;
}

/**
 * The text of `zip-cities.tsv` (read by city-of-zip.ts) made from the `zipcodes` package:
 * one line per city the Postal Service names, `ST<tab>City<tab>ZIP ZIP …`, the 50 states and
 * DC only, sorted, under a header naming the package's version. Written by
 * `npm run zip-cities` (src/cli/write-zip-cities.ts); test/zip-cities-table.test.ts checks
 * the kept file still matches the installed package.
 */
export function buildZipCitiesTable(): string {
  const load = createRequire(__filename);
  const { codes } = load('zipcodes/lib/codes') as { codes: Record<string, ZipcodesEntry> };
  const { version } = load('zipcodes/package.json') as { version: string };
  const states = new Set<string>(US_STATE_CODES);
  const zipsOf = new Map<string, string[]>();
  for (const [zip, entry] of Object.entries(codes)) {
    if (entry.country !== 'US' || !entry.city || !entry.state || !states.has(entry.state)) continue;
    if (!/^\d{5}$/.test(zip) || /[\t\n]/.test(entry.city)) continue;
    const key = `${entry.state}\t${entry.city}`;
    const zips = zipsOf.get(key);
    if (zips) zips.push(zip);
    else zipsOf.set(key, [zip]);
  }
  const lines = [...zipsOf]
    .map(([key, zips]) => `${key}\t${zips.sort().join(' ')}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    `# ZIP code -> the city the Postal Service names for it, from zipcodes ${version}.`,
    '# Made by `npm run zip-cities` in api/ (src/geo/zip-cities-table.ts); do not edit.',
    ...lines,
    '',
  ].join('\n');
}
