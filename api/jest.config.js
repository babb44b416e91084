// The API runs in UTC (the hours rule needs a process zone without daylight saving time,
// src/hours/wall-clock.ts); test workers inherit this, whatever zone the run starts in.
process.env.TZ = 'UTC';

module.exports = require('../jest.preset.js').node(__dirname, {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
  // Four test files at a time (decision 0069; each has a database of its own, copied from the
  // run's template: test/test-database.ts; and a Redis database index of its worker's): the
  // files wait on PostgreSQL, on servers and on timers much of the time, and two workers
  // used 0.7 of a core between them in a measured run. Each file is in a worker that is
  // replaced once it holds more than this after a file: run in one process,
  // the suite's heap grew past 2 GB (modules and servers of earlier files), and every full
  // collection, the memory tests' included, got slower. At 1 GB a worker still came to the
  // photo-memory test holding 400 MB of earlier files, and its collections every 100 ms
  // took it past two minutes in CI; 600 MB replaces such a worker first.
  maxWorkers: 4,
  workerIdleMemoryLimit: '600MB',
  // Longest first from measured times: a fresh clone has no timings of its own.
  testSequencer: '<rootDir>/test/longest-first.js',
  setupFiles: ['<rootDir>/test/redis-per-worker.ts'],
  // Fastify's helpers and the Parquet reader are ESM-only packages; compile them like our own code.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|cookie|@fastify/cookie|hyparquet|hyparquet-compressors|hyparquet-writer|hysnappy|fzstd|pg-boss|cron-parser|serialize-error|non-error|rrule-temporal)/).*/node_modules/',
  ],
  // `npm test` runs the suite once (docs/decisions/0054): every file, the naughty-input
  // sweep included, on whichever server that run targets.
  // Files in test/built-pages read the apps' builds (shell/dist, mfe-*/dist), which `npm test`
  // makes while the rest run (decision 0069): they run on their own, once the builds are
  // made, with PA_BUILT_PAGES=1 (scripts/test.mjs), and only then.
  ...(process.env.PA_BUILT_PAGES === '1'
    ? { testMatch: ['<rootDir>/test/built-pages/**/*.test.ts'] }
    : { testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/built-pages/'] }),
});
