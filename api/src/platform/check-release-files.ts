import { createHash } from 'node:crypto';
import {
  RELEASE_DEFINITIONS_FILE,
  RELEASE_INFO_FILE,
  ReleaseDefinitionsSchema,
  ReleaseInfoSchema,
  type ReleaseDefinitions,
  type ReleaseInfo,
  type RemoteName,
} from '@pizza-atlas/contracts';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { releaseContentType } from './release-content-types';
import {
  decodesTo,
  isCompressibleType,
  precompressedCopyOf,
  type ContentEncoding,
} from './release-encodings';

export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

const AssetListSchema = z.object({
  js: z
    .object({ sync: z.array(z.string()), async: z.array(z.string()) })
    .partial()
    .optional(),
  css: z
    .object({ sync: z.array(z.string()), async: z.array(z.string()) })
    .partial()
    .optional(),
});

/** What we read of a Module Federation mf-manifest.json (the rest is left to the runtime). */
export const FederationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      singleton: z.boolean().optional(),
      assets: AssetListSchema.optional(),
    }),
  ),
  exposes: z.array(z.object({ name: z.string(), assets: AssetListSchema.optional() })),
});
export type FederationManifest = z.infer<typeof FederationManifestSchema>;

export interface SharedLibrary {
  name: string;
  version: string;
  singleton: boolean;
}

export interface ReleaseFile {
  path: string;
  content: Buffer;
  contentType: string;
  sha256: string;
}

export interface CheckedRelease {
  info: ReleaseInfo;
  definitions: ReleaseDefinitions;
  shared: SharedLibrary[];
  files: ReleaseFile[];
}

function refuse(message: string): never {
  throw new HttpError(400, 'INVALID_RELEASE', message);
}

export function readJson<T>(files: Map<string, Buffer>, name: string, schema: z.ZodType<T>): T {
  const bytes = files.get(name);
  if (!bytes) refuse(`The release has no ${name}.`);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    refuse(`${name} is not valid JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    refuse(`${name} is not valid${where}: ${issue.message}.`);
  }
  return parsed.data;
}

function assetsOf(assets: z.infer<typeof AssetListSchema> | undefined): string[] {
  return [
    ...(assets?.js?.sync ?? []),
    ...(assets?.js?.async ?? []),
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ];
}

/**
 * A `.br` or `.gz` copy must sit beside a text file it decodes to exactly: it is what
 * clients that accept the encoding get instead of that file.
 */
function checkCopy(
  files: Map<string, Buffer>,
  path: string,
  copy: { base: string; encoding: ContentEncoding },
  contentType: string,
): void {
  const original = files.get(copy.base);
  if (!original)
    refuse(`${path} is a compressed copy of ${copy.base}, which is not in the release.`);
  if (!isCompressibleType(contentType))
    refuse(
      `${path}: only text files (scripts, styles, JSON, source maps, SVG) have compressed copies.`,
    );
  if (!decodesTo(files.get(path)!, copy.encoding, original))
    refuse(`${path} does not decompress to ${copy.base}.`);
}

/**
 * Each file of a release with its type and hash, every file of a kind a release may hold
 * (`contentTypeOf`) and every precompressed copy decoding to the file it sits beside.
 */
export function storedFiles(
  files: Map<string, Buffer>,
  contentTypeOf: (path: string) => string | null = releaseContentType,
): ReleaseFile[] {
  const stored: ReleaseFile[] = [];
  for (const [path, content] of files) {
    // A precompressed copy (main.js.br) is stored with the type of the file it encodes.
    const copy = precompressedCopyOf(path);
    const contentType = contentTypeOf(copy ? copy.base : path);
    if (!contentType)
      refuse(
        `${path} is not a kind of file a release may hold (scripts, styles, JSON, source maps, images, fonts).`,
      );
    if (copy) checkCopy(files, path, copy, contentType);
    stored.push({
      path,
      content,
      contentType,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  }

  return stored;
}

/**
 * Checks an unpacked release for `remote`: its release.json, its route definitions and its
 * federation manifest agree with each other and with the remote, every module a page or
 * widget names is exposed, every file the manifest names is present, and every file is of
 * a kind a release may hold (a precompressed copy decodes to the file it sits beside).
 */
export function checkReleaseFiles(remote: RemoteName, files: Map<string, Buffer>): CheckedRelease {
  const info = readJson(files, RELEASE_INFO_FILE, ReleaseInfoSchema);
  const definitions = readJson(files, RELEASE_DEFINITIONS_FILE, ReleaseDefinitionsSchema);
  const manifest = readJson(files, FEDERATION_MANIFEST_FILE, FederationManifestSchema);

  for (const [file, named] of [
    [RELEASE_INFO_FILE, info.remote],
    [RELEASE_DEFINITIONS_FILE, definitions.remote],
    [FEDERATION_MANIFEST_FILE, manifest.name],
  ] as const) {
    if (named !== remote) refuse(`${file} is for "${named}", but this release is for ${remote}.`);
  }

  const exposed = new Set(manifest.exposes.map((expose) => expose.name));
  for (const entry of [...definitions.pages, ...definitions.widgets]) {
    if (!exposed.has(entry.module)) {
      refuse(
        `${RELEASE_DEFINITIONS_FILE} names the module ${entry.module}, which ${FEDERATION_MANIFEST_FILE} does not expose.`,
      );
    }
  }

  const { remoteEntry } = manifest.metaData;
  const referenced = [
    [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'),
    ...manifest.exposes.flatMap((expose) => assetsOf(expose.assets)),
    ...manifest.shared.flatMap((library) => assetsOf(library.assets)),
  ];
  for (const file of referenced) {
    if (!files.has(file))
      refuse(`${FEDERATION_MANIFEST_FILE} names ${file}, which is not in the release.`);
  }

  const stored = storedFiles(files);

  return {
    info,
    definitions,
    shared: manifest.shared.map(({ name, version, singleton }) => ({
      name,
      version,
      singleton: singleton === true,
    })),
    files: stored,
  };
}
