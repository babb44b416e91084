module.exports = require('../jest.preset.js').dom(__dirname, {
  // supercluster and kdbush ship only ES modules: compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(supercluster|kdbush)/)',
  ],
});
