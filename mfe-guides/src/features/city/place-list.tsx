import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  DAY_NAMES,
  asListedText,
  hoursNoteText,
  formatDayHours,
  isUnknownAllDay,
  type CityPlace,
} from '@pizza-atlas/contracts';
import { saveSearchContext } from '@pizza-atlas/platform';
import {
  color,
  countOf,
  formatRating,
  hasReviews,
  NoReviewsYet,
  radius,
  RestaurantImage,
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
  > a {
    ${stretchedLink}
    font-weight: 700;
  }
  /* Phone and website stay their own links above the card's. */
  p a {
    position: relative;
    z-index: 1;
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

const Details = styled.span`
  margin-top: auto;
  padding-top: ${space(1)};
  font-weight: 600;
  color: ${color.primary};
`;

/**
 * A place card's hours lines: today's where the place is ('Today (Friday): 11 AM – 11 PM'),
 * with the source's text when the hours rule could not read it, leaves today unknown all
 * day (only the text then) or had to correct it ('As listed: Mon-Fri 11-9'); with no hours
 * at all, what the restaurant page says: 'Hours not listed.'
 */
export function placeTodayHours({
  today,
  hoursText,
  hoursNote,
}: Pick<CityPlace, 'today' | 'hoursText' | 'hoursNote'>) {
  const asListed = hoursText ? `As listed: ${asListedText(hoursText)}` : null;
  // A fallback rule's comment, once under the hours (decision 0092).
  const note = hoursNoteText(hoursNote);
  const intervals = today.intervals;
  if (!intervals || isUnknownAllDay(intervals)) return [asListed ?? 'Hours not listed.'];
  const line = `Today (${DAY_NAMES[today.weekday]}): ${formatDayHours(intervals)}`;
  return [line, asListed, note].filter((text): text is string => text !== null);
}

/**
 * The catalog's places in a city, as the API orders them (reviewed first, best rated, then
 * nearest the centre), each opening its restaurant page: the spec's city card (photo when
 * there is one, name, address, phone, hours, website, style tags). A place nobody has
 * reviewed says 'No reviews yet' instead of stars and a 0.0 score.
 */
export function PlaceList({ places, location }: { places: CityPlace[]; location: string }) {
  return (
    <List>
      {places.map((place) => (
        <Item key={place.id}>
          {place.imageUrl && (
            <RestaurantImage src={place.imageUrl} name={place.name} ratio="16 / 9" />
          )}
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
          {place.phone && (
            <p>
              <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
            </p>
          )}
          {placeTodayHours(place).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {place.today.holiday && <p>Today is {place.today.holiday} (a public holiday).</p>}
          {place.website && (
            <p>
              <a
                href={place.website}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Website: ${place.name}`}
              >
                Website
              </a>
            </p>
          )}
          {place.categories.length > 0 && <p>{place.categories.join(' • ')}</p>}
          {place.isSample && <SampleLabel style={{ alignSelf: 'flex-start' }} />}
          <Details aria-hidden="true">View Details</Details>
        </Item>
      ))}
    </List>
  );
}
