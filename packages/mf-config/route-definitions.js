// Reads an app's route definitions (src/routes.ts) at build time, exposes each page and
// widget module by name, and emits the definitions as routes.json beside mf-manifest.json.
// See docs/decisions/0009-route-definitions.md.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { createJiti } = require('jiti');

const DEFINITIONS_FILE = 'routes.json';

/** `RestaurantPage` → `restaurant-page`: the file a module is exposed from. */
function kebabCase(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Loads `src/routes.ts` of the app in `appDir` (fresh on every call, for watch mode) and
 * returns the JSON definitions: a remote's ReleaseDefinitions or the shell's pages.
 */
async function loadDefinitions(appDir, isHost) {
  const jiti = createJiti(path.join(appDir, 'package.json'), { moduleCache: false });
  const routesFile = path.join(appDir, 'src', 'routes.ts');
  const routes = await jiti.import(routesFile, { default: true });
  const core = await jiti.import('@pizza-atlas/platform/core');
  return isHost ? core.toShellDefinitions(routes) : core.toReleaseDefinitions(routes);
}

/** webpack `exposes` for a remote: `./Module` from `./src/expose/<kebab-name>.tsx`. */
function exposesFor(appDir, definitions) {
  const modules = [...definitions.pages, ...definitions.widgets].map((entry) => entry.module);
  const exposes = {};
  for (const module of modules) {
    const file = `./src/expose/${kebabCase(module)}.tsx`;
    if (!existsSync(path.join(appDir, file))) {
      throw new Error(
        `${definitions.remote}: src/routes.ts names ${module}, but ${file} is missing`,
      );
    }
    exposes[`./${module}`] = file;
  }
  return exposes;
}

/** Emits routes.json into the build, re-reading the definitions on each watch rebuild. */
class RouteDefinitionsPlugin {
  constructor({ appDir, isHost, definitions }) {
    this.appDir = appDir;
    this.isHost = isHost;
    this.definitions = definitions;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const name = 'RouteDefinitionsPlugin';
    compiler.hooks.watchRun.tapPromise(name, async () => {
      this.definitions = await loadDefinitions(this.appDir, this.isHost);
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.fileDependencies.add(path.join(this.appDir, 'src', 'routes.ts'));
      compilation.hooks.processAssets.tap(
        { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            DEFINITIONS_FILE,
            new RawSource(`${JSON.stringify(this.definitions, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = {
  DEFINITIONS_FILE,
  RouteDefinitionsPlugin,
  exposesFor,
  kebabCase,
  loadDefinitions,
};
