import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PlatformManifest, RemoteName } from '@pizza-atlas/contracts';

let active = new Set<RemoteName>();

/**
 * Tells the federation runtime where each active remote lives, from the registry
 * snapshot. Runs once, at start-up: re-registering a remote later (`force`) would
 * drop its loaded modules and shared scope while they are on screen.
 */
export function registerManifestRemotes(manifest: PlatformManifest): void {
  active = new Set(manifest.remotes.map((entry) => entry.name));
  if (manifest.remotes.length > 0)
    registerRemotes(
      manifest.remotes.map((entry) => ({
        name: entry.name,
        entry: new URL(entry.entry, window.location.origin).href,
      })),
    );
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    cause: unknown,
  ) {
    super(`Could not load ${remote}/${module}`);
    this.cause = cause;
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads a module a remote exposes. The retry plugin has already retried each of the
 * remote's files once; a failure here is final until the visitor presses "Try again",
 * which simply calls this again: the runtime keeps no failed load.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  if (!active.has(remote))
    throw new RemoteUnavailableError(remote, module, new Error(`${remote} is not active`));
  try {
    const loaded = await loadRemote<T>(`${remote}/${module}`);
    if (loaded == null) throw new Error(`${remote}/${module} resolved to nothing`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, module, error);
  }
}
