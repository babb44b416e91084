// One national CSV import in a process of its own (national.bench.ts forks it), so its memory
// is the import's alone, with a capped heap: a reader that held the file would run out.
// Env: BENCH_IMPORT_DATABASE_URL, BENCH_IMPORT_FILE. Prints one JSON line.
import { importPlacesFile } from '../src/catalog/import/import-places';
import { createSql } from '../src/db/client';

async function main() {
  const sql = createSql(process.env.BENCH_IMPORT_DATABASE_URL!, { max: 2 });
  global.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const started = performance.now();
  try {
    const summary = await importPlacesFile(sql, process.env.BENCH_IMPORT_FILE!);
    const milliseconds = performance.now() - started;
    clearInterval(timer);
    global.gc?.();
    console.log(
      JSON.stringify({
        rows: summary.read,
        imported: summary.imported,
        skipped: summary.skipped,
        milliseconds,
        heapBefore: before.heapUsed,
        peakHeap,
        heapAfterGc: process.memoryUsage().heapUsed,
        rssBefore: before.rss,
        peakRss,
        // maxRSS is in kilobytes.
        maxRss: process.resourceUsage().maxRSS * 1024,
      }),
    );
  } finally {
    clearInterval(timer);
    await sql.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
