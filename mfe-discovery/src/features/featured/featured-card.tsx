import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { describeOpenStatus, photoSizesOf, type ListedRestaurant } from '@pizza-atlas/contracts';
import { saveSearchContext, type SearchContext } from '@pizza-atlas/platform';
import {
  color,
  MediaCard,
  PlaceFacts,
  radius,
  RestaurantImage,
  space,
  stretchedLink,
} from '@pizza-atlas/ui';
import { CardCredit } from '../restaurants/card-credit';
import { restaurantPath } from '../restaurants/restaurant-path';

const Item = MediaCard;

const Price = styled.span`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-weight: 700;
  font-size: 0.85rem;
`;

const Body = styled.div`
  display: grid;
  gap: ${space(1)};
  padding: ${space(4)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  a {
    ${stretchedLink}
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

const HOME = { source: 'home' } as const;

/**
 * A home-page card: opening it first records where the visitor came from, home unless
 * `cameFrom` says otherwise (a removed place's page offers its city's results).
 */
export function FeaturedCard({
  restaurant,
  eagerPhoto = false,
  priorityPhoto = false,
  cameFrom = HOME,
  withStreet = false,
}: {
  restaurant: ListedRestaurant;
  /** The street before the city (the home card gives the city, as the spec's does). */
  withStreet?: boolean;
  /** Where the place's Back button returns (saveSearchContext). */
  cameFrom?: Omit<SearchContext, 'timestamp'>;
  /** On screen as the page opens (on a phone, the first card only). */
  eagerPhoto?: boolean;
  /** Likely the page's largest paint: fetched first. */
  priorityPhoto?: boolean;
}) {
  const categories = restaurant.categories
    .slice(0, 2)
    .map((category) => category.title)
    .join(' • ');
  return (
    <Item as="article">
      <RestaurantImage
        src={restaurant.image_url}
        sizes={photoSizesOf(restaurant, restaurant.image_url)}
        name={restaurant.name}
        ratio="16 / 10"
        eager={eagerPhoto}
        priority={priorityPhoto}
      />
      {restaurant.price && (
        <Price>
          <span className="visually-hidden">Price </span>
          {restaurant.price}
        </Price>
      )}
      <Body>
        <h3>
          <Link to={restaurantPath(restaurant)} onClick={() => saveSearchContext(cameFrom)}>
            {restaurant.name}
          </Link>
        </h3>
        {categories && <Muted>{categories}</Muted>}
        <PlaceFacts
          rating={restaurant.rating}
          reviewCount={restaurant.review_count}
          open={describeOpenStatus(restaurant.open_status)}
          stars="floor"
        />
        <Muted>
          {withStreet && restaurant.location.address1 && `${restaurant.location.address1}, `}
          {restaurant.location.city}, {restaurant.location.state}
        </Muted>
        <span>
          <CardCredit restaurant={restaurant} />
        </span>
      </Body>
    </Item>
  );
}
