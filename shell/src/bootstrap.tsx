import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readInlinedManifest, useManifestStore } from '@pizza-atlas/platform';
import { App } from './app/app';
import { DEV_REMOTES, composeDevManifest } from './remotes/dev-remotes';
import { registerManifestRemotes } from './remotes/load-remote';
import { createRetryPlugin } from './remotes/retry-plugin';

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
    if (DEV_REMOTES) manifest = await composeDevManifest(manifest, DEV_REMOTES);
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
