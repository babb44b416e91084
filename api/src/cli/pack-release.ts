import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pack } from 'tar-stream';
import {
  RELEASE_INFO_FILE,
  SHELL_RELEASE_NAME,
  type ReleaseInfo,
  type ReleaseOwner,
} from '@pizza-atlas/contracts';

const gzipAsync = promisify(gzip);

/**
 * A remote's standalone dev page is not part of its release, nor are compressed copies of
 * it. The shell's index.html is its page template and travels in its release (0036); its
 * compressed copies do not (pages are filled in and compressed per answer).
 */
function leftOut(entry: string, shell: boolean): boolean {
  if (shell) return /^index\.html\.(?:br|gz)$/.test(entry);
  return entry.replace(/\.(?:br|gz)$/, '') === 'index.html';
}

function collect(dir: string, prefix: string, into: string[], shell: boolean): void {
  for (const entry of readdirSync(dir).sort()) {
    if (entry.startsWith('.') || (prefix === '' && leftOut(entry, shell))) continue;
    const full = path.join(dir, entry);
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) throw new Error(`${full} is a link; a release holds files only`);
    if (stat.isDirectory()) collect(full, `${prefix}${entry}/`, into, shell);
    else if (stat.isFile()) into.push(`${prefix}${entry}`);
  }
}

/**
 * Packs a remote's or the shell's build folder into a release archive: a gzipped tar of
 * its files with release.json (remote, version, source hash) at the root. Same files,
 * same archive.
 */
export async function packRelease(
  distDir: string,
  info: Omit<ReleaseInfo, 'remote'> & { remote: ReleaseOwner },
): Promise<Buffer> {
  if (!existsSync(distDir)) throw new Error(`There is no build at ${distDir}.`);
  const files: string[] = [];
  collect(distDir, '', files, info.remote === SHELL_RELEASE_NAME);
  const tar = pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of tar) chunks.push(chunk as Buffer);
  })();
  const mtime = new Date(0);
  tar.entry({ name: RELEASE_INFO_FILE, mtime, mode: 0o644 }, `${JSON.stringify(info)}\n`);
  for (const file of files) {
    tar.entry({ name: file, mtime, mode: 0o644 }, readFileSync(path.join(distDir, file)));
  }
  tar.finalize();
  await done;
  return gzipAsync(Buffer.concat(chunks));
}
