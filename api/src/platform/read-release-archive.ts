import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { ReleaseFilePathSchema } from '@pizza-atlas/contracts';
import { HttpError } from '../http/errors';

const gunzipAsync = promisify(gunzip);

export interface ReleaseLimits {
  /** Unpacked bytes of all files together. */
  maxBytes: number;
  maxFiles: number;
}

export const DEFAULT_MAX_FILES = 2000;

function refuse(message: string): never {
  throw new HttpError(400, 'INVALID_RELEASE', message);
}

/** tar writes directories with a trailing slash and some tools prefix "./". */
function entryPath(name: string): string {
  return name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
}

/**
 * Unpacks a release archive (a gzipped tar) into memory. Only regular files with plain
 * relative paths are accepted: links, devices, absolute paths and ".." are refused, and
 * the unpacked size and file count are capped before anything is buffered past them.
 */
export async function readReleaseArchive(
  archive: Buffer,
  limits: ReleaseLimits,
): Promise<Map<string, Buffer>> {
  // Each tar entry costs a 512-byte header and up to 511 bytes of padding.
  const maxTarBytes = limits.maxBytes + (limits.maxFiles + 4) * 1024 + 10_240;
  let tar: Buffer;
  try {
    tar = await gunzipAsync(archive, { maxOutputLength: maxTarBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limits);
    refuse('The release is not a gzipped tar archive.');
  }

  const files = new Map<string, Buffer>();
  let total = 0;
  const reader = extract();
  reader.end(tar);
  try {
    for await (const entry of reader) {
      const { header } = entry;
      const name = entryPath(header.name);
      if (header.type === 'directory') {
        entry.resume();
        continue;
      }
      if (header.type !== 'file' && header.type !== 'contiguous-file') {
        refuse(
          `"${header.name}" is a ${header.type ?? 'special entry'}; a release holds files only.`,
        );
      }
      if (!ReleaseFilePathSchema.safeParse(name).success) {
        refuse(`"${header.name}" is not a safe path inside a release.`);
      }
      if (files.has(name)) refuse(`"${name}" appears twice in the archive.`);
      if (files.size + 1 > limits.maxFiles) {
        refuse(`A release holds at most ${limits.maxFiles} files.`);
      }
      total += header.size ?? 0;
      if (total > limits.maxBytes) throw tooLarge(limits);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.set(name, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    refuse(`The release archive could not be read: ${(error as Error).message}.`);
  }
  if (files.size === 0) refuse('The release archive is empty.');
  return files;
}

function tooLarge(limits: ReleaseLimits): HttpError {
  const megabytes = Math.round(limits.maxBytes / (1024 * 1024));
  return new HttpError(
    413,
    'RELEASE_TOO_LARGE',
    `A release can be at most ${megabytes} MB unpacked.`,
  );
}
