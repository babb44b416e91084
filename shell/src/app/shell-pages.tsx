import { lazy, type ComponentType } from 'react';
import { HomePage } from '../pages/home-page';

/**
 * The shell's pages besides the home page load with their page, not with every page
 * (docs/decisions/0051): about 6 KB compressed that no remote's page needs. The browser
 * loads the one it opens with before hydrating (preloadShellPage, from bootstrap.tsx), so
 * the first render matches the server's; one reached later loads through React.lazy.
 */
const LOADERS: Record<string, () => Promise<ComponentType>> = {
  AboutPage: () => import('../pages/about-page').then((module) => module.AboutPage),
  PrivacyPage: () => import('../pages/privacy-page').then((module) => module.PrivacyPage),
  TermsPage: () => import('../pages/terms-page').then((module) => module.TermsPage),
  CookiesPage: () => import('../pages/cookies-page').then((module) => module.CookiesPage),
  SitemapPage: () => import('../pages/sitemap-page').then((module) => module.SitemapPage),
  StaffPage: () => import('../staff/staff-page').then((module) => module.StaffPage),
};

const loaded = new Map<string, ComponentType>([['HomePage', HomePage]]);
// One lazy component per page, kept: a new one would remount the page on every render.
const lazyPages = new Map<string, ComponentType>();

/** Loads a shell page's component ahead of rendering it; nothing for an unknown module. */
export async function preloadShellPage(module: string): Promise<void> {
  const loader = LOADERS[module];
  if (loader && !loaded.has(module)) loaded.set(module, await loader());
}

/** The component behind a `module` of the shell's src/routes.ts, or undefined. */
export function shellComponent(module: string): ComponentType | undefined {
  const known = lazyPages.get(module) ?? loaded.get(module);
  if (known) return known;
  const loader = LOADERS[module];
  if (!loader) return undefined;
  const page = lazy(() => loader().then((Component) => ({ default: Component })));
  lazyPages.set(module, page);
  return page;
}
