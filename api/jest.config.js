module.exports = require('../jest.preset.js').node(__dirname, {
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
  // Fastify's helpers depend on ESM-only packages; compile them like our own code.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|cookie|@fastify/cookie)/).*/node_modules/',
  ],
});
