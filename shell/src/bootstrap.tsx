import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition, type ComponentType } from 'react';
import type { PlatformManifest, RemoteName } from '@pizza-atlas/contracts';
import {
  readInlinedManifest,
  readSnapshot,
  readStoredPreference,
  resolveRoute,
  useManifestStore,
  useThemeStore,
} from '@pizza-atlas/platform';
import { moduleKey, pageModules } from './app/page-modules';
import { SHELL_PAGE_DEFINITIONS } from './site-routes';
import { loadRemoteModule, registerManifestRemotes } from './remotes/load-remote';
import { createRetryPlugin } from './remotes/retry-plugin';
import { AREA_LEFT_TO_BROWSER, LoadedModulesContext } from './remotes/server-modules';

/**
 * The browser's start, in turns (decision 0079). Evaluating the shell's code (React's DOM
 * renderer, then the app: router, queries, styles, frame) was one task of half a second on
 * a slowed phone, which blocks every tap. Each part is now evaluated when it is imported
 * (`webpackMode: "eager"`: in this chunk, no extra request), with the main thread given
 * back between parts, and the page's remote modules are already loading meanwhile.
 */
const nextTask = () =>
  // A hidden tab has nobody to answer and slows timers to one a second: it goes straight on.
  document.visibilityState === 'hidden'
    ? Promise.resolve()
    : new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The remote modules this page shows, loaded before the first render (the server's HTML
 * preloads their files). A module that fails is left out: its area loads it lazily and
 * shows its fallback as before.
 */
async function loadPageModules(manifest: PlatformManifest) {
  const match = resolveRoute(
    { shellPages: SHELL_PAGE_DEFINITIONS, manifest },
    window.location.pathname,
  );
  const loaded = new Map<string, ComponentType>();
  // A shell page's own code too, so the page hydrates as the server rendered it.
  if (match.kind === 'shell') {
    const { preloadShellPage } = await import(/* webpackMode: "eager" */ './app/shell-pages');
    await preloadShellPage(match.page.module);
  }
  await Promise.all(
    pageModules(match, manifest).map(async ({ remote, module, loads }) => {
      // An area far down the page keeps its server HTML until the visitor nears it.
      if (loads === 'when-near') return;
      try {
        const exports = await loadRemoteModule<{ default?: ComponentType }>(remote, module);
        if (exports.default) loaded.set(moduleKey(remote, module), exports.default);
      } catch {
        // The area's own lazy load retries and shows the fallback.
      }
    }),
  );
  return loaded;
}

/** Each remote's dev server origin in a development build of the shell; null in production. */
declare const __DEV_REMOTES__: Partial<Record<RemoteName, string>> | null;
const DEV_REMOTES: Partial<Record<RemoteName, string>> | null =
  typeof __DEV_REMOTES__ === 'undefined' ? null : __DEV_REMOTES__;

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
    if (DEV_REMOTES) {
      const { composeDevManifest } = await import('./remotes/dev-remotes');
      manifest = await composeDevManifest(manifest, DEV_REMOTES);
    }
  }
  useManifestStore.getState().setManifest(manifest);
  // The page renders first with "system", as the server did; the stored choice follows.
  useThemeStore.setState({ preference: readStoredPreference() });
  // Once, before any remote loads: every remote file gets one retry, then the area's fallback.
  registerPlugins([createRetryPlugin()]);
  registerManifestRemotes(manifest);

  // The remote modules load while the shell's own code is evaluated below.
  const modulesLoaded = loadPageModules(manifest);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ App }, { KeptHtmlProvider, readKeptHtml }, { createQueryClient }, { hydrate }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './app/app'),
      import(/* webpackMode: "eager" */ './frame/kept-html'),
      import(/* webpackMode: "eager" */ '@pizza-atlas/api-client'),
      import(/* webpackMode: "eager" */ '@tanstack/react-query'),
    ]);
  await nextTask();
  const queryClient = createQueryClient();
  // The queries the server rendered with: the page hydrates without fetching them again.
  if (snapshot.queries) hydrate(queryClient, snapshot.queries);
  const modules = await modulesLoaded;
  const root = document.getElementById('root')!;
  // The frame's plain parts stay as the server drew them (frame/kept-html.tsx).
  const kept = root.firstElementChild ? readKeptHtml(root) : new Map<string, string>();
  const app = (
    <StrictMode>
      <LoadedModulesContext.Provider value={{ modules, otherwise: 'lazy' }}>
        <KeptHtmlProvider value={kept}>
          <App queryClient={queryClient} />
        </KeptHtmlProvider>
      </LoadedModulesContext.Provider>
    </StrictMode>
  );
  if (root.firstElementChild) {
    // Hydration as a transition: React works through the page in short slices and yields
    // between them, so a tap or a keypress is handled at once (the part it lands on is
    // hydrated first) instead of waiting for the whole page in one long task.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error, info) {
          // An area the server left to the browser on purpose (its module could not load or
          // threw there, already logged by the server) is not an error of this page.
          if ((error as { digest?: string }).digest === AREA_LEFT_TO_BROWSER) return;
          console.error(error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
