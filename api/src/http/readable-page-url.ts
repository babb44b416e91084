/** The path of a request's URL as sent: everything before its query or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A request's URL as the router should read it. A page address (a GET outside /api) whose
 * path holds a %-escape that decodes to nothing — '/%ZZ', or '/%C0%AF', which is no UTF-8 —
 * has its percent signs taken as written ('/%25ZZ'), so the page's own 404 answers it
 * rather than a JSON 400 from the router. API addresses keep their 400, and everything else
 * is left exactly as sent. It runs before every request is routed: a URL without '%', or
 * anything but a GET or HEAD, costs one look.
 */
export function readablePageUrl(method: string | undefined, url = '/'): string {
  if ((method !== 'GET' && method !== 'HEAD') || !url.includes('%')) return url;
  const path = pathOf(url);
  if (!path.includes('%') || /^\/api(?:\/|%|$)/i.test(path)) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return `${path.replace(/%/g, '%25')}${url.slice(path.length)}`;
  }
}
