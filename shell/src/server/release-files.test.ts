/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderReleaseFiles, httpReleaseFiles } from './release-files';

const release = { remote: 'guides', version: '1.2.0' };

describe('release files', () => {
  it('reads a release’s server build from the API’s /remotes/ URLs', async () => {
    const asked: string[] = [];
    const files = httpReleaseFiles('http://site.test', async (url) => {
      asked.push(String(url));
      if (String(url).endsWith('missing.js')) return new Response('', { status: 404 });
      if (String(url).endsWith('broken.js')) return new Response('', { status: 503 });
      return new Response('module.exports = {};');
    });
    await expect(files.read(release, 'remoteEntry.js')).resolves.toBe('module.exports = {};');
    await expect(files.read(release, 'missing.js')).resolves.toBeNull();
    await expect(files.read(release, 'broken.js')).rejects.toThrow('answered 503');
    expect(asked[0]).toBe('http://site.test/remotes/guides/1.2.0/server/remoteEntry.js');
  });

  it('reads from a releases folder, and says null for a file that is not there', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pizza-atlas-releases-'));
    await mkdir(path.join(dir, 'guides', '1.2.0', 'server'), { recursive: true });
    await writeFile(path.join(dir, 'guides', '1.2.0', 'server', 'remoteEntry.js'), 'entry');
    const files = folderReleaseFiles(dir);
    await expect(files.read(release, 'remoteEntry.js')).resolves.toBe('entry');
    await expect(
      files.read({ remote: 'guides', version: '9.9.9' }, 'remoteEntry.js'),
    ).resolves.toBeNull();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a path that leaves the release', async () => {
    const files = folderReleaseFiles('/tmp');
    await expect(files.read({ remote: 'guides', version: '..' }, 'remoteEntry.js')).rejects.toThrow(
      'unsafe',
    );
    await expect(files.read(release, '../../etc/passwd')).rejects.toThrow('unsafe');
  });
});
