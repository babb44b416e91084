import { readFile } from 'node:fs/promises';
import type { ReleaseFileCache } from './release-file-cache';

/** Releases whose manifests stay parsed in memory (a stored release never changes). */
const MAX_RELEASES = 100;
const CHUNK_FILE = /^[\w.-]+\.js$/;

interface FederationManifest {
  exposes?: { name?: string; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The chunks each exposed module of a release needs at once, from the release's
 * mf-manifest.json, for the page's preload tags. Unknown or unreadable: none.
 */
export class ModuleChunks {
  private readonly releases = new Map<string, Promise<Map<string, string[]>>>();

  constructor(private readonly files: ReleaseFileCache) {}

  async chunksOf(remote: string, version: string, module: string): Promise<string[]> {
    const key = `${remote}/${version}`;
    let release = this.releases.get(key);
    if (!release) {
      release = this.read(remote, version);
      this.releases.set(key, release);
      if (this.releases.size > MAX_RELEASES)
        this.releases.delete(this.releases.keys().next().value!);
    }
    return (await release).get(module) ?? [];
  }

  private async read(remote: string, version: string): Promise<Map<string, string[]>> {
    const modules = new Map<string, string[]>();
    try {
      const facts = await this.files.find(remote, version, 'mf-manifest.json');
      const local =
        facts && (await this.files.localCopy(remote, version, 'mf-manifest.json', facts));
      if (!local) return modules;
      const manifest = JSON.parse(await readFile(local, 'utf8')) as FederationManifest;
      for (const expose of manifest.exposes ?? []) {
        const sync = expose.assets?.js?.sync;
        if (typeof expose.name !== 'string' || !Array.isArray(sync)) continue;
        modules.set(
          expose.name,
          sync.filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file)),
        );
      }
    } catch {
      // No preloads for this release; the browser still loads what it needs.
      this.releases.delete(`${remote}/${version}`);
    }
    return modules;
  }
}
