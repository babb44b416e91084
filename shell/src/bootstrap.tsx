import { registerPlugins } from '@module-federation/enhanced/runtime';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@pizza-atlas/api-client';
import {
  readInlinedManifest,
  readSnapshot,
  readStoredPreference,
  useManifestStore,
  useThemeStore,
} from '@pizza-atlas/platform';
import { App } from './app/app';
import { DEV_REMOTES, composeDevManifest } from './remotes/dev-remotes';
import { registerManifestRemotes } from './remotes/load-remote';
import { createRetryPlugin } from './remotes/retry-plugin';
import { AREA_LEFT_TO_BROWSER } from './remotes/server-modules';

async function start(): Promise<void> {
  const snapshot = readSnapshot();
  let manifest = readInlinedManifest();
  // The server inlines the registry snapshot; the dev server does not, so ask the API.
  if (!snapshot.manifest) {
    try {
      const response = await fetch('/api/platform/manifest', { credentials: 'include' });
      if (response.ok) manifest = await response.json();
    } catch {
      // No API: the shell still runs, with no remotes.
    }
    if (DEV_REMOTES) manifest = await composeDevManifest(manifest, DEV_REMOTES);
  }
  useManifestStore.getState().setManifest(manifest);
  // The page renders first with "system", as the server did; the stored choice follows.
  useThemeStore.setState({ preference: readStoredPreference() });
  // Once, before any remote loads: every remote file gets one retry, then the area's fallback.
  registerPlugins([createRetryPlugin()]);
  registerManifestRemotes(manifest);

  const queryClient = createQueryClient();
  // The queries the server rendered with: the page hydrates without fetching them again.
  if (snapshot.queries) hydrate(queryClient, snapshot.queries);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (root.firstElementChild) {
    hydrateRoot(root, app, {
      onRecoverableError(error, info) {
        // An area the server left to the browser on purpose (its module could not load or
        // threw there, already logged by the server) is not an error of this page.
        if ((error as { digest?: string }).digest === AREA_LEFT_TO_BROWSER) return;
        console.error(error, info.componentStack);
      },
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
