import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readInlinedManifest, useManifestStore } from '@pizza-atlas/platform';
import { App } from './app/app';
import { registerManifestRemotes } from './remotes/load-remote';
import { createRetryPlugin } from './remotes/retry-plugin';
import type { RemoteName } from '@pizza-atlas/contracts';

/** Each remote's dev server origin in a development build of the shell; null in production. */
declare const __DEV_REMOTES__: Partial<Record<RemoteName, string>> | null;
const DEV_REMOTES: Partial<Record<RemoteName, string>> | null =
  typeof __DEV_REMOTES__ === 'undefined' ? null : __DEV_REMOTES__;

async function start(): Promise<void> {
  let manifest = readInlinedManifest();
  // The server inlines the registry snapshot; the dev server does not, so ask the API.
  if (!(window as unknown as Record<string, unknown>).__PIZZA_ATLAS__) {
    try {
      const response = await fetch('/api/platform/manifest', { credentials: 'include' });
      if (response.ok) manifest = await response.json();
    } catch {
      // No API: the shell still runs, with no remotes.
    }
    if (DEV_REMOTES) {
      const { composeDevManifest } = await import('./remotes/dev-remotes');
      manifest = await composeDevManifest(manifest, DEV_REMOTES);
    }
  }
  useManifestStore.getState().setManifest(manifest);
  // Once, before any remote loads: every remote file gets one retry, then the area's fallback.
  registerPlugins([createRetryPlugin()]);
  registerManifestRemotes(manifest);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
