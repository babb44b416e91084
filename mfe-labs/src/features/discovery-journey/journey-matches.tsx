import { restaurantPath } from '@pizza-atlas/platform';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { describeOpenStatus, photoSizesOf, type ListedRestaurant } from '@pizza-atlas/contracts';
import {
  Grid,
  MediaCard,
  PlaceFacts,
  RestaurantImage,
  SampleLabel,
  buttonStyles,
  color,
  space,
  type ButtonVariant,
} from '@pizza-atlas/ui';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  flex: 1;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const MatchLabel = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${color.primary};
`;

const DetailsLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  margin-top: auto;
`;

const Credit = styled.p`
  margin: ${space(4)} 0 0;
  font-size: 0.85rem;
  color: ${color.textMuted};
`;

/** Where the matched places come from: one credit per source. */
function sourcesOf(matches: ListedRestaurant[]) {
  const sources = new Map(
    matches.map(({ attribution }) => [`${attribution.provider}:${attribution.name}`, attribution]),
  );
  return [...sources.entries()];
}

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The journey's matches: today's featured places, numbered, each opening its page. */
export function JourneyMatches({ matches }: { matches: ListedRestaurant[] }) {
  return (
    <>
      <Grid $min="240px">
        {matches.map((restaurant, index) => (
          <MediaCard key={`${restaurant.provider}:${restaurant.id}`} data-testid="journey-match">
            <RestaurantImage
              src={restaurant.image_url}
              sizes={photoSizesOf(restaurant, restaurant.image_url)}
              name={restaurant.name}
              ratio="16 / 10"
            />
            <Body>
              <MatchLabel>Match #{index + 1}</MatchLabel>
              <h3>{restaurant.name}</h3>
              <PlaceFacts
                rating={restaurant.rating}
                reviewCount={restaurant.review_count}
                open={describeOpenStatus(restaurant.open_status)}
              />
              <p>
                {[restaurant.location.address1, restaurant.location.city]
                  .filter(Boolean)
                  .join(', ')}
              </p>
              {restaurant.attribution.is_sample && (
                <span>
                  <SampleLabel />
                </span>
              )}
              <DetailsLink to={restaurantPath(restaurant)} $variant="secondary">
                View Details<Hidden> of {restaurant.name}</Hidden>
              </DetailsLink>
            </Body>
          </MediaCard>
        ))}
      </Grid>
      <Credit>
        Listings from{' '}
        {sourcesOf(matches).map(([key, source], index) => (
          <span key={key}>
            {index > 0 && ', '}
            {source.url ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
            ) : (
              source.name
            )}
            {source.license && ` (${source.license})`}
          </span>
        ))}
        .
      </Credit>
    </>
  );
}
