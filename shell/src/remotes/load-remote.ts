import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PlatformManifest, RemoteEntry, RemoteName } from '@pizza-atlas/contracts';

let entries = new Map<RemoteName, RemoteEntry>();

function absoluteEntry(entry: RemoteEntry) {
  return { name: entry.name, entry: new URL(entry.entry, window.location.origin).href };
}

/** Tells the federation runtime where each active remote lives, from the registry snapshot. */
export function registerManifestRemotes(manifest: PlatformManifest): void {
  entries = new Map(manifest.remotes.map((entry) => [entry.name, entry]));
  if (manifest.remotes.length > 0)
    registerRemotes(manifest.remotes.map(absoluteEntry), { force: true });
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

export const RETRY_DELAY_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (loaded == null) throw new Error(`${id} resolved to nothing`);
  return loaded;
}

/**
 * Loads a module a remote exposes. A failure is retried once, after re-registering
 * the remote so the runtime forgets the failed entry; a second failure is final.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const entry = entries.get(remote);
  const id = `${remote}/${module}`;
  if (!entry)
    throw new RemoteUnavailableError(remote, module, new Error(`${remote} is not active`));
  try {
    return await attempt<T>(id);
  } catch (firstError) {
    console.warn(`Loading ${id} failed; retrying once`, firstError);
    await wait(RETRY_DELAY_MS);
    registerRemotes([absoluteEntry(entry)], { force: true });
    try {
      return await attempt<T>(id);
    } catch (secondError) {
      throw new RemoteUnavailableError(remote, module, secondError);
    }
  }
}
