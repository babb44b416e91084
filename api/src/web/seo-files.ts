import { Readable } from 'node:stream';
import {
  isCityGuideIndexed,
  isStateGuideIndexed,
  US_STATES,
  type PlatformManifest,
} from '@pizza-atlas/contracts';
import { resolveRoute, sitemapEntries, type SiteRoutes } from '@pizza-atlas/platform/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { Sql } from '../db/client';
import { loadGuideCities } from '../guides/guide-cities';
import { placeChangeTimes } from '../places/read-places';
import { getManifest } from '../platform/get-manifest';
import type { ActiveShell } from './active-shell';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapUrl {
  url: string;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
  lastmod?: string;
}

/** The fixed pages that ask not to be indexed (robots noindex): robots.txt disallows them. */
function noindexPaths(site: SiteRoutes): string[] {
  return [...site.shellPages, ...site.manifest.remotes.flatMap((remote) => remote.pages)]
    .filter((page) => page.head.robots?.includes('noindex') && !page.path.includes(':'))
    .map((page) => page.path)
    .sort();
}

/** Every public URL the site can list, in a stable order; none that robots.txt disallows. */
async function siteUrls(sql: Sql, site: SiteRoutes): Promise<SitemapUrl[]> {
  const disallowed = new Set(noindexPaths(site));
  const urls: SitemapUrl[] = sitemapEntries(site)
    .filter((entry) => !disallowed.has(entry.to))
    .map((entry) => ({
      url: entry.to,
      changefreq: entry.changefreq,
      priority: entry.priority,
    }));
  // State and city guides, when the active guides release serves them; each only when it
  // lists something, as its page is noindex otherwise (isStateGuideIndexed and
  // isCityGuideIndexed, both).
  if (resolveRoute(site, '/states/texas').kind === 'remote') {
    const cities = await loadGuideCities(sql);
    for (const state of US_STATES) {
      const stateCities = cities.get(state.code) ?? [];
      if (!isStateGuideIndexed(stateCities)) continue;
      urls.push({ url: `/states/${state.slug}`, changefreq: 'weekly', priority: 0.6 });
      for (const city of stateCities.filter(isCityGuideIndexed))
        urls.push({
          url: `/states/${state.slug}/${city.slug}`,
          changefreq: 'weekly',
          priority: 0.5,
        });
    }
    // The guides' listings (/p/…) are the spec's fictional sample places: left out, as the
    // sample catalog's places are, and their pages say noindex.
  }
  if (resolveRoute(site, '/restaurant/x').kind === 'remote') {
    for (const place of await placeChangeTimes(sql))
      urls.push({
        url: `/restaurant/${place.id}`,
        changefreq: 'weekly',
        priority: 0.5,
        lastmod: place.updatedAt.toISOString(),
      });
  }
  return urls;
}

async function toXml(stream: SitemapStream | SitemapIndexStream, items: unknown[]) {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/**
 * /robots.txt and /sitemap.xml, from the same route definitions the pages come from: every
 * page with a site-map entry, every state and city guide and every listed real catalog
 * place (sample places and the guides' sample listings are left out). Past the protocol's
 * 50,000 URLs, /sitemap.xml is an index of /sitemap-<n>.xml files.
 */
export function serveSeoFiles(
  app: FastifyInstance,
  options: {
    sql: Sql;
    shell: ActiveShell;
    /** The site's public origin (PUBLIC_URL), never the request's Host header. */
    publicUrl: string;
    /** URLs per sitemap file; tests lower it. */
    maxUrls?: number;
  },
): void {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const origin = options.publicUrl;
  const siteOf = async (): Promise<SiteRoutes> => {
    const manifest: PlatformManifest = await getManifest(options.sql);
    const shell = await options.shell.current();
    return { shellPages: shell?.build.pages ?? [], manifest };
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, s-maxage=3600')
      .send(xml);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const site = await siteOf();
    // Pages that ask not to be indexed, and the API, stay out.
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...noindexPaths(site).map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, s-maxage=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = await siteUrls(options.sql, await siteOf());
    if (urls.length <= maxUrls)
      return sendXml(reply, await toXml(new SitemapStream({ hostname: origin }), urls));
    const files = Math.ceil(urls.length / maxUrls);
    const index = Array.from({ length: files }, (_, n) => `${origin}/sitemap-${n + 1}.xml`);
    return sendXml(reply, await toXml(new SitemapIndexStream(), index));
  });

  app.get<{ Params: { n: string } }>(
    '/sitemap-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const n = Number(request.params.n);
      const urls = await siteUrls(options.sql, await siteOf());
      const part = Number.isInteger(n) && n >= 1 ? urls.slice((n - 1) * maxUrls, n * maxUrls) : [];
      if (part.length === 0 || urls.length <= maxUrls)
        return reply.status(404).type('text/plain').send('Not found');
      return sendXml(reply, await toXml(new SitemapStream({ hostname: origin }), part));
    },
  );
}
