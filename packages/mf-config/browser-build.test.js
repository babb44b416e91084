// The shell's and a remote's browser builds, made fresh into a temporary folder, checked
// for what must not come back before first paint (docs/decisions/0016-javascript-before-
// first-paint.md): zod in the shell, the whole react-router, a second runtime core.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const REPO = path.resolve(__dirname, '..', '..');

function buildBrowser(appDir, outputPath) {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [cli, '--mode', 'production', '--config-name', 'browser'],
      { cwd: appDir, env: { ...process.env, MF_OUTPUT_PATH: outputPath } },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`browser build of ${appDir} failed:\n${output}`)),
    );
  });
}

/** Every script of a build with the size and the source files its map names. */
function scripts(folder) {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      bytes: fs.statSync(path.join(folder, file)).size,
      sources: JSON.parse(fs.readFileSync(path.join(folder, `${file}.map`), 'utf8')).sources,
      namesMap: /\/[/*][#@] sourceMappingURL=/.test(
        fs.readFileSync(path.join(folder, file), 'utf8'),
      ),
    }));
}

const from = (pattern) => (script) => script.sources.some((source) => pattern.test(source));

let root;
let shell;
let guides;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pizza-atlas-browser-'));
  await Promise.all([
    buildBrowser(path.join(REPO, 'shell'), path.join(root, 'shell')),
    buildBrowser(path.join(REPO, 'mfe-guides'), path.join(root, 'guides')),
  ]);
  shell = scripts(path.join(root, 'shell', 'assets'));
  guides = scripts(path.join(root, 'guides'));
}, 180_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('browser builds', () => {
  it('keep zod and the contracts schemas out of the shell', () => {
    expect(shell.filter(from(/[\\/]node_modules[\\/]zod[\\/]/)).map((s) => s.file)).toEqual([]);
    const contracts = shell.flatMap((script) =>
      script.sources.filter((source) => /packages\/contracts\/src\//.test(source)),
    );
    // Only the zod-free name lists (and the account messages and review report reasons, in
    // the staff console's chunk).
    expect([...new Set(contracts)].map((source) => path.basename(source)).sort()).toEqual([
      'account-messages.ts',
      'account-names.ts',
      'platform-names.ts',
      'review-reasons.ts',
    ]);
  });

  it('share the names the apps use from react-router, not the whole library', () => {
    const router = shell.filter(from(/[\\/]react-router[\\/]dist[\\/]/));
    expect(router.length).toBeGreaterThan(0);
    // The whole library was about 200 KB minified; the names in use are about 43 KB.
    for (const script of router)
      expect([script.file, script.bytes < 80_000]).toEqual([script.file, true]);
  });

  it('keep their source maps beside them, named by no script (docs/decisions/0024)', () => {
    for (const script of [...shell, ...guides])
      expect([script.file, script.sources.length > 0, script.namesMap]).toEqual([
        script.file,
        true,
        false,
      ]);
  });

  it("run one federation runtime core, the shell's ES build, which remotes do not carry", () => {
    const main = shell.find((script) => script.file === 'main.js');
    expect(
      main.sources.filter((source) => /runtime-core[\\/]dist[\\/]core\./.test(source)),
    ).toEqual([expect.stringMatching(/core\.js$/)]);
    const entry = guides.find((script) => script.file === 'remoteEntry.js');
    expect(
      entry.sources.filter((source) => /@module-federation[\\/]runtime-core/.test(source)),
    ).toEqual([]);
  });
});
