const {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { createAppConfig } = require('./index');
const { precompressPlugins } = require('./precompress');

const REPO = path.resolve(__dirname, '..', '..');

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    });
  });
}

describe('precompressed builds', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pa-precompress-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('write .br and .gz siblings that decode to the file, for text files over 1 KB only', async () => {
    const src = path.join(dir, 'src');
    const out = path.join(dir, 'dist');
    mkdirSync(src);
    const words = Array.from({ length: 400 }, (_, i) => `"pizza place number ${i}"`).join(',');
    writeFileSync(path.join(src, 'index.js'), `console.log([${words}]); import('./lazy');`);
    writeFileSync(path.join(src, 'lazy.js'), 'console.log("small");');
    await compile({
      mode: 'production',
      context: dir,
      entry: { main: './src/index.js' },
      devtool: 'source-map',
      output: { path: out, chunkFilename: '[name].[contenthash:10].js' },
      optimization: { minimize: false },
      plugins: precompressPlugins(),
    });
    const files = readdirSync(out).sort();
    const main = readFileSync(path.join(out, 'main.js'));
    expect(main.length).toBeGreaterThan(1024);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(out, 'main.js.br')))).toEqual(main);
    expect(zlib.gunzipSync(readFileSync(path.join(out, 'main.js.gz')))).toEqual(main);
    // Brotli at its best quality beats gzip at level 9 on a script.
    expect(readFileSync(path.join(out, 'main.js.br')).length).toBeLessThan(
      readFileSync(path.join(out, 'main.js.gz')).length,
    );
    // The lazy chunk is under 1 KB and source maps are not precompressed.
    const lazy = files.find((file) => /^\d+\.[0-9a-f]{10}\.js$/.test(file));
    expect(lazy).toBeDefined();
    expect(files).not.toContain(`${lazy}.br`);
    expect(files).toContain('main.js.map');
    expect(files.filter((file) => /\.map\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('come with production browser builds only', async () => {
    const factory = createAppConfig({
      appDir: path.join(REPO, 'mfe-guides'),
      name: 'guides',
      devPort: 3102,
    });
    const names = (config) => config.plugins.map((plugin) => plugin.constructor.name);
    const [browser, server] = await factory({}, { mode: 'production' });
    expect(names(browser).filter((name) => name === 'CompressionPlugin')).toHaveLength(2);
    expect(names(server)).not.toContain('CompressionPlugin');
    const development = await factory({}, { mode: 'development' });
    expect(names(development)).not.toContain('CompressionPlugin');
  });
});
