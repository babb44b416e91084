import {
  RELEASE_DEFINITIONS_FILE,
  RELEASE_INFO_FILE,
  ReleaseInfoSchema,
  SHELL_RELEASE_NAME,
  ShellDefinitionsSchema,
  type PageDefinition,
  type ReleaseDefinitions,
} from '@pizza-atlas/contracts';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import {
  FEDERATION_MANIFEST_FILE,
  FederationManifestSchema,
  readJson,
  storedFiles,
  type CheckedRelease,
} from './check-release-files';
import { releaseContentType } from './release-content-types';

/** The page template every server fills in (render-page.ts). */
export const SHELL_TEMPLATE_FILE = 'index.html';
const TEMPLATE_MARKS = ['<!--pa-head-->', '<!--pa-snapshot-->'];

const ShellInfoSchema = ReleaseInfoSchema.extend({ remote: z.literal(SHELL_RELEASE_NAME) });

/**
 * The shell's release holds one HTML file, its page template; every other file is of a
 * kind a remote's release may hold. The template is never served as a file (0024).
 */
function shellContentType(filePath: string): string | null {
  return filePath === SHELL_TEMPLATE_FILE
    ? 'text/html; charset=utf-8'
    : releaseContentType(filePath);
}

/** Stored definitions of a shell release: its own pages, in the shape remotes' rows have. */
export function shellDefinitions(pages: PageDefinition[]): ReleaseDefinitions {
  return { remote: SHELL_RELEASE_NAME as never, area: 'shell', pages, widgets: [] };
}

/**
 * Checks an unpacked shell build: release.json names the shell, routes.json holds its own
 * pages, mf-manifest.json the libraries it shares, index.html is a template the server can
 * fill in, and every file is of a kind a release may hold.
 */
export function checkShellReleaseFiles(files: Map<string, Buffer>): CheckedRelease {
  const info = readJson(files, RELEASE_INFO_FILE, ShellInfoSchema);
  const { pages } = readJson(files, RELEASE_DEFINITIONS_FILE, ShellDefinitionsSchema);
  const manifest = readJson(files, FEDERATION_MANIFEST_FILE, FederationManifestSchema);
  const template = files.get(SHELL_TEMPLATE_FILE)?.toString('utf8');
  if (template === undefined || TEMPLATE_MARKS.some((mark) => !template.includes(mark))) {
    throw new HttpError(
      400,
      'INVALID_RELEASE',
      `A shell release needs ${SHELL_TEMPLATE_FILE} with ${TEMPLATE_MARKS.join(' and ')} in it.`,
    );
  }
  return {
    info: { ...info, remote: info.remote as never },
    definitions: shellDefinitions(pages),
    shared: manifest.shared.map(({ name, version, singleton }) => ({
      name,
      version,
      singleton: singleton === true,
    })),
    files: storedFiles(files, shellContentType),
  };
}
