import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a failed remote file waits before its one retry. */
export const RETRY_DELAY_MS = 500;

export interface RetryOptions {
  delayMs?: number;
  /** Injectable so tests need no timers. */
  wait?: (ms: number) => Promise<void>;
  /** Told about each first failure, before the retry. */
  onRetry?: (what: string, error: unknown) => void;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A federation runtime plugin that retries each remote file once, after a short
 * delay: the manifest (`fetch`), `remoteEntry.js` (`loadEntryError`) and the chunks
 * of an exposed module (`getModuleFactory`). A second failure is final and reaches
 * the area's error boundary. It never re-registers a remote, so the modules and
 * shared scope of remotes already on screen are left alone.
 */
export function createRetryPlugin({
  delayMs = RETRY_DELAY_MS,
  wait = sleep,
  onRetry = (what, error) => console.warn(`Loading ${what} failed; retrying once`, error),
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  async function once<T>(what: string, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      onRetry(what, error);
      await wait(delayMs);
      return load();
    }
  }

  return {
    name: 'pizza-atlas-retry',
    // The runtime reads the manifest through this hook. It parses whatever comes
    // back, so a 404 page counts as a failure here rather than as bad JSON later.
    fetch(url, init) {
      return once(url, async () => {
        const response = await fetch(url, init);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response;
      });
    },
    // Called once when remoteEntry.js fails to load (RUNTIME-008); the runtime's
    // getRemoteEntry here does not call this hook again, so a second failure is final.
    // (The runtime types the result as a nested promise; it awaits whatever comes back.)
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
      onRetry(remoteInfo.entry, new Error(`${remoteInfo.entry} did not load`));
      await wait(delayMs);
      // The failed attempt stays in globalLoading until this hook returns: left
      // there, the retry would wait on the very promise it is meant to replace.
      delete globalLoading[uniqueKey];
      return (await getRemoteEntry({ origin, remoteInfo })) || undefined;
    }) as LoadEntryError,
    // The exposed module's chunks load inside the remote's container; webpack
    // forgets a chunk that failed, so asking the container again fetches it again.
    getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      return once(`${moduleInfo.name}/${expose}`, async () => remoteEntryExports.get(expose));
    },
  };
}
