import { readFile } from 'node:fs/promises';
import {
  RELEASE_DEFINITIONS_FILE,
  SHELL_RELEASE_NAME,
  ShellDefinitionsSchema,
} from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { SHELL_TEMPLATE_FILE } from '../platform/check-shell-release-files';
import type { ReleaseFileCache } from './release-file-cache';
import type { ShellBuild } from './render-page';

/** The shell's server bundle inside its release (see server-render.ts). */
export const SHELL_RENDER_FILE = 'server/render.js';

export interface ActiveShellRelease {
  version: string;
  /** The page template and the shell's own pages; one object per release (page-key.ts). */
  build: ShellBuild;
  /** This server's local copy of the server bundle, or null when the release has none. */
  renderFile: string | null;
}

/**
 * The shell every server renders: the ACTIVE shell release in the database (0036), read
 * through this server's release file cache. Which release is active is asked on every
 * use (one indexed row), so an upload or rollback through any server shows on this one
 * with its next page; the release's files are read once per version.
 */
export class ActiveShell {
  private loaded: { version: string; release: Promise<ActiveShellRelease | null> } | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly releases: ReleaseFileCache,
  ) {}

  /** The active shell release, or null when none was published yet (pages answer 503). */
  async current(): Promise<ActiveShellRelease | null> {
    const [row] = await this.sql<{ version: string | null }[]>`
      select active_version as version from remotes where name = ${SHELL_RELEASE_NAME}`;
    const version = row?.version ?? null;
    if (!version) return null;
    if (this.loaded?.version !== version) {
      const release = this.load(version);
      this.loaded = { version, release };
      // A failed read is not remembered: the next page tries again.
      release.then(
        (loaded) => {
          if (!loaded && this.loaded?.release === release) this.loaded = null;
        },
        () => {
          if (this.loaded?.release === release) this.loaded = null;
        },
      );
    }
    return this.loaded.release;
  }

  /** The local copy of one of the release's files, or null when it has no such file. */
  async file(version: string, filePath: string): Promise<string | null> {
    const facts = await this.releases.find(SHELL_RELEASE_NAME, version, filePath);
    return facts ? this.releases.localCopy(SHELL_RELEASE_NAME, version, filePath, facts) : null;
  }

  private async load(version: string): Promise<ActiveShellRelease | null> {
    const [template, definitions, renderFile] = await Promise.all([
      this.file(version, SHELL_TEMPLATE_FILE),
      this.file(version, RELEASE_DEFINITIONS_FILE),
      this.file(version, SHELL_RENDER_FILE),
    ]);
    if (!template || !definitions) return null;
    const { pages } = ShellDefinitionsSchema.parse(JSON.parse(await readFile(definitions, 'utf8')));
    return { version, build: { html: await readFile(template, 'utf8'), pages }, renderFile };
  }
}
