const fs = require('node:fs');
const path = require('node:path');
const { SHARED_REACT_ROUTER, createShared, sharedReactRouterRule } = require('./shared');

const REPO = path.resolve(__dirname, '..', '..');
// Code that runs in the browser: every app's src and the packages it bundles. The shell's
// server folder renders with the whole library, and tests run in jest, not in a build.
const BROWSER_SOURCES = [
  'shell/src',
  'mfe-discovery/src',
  'mfe-guides/src',
  'mfe-labs/src',
  'mfe-partners/src',
  'packages/platform/src',
  'packages/ui/src',
  'packages/api-client/src',
  'packages/dev-host/src',
];
const NOT_BUNDLED = [/\.test\.tsx?$/, /[\\/]test[\\/]/, /^shell[\\/]src[\\/]server[\\/]/];

function sourceFiles(dir) {
  return fs.readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !NOT_BUNDLED.some((rule) => rule.test(file)) ? [file] : [];
  });
}

/** Each value imported from react-router-dom in browser code, with the file importing it. */
function routerImports() {
  const found = [];
  for (const file of BROWSER_SOURCES.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(REPO, file), 'utf8');
    for (const [, clause] of text.matchAll(/import\s+([^;]*?)\s+from\s+'react-router-dom'/g)) {
      if (clause.startsWith('type ')) continue;
      const named = clause.match(/\{([^}]*)\}/);
      if (!named || clause.replace(named[0], '').replace(/[\s,]/g, '')) {
        found.push({ file, name: clause }); // a default or namespace import needs everything
      }
      for (const part of named ? named[1].split(',') : []) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) found.push({ file, name });
      }
    }
  }
  return found;
}

const shared = fs.readFileSync(SHARED_REACT_ROUTER, 'utf8');
const sharedNames = shared
  .match(/export \{([^}]*)\} from 'react-router'/)[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

describe('react-router-dom in the browser', () => {
  it('is shared as shared-react-router.mjs by every browser build', () => {
    expect(createShared(path.join(REPO, 'mfe-guides'))['react-router-dom'].import).toBe(
      SHARED_REACT_ROUTER,
    );
  });

  it('offers every name browser code imports from react-router-dom', () => {
    const imports = routerImports();
    expect(imports.length).toBeGreaterThan(10);
    const missing = imports.filter(({ name }) => !sharedNames.includes(name));
    expect(missing).toEqual([]);
  });

  it('names only what react-router exports, from the copy the app resolves', () => {
    const entry = sharedReactRouterRule(path.join(REPO, 'shell')).use.options.alias['react-router'];
    expect(fs.existsSync(entry)).toBe(true);
    const router = require(path.join(path.dirname(entry), '..', '..'));
    expect(sharedNames.filter((name) => router[name] === undefined)).toEqual([]);
  });
});
