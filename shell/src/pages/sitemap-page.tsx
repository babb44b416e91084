import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GuideIndex } from '@pizza-atlas/contracts';
import { Button, breakpoint, color, space } from '@pizza-atlas/ui';
import { useGuideIndex } from '../api/get-guide-index';
import { useSiteRoutes } from '../site-routes';
import { ContentPage } from './content-page';
import { hasGuides, pageGroups } from './sitemap-groups';

const Jump = styled.nav`
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)} ${space(6)};
  }
  li + li {
    margin-top: 0;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  h3 {
    margin-top: 0;
  }
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li + li {
    margin-top: ${space(2)};
  }
`;

// Newspaper columns: each state stays whole, and reading (and tab) order runs down a column.
const States = styled.div`
  columns: 260px;
  column-gap: ${space(8)};
  section {
    break-inside: avoid;
    padding-bottom: ${space(5)};
  }
  h3 {
    margin: 0 0 ${space(1)};
    font-size: 1.05rem;
  }
`;

const Cities = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(3)};
  li + li {
    margin-top: 0;
  }
  a {
    display: inline-block;
    padding: 2px 0;
  }
  @media (max-width: ${breakpoint.sm}) {
    a {
      padding: ${space(1)} 0;
    }
  }
`;

const Listings = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space(4)} ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li + li {
    margin-top: 0;
  }
`;

const Place = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${color.textMuted};
`;

function StateList({ states }: { states: GuideIndex['states'] }) {
  return (
    <States>
      {states.map((state) => (
        <section key={state.code} aria-labelledby={`state-${state.code}`}>
          <h3 id={`state-${state.code}`}>
            <Link to={`/states/${state.slug}`}>{state.name}</Link>
          </h3>
          {state.cities.length > 0 && (
            <Cities aria-label={`Cities in ${state.name}`}>
              {state.cities.map((city) => (
                <li key={city.slug}>
                  <Link to={`/states/${state.slug}/${city.slug}`}>{city.name}</Link>
                </li>
              ))}
            </Cities>
          )}
        </section>
      ))}
    </States>
  );
}

function ListingList({ listings }: { listings: GuideIndex['listings'] }) {
  return (
    <Listings>
      {listings.map((listing) => (
        <li key={listing.slug}>
          <Link to={`/p/${listing.slug}`}>{listing.name}</Link>
          <Place>
            {listing.city}, {listing.stateCode}
          </Place>
        </li>
      ))}
    </Listings>
  );
}

/** Every page of the site, then every state, city and guide listing while guides are on. */
export function SitemapPage() {
  const site = useSiteRoutes();
  const guides = hasGuides(site);
  const index = useGuideIndex(guides.states || guides.listings);
  const sections = [
    { id: 'pages', title: 'Pages' },
    ...(guides.states ? [{ id: 'states', title: 'States and cities' }] : []),
    ...(guides.listings ? [{ id: 'listings', title: 'Guide listings' }] : []),
  ];
  return (
    <ContentPage heading="Site Map" wide>
      {sections.length > 1 && (
        <Jump aria-label="Site map sections">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </Jump>
      )}
      <h2 id="pages">Pages</h2>
      <Groups>
        {pageGroups(site).map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3>{group.title}</h3>
            <Links>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </Links>
          </section>
        ))}
      </Groups>
      {sections.length > 1 && index.isPending && (
        <p role="status">Loading the states, cities and listings…</p>
      )}
      {index.isError && (
        <p>
          The states, cities and listings could not be loaded.{' '}
          <Button $variant="secondary" type="button" onClick={() => void index.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {guides.states && index.data && (
        <>
          <h2 id="states">States and cities</h2>
          <StateList states={index.data.states} />
        </>
      )}
      {guides.listings && index.data && index.data.listings.length > 0 && (
        <>
          <h2 id="listings">Guide listings</h2>
          <p>Fictional sample places that show what a guide listing holds.</p>
          <ListingList listings={index.data.listings} />
        </>
      )}
    </ContentPage>
  );
}
