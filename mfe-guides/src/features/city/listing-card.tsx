import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CityListing } from '@pizza-atlas/contracts';
import { color, MediaCard, radius, RestaurantImage, SampleLabel, space } from '@pizza-atlas/ui';
import { todayHours } from '../guides/hours';
import { listingPath } from '../guides/paths';

const Body = styled.div`
  padding: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  flex: 1;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
`;

export const Tags = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  li {
    font-size: 0.8rem;
    padding: 2px ${space(2)};
    border-radius: ${radius.pill};
    background: ${color.surfaceMuted};
    color: ${color.text};
  }
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
  align-items: center;
  font-weight: 600;
`;

/** A sample listing on a city page (spec section 2), with today's hours where it is. */
export function ListingCard({
  listing,
  first = false,
}: {
  listing: CityListing;
  /** The first card's photo is on screen as the page opens: likely its largest paint. */
  first?: boolean;
}) {
  return (
    <MediaCard as="article" aria-labelledby={`listing-${listing.slug}`}>
      <RestaurantImage
        src={listing.photos[0]}
        name={listing.name}
        ratio="16 / 9"
        eager={first}
        priority={first}
      />
      <Body>
        <SampleLabel style={{ alignSelf: 'flex-start' }} />
        <h3 id={`listing-${listing.slug}`}>{listing.name}</h3>
        <p>
          {listing.street}, {listing.city}, {listing.stateCode} {listing.zip}
        </p>
        <p>
          <a href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`}>{listing.phone}</a>
        </p>
        <p>{todayHours(listing)}</p>
        {listing.today.holiday && <p>Today is {listing.today.holiday} (a public holiday).</p>}
        <Tags aria-label="Styles">
          {listing.styles.map((style) => (
            <li key={style}>{style}</li>
          ))}
        </Tags>
        <Actions>
          <Link to={listingPath(listing)} aria-label={`View Details: ${listing.name}`}>
            View Details
          </Link>
          <a href={listing.website} target="_blank" rel="noopener noreferrer">
            Website
          </a>
        </Actions>
      </Body>
    </MediaCard>
  );
}
