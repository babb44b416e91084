import {
  FOOTER_GROUP_KEYS,
  type FooterGroupKey,
  type NavEntry,
  type PageDefinition,
} from '@pizza-atlas/contracts';
import { isParamSegment, remotePages, type SiteRoutes } from './routes';

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

export interface FooterGroup {
  key: FooterGroupKey;
  title: string;
  links: NavLink[];
}

export const FOOTER_GROUP_TITLES: Record<FooterGroupKey, string> = {
  features: 'Features',
  platform: 'Platform',
  legal: 'Legal',
};

/** Every page on the site now: the shell's, then each active remote's (lab features on). */
export function sitePages(site: SiteRoutes): PageDefinition[] {
  return [...site.shellPages, ...remotePages(site.manifest).map(({ page }) => page)];
}

/** Only pages without parameters can be linked from a menu. */
function linkable(page: PageDefinition): boolean {
  return !page.path.split('/').some(isParamSegment);
}

function linksFor<E extends NavEntry>(
  pages: PageDefinition[],
  entryOf: (page: PageDefinition) => E | undefined,
): (NavLink & { entry: E })[] {
  return pages
    .filter(linkable)
    .flatMap((page) => {
      const entry = entryOf(page);
      return entry ? [{ label: entry.label, to: page.path, entry }] : [];
    })
    .sort((a, b) => a.entry.order - b.entry.order || a.label.localeCompare(b.label));
}

const plain = ({ label, to }: NavLink): NavLink => ({ label, to });

/** The header bar: its links, and the account button at its end (Sign In). */
export function headerLinks(site: SiteRoutes): { nav: NavLink[]; account: NavLink[] } {
  const links = linksFor(sitePages(site), (page) => page.header);
  return {
    nav: links.filter((link) => link.entry.placement === 'nav').map(plain),
    account: links.filter((link) => link.entry.placement === 'account').map(plain),
  };
}

export function mobileMenuLinks(site: SiteRoutes): NavLink[] {
  return linksFor(sitePages(site), (page) => page.mobileMenu).map(plain);
}

/** Footer columns in a fixed order; a column with no page left is dropped. */
export function footerGroups(site: SiteRoutes): FooterGroup[] {
  const pages = sitePages(site);
  return FOOTER_GROUP_KEYS.map((key) => ({
    key,
    title: FOOTER_GROUP_TITLES[key],
    links: linksFor(pages, (page) => (page.footer?.group === key ? page.footer : undefined)).map(
      plain,
    ),
  })).filter((group) => group.links.length > 0);
}

export interface SitemapEntry extends NavLink {
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** The pages listed on the site map page and in sitemap.xml. */
export function sitemapEntries(site: SiteRoutes): SitemapEntry[] {
  return sitePages(site)
    .filter(linkable)
    .flatMap((page) =>
      page.sitemap
        ? [
            {
              label: page.sitemap.label,
              to: page.path,
              changefreq: page.sitemap.changefreq,
              priority: page.sitemap.priority,
            },
          ]
        : [],
    );
}
