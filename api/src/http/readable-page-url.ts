/**
 * A request's URL as the router should read it. A page address (a GET outside /api) whose
 * path holds a %-escape that decodes to nothing — '/%ZZ', or '/%C0%AF', which is no UTF-8 —
 * has its percent signs taken as written ('/%25ZZ'), so the page's own 404 answers it
 * rather than a JSON 400 from the router. API addresses keep their 400, and everything else
 * is left exactly as sent (most paths have no '%' at all, and cost one look).
 */
export function readablePageUrl(method: string | undefined, url = '/'): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%') || (method !== 'GET' && method !== 'HEAD')) return url;
  if (/^\/api(?:\/|%|$)/i.test(path)) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return `${path.replace(/%/g, '%25')}${url.slice(path.length)}`;
  }
}
