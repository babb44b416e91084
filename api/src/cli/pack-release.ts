import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { RELEASE_INFO_FILE, type ReleaseInfo } from '@pizza-atlas/contracts';

const gzipAsync = promisify(gzip);

/** The standalone dev page is not part of a release, nor are compressed copies of it. */
const LEFT_OUT = new Set(['index.html']);

function leftOut(entry: string): boolean {
  return LEFT_OUT.has(entry.replace(/\.(?:br|gz)$/, ''));
}

function collect(dir: string, prefix: string, into: string[]): void {
  for (const entry of readdirSync(dir).sort()) {
    if (entry.startsWith('.') || (prefix === '' && leftOut(entry))) continue;
    const full = path.join(dir, entry);
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) throw new Error(`${full} is a link; a release holds files only`);
    if (stat.isDirectory()) collect(full, `${prefix}${entry}/`, into);
    else if (stat.isFile()) into.push(`${prefix}${entry}`);
  }
}

/**
 * Packs a remote's build folder into a release archive: a gzipped tar of its files with
 * release.json (remote, version, source hash) at the root. Same files, same archive.
 */
export async function packRelease(distDir: string, info: ReleaseInfo): Promise<Buffer> {
  if (!existsSync(distDir)) throw new Error(`There is no build at ${distDir}.`);
  const files: string[] = [];
  collect(distDir, '', files);
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
