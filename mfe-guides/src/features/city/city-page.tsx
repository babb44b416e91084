import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type CityGuide, type CityPlace } from '@pizza-atlas/contracts';
import { useRouteParams, useSiteOrigin } from '@pizza-atlas/platform';
import {
  buttonStyles,
  color,
  countOf,
  Grid,
  Lead,
  PageTitle,
  PLACES,
  space,
  formatCount,
  hasReviews,
} from '@pizza-atlas/ui';
import { SourceCredits } from '@pizza-atlas/ui/source-credits';
import { useCityGuide } from '../guides/api';
import { Breadcrumbs } from '../guides/breadcrumbs';
import { GuideView } from '../guides/guide-view';
import { CITY_NOT_FOUND } from '../guides/not-found-text';
import { cityHead, guideTrail } from '../guides/heads';
import { PopulationCredit } from '../guides/population-credit';
import { listedCounts } from '../guides/listed-counts';
import { cityPath } from '../guides/paths';
import { ListingCard } from './listing-card';
import { PlaceList } from './place-list';

/**
 * How the city's list is chosen and ordered, as the API orders it: places with reviews
 * first, best rated, then the rest nearest the city centre. "Best rated" only when every
 * place shown has reviews: one reviewed place does not rank the other 23.
 */
export function placesOrder(places: CityPlace[], placeCount: number): string {
  const reviewed = places.filter((place) => hasReviews(place.reviewCount)).length;
  const partial = places.length < placeCount;
  const [shown, all] = [formatCount(places.length), countOf(placeCount, PLACES)];
  if (reviewed === places.length)
    return partial ? `The ${shown} best rated of ${all}.` : 'Best rated first.';
  if (reviewed === 0)
    return partial
      ? `${shown} of ${all}, nearest the city centre first.`
      : 'Nearest the city centre first.';
  const order = 'those with reviews first, best rated, then the nearest the city centre';
  return partial ? `${shown} of ${all}: ${order}.` : `${order[0]!.toUpperCase()}${order.slice(1)}.`;
}

const Section = styled.section`
  margin-top: ${space(10)};
  h2 {
    font-size: 1.35rem;
    margin: 0 0 ${space(2)};
  }
  > p {
    color: ${color.textMuted};
    margin: 0 0 ${space(4)};
  }
  > p.all-places {
    margin: ${space(4)} 0 0;
    font-weight: 600;
  }
`;

const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles};
  text-decoration: none;
`;

const Empty = styled.section`
  margin-top: ${space(8)};
  padding: ${space(8)} ${space(4)};
  text-align: center;
  border: 1px dashed ${color.border};
  border-radius: 16px;
  h2 {
    margin: 0 0 ${space(2)};
  }
  p {
    color: ${color.textMuted};
    margin: 0 0 ${space(5)};
  }
`;

export function CityGuideView({ guide }: { guide: CityGuide }) {
  const { state, city, listings, places } = guide;
  const directory = `/directory?location=${encodeURIComponent(guide.directoryLocation)}`;
  const empty = listings.length === 0 && places.length === 0;
  return (
    <>
      <Breadcrumbs trail={guideTrail(state, city)} />
      <PageTitle>{`Pizza in ${city.name}, ${state.name}`}</PageTitle>
      <Lead>
        {city.population > 0 && `${city.name} is home to ${formatCount(city.population)} people. `}
        {empty
          ? 'Nobody has added a pizza place here yet.'
          : `${listedCounts(city.placeCount, listings.length, 'pizza places')} listed.`}
      </Lead>

      {empty ? (
        <Empty>
          <h2>No Pizza Places Listed Yet</h2>
          <p>Know a great pizza place in {city.name}? Tell us and we&apos;ll add it.</p>
          <ActionLink to="/submit">Suggest a Pizza Place</ActionLink>
        </Empty>
      ) : (
        <>
          {/* The city's real places first; the spec's sample listings after them. */}
          {places.length > 0 && (
            <Section aria-labelledby="city-places">
              <h2 id="city-places">Pizza places in {city.name}</h2>
              <p>{placesOrder(places, city.placeCount)}</p>
              <PlaceList places={places} location={guide.directoryLocation} />
              {places.length < city.placeCount && (
                <p className="all-places">
                  <Link to={directory}>
                    See all {countOf(city.placeCount, PLACES)} in the directory
                  </Link>
                </p>
              )}
              <SourceCredits credits={guide.sources} />
            </Section>
          )}
          {listings.length > 0 && (
            <Section aria-labelledby="guide-listings">
              <h2 id="guide-listings">Local listings</h2>
              <p>Sample listings: fictional places that show what a guide listing holds.</p>
              <Grid $min="280px">
                {listings.map((listing, index) => (
                  <ListingCard
                    key={listing.slug}
                    listing={listing}
                    first={index === 0 && places.length === 0}
                  />
                ))}
              </Grid>
            </Section>
          )}
          <Section aria-label="More in the directory">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
              <ActionLink to={directory}>Search the directory for {city.name}</ActionLink>
              <ActionLink to="/submit" $variant="secondary">
                Suggest a Pizza Place
              </ActionLink>
            </div>
          </Section>
        </>
      )}
      {city.population > 0 && <PopulationCredit />}
    </>
  );
}

/** /states/:state/:city */
export function CityPage() {
  const { state = '', city = '' } = useRouteParams();
  const origin = useSiteOrigin();
  const query = useCityGuide(state, city);
  return (
    <GuideView
      query={query}
      notFound={CITY_NOT_FOUND}
      canonicalPath={(guide) => cityPath(guide.state, guide.city)}
      head={(guide) => cityHead(guide, origin)}
      loadingHead={{ title: 'City Pizza Guide', description: 'Pizza places in this city.' }}
    >
      {(guide) => <CityGuideView guide={guide} />}
    </GuideView>
  );
}
