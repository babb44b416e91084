// One digest of what goes into an app's build. `npm start` and `npm test` rebuild the
// shell, and `publish-remote --if-changed` republishes a remote, only when it changes.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readFileSync, readdirSync, realpathSync, statSync } = require('node:fs');
const path = require('node:path');

/** What every app's bundle is built from besides its own folder. */
const SHARED_INPUTS = [
  'packages/platform',
  'packages/ui',
  'packages/api-client',
  'packages/contracts',
  'packages/mf-config',
  'pnpm-lock.yaml',
];

/** An app's inputs, relative to the repository root. */
function appInputs(appFolder) {
  return [appFolder, ...SHARED_INPUTS];
}

/**
 * Files git tracks under the inputs, plus new files it would track (not ignored), so a
 * source not yet added still counts while test output, builds and data never do.
 * Undefined when `repoRoot` is not the top of a git work tree (an unpacked archive, a
 * checkout without git installed, or a folder inside some other repository).
 */
function gitFiles(repoRoot, inputs) {
  const git = (args) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    const top = git(['rev-parse', '--show-toplevel']).trim();
    if (realpathSync(top) !== realpathSync(repoRoot)) return undefined;
    const listed = git([
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      ...inputs,
    ]);
    return [...new Set(listed.split('\0').filter(Boolean))];
  } catch {
    return undefined;
  }
}

/** What the fallback walk leaves out: the same build, test and data output .gitignore names. */
const IGNORED = new Set([
  'node_modules',
  'dist',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const IGNORED_FILE = /\.(log|tsbuildinfo)$|^\.env$/;

/** Without git, walk the folders and leave out what .gitignore would. */
function walkedFiles(repoRoot, inputs) {
  const files = [];
  const walk = (relative) => {
    let stat;
    try {
      stat = statSync(path.join(repoRoot, relative));
    } catch {
      return;
    }
    if (stat.isFile()) {
      if (!IGNORED_FILE.test(path.basename(relative))) files.push(relative);
      return;
    }
    for (const entry of readdirSync(path.join(repoRoot, relative))) {
      if (!IGNORED.has(entry)) walk(path.posix.join(relative, entry));
    }
  };
  inputs.forEach(walk);
  return files;
}

/** A digest of the names and current contents of the input files: same inputs, same hash. */
function sourceHash(repoRoot, inputs) {
  const files = (gitFiles(repoRoot, inputs) ?? walkedFiles(repoRoot, inputs)).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    let content;
    try {
      content = readFileSync(path.join(repoRoot, file));
    } catch {
      continue; // tracked but deleted in the work tree: the build will not see it either
    }
    hash.update(file).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

/** The source hash of one app (`shell`, `mfe-guides`, …) and everything it is built from. */
function appSourceHash(repoRoot, appFolder) {
  return sourceHash(repoRoot, appInputs(appFolder));
}

module.exports = { SHARED_INPUTS, appInputs, sourceHash, appSourceHash };
