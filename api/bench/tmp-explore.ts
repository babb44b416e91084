import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { importPlacesFile } from '../src/catalog/import/import-places';
import { createSql } from '../src/db/client';
import { openBenchDatabase } from './bench-database';
import { writeNationalCsv } from './national-catalog';
import { explainSearch } from './explain-search';
import { searchPlaces } from '../src/places/read-places';

async function main() {
  const db = await openBenchDatabase(console.log);
  const sql = createSql(db.url, { max: 1 });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-x-'));
  const file = path.join(dir, 'n.csv');
  await writeNationalCsv(file, 100_000, 'pizza-atlas-national-v1');
  await importPlacesFile(sql, file);
  await sql`vacuum analyze catalog_restaurants`;
  const base = { term: 'pizza', limit: 20, offset: 0, price: [], features: [], openNow: false };
  const cases = [
    { ...base, latitude: 40.7128, longitude: -74.006, radius: 25000, sortBy: 'best_match' as const },
    { ...base, latitude: 31.0, longitude: -99.0, radius: 40000, state: 'TX', sortBy: 'best_match' as const },
    { ...base, latitude: 41.88, longitude: -87.63, radius: 40000, sortBy: 'distance' as const },
  ];
  for (const c of cases) {
    const plan = await explainSearch(sql, db.url, c, new Date());
    console.log(plan.lines.join('\n'));
    for (let i = 0; i < 3; i++) { const t = performance.now(); await searchPlaces(sql, c, new Date()); console.log('ms', (performance.now() - t).toFixed(1)); }
  }
  console.log(process.env.KEEP ? db.url : '');
  await sql.end();
  if (!process.env.KEEP) await db.close();
}
main().catch((e) => { console.error(e); process.exitCode = 1; });
