// Shared jest settings: @swc/jest compiles TypeScript and JSX for every app and package.
const path = require('node:path');

function swcTransform() {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

/** The app's own @testing-library/react, which its tests import (none: undefined). */
function testingLibrary(rootDir) {
  try {
    return require.resolve('@testing-library/react', { paths: [rootDir] });
  } catch {
    return undefined;
  }
}

function base(rootDir) {
  return {
    rootDir,
    transform: { '^.+\\.(t|j)sx?$': swcTransform() },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  };
}

module.exports = {
  node(rootDir, extra = {}) {
    return { ...base(rootDir), testEnvironment: 'node', ...extra };
  },
  dom(rootDir, extra = {}) {
    return {
      ...base(rootDir),
      testEnvironment: 'jsdom',
      // A busy machine renders slowly: the bounds are failures' only (see jest.setup-dom.js).
      testTimeout: 30_000,
      globals: { PA_TESTING_LIBRARY: testingLibrary(rootDir) },
      setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.js')],
      moduleNameMapper: {
        '\\.(png|jpe?g|svg|webp|css)$': path.join(__dirname, 'jest.file-stub.js'),
      },
      ...extra,
    };
  },
};
