import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  RELEASE_DEFINITIONS_FILE,
  ShellDefinitionsSchema,
  type PageDefinition,
} from '@pizza-atlas/contracts';
import { HttpError } from '../http/errors';
import {
  FEDERATION_MANIFEST_FILE,
  FederationManifestSchema,
  type SharedLibrary,
} from './check-release-files';

export interface ShellBuildFacts {
  /** The libraries the shell shares (from its mf-manifest.json). */
  shared: SharedLibrary[];
  /** The shell's own pages (from its routes.json). */
  pages: PageDefinition[];
}

/**
 * What a release is checked against: the shell this server serves. Without a shell build
 * a release cannot be checked, so it is refused rather than let through unchecked.
 */
export async function readShellBuild(shellDist: string): Promise<ShellBuildFacts> {
  try {
    const [manifest, routes] = await Promise.all(
      [FEDERATION_MANIFEST_FILE, RELEASE_DEFINITIONS_FILE].map(async (file) =>
        JSON.parse(await readFile(path.join(shellDist, file), 'utf8')),
      ),
    );
    return {
      shared: FederationManifestSchema.shape.shared.parse(manifest.shared).map((library) => ({
        name: library.name,
        version: library.version,
        singleton: library.singleton === true,
      })),
      pages: ShellDefinitionsSchema.parse(routes).pages,
    };
  } catch {
    throw new HttpError(
      409,
      'SHELL_NOT_BUILT',
      `This server has no readable shell build (${FEDERATION_MANIFEST_FILE} and ${RELEASE_DEFINITIONS_FILE} in SHELL_DIST), so a release cannot be checked against it.`,
    );
  }
}
