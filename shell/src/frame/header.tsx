import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND, headerLinks, mobileMenuLinks, type NavLink as Link_ } from '@pizza-atlas/platform';
import {
  Container,
  breakpoint,
  buttonStyles,
  color,
  radius,
  space,
  type ButtonVariant,
} from '@pizza-atlas/ui';
import { useSiteRoutes } from '../site-routes';
import { AccountMenu } from './account-menu';
import { isCurrentPath, useKeptPart, useRoutedLinkClicks } from './kept-html';
import { ThemeToggle } from './theme-toggle';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  min-height: 64px;
  /* The narrowest phones (320 px): everything on one line, nothing cut off. */
  @media (max-width: 380px) {
    gap: ${space(2)};
    padding-left: ${space(3)};
    padding-right: ${space(3)};
  }
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${color.text};
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${color.primary};
  }
  @media (max-width: 380px) {
    font-size: 1.05rem;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  flex: 1;
  ul {
    display: flex;
    gap: ${space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${space(2)} ${space(3)};
    border-radius: ${radius.md};
    color: ${color.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${color.surfaceMuted};
  }
  ul.mobile {
    display: none;
  }
  @media (max-width: ${breakpoint.md}) {
    ul.desktop {
      display: none;
    }
    ul.mobile {
      display: flex;
    }
    display: ${(p) => (p.$open ? 'block' : 'none')};
    position: absolute;
    top: 64px;
    left: 0;
    right: 0;
    background: ${color.surface};
    border-bottom: 1px solid ${color.border};
    padding: ${space(2)} ${space(4)} ${space(4)};
    ul {
      flex-direction: column;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin-left: auto;
  @media (max-width: 380px) {
    gap: ${space(1)};
  }
`;

const MenuButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 40px;
  padding: ${space(2)} ${space(3)};
  .icon {
    display: none;
  }
  /* Phones: the icon instead of the word, which stays the button's name. Up to 420 px: at
     393 px a signed-in header ("Account ▾") and the word ran 9 px off the screen. */
  @media (max-width: 420px) {
    padding: ${space(2)} ${space(3)};
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    .icon {
      display: inline;
    }
  }
  display: none;
  @media (max-width: ${breakpoint.md}) {
    display: inline-flex;
  }
`;

function LinkList({ links, className }: { links: Link_[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const site = useSiteRoutes();
  const { nav, account } = headerLinks(site);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const routedClick = useRoutedLinkClicks();
  const navLists = useKeptPart(
    'header-nav',
    <>
      <LinkList className="desktop" links={nav} />
      <LinkList className="mobile" links={mobileMenuLinks(site)} />
    </>,
  );
  const navIsKept = navLists.dangerouslySetInnerHTML !== undefined;

  useEffect(() => setOpen(false), [location.pathname]);
  // Kept links are plain HTML: mark the current page's link as the router's NavLink would.
  useEffect(() => {
    if (!navIsKept) return;
    for (const link of navRef.current?.querySelectorAll('a[href]') ?? []) {
      const path = new URL((link as HTMLAnchorElement).href).pathname;
      if (isCurrentPath(path, location.pathname)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [navIsKept, location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar>
      <Row>
        <Brand to="/" aria-label={`${BRAND.name} home`}>
          Pizza <span>Atlas</span>
        </Brand>
        <Nav
          ref={navRef}
          id="site-nav"
          aria-label="Main"
          $open={open}
          onClick={routedClick}
          {...navLists}
        />
        <Actions>
          <ThemeToggle />
          <AccountMenu signInTo={account[0]?.to} signInLabel={account[0]?.label} />
          <MenuButton
            type="button"
            $variant="secondary"
            aria-expanded={open}
            aria-controls="site-nav"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="label">Menu</span>
            <span className="icon" aria-hidden="true">
              {open ? '✕' : '☰'}
            </span>
          </MenuButton>
        </Actions>
      </Row>
    </Bar>
  );
}
