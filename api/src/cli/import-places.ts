// Loads real pizza places into the built-in catalog from an OpenStreetMap Overpass
// JSON export or a CSV file. Safe to run twice: rows upsert on (source, source_id).
//   tsx src/cli/import-places.ts <file.json|file.csv> [--attribution TEXT] [--license ID]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { forgetSharedAnswers } from '../answers/shared-answers';
import { formatImportSummary } from '../catalog/import/format-import-summary';
import { importPlacesFile } from '../catalog/import/import-places';
import { CSV_COLUMNS } from '../catalog/import/read-csv-places';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';

const USAGE = `Usage: import-places <file.json|file.csv> [--attribution TEXT] [--license ID]

  file.json  an Overpass API answer with "out center tags" (amenity restaurant or
             fast_food with cuisine pizza); credited "© OpenStreetMap contributors", ODbL-1.0
  file.csv   a header row naming any of: ${CSV_COLUMNS.join(', ')}
             (name, latitude and longitude are required; see src/catalog/import/README.md)
  --attribution, --license   the credit stored with CSV rows`;

function parseArguments(argv: string[]) {
  const options: { file?: string; attribution?: string; license?: string; help?: boolean } = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--attribution') options.attribution = argv[++i];
    else if (arg === '--license') options.license = argv[++i];
    else if (!arg.startsWith('--') && !options.file) options.file = arg;
    else throw new Error(`Unknown argument ${arg}\n\n${USAGE}`);
  }
  return options;
}

/** pnpm runs package commands in api/; a path typed at the repository root still works. */
function locate(file: string): string {
  const candidates = [path.resolve(file)];
  if (process.env.INIT_CWD) candidates.push(path.resolve(process.env.INIT_CWD, file));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No such file: ${file}`);
  return found;
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  if (options.help || !options.file) {
    console.log(USAGE);
    if (!options.help) process.exitCode = 1;
    return;
  }
  const file = locate(options.file);
  const env = loadEnv();
  const database = await openDatabase(env);
  // Elapsed time only: the real, monotonic clock.
  const started = performance.now();
  try {
    const summary = await importPlacesFile(database.sql, file, {
      attribution: options.attribution,
      license: options.license,
      onProgress: (processed, total) => {
        const percent = !total ? 100 : Math.floor((processed / total) * 100);
        process.stderr.write(`import-places: ${processed}/${total ?? '?'} rows (${percent}%)\n`);
      },
    });
    console.log(formatImportSummary(options.file, summary));
    // Searches kept by the answer cache would not show the new places until they expire.
    console.log(await forgetSharedAnswers(env.REDIS_URL));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
