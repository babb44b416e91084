import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { LAYERS } from './scripts/layers.mjs';

const repo = import.meta.dirname;

// Imports flow one way: packages/* ← remotes ← shell. A remote never imports another
// remote or the shell; the shell never imports a remote's source (it loads remotes at run time).
const remoteOrShell = (except) => ({
  patterns: [
    {
      group: [
        '@pizza-atlas/shell',
        '@pizza-atlas/shell/*',
        '**/shell/src/**',
        '**/shell/src',
      ].filter(() => except !== 'shell'),
      message: 'Remotes and packages never import the shell: use @pizza-atlas/platform.',
    },
    {
      group: ['@pizza-atlas/mfe-*', '**/mfe-*/src/**', '**/mfe-*/src', '**/mfe-*'],
      message:
        'Never import a remote’s source: the shell loads remotes at run time through Module Federation.',
    },
  ].filter((pattern) => pattern.group.length > 0),
});

// Layers (scripts/layers.mjs): in each list a folder may import only the folders before it.
// One zone per folder: everything listed above it is out of its reach.
const layerZones = LAYERS.flatMap(({ root, order }) =>
  order.slice(0, -1).map((name, at) => ({
    target: path.join(repo, root, name),
    from: order.slice(at + 1).map((above) => path.join(repo, root, above)),
    message: `In ${root}, ${name} may import only what scripts/layers.mjs lists before it: move the shared piece down, or pass it in from above.`,
  })),
);
const layerRoots = LAYERS.map(({ root }) => `${root}/**`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      // Benchmark output, builds among it (gitignored).
      '**/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Imports point one way (scripts/layers.mjs): in each list, no import of a folder listed
    // above the importing one. Module cycles, and folders in no list, are found by
    // scripts/check-layers.mjs, which `npm run lint` runs after eslint.
    files: layerRoots,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['**/*.{js,cjs}', '**/jest.config.js', '**/webpack.config.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', globalThis: 'readonly' },
    },
  },
  {
    files: ['**/*.test.{ts,tsx,js}', 'packages/mf-config/**/*.js', 'jest.*.js'],
    languageOptions: {
      globals: {
        describe: 'readonly',
        it: 'readonly',
        expect: 'readonly',
        beforeAll: 'readonly',
        afterAll: 'readonly',
        beforeEach: 'readonly',
        afterEach: 'readonly',
        jest: 'readonly',
      },
    },
  },
  { files: ['mfe-*/**'], rules: { 'no-restricted-imports': ['error', remoteOrShell('remote')] } },
  {
    files: ['packages/**'],
    rules: { 'no-restricted-imports': ['error', remoteOrShell('package')] },
  },
  { files: ['api/**'], rules: { 'no-restricted-imports': ['error', remoteOrShell('api')] } },
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pizza-atlas/mfe-*', '**/mfe-*/src/**', '**/mfe-*/src', '**/mfe-*'],
              message: 'The shell never imports a remote’s source: load it with RemoteModule.',
            },
          ],
        },
      ],
    },
  },
);
