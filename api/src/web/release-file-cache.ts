import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '../db/client';

export interface ReleaseFileFacts {
  contentType: string;
  sha256: string;
  size: number;
}

type ReleaseIndex = Map<string, ReleaseFileFacts>;

/** Releases whose file lists stay in memory; each is a few dozen small entries. */
const MAX_INDEXED_RELEASES = 200;

/**
 * This server's copy of release files. Releases live in PostgreSQL; a server reads a
 * release's file list once (a stored release never changes) and each file's bytes once,
 * into `cacheDir/<remote>/<version>/<sha256>`, so serving a file after its first request
 * touches neither the database nor another server.
 */
export class ReleaseFileCache {
  private readonly indexes = new Map<string, Promise<ReleaseIndex | null>>();
  private readonly copying = new Map<string, Promise<string | null>>();

  constructor(
    private readonly sql: Sql,
    private readonly cacheDir: string,
  ) {}

  /** A file's facts, or null when the release or the file does not exist. */
  async find(remote: string, version: string, filePath: string): Promise<ReleaseFileFacts | null> {
    const index = await this.index(remote, version);
    return index?.get(filePath) ?? null;
  }

  /** The local path of a file's bytes, copying them from the database on first use. */
  async localCopy(remote: string, version: string, filePath: string, facts: ReleaseFileFacts) {
    const file = path.join(this.cacheDir, remote, version, facts.sha256);
    try {
      if ((await stat(file)).size === facts.size) return file;
    } catch {
      // Not cached yet.
    }
    let copying = this.copying.get(file);
    if (!copying) {
      copying = this.copy(remote, version, filePath, facts, file).finally(() =>
        this.copying.delete(file),
      );
      this.copying.set(file, copying);
    }
    return copying;
  }

  /** Drops a pruned release from memory and from this server's disk. */
  async forget(remote: string, version: string): Promise<void> {
    this.indexes.delete(`${remote}/${version}`);
    await rm(path.join(this.cacheDir, remote, version), { recursive: true, force: true });
  }

  private index(remote: string, version: string): Promise<ReleaseIndex | null> {
    const key = `${remote}/${version}`;
    let index = this.indexes.get(key);
    if (index) {
      // Most recently used last, so the oldest entry is the one evicted.
      this.indexes.delete(key);
      this.indexes.set(key, index);
      return index;
    }
    index = this.loadIndex(remote, version);
    this.indexes.set(key, index);
    // A release that does not exist yet may be uploaded through another server: never
    // remember its absence, nor a failed read.
    index.then(
      (loaded) => {
        if (!loaded) this.indexes.delete(key);
      },
      () => this.indexes.delete(key),
    );
    if (this.indexes.size > MAX_INDEXED_RELEASES) {
      this.indexes.delete(this.indexes.keys().next().value!);
    }
    return index;
  }

  private async loadIndex(remote: string, version: string): Promise<ReleaseIndex | null> {
    const rows = await this.sql<
      { path: string; contentType: string; sha256: string; size: number }[]
    >`select path, content_type as "contentType", sha256, byte_size as size
      from release_files where remote = ${remote} and version = ${version}`;
    if (rows.length === 0) return null;
    return new Map(rows.map(({ path: filePath, ...facts }) => [filePath, facts]));
  }

  private async copy(
    remote: string,
    version: string,
    filePath: string,
    facts: ReleaseFileFacts,
    file: string,
  ): Promise<string | null> {
    const [row] = await this.sql<{ content: Buffer }[]>`
      select content from release_files
      where remote = ${remote} and version = ${version} and path = ${filePath}`;
    // Pruned since its file list was read.
    if (!row) return null;
    if (createHash('sha256').update(row.content).digest('hex') !== facts.sha256) {
      throw new Error(`stored bytes of ${remote}/${version}/${filePath} do not match their hash`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, row.content);
    await rename(partial, file);
    return file;
  }
}
