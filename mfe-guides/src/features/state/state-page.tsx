import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type GuideCity, type StateGuide } from '@pizza-atlas/contracts';
import { useRouteParams, useSiteOrigin } from '@pizza-atlas/platform';
import {
  breakpoint,
  Card,
  color,
  Lead,
  PageTitle,
  radius,
  space,
  stretchedLink,
  formatCount,
} from '@pizza-atlas/ui';
import { useStateGuide } from '../guides/api';
import { Breadcrumbs } from '../guides/breadcrumbs';
import { GuideView } from '../guides/guide-view';
import { STATE_NOT_FOUND } from '../guides/not-found-text';
import { guideTrail, stateHead } from '../guides/heads';
import { PopulationCredit } from '../guides/population-credit';
import { cityPath, statePath } from '../guides/paths';
import { listedCounts } from '../guides/listed-counts';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0 0 ${space(8)};
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
  div {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space(4)};
  }
  dt {
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${space(1)} 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

const Section = styled.section`
  margin-top: ${space(10)};
  h2 {
    font-size: 1.35rem;
    margin: 0 0 ${space(4)};
  }
`;

const CityGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const CityCard = styled(Card)`
  position: relative;
  padding: ${space(4)};
  height: 100%;
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  a {
    ${stretchedLink}
    font-weight: 700;
    font-size: 1.1rem;
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
`;

const AllCities = styled.ul`
  columns: 3 200px;
  column-gap: ${space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space(1)} 0;
    break-inside: avoid;
  }
  span {
    color: ${color.textMuted};
    font-size: 0.85rem;
  }
`;

const Prose = styled.div`
  max-width: 72ch;
  p {
    line-height: 1.6;
  }
`;

function CityFacts({ city }: { city: GuideCity }) {
  return (
    <p>
      {city.population > 0 ? `Population ${formatCount(city.population)}` : 'Population not known'}
      {' · '}
      {listedCounts(city.placeCount, city.listingCount) || 'No places yet'}
    </p>
  );
}

export function StateGuideView({ guide }: { guide: StateGuide }) {
  const { state, cities, popularCities } = guide;
  return (
    <>
      <Breadcrumbs trail={guideTrail(state)} />
      <PageTitle>{`${state.name} Pizza Guide`}</PageTitle>
      <Lead>Where to find pizza in {state.name}, city by city.</Lead>
      {/* A state with no city in the guide yet has no figures worth a box: its list says so. */}
      {cities.length > 0 && (
        <Stats>
          <div>
            <dt>Cities in this guide</dt>
            <dd>{formatCount(cities.length)}</dd>
          </div>
          {popularCities.length > 0 && (
            <div>
              <dt>
                Population of the top{' '}
                {popularCities.length === 1 ? 'city' : `${popularCities.length} cities`}
              </dt>
              <dd>{formatCount(guide.topCitiesPopulation)}</dd>
            </div>
          )}
          <div>
            <dt>Pizza places listed</dt>
            <dd>{formatCount(guide.placeCount)}</dd>
          </div>
        </Stats>
      )}

      {popularCities.length > 0 && (
        <Section aria-labelledby="popular-cities">
          <h2 id="popular-cities">Popular cities</h2>
          <CityGrid>
            {popularCities.map((city) => (
              <li key={city.slug}>
                <CityCard>
                  <Link to={cityPath(state, city)}>{city.name}</Link>
                  <CityFacts city={city} />
                </CityCard>
              </li>
            ))}
          </CityGrid>
        </Section>
      )}

      <Section aria-labelledby="all-cities">
        <h2 id="all-cities">All cities in {state.name}</h2>
        {cities.length > 0 ? (
          <AllCities>
            {cities.map((city) => (
              <li key={city.slug}>
                <Link to={cityPath(state, city)}>{city.name}</Link>{' '}
                <span>({listedCounts(city.placeCount, city.listingCount) || '0 places'})</span>
              </li>
            ))}
          </AllCities>
        ) : (
          <p>
            No cities in {state.name} have pizza places listed yet.{' '}
            <Link to="/submit">Suggest a Pizza Place</Link>
          </p>
        )}
      </Section>

      <PopulationCredit />

      <Section aria-labelledby="about-state">
        <h2 id="about-state">Pizza in {state.name}</h2>
        <Prose>
          {guide.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to={`/directory?location=${encodeURIComponent(state.name)}`}>
              Search pizza places in {state.name}
            </Link>
          </p>
        </Prose>
      </Section>
    </>
  );
}

/** /states/:state */
export function StatePage() {
  const { state = '' } = useRouteParams();
  const origin = useSiteOrigin();
  const query = useStateGuide(state);
  return (
    <GuideView
      query={query}
      notFound={STATE_NOT_FOUND}
      canonicalPath={(guide) => statePath(guide.state)}
      head={(guide) => stateHead(guide, origin)}
      loadingHead={{
        title: 'State Pizza Guide',
        description: 'Pizza cities and places in this state.',
      }}
    >
      {(guide) => <StateGuideView guide={guide} />}
    </GuideView>
  );
}
