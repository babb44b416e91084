import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND, footerGroups, useSiteOrigin, type NavLink } from '@pizza-atlas/platform';
import { Container, breakpoint, color, space } from '@pizza-atlas/ui';
import { useHasSampleCatalog } from '../api/get-site-sources';
import { useSiteRoutes } from '../site-routes';
import { useKeptPart, useRoutedLinkClicks } from './kept-html';

/** Sharing links work without any account of ours: they open each network's share page. */
export function socialLinks(pageUrl: string): NavLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent('Find great pizza near you on Pizza Atlas');
  return [
    {
      label: 'Share on X',
      to: `https://x.com/intent/post?url=${url}&text=${text}`,
      external: true,
    },
    {
      label: 'Share on Facebook',
      to: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      external: true,
    },
    {
      label: 'Share on Reddit',
      to: `https://www.reddit.com/submit?url=${url}&title=${text}`,
      external: true,
    },
    { label: 'Share by email', to: `mailto:?subject=${text}&body=${url}`, external: true },
  ];
}

const Wrap = styled.footer`
  margin-top: ${space(12)};
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  padding: ${space(10)} 0 ${space(6)};
`;

const Groups = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1.4fr repeat(4, 1fr);
  @media (max-width: ${breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: 0.95rem;
    margin: 0 0 ${space(3)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(2)};
  }
  a {
    color: ${color.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${color.primary};
    text-decoration: underline;
  }
`;

const Small = styled.p`
  color: ${color.textMuted};
  font-size: 0.875rem;
  margin: ${space(8)} 0 0;
`;

export function Footer() {
  const site = useSiteRoutes();
  const pageUrl = useSiteOrigin();
  // Known on pages that load the site's sources on the server (about, terms) and in the
  // browser once fetched; the disclaimer is added only while sample places exist.
  const hasSample = useHasSampleCatalog() === true;
  const groups: { title: string; links: NavLink[] }[] = [
    ...footerGroups(site),
    { title: 'Social', links: socialLinks(pageUrl) },
  ];
  const routedClick = useRoutedLinkClicks();
  const groupsPart = useKeptPart(
    'footer-groups',
    <>
      <div>
        <strong>{BRAND.name}</strong>
        <Small as="p" style={{ marginTop: space(2) }}>
          Find, compare and review pizza places across the United States.
        </Small>
      </div>
      {groups.map((group) => (
        <nav key={group.title} aria-label={`${group.title} links`}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                {link.external ? (
                  <a href={link.to} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ) : (
                  <Link to={link.to}>{link.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>,
  );
  return (
    <Wrap>
      <Container>
        <Groups onClick={routedClick} {...groupsPart} />
        <Small>
          © {new Date().getFullYear()} {BRAND.name}.
          {hasSample && ' Restaurant names and places in the sample catalog are fictional.'}
        </Small>
      </Container>
    </Wrap>
  );
}
