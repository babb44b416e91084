/** Leaflet's own stylesheet: one id for every map, so it is added once per page. */
export const LEAFLET_STYLE_ID = 'pizza-atlas-leaflet-css';

/**
 * Adds a stylesheet to the page once per id (a lazily loaded widget's CSS, e.g. Leaflet's).
 * The page's Content-Security-Policy admits <style> elements carrying its nonce, which the
 * server writes on the `csp-nonce` meta (as styled-components reads it). Each caller names
 * its own id, so two widgets' styles never stand in for each other.
 */
export function injectPageStyle(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}
