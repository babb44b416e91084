// Brotli and gzip copies of a production browser build's text files, written beside them
// (main.js → main.js.br, main.js.gz), so the server sends them as they are instead of
// compressing on every request. See docs/decisions/0015-precompressed-assets.md.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * Scripts, styles, JSON and SVG. Source maps are left out: they are most of a build's
 * bytes, only developer tools fetch them, and brotli's best quality on them would double
 * the time this costs. HTML is left out too: the shell's index.html is a template the
 * server fills per page, and a remote's is the standalone dev page, never released.
 */
const PRECOMPRESSED = /\.(?:js|mjs|css|json|svg)$/;
/** Smaller files gain little and cost a file each (the server's threshold is the same). */
const MIN_BYTES = 1024;
/** A copy must save at least a fifth of the bytes to be kept (the plugin's default). */
const MIN_RATIO = 0.8;

/** The two webpack plugins that write `.br` (quality 11) and `.gz` (level 9) siblings. */
function precompressPlugins() {
  const common = { test: PRECOMPRESSED, threshold: MIN_BYTES, minRatio: MIN_RATIO };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { PRECOMPRESSED, precompressPlugins };
