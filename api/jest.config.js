// The API runs in UTC (the hours rule needs a process zone without daylight saving time,
// src/hours/wall-clock.ts); test workers inherit this, whatever zone the run starts in.
process.env.TZ = 'UTC';

module.exports = require('../jest.preset.js').node(__dirname, {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
  // One test file at a time, in a worker that is replaced once it holds more than this after
  // a file: run in one process, the suite's heap grew past 2 GB (modules and servers of
  // earlier files), and every full collection, the memory tests' included, got slower.
  maxWorkers: 1,
  workerIdleMemoryLimit: '1GB',
  // Fastify's helpers and the Parquet reader are ESM-only packages; compile them like our own code.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|cookie|@fastify/cookie|hyparquet|hyparquet-compressors|hyparquet-writer|hysnappy|fzstd|pg-boss|cron-parser|serialize-error|non-error|rrule-temporal)/).*/node_modules/',
  ],
  // The naughty-input sweep (about 100,000 requests) is about input, not the database
  // server: it runs once, against the embedded PostgreSQL, not again on TEST_DATABASE_URL.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    ...(process.env.PA_TEST_TARGET === 'external' ? ['/test/naughty-input.test.ts$'] : []),
  ],
});
