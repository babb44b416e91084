// Writes src/geo/zip-cities.tsv, the ZIP → Postal Service city table the server reads, from
// the installed `zipcodes` package:
//   npm run zip-cities        (in api/)
// Run it after upgrading `zipcodes`; test/zip-cities-table.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { ZIP_CITIES_FILE } from '../geo/city-of-zip';
import { buildZipCitiesTable } from '../geo/zip-cities-table';

writeFileSync(ZIP_CITIES_FILE, buildZipCitiesTable());
console.log(`Wrote ${ZIP_CITIES_FILE}`);
