// webpack loader: bundles a module with what it imports into one ES module, keeping only
// the code its exports reach, and leaves `external` imports (shared singletons) for
// federation to resolve. webpack drops whole modules only; the esbuild minifier of 0002
// keeps unused functions inside a module, and a shared module keeps every export, so
// shared-react-router.mjs goes through this loader (docs/decisions/0016-javascript-
// before-first-paint.md).
const path = require('node:path');
const esbuild = require('esbuild');

/** @this {import('webpack').LoaderContext<{ alias: Record<string, string>, external: string[] }>} */
module.exports = function prebundleLoader(source) {
  const done = this.async();
  const { alias, external } = this.getOptions();
  esbuild
    .build({
      stdin: { contents: source, resolveDir: this.context, sourcefile: this.resourcePath },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      alias,
      external,
      metafile: true,
      sourcemap: this.sourceMap ? 'external' : false,
      outfile: `${this.resourcePath}.bundle.js`,
      logLevel: 'silent',
    })
    .then((result) => {
      for (const input of Object.keys(result.metafile.inputs)) {
        if (!input.startsWith('<stdin>')) this.addDependency(path.resolve(input));
      }
      const code = result.outputFiles.find((file) => file.path.endsWith('.js'));
      const map = result.outputFiles.find((file) => file.path.endsWith('.map'));
      done(null, code.text, map && JSON.parse(map.text));
    }, done);
};
