#!/usr/bin/env node
// Compiles the API to plain JavaScript in api/dist, so a production server runs `node` alone
// (no tsx, no TypeScript at run time). The server and each operator CLI are bundled into one
// file apiece at the top of dist/: the code reads files relative to its own folder
// (`__dirname/../static`, `__dirname/migrations`, the repository root two levels up), and every
// bundle sits at the same depth as src/ so those paths still land. The workspace packages
// (@pizza-atlas/*) are TypeScript sources and are bundled in; every other package stays an
// ordinary `require` resolved from api/node_modules.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(apiDir, 'dist');

export const ENTRIES = {
  main: 'src/main.ts',
  'publish-remote': 'src/cli/publish-remote.ts',
  'rollback-remote': 'src/cli/rollback-remote.ts',
  'prune-releases': 'src/cli/prune-releases.ts',
  'deploy-token': 'src/cli/deploy-token.ts',
  toggle: 'src/cli/toggle.ts',
  staff: 'src/cli/staff.ts',
  'import-places': 'src/cli/import-places.ts',
};

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pizza-atlas/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES)),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
// migrate.ts reads its SQL files next to itself.
cpSync(path.join(apiDir, 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
// city-of-zip.ts reads its ZIP → city table next to itself too.
cpSync(path.join(apiDir, 'src', 'geo', 'zip-cities.tsv'), path.join(outdir, 'zip-cities.tsv'));
console.log(`Compiled the API to ${path.relative(process.cwd(), outdir) || '.'}`);
