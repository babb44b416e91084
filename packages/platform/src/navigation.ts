import type { LabFeature, PlatformManifest, RemoteName } from '@pizza-atlas/contracts';
import { isAvailable } from './routes';

export interface NavLink {
  label: string;
  to: string;
  /** Owner of the target page; absent for shell pages and outside links. */
  remote?: RemoteName;
  feature?: LabFeature;
  external?: boolean;
}

export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Directory', to: '/directory', remote: 'discovery' },
  {
    label: 'Discovery Journey',
    to: '/discovery-journey',
    remote: 'labs',
    feature: 'discovery-journey',
  },
  {
    label: 'AI Intelligence',
    to: '/pizza-intelligence',
    remote: 'labs',
    feature: 'pizza-intelligence',
  },
  { label: 'Add Place', to: '/submit', remote: 'discovery' },
  { label: 'Contact', to: '/contact', remote: 'partners' },
];

export const SIGN_IN_LINK: NavLink = {
  label: 'Sign In',
  to: '/advertiser/login',
  remote: 'partners',
};

export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

export function linkIsVisible(manifest: PlatformManifest, link: NavLink): boolean {
  return link.remote ? isAvailable(manifest, { remote: link.remote, feature: link.feature }) : true;
}

export function visibleLinks(manifest: PlatformManifest, links: readonly NavLink[]): NavLink[] {
  return links.filter((link) => linkIsVisible(manifest, link));
}
