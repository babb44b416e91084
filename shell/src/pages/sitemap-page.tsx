import { Link } from 'react-router-dom';
import { HEADER_LINKS, useManifest, visibleLinks } from '@pizza-atlas/platform';
import { FOOTER_GROUPS } from '../frame/footer';
import { ContentPage } from './content-page';

export function SitemapPage() {
  const manifest = useManifest();
  const groups = [{ title: 'Main', links: HEADER_LINKS }, ...FOOTER_GROUPS];
  return (
    <ContentPage
      heading="Site Map"
      head={{ title: 'Site Map', description: 'Every section of Pizza Atlas.' }}
    >
      {groups.map((group) => {
        const links = visibleLinks(manifest, group.links);
        return links.length === 0 ? null : (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </ContentPage>
  );
}
