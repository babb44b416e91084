// The part of a never-asked search that follows the answer's size (decision 0070), in one
// process with nothing else of the API: writing a 20-place answer with the compiled contract
// (fast-json-stringify, as a server does), its quick brotli (a first send, decision 0052) and
// its ETag, for the list shape (no open_status.week) and for the full shape lists had before.
// Both alternate in rounds, so a change in the machine's load falls on both; CPU time, not
// wall time, is what is compared.
// Run: cd api && node_modules/.bin/tsx bench/list-answer-bytes.bench.ts
import os from 'node:os';
import { brotliCompressSync, constants } from 'node:zlib';
import { RestaurantSchema, SearchResponseSchema, type Restaurant } from '@pizza-atlas/contracts';
import { z } from 'zod';
import { generateSampleCatalog } from '../src/catalog/sample/generate-sample-catalog';
import { weakEtag } from '../src/http/etag';
import { compileContract } from '../src/http/response-serializer';
import { textFactsOf } from '../src/places/source-text-facts';
import { toRestaurant } from '../src/places/to-restaurant';

const ROUNDS = 5;
const PER_ROUND = 2_000;
const BROTLI_QUICK = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 1,
  },
};

const now = new Date('2026-11-18T18:30:00Z');
const places: Restaurant[] = generateSampleCatalog({ referenceDate: now })
  .restaurants.filter((place) => place.city === 'Chicago')
  .slice(0, 20)
  .map((place) =>
    toRestaurant(
      { ...place, ...textFactsOf(place), removed_at: null, also_from: [], photo_sizes: {} },
      now,
    ),
  );
const answer = {
  restaurants: places,
  total: places.length,
  region: { center: { latitude: 41.8781, longitude: -87.6298 } },
  location_label: 'Chicago, IL',
  location_kind: 'city' as const,
  attribution: [places[0]!.attribution],
};

const shapes = {
  'full (before)': compileContract(
    SearchResponseSchema.extend({ restaurants: z.array(RestaurantSchema) }),
  )!,
  'listed (after)': compileContract(SearchResponseSchema)!,
};

const totals = new Map<string, { write: number; brotli: number; etag: number }>();
const log = (message: string) => console.log(message);
log(
  `${places.length} places; ${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(2)}`,
);
for (const [name, write] of Object.entries(shapes)) {
  const body = write(answer);
  log(
    `${name}: ${body.length} bytes of JSON, ${brotliCompressSync(body, BROTLI_QUICK).length} in brotli 1`,
  );
  totals.set(name, { write: 0, brotli: 0, etag: 0 });
}
/** CPU time (user and system, µs) of `run` done PER_ROUND times: not the wall clock, which
 * on a shared machine counts the time other processes had the core. */
function cpuOf(run: () => unknown): number {
  const before = process.cpuUsage();
  for (let index = 0; index < PER_ROUND; index++) run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) * 1000;
}
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, write] of Object.entries(shapes)) {
    const total = totals.get(name)!;
    const body = write(answer);
    total.write += cpuOf(() => write(answer));
    total.brotli += cpuOf(() => brotliCompressSync(body, BROTLI_QUICK));
    total.etag += cpuOf(() => weakEtag(body));
  }
}
const count = ROUNDS * PER_ROUND;
const us = (ns: number) => (ns / count / 1000).toFixed(1).padStart(7);
log('\nCPU time per answer (mean of all rounds):');
log('shape            write µs  brotli µs  ETag µs   all µs');
for (const [name, total] of totals) {
  log(
    `${name.padEnd(16)} ${us(total.write)}  ${us(total.brotli)}   ${us(total.etag)}  ${us(total.write + total.brotli + total.etag)}`,
  );
}
log(`Load average at the end: ${os.loadavg()[0]!.toFixed(2)}`);
