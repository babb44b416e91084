import { formatImportSummary } from '../src/catalog/import/format-import-summary';
import { importPlaces, type ImportScope } from '../src/catalog/import/import-places';
import { CENTRAL, testClock } from './test-clock';
import { serverForFile } from './test-server';

// The import command runs in its own process: a server keeping answers learns of its
// changes from catalog_state (CATALOG_WATCH_SECONDS), with or without Redis.
const clock = testClock(CENTRAL.fridayDinner);
const HEADER = 'id,name,address,city,state,zip,latitude,longitude';
const SCOPE: ImportScope = {
  key: 'csv:test:boise',
  source: 'csv',
  label: 'Boise, ID',
  area: { kind: 'state', state: 'ID' },
};
const SEARCH = '/api/restaurants/search?latitude=43.615&longitude=-116.2023&radius=5000&limit=50';

const file = serverForFile({ env: { ANSWER_CACHE_SECONDS: '600' }, clock });

const namesFound = async () =>
  ((await file.app.inject(SEARCH)).json() as { restaurants: { name: string }[] }).restaurants
    .map((restaurant) => restaurant.name)
    .sort();

it('drops kept answers once an import changed the catalog, and only then', async () => {
  const rows = [
    'b-1,Capitol Slice,1 Main St,Boise,ID,83702,43.6150,-116.2023',
    'b-2,Foothills Pie,2 Main St,Boise,ID,83702,43.6160,-116.2030',
  ];
  await importPlaces(file.db.sql, [HEADER, ...rows].join('\n'), 'csv', { scope: SCOPE });
  expect(await file.app.checkCatalogChanges()).toBe(false); // learns where the catalog stands
  expect(await namesFound()).toEqual(['Capitol Slice', 'Foothills Pie']);

  // Foothills Pie leaves its source; the kept answer still lists it until the server looks.
  const summary = await importPlaces(file.db.sql, [HEADER, rows[0]].join('\n'), 'csv', {
    scope: SCOPE,
  });
  expect(summary.removed).toBe(1);
  expect(await namesFound()).toEqual(['Capitol Slice', 'Foothills Pie']);
  expect(await file.app.checkCatalogChanges()).toBe(true);
  expect(await namesFound()).toEqual(['Capitol Slice']);

  // An import that changes nothing leaves kept answers alone.
  await importPlaces(file.db.sql, [HEADER, rows[0]].join('\n'), 'csv', { scope: SCOPE });
  expect(await file.app.checkCatalogChanges()).toBe(false);
});

it('counts a place the source lists again as restored, and servers show it at once', async () => {
  const scope = SCOPE;
  const rows = [
    'b-1,Capitol Slice,1 Main St,Boise,ID,83702,43.6150,-116.2023',
    'b-3,Hyde Park Slice,3 Main St,Boise,ID,83702,43.6145,-116.2015',
  ];
  await importPlaces(file.db.sql, [HEADER, ...rows].join('\n'), 'csv', { scope });
  await importPlaces(file.db.sql, [HEADER, rows[0]].join('\n'), 'csv', { scope });
  await file.app.checkCatalogChanges();
  expect(await namesFound()).not.toContain('Hyde Park Slice');

  // Hyde Park Slice comes back: restored (not unchanged), and kept answers drop.
  const summary = await importPlaces(file.db.sql, [HEADER, ...rows].join('\n'), 'csv', { scope });
  expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 1, restored: 1 });
  expect(formatImportSummary('back.csv', summary)).toMatch(/restored\s+1 /);
  expect(await file.app.checkCatalogChanges()).toBe(true);
  expect(await namesFound()).toContain('Hyde Park Slice');
});
