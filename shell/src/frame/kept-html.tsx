import {
  createContext,
  useContext,
  useMemo,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Parts of the site frame that the browser keeps as the server drew them (decision 0078).
 *
 * The header's link lists and the footer's link groups are plain HTML: links, list items and
 * headings, the same for the whole visit. Hydrating them cost the browser a component per
 * link (each reading the router) for nothing it could change. When the browser hydrates a
 * server-rendered page, `readKeptHtml` takes their HTML from the page before React starts,
 * and each such part is then rendered as that HTML (`dangerouslySetInnerHTML`): React neither
 * walks nor replaces what is inside, and if it ever renders the part anew (a hydration that
 * fell back to a client render) it writes the same HTML back. Their link clicks go through
 * the router from one listener on the part (`useRoutedLinkClicks`).
 *
 * Where the browser renders without server HTML (development, tests), nothing is kept and
 * the parts render their children as before.
 */
export type KeptHtml = ReadonlyMap<string, string>;

const KeptHtmlContext = createContext<KeptHtml>(new Map());

export const KeptHtmlProvider = KeptHtmlContext.Provider;

/** The attribute that names a kept part in the server's HTML. */
const KEPT_ATTRIBUTE = 'data-kept';

/** The HTML of every kept part inside `root`, read before React hydrates it. */
export function readKeptHtml(root: ParentNode): KeptHtml {
  const kept = new Map<string, string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${KEPT_ATTRIBUTE}]`)) {
    const name = element.getAttribute(KEPT_ATTRIBUTE);
    if (name && !kept.has(name)) kept.set(name, element.innerHTML);
  }
  return kept;
}

/**
 * The props that make an element a kept part named `name`: its children when nothing is
 * kept under that name, otherwise the kept HTML in their place.
 */
export function useKeptPart(
  name: string,
  children: ReactNode,
): Pick<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  [KEPT_ATTRIBUTE]: string;
  suppressHydrationWarning?: boolean;
} {
  const html = useContext(KeptHtmlContext).get(name);
  // One object per HTML, so React sees the same HTML on every render and leaves it alone.
  const inner = useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);
  if (!inner) return { [KEPT_ATTRIBUTE]: name, children };
  return { [KEPT_ATTRIBUTE]: name, dangerouslySetInnerHTML: inner, suppressHydrationWarning: true };
}

/**
 * A click handler for an element holding links that are plain `<a href>` (kept HTML): a
 * plain left click on a link to a page of this site goes through the router, as the
 * router's own links do; everything else (a new tab, a modified click, another site, a
 * download) is left to the browser.
 */
export function useRoutedLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // As the router's links do: a link to the page already shown replaces it in the history.
    navigate(to, { replace: to === here });
  };
}

/** The link points at the page shown: the rule of the router's `<NavLink end>`. */
export function isCurrentPath(linkPath: string, pathname: string): boolean {
  return linkPath.toLowerCase() === pathname.toLowerCase();
}
