import { BRAND } from './brand';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/directory'; defaults to the current path. */
  canonicalPath?: string;
  /** Share image path or URL; the 1200x630 hero graphic by default. */
  image?: string;
  type?: 'website' | 'article';
  /** Structured data objects (Organization, Restaurant, BreadcrumbList, ...). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** e.g. 'noindex, nofollow' */
  robots?: string;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  /** Attribute that identifies the tag so it can be replaced, e.g. name=description. */
  key: string;
  attributes: Record<string, string>;
  content?: string;
}

export function fullTitle(title: string): string {
  return title === BRAND.tagline ? title : `${title} | ${BRAND.tagline}`;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/$/, '')}${pathOrUrl}`;
}

/** The tags a page needs; the browser applies them, the server renders them for crawlers. */
export function buildHeadTags(head: PageHead, origin: string, currentPath: string): HeadTag[] {
  const title = fullTitle(head.title);
  const canonical = absolute(origin, head.canonicalPath ?? currentPath);
  const image = absolute(origin, head.image ?? BRAND.shareImage);
  const meta = (key: string, attribute: 'name' | 'property', value: string): HeadTag => ({
    tag: 'meta',
    key: `${attribute}=${key}`,
    attributes: { [attribute]: key, content: value },
  });
  const tags: HeadTag[] = [
    { tag: 'title', key: 'title', attributes: {}, content: title },
    meta('description', 'name', head.description),
    { tag: 'link', key: 'rel=canonical', attributes: { rel: 'canonical', href: canonical } },
    meta('og:site_name', 'property', BRAND.name),
    meta('og:type', 'property', head.type ?? 'website'),
    meta('og:title', 'property', title),
    meta('og:description', 'property', head.description),
    meta('og:url', 'property', canonical),
    meta('og:image', 'property', image),
    meta('og:image:width', 'property', String(BRAND.shareImageWidth)),
    meta('og:image:height', 'property', String(BRAND.shareImageHeight)),
    meta('twitter:card', 'name', 'summary_large_image'),
    meta('twitter:title', 'name', title),
    meta('twitter:description', 'name', head.description),
    meta('twitter:image', 'name', image),
  ];
  if (head.robots) tags.push(meta('robots', 'name', head.robots));
  if (head.jsonLd) {
    tags.push({
      tag: 'script',
      key: 'jsonld',
      attributes: { type: 'application/ld+json' },
      content: JSON.stringify(head.jsonLd),
    });
  }
  return tags;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Renders head tags as HTML for the server. JSON-LD is escaped so it cannot end the script. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      if (tag.tag === 'title') return `<title>${escapeAttribute(tag.content ?? '')}</title>`;
      if (tag.tag === 'script') {
        const body = (tag.content ?? '').replace(/</g, '\\u003c');
        return `<script${attributes}>${body}</script>`;
      }
      return `<${tag.tag}${attributes}>`;
    })
    .join('\n    ');
}
