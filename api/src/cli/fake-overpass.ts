// A local stand-in for the Overpass API, for offline demos and trying an import:
//   npm run fake-overpass -- [export.json]
// serves the export (default: the invented Chicago places of the tests) on
// FAKE_OVERPASS_PORT (default 4020) until stopped; run the importer with OVERPASS_URL set
// to the printed URL. A relative file is read from where npm was run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeOverpassServer } from '../catalog/import/fake-overpass-server';

const file = path.resolve(
  process.env.INIT_CWD ?? '.',
  process.argv[2] ?? path.join(__dirname, '../../test/fixtures/overpass-chicago.json'),
);
const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
void startFakeOverpassServer({
  answers: { '*': json },
  port: Number(process.env.FAKE_OVERPASS_PORT ?? 4020),
}).then((fake) => console.log(`Fake Overpass API on ${fake.url} serving ${file}`));
