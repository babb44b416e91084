import { readFileSync } from 'node:fs';
import { ZIP_CITIES_FILE } from '../src/geo/city-of-zip';
import { buildZipCitiesTable } from '../src/geo/zip-cities-table';

describe('the ZIP → Postal Service city table', () => {
  it('matches the installed zipcodes package (else run `npm run zip-cities` in api/)', () => {
    const kept = readFileSync(ZIP_CITIES_FILE, 'utf8');
    const made = buildZipCitiesTable();
    // Compared line by line first: a failure names the lines that differ, not 600 KB.
    const keptLines = new Set(kept.split('\n'));
    const madeLines = new Set(made.split('\n'));
    const missing = [...madeLines].filter((line) => !keptLines.has(line));
    const stale = [...keptLines].filter((line) => !madeLines.has(line));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(kept === made).toBe(true);
  });
});
