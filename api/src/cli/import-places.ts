// Loads real pizza places into the built-in catalog: from a file (an OpenStreetMap
// Overpass JSON export, a CSV, an Overture Maps GeoParquet file) or straight from the
// Overpass API for a city, a state or the whole US. Safe to run again: rows upsert on
// (source, source_id). See src/catalog/import/README.md.
//   tsx src/cli/import-places.ts FILE | --overpass AREA   (--help for every option)
import { forgetSharedAnswers } from '../answers/shared-answers';
import {
  hasChanges,
  locateImportFile,
  parseImportArguments,
  runImportCommand,
  USAGE,
} from '../catalog/import/import-command';
import { planOverpassImport } from '../catalog/import/overpass-areas';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';

async function main(): Promise<void> {
  const options = parseImportArguments(process.argv.slice(2));
  if (options.help || (!options.file && !options.overpass)) {
    console.log(USAGE);
    if (!options.help) process.exitCode = 1;
    return;
  }
  // A mistyped file or area is said before the database is opened.
  if (options.file) locateImportFile(options.file, process.env.INIT_CWD);
  const plan = options.overpass ? planOverpassImport(options.overpass) : undefined;
  const env = loadEnv();
  const opening = openDatabase(env);
  // Ctrl-C: say what was kept and how to go on, then close the database (an embedded one
  // stops). A second Ctrl-C ends the process at once.
  process.once('SIGINT', () => {
    console.error(
      plan && plan.areas.length > 1
        ? '\nInterrupted. The states finished are kept, the one in progress is left as it was; ' +
            `run the same command again to resume at it (--restart starts over).`
        : '\nInterrupted. The batches written so far are kept, the one in progress is not, and ' +
            'nothing was removed; run the same command again to finish.',
    );
    void opening
      .then((database) => database.close())
      .catch(() => undefined)
      .finally(() => process.exit(130));
  });
  const database = await opening;
  // Elapsed time only: the real, monotonic clock.
  const started = performance.now();
  try {
    const summary = await runImportCommand(options, {
      sql: database.sql,
      env,
      initCwd: process.env.INIT_CWD,
      out: (line) => console.log(line),
      err: process.stderr,
    });
    // Searches kept by the answer cache would not show the new places until they expire; a
    // run that changed nothing leaves them be.
    console.log(
      hasChanges(summary)
        ? await forgetSharedAnswers(env.REDIS_URL, env.REDIS_PREFIX)
        : 'Nothing changed, so app servers keep their answers.',
    );
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
