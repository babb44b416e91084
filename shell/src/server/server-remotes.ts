import { builtinModules } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteRoutes } from '@pizza-atlas/platform/core';
import { BudgetExceededError, SYSTEM_TIMERS, withinBudget, type Timers } from './budget';
import { hostShared } from './host-shared';
import type { ReleaseFiles, ReleaseRef } from './release-files';

/** The file a remote's server build starts from (packages/mf-config/server.js). */
export const SERVER_ENTRY_FILE = 'remoteEntry.js';
/** What a server build exposes its route definitions as (packages/mf-config/server.js). */
const ROUTES_MODULE = 'routes';

/** A page module ready to render, or why its area is rendered in the browser instead. */
export type PageLoad =
  | { outcome: 'loaded'; Page: ComponentType }
  | { outcome: 'missing' | 'failed' | 'timeout'; error: unknown };

export class ReleaseFileMissingError extends Error {
  constructor(release: ReleaseRef, file: string) {
    super(`${release.remote} ${release.version} has no server build (${file})`);
    this.name = 'ReleaseFileMissingError';
  }
}

/** A server build may use Node's own modules; everything else it carries or shares. */
function builtinRequire(id: string): unknown {
  const name = id.replace(/^node:/, '');
  if (!builtinModules.includes(name))
    throw new Error(`a remote's server build asked for ${id}: only Node's own modules are given`);
  return process.getBuiltinModule(`node:${name}`);
}

/** Runs a `commonjs-module` remoteEntry.js and returns its container (`init`, `get`). */
function evaluateServerEntry(source: string, filename: string): unknown {
  const module = { exports: {} as unknown };
  const run = new vm.Script(
    `(function (exports, module, require, __dirname, __filename) {${source}\n})`,
    { filename },
  ).runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, module, builtinRequire, path.dirname(filename), filename);
  return module.exports;
}

/** Hands the runtime the release's container read through ReleaseFiles, not a URL. */
function releaseEntryPlugin(
  files: ReleaseFiles,
  release: ReleaseRef,
): ModuleFederationRuntimePlugin {
  return {
    name: 'pizza-atlas-release-entry',
    async loadEntry() {
      const source = await files.read(release, SERVER_ENTRY_FILE);
      if (source == null) throw new ReleaseFileMissingError(release, SERVER_ENTRY_FILE);
      const filename = `/remotes/${release.remote}/${release.version}/server/${SERVER_ENTRY_FILE}`;
      return evaluateServerEntry(source, filename) as never;
    },
  };
}

/** The runtime keeps every remoteEntry it loaded, by name and entry, for the process. */
function forgetLoadedEntry(entry: string): void {
  const loading = (globalThis as Record<string, unknown>).__GLOBAL_LOADING_REMOTE_ENTRY__ as
    Record<string, unknown> | undefined;
  for (const key of Object.keys(loading ?? {})) if (key.endsWith(entry)) delete loading![key];
}

function isMissing(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as Error).cause)
    if (cause instanceof ReleaseFileMissingError) return true;
  return false;
}

interface ReleaseHost {
  release: ReleaseRef;
  entry: string;
  federation: ModuleFederation;
}

// Every load gets its own entry key, so the runtime's process-wide cache of loaded
// entries can never hand back a container from an earlier load of the same version.
let loadCount = 0;

/**
 * How long a load that ran past its budget may go on before it is given up (a release file
 * that never arrives); the next render then loads the release afresh.
 */
export const DEFAULT_COOLDOWN_MS = 30_000;

export interface ServerRemotesOptions {
  files: ReleaseFiles;
  /** How long a page module may take to load (read, evaluate, initialise). */
  budgetMs: number;
  /**
   * How long a load past its budget may go on before it is given up; meanwhile renders leave
   * the release's areas to the browser at once.
   */
  cooldownMs?: number;
  timers?: Timers;
}

/**
 * Loads the pages of each remote's active release in Node. One federation host per
 * remote, for the version the registry snapshot names: a publish or a rollback is a new
 * version, which replaces (and drops) the old one on the next render. A failure or a
 * load over budget comes back as a PageLoad that says so; nothing here throws.
 */
export class ServerRemotes {
  private readonly hosts = new Map<string, ReleaseHost>();
  private readonly timers: Timers;
  /**
   * Loads that ran past their budget and go on in the background, by release: until one
   * settles (or is given up), renders leave that release's areas to the browser without
   * waiting. A load that was only slow (a busy machine, a first load after a publish) is
   * kept, so the next render has it; dropping it would make every load under the same load
   * run out again.
   */
  private readonly slow = new Map<string, Promise<void>>();

  constructor(private readonly options: ServerRemotesOptions) {
    this.timers = options.timers ?? SYSTEM_TIMERS;
  }

  async loadPage(release: ReleaseRef, module: string): Promise<PageLoad> {
    const loaded = await this.loadExposed<{ default?: ComponentType }>(release, module);
    if (loaded.outcome !== 'loaded') return loaded;
    const Page = loaded.value.default;
    if (Page) return { outcome: 'loaded', Page };
    return {
      outcome: 'failed',
      error: new Error(`${release.remote}/${module} has no default export`),
    };
  }

  /** The release's route definitions with their functions (data loaders, head builders). */
  async loadRoutes(release: ReleaseRef): Promise<RemoteRoutes | null> {
    // A release built before server builds exposed their routes has none: that is no
    // reason to reload the release, so a failure here keeps the host.
    const loaded = await this.loadExposed<{ default?: RemoteRoutes }>(release, ROUTES_MODULE, {
      keepHost: true,
    });
    return loaded.outcome === 'loaded' ? (loaded.value.default ?? null) : null;
  }

  private async loadExposed<T>(
    release: ReleaseRef,
    module: string,
    { keepHost = false }: { keepHost?: boolean } = {},
  ): Promise<{ outcome: 'loaded'; value: T } | Exclude<PageLoad, { outcome: 'loaded' }>> {
    const releaseKey = `${release.remote}@${release.version}`;
    if (this.slow.has(releaseKey))
      return {
        outcome: 'timeout',
        error: new BudgetExceededError(`${release.remote}/${module} (still loading)`, 0),
      };
    let host: ReleaseHost | null = null;
    try {
      host = this.hostFor(release);
      const loading = host.federation.loadRemote<T>(`${release.remote}/${module}`);
      try {
        const value = await withinBudget(loading, {
          ms: this.options.budgetMs,
          timers: this.timers,
          what: `${release.remote}/${module}`,
        });
        if (value == null) throw new Error(`${release.remote}/${module} is empty`);
        return { outcome: 'loaded', value };
      } catch (error) {
        if (error instanceof BudgetExceededError) this.goOnLoading(releaseKey, host, loading);
        throw error;
      }
    } catch (error) {
      if (error instanceof BudgetExceededError) return { outcome: 'timeout', error };
      // The next render tries this release again from the start.
      if (host && !keepHost) this.drop(host);
      return { outcome: isMissing(error) ? 'missing' : 'failed', error };
    }
  }

  /**
   * Lets a load past its budget finish in the background: the host is kept when it loads,
   * dropped when it fails or has not settled within the cooldown (then loaded afresh).
   */
  private goOnLoading(releaseKey: string, host: ReleaseHost, loading: Promise<unknown>): void {
    if (this.slow.has(releaseKey)) return;
    const settled = new Promise<void>((resolve) => {
      let done = false;
      const finish = (failed: boolean) => {
        if (done) return;
        done = true;
        this.timers.clearTimeout(giveUp);
        if (failed) this.drop(host);
        this.slow.delete(releaseKey);
        resolve();
      };
      const giveUp = this.timers.setTimeout(
        () => finish(true),
        this.options.cooldownMs ?? DEFAULT_COOLDOWN_MS,
      );
      loading.then(
        (value) => finish(value == null),
        () => finish(true),
      );
    });
    this.slow.set(releaseKey, settled);
  }

  /** Settles once every load that ran past its budget has loaded, failed or been given up. */
  async settled(): Promise<void> {
    while (this.slow.size > 0) await Promise.all(this.slow.values());
  }

  /** The versions held now, by remote (for tests and diagnostics). */
  loadedVersions(): Record<string, string> {
    return Object.fromEntries(
      [...this.hosts].map(([remote, host]) => [remote, host.release.version]),
    );
  }

  private hostFor(release: ReleaseRef): ReleaseHost {
    const current = this.hosts.get(release.remote);
    if (current?.release.version === release.version) return current;
    if (current) this.drop(current);
    loadCount += 1;
    const entry = `/remotes/${release.remote}/${release.version}/server/${SERVER_ENTRY_FILE}?load=${loadCount}`;
    const federation = new ModuleFederation({
      id: `shell-server:${release.remote}@${release.version}#${loadCount}`,
      name: 'shell',
      remotes: [{ name: release.remote, entry }],
      shared: hostShared(),
      plugins: [releaseEntryPlugin(this.options.files, release)],
    });
    const host = { release, entry, federation };
    this.hosts.set(release.remote, host);
    return host;
  }

  private drop(host: ReleaseHost): void {
    if (this.hosts.get(host.release.remote) === host) this.hosts.delete(host.release.remote);
    forgetLoadedEntry(host.entry);
  }
}
