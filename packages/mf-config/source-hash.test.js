const { execFileSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { appInputs, appSourceHash } = require('./source-hash');

/** A small repository shaped like ours: an app, a shared package, the lockfile. */
function makeRepo({ git = true, inside } = {}) {
  const root = mkdtempSync(path.join(inside ?? os.tmpdir(), 'pa-source-hash-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('.gitignore', 'node_modules/\ndist/\ntest-results/\n');
  write('shell/src/index.ts', 'export const shell = 1;\n');
  write('packages/ui/src/button.tsx', 'export const Button = 1;\n');
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('api/src/main.ts', 'export const api = 1;\n');
  if (git) {
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '-A'], { cwd: root });
  }
  return { root, write, hash: () => appSourceHash(root, 'shell') };
}

const repos = [];
function repo(options) {
  const made = makeRepo(options);
  repos.push(made.root);
  return made;
}
afterAll(() => repos.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('appSourceHash', () => {
  it('covers the app, the shared packages and the lockfile', () => {
    expect(appInputs('shell')).toEqual([
      'shell',
      'packages/platform',
      'packages/ui',
      'packages/api-client',
      'packages/contracts',
      'packages/mf-config',
      'pnpm-lock.yaml',
    ]);
  });

  it('ignores test output, builds and dependencies that git ignores', () => {
    const { write, hash } = repo();
    const before = hash();
    write('shell/test-results/jest.json', '{"numPassedTests":12}');
    write('packages/ui/test-results/results.json', '{}');
    write('shell/dist/main.js', 'built');
    write('shell/node_modules/react/index.js', 'react');
    expect(hash()).toBe(before);
  });

  it('changes when a tracked file changes, before it is committed', () => {
    const { write, hash } = repo();
    const before = hash();
    write('packages/ui/src/button.tsx', 'export const Button = 2;\n');
    expect(hash()).not.toBe(before);
  });

  it('counts a new source that is not added yet, and nothing outside the inputs', () => {
    const { write, hash } = repo();
    const before = hash();
    write('api/src/main.ts', 'export const api = 2;\n');
    expect(hash()).toBe(before);
    write('shell/src/new-page.tsx', 'export const page = 1;\n');
    expect(hash()).not.toBe(before);
  });

  it('walks the folders with the same ignore list where there is no git repository', () => {
    const plain = repo({ git: false });
    const tracked = repo();
    expect(plain.hash()).toBe(tracked.hash());
    plain.write('shell/test-results/jest.json', '{}');
    expect(plain.hash()).toBe(tracked.hash());
    plain.write('shell/src/index.ts', 'export const shell = 2;\n');
    expect(plain.hash()).not.toBe(tracked.hash());
  });

  it('walks the folders of a copy inside another repository, even one that ignores it', () => {
    const outer = repo();
    mkdirSync(path.join(outer.root, 'dist'));
    const unpacked = repo({ git: false, inside: path.join(outer.root, 'dist') });
    expect(unpacked.hash()).toBe(repo().hash());
  });
});
