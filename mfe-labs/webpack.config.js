const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { DEV_PORTS, createAppConfig } = require('@pizza-atlas/mf-config');

// Pages and home widgets are defined in src/routes.ts; each is exposed from src/expose/.
const base = createAppConfig({
  appDir: __dirname,
  name: 'labs',
  devPort: DEV_PORTS.labs,
});

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * The menu scanner's OCR files, served from the labs release's `ocr/` folder and fetched
 * only when a scan starts (docs/decisions/0019-menu-ocr.md): tesseract.js's worker, its
 * WebAssembly core for LSTM recognition (with SIMD, and without for older browsers) and
 * the English data, whose gzip bytes keep the name tesseract.js asks for.
 */
function ocrFiles() {
  const worker = path.join(packageDir('tesseract.js'), 'dist');
  const core = packageDir('tesseract.js-core');
  const eng = path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int');
  // As published: the minifier leaves them alone (and writes no source maps for them).
  const asPublished = { info: { minimized: true } };
  return [
    { from: path.join(worker, 'worker.min.js'), to: 'ocr/' },
    { from: path.join(worker, 'worker.min.js.LICENSE.txt'), to: 'ocr/' },
    ...['tesseract-core-simd-lstm', 'tesseract-core-lstm'].flatMap((name) => [
      { from: path.join(core, `${name}.js`), to: 'ocr/' },
      { from: path.join(core, `${name}.wasm`), to: 'ocr/' },
    ]),
    { from: path.join(eng, 'eng.traineddata.gz'), to: 'ocr/eng.traineddata' },
  ].map((pattern) => ({ ...pattern, ...asPublished }));
}

module.exports = async (env, argv) => {
  // A production build also returns the server build, which needs none of these.
  const configs = await base(env, argv);
  const browser = Array.isArray(configs) ? configs[0] : configs;
  browser.plugins.push(new CopyPlugin({ patterns: ocrFiles() }));
  return configs;
};
