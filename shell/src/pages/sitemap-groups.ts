import {
  footerGroups,
  resolveRoute,
  sitemapEntries,
  type NavLink,
  type SiteRoutes,
} from '@pizza-atlas/platform';

export interface PageGroup {
  title: string;
  links: NavLink[];
}

/**
 * Every page of the site once: the footer's columns, led by the pages the site map lists
 * that no column holds (the home page).
 */
export function pageGroups(site: SiteRoutes): PageGroup[] {
  const groups: PageGroup[] = footerGroups(site);
  const grouped = new Set(groups.flatMap((group) => group.links.map((link) => link.to)));
  const rest = sitemapEntries(site)
    .filter((entry) => !grouped.has(entry.to))
    .map(({ label, to }) => ({ label, to }));
  return rest.length > 0 ? [{ title: 'Main', links: rest }, ...groups] : groups;
}

/** Whether the guides' state, city and listing pages are on the site now. */
export function hasGuides(site: SiteRoutes): { states: boolean; listings: boolean } {
  return {
    states: resolveRoute(site, '/states/any').kind === 'remote',
    listings: resolveRoute(site, '/p/any').kind === 'remote',
  };
}
