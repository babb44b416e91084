import * as fsPromises from 'node:fs/promises';
import path from 'node:path';
import { serverForFile } from './test-server';

// Every page used to go through the shell files' wildcard route first, which read the
// build's folder and stat'ed the path before giving up (issue 13: about a third of a
// cached page's cost under load). Folder reads are counted here.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, readdir: jest.fn(actual.readdir) };
});
const readdir = fsPromises.readdir as unknown as jest.Mock;

const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><div id="root"></div></body></html>`;

const file = serverForFile({
  shell: { template: TEMPLATE, files: { 'assets/main.js': 'console.log(1)' } },
});

const shellFolderReads = () =>
  readdir.mock.calls.filter(([folder]) => String(folder).startsWith(path.dirname(file.shellDist)))
    .length;

describe('page URLs', () => {
  it('are answered as pages without reading the shell’s build from disk', async () => {
    readdir.mockClear();
    for (const url of ['/about', '/states/texas/austin', '/no-such-page?x=1']) {
      const response = await file.app.inject(url);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect(shellFolderReads()).toBe(0);
  });

  it('leave files and API paths to their own handling', async () => {
    expect((await file.app.inject('/assets/main.js')).body).toBe('console.log(1)');
    expect((await file.app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await file.app.inject('/api/missing')).json().error.code).toBe('NOT_FOUND');
  });
});
