// Builds what the server render tests load: the guides remote's server build and the
// shell's render bundle, fresh into a temporary folder (never the apps' dist/), then lays
// out releases of guides the way a publish does: <releases>/guides/<version>/server/.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SHELL_DIR = path.resolve(__dirname, '..', '..');
const GUIDES_DIR = path.resolve(SHELL_DIR, '..', 'mfe-guides');

/** `webpack --config-name server` for one app, into `<outputPath>/server/`. */
function buildServer(appDir: string, outputPath: string): Promise<void> {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [cli, '--mode', 'production', '--config-name', 'server'],
      {
        cwd: appDir,
        env: { ...process.env, MF_OUTPUT_PATH: outputPath },
      },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`server build of ${appDir} failed:\n${output}`)),
    );
  });
}

export interface ServerBuilds {
  /** The temporary folder holding everything below; remove it after the tests. */
  root: string;
  /** The shell's render bundle. */
  renderBundle: string;
  /** Releases of guides by version: 1.0.0 as built, 1.1.0 with a changed lead, … */
  releasesDir: string;
  /** guides' routes.json, as a release carries it. */
  guidesDefinitions: unknown;
}

/** The start of StatePage's lead paragraph, as it appears in the built page. */
const STATE_LEAD = '"Where to find pizza in "';

export async function buildServerFixtures(): Promise<ServerBuilds> {
  const root = await mkdtemp(path.join(tmpdir(), 'pizza-atlas-server-'));
  await Promise.all([
    buildServer(SHELL_DIR, path.join(root, 'shell')),
    buildServer(GUIDES_DIR, path.join(root, 'guides')),
  ]);
  const built = await readFile(path.join(root, 'guides', 'server', 'remoteEntry.js'), 'utf8');
  if (!built.includes(STATE_LEAD))
    throw new Error('guides StatePage no longer renders its lead paragraph as expected');
  const releasesDir = path.join(root, 'releases');
  const release = async (version: string, source: string) => {
    const folder = path.join(releasesDir, 'guides', version, 'server');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'remoteEntry.js'), source);
  };
  await release('1.0.0', built);
  // A later publish: the same build with another lead paragraph.
  await release('1.1.0', built.replace(STATE_LEAD, '"Second edition: where to find pizza in "'));
  // A release whose page throws while it renders.
  await release(
    '1.2.0-throws',
    built.replace(STATE_LEAD, '(() => { throw new Error("StatePage broke"); })()'),
  );
  // A release whose page is big (about 20 KB of text).
  await release('1.5.0-large', built.replace(STATE_LEAD, JSON.stringify('Pizza '.repeat(3400))));
  // A release whose container throws as it loads.
  await release('1.3.0-bad-entry', 'throw new Error("bad deploy");');
  // 1.4.0-missing: recorded in the registry, no server build on disk.
  const { loadDefinitions } = createRequire(__filename)('@pizza-atlas/mf-config/route-definitions');
  const guidesDefinitions = await loadDefinitions(GUIDES_DIR, false);
  const renderBundle = path.join(root, 'shell', 'server', 'render.js');
  return { root, renderBundle, releasesDir, guidesDefinitions };
}
