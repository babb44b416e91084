import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CityPlace } from '@pizza-atlas/contracts';
import { saveSearchContext } from '@pizza-atlas/platform';
import {
  color,
  countOf,
  formatRating,
  hasReviews,
  NoReviewsYet,
  radius,
  REVIEWS,
  SampleLabel,
  space,
  StarRating,
  stretchedLink,
} from '@pizza-atlas/ui';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const Item = styled.li`
  position: relative;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  padding: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  a {
    ${stretchedLink}
    font-weight: 700;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
`;

const Rating = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: 0.9rem;
  color: ${color.textMuted};
`;

/**
 * The catalog's places in a city, best rated first, each opening its restaurant page; a
 * place nobody has reviewed says 'No reviews yet' instead of stars and a 0.0 score.
 */
export function PlaceList({ places, location }: { places: CityPlace[]; location: string }) {
  return (
    <List>
      {places.map((place) => (
        <Item key={place.id}>
          <Link
            to={`/restaurant/${place.id}`}
            // The restaurant page's Back button returns to this city guide.
            onClick={() => saveSearchContext({ source: 'city', location })}
          >
            {place.name}
          </Link>
          <Rating>
            {hasReviews(place.reviewCount) ? (
              <>
                <StarRating rating={place.rating} />
                <span>
                  {formatRating(place.rating)} · {countOf(place.reviewCount, REVIEWS)}
                  {place.price && ` · ${place.price}`}
                </span>
              </>
            ) : (
              <>
                <NoReviewsYet />
                {place.price && <span>· {place.price}</span>}
              </>
            )}
          </Rating>
          {place.address && <p>{place.address}</p>}
          {place.categories.length > 0 && <p>{place.categories.join(' • ')}</p>}
          {place.isSample && <SampleLabel style={{ alignSelf: 'flex-start' }} />}
        </Item>
      ))}
    </List>
  );
}
