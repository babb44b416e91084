import { Link } from 'react-router-dom';
import { footerGroups, headerLinks } from '@pizza-atlas/platform';
import { useSiteRoutes } from '../app/site-routes';
import { ContentPage } from './content-page';

/** Every section of the site now: the header's links, then the footer's columns. */
export function SitemapPage() {
  const site = useSiteRoutes();
  const groups = [{ title: 'Main', links: headerLinks(site).nav }, ...footerGroups(site)];
  return (
    <ContentPage heading="Site Map">
      {groups.map((group) => (
        <section key={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
