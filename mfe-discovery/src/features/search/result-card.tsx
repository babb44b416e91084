import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { describeOpenStatus, photoSizesOf, type ListedRestaurant } from '@pizza-atlas/contracts';
import {
  Button,
  CardLine,
  color,
  MediaCard,
  PlaceFacts,
  RestaurantImage,
  space,
  stretchedLink,
} from '@pizza-atlas/ui';
import { CardCredit } from '../restaurants/card-credit';
import { formatDistance } from '../restaurants/format-distance';
import { placeKey } from '../map/map-places';
import { Pill } from '../restaurants/pill';
import { restaurantPath, type OpenedFrom } from '../restaurants/restaurant-path';
import { listServices } from '../restaurants/services';

/** Spec section 9: 2 categories and 3 services per card ('Popular' is the answer's, decision 0049). */
const CARD_CATEGORIES = 2;
const CARD_SERVICES = 3;

const Item = styled(MediaCard)`
  /* Its marker on the map is hovered or focused, or its card is open on the map. */
  &[data-highlighted] {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  right: ${space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${space(2)};
  padding: ${space(4)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  /* The whole card opens the restaurant; the Quick view button sits above this layer. */
  h3 a {
    ${stretchedLink}
  }
`;

const Footer = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: 0 ${space(4)} ${space(4)};
`;

export function ResultCard({
  restaurant,
  onOpen,
  onQuickView,
  eagerPhoto = false,
  priorityPhoto = false,
  number,
  highlighted = false,
  onHighlight,
}: {
  restaurant: ListedRestaurant;
  /** Called before the restaurant page opens, to remember the search. */
  onOpen?: () => void;
  onQuickView: (restaurant: ListedRestaurant) => void;
  /** Load the photo with the page instead of when it scrolls near. */
  eagerPhoto?: boolean;
  /** The first card's photo: likely the page's largest paint, fetched first. */
  priorityPhoto?: boolean;
  /** Its number on the list and on the map's marker. */
  number?: number;
  /** Its marker on the map is hovered or focused, or its card is open on the map. */
  highlighted?: boolean;
  /** The visitor points at or tabs into the card (null when they leave it). */
  onHighlight?: (key: string | null) => void;
}) {
  const location = useLocation();
  const categories = restaurant.categories.slice(0, CARD_CATEGORIES).map((c) => c.title);
  const services = listServices(restaurant).slice(0, CARD_SERVICES);
  return (
    <Item
      as="article"
      data-testid="result-card"
      data-place={placeKey(restaurant)}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight?.(placeKey(restaurant))}
      onMouseLeave={() => onHighlight?.(null)}
      onFocus={() => onHighlight?.(placeKey(restaurant))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHighlight?.(null);
      }}
    >
      <RestaurantImage
        src={restaurant.image_url}
        sizes={photoSizesOf(restaurant, restaurant.image_url)}
        name={restaurant.name}
        ratio="16 / 10"
        eager={eagerPhoto}
        priority={priorityPhoto}
      />
      <Badges>
        {number !== undefined && (
          <Pill $tone="number" aria-hidden="true" data-testid="card-number">
            {number}
          </Pill>
        )}
        {restaurant.popular && <Pill $tone="popular">Popular</Pill>}
      </Badges>
      <Body>
        <h3>
          <Link
            to={restaurantPath(restaurant)}
            state={{ openedFrom: `${location.pathname}${location.search}` } satisfies OpenedFrom}
            onClick={onOpen}
          >
            {restaurant.name}
          </Link>
        </h3>
        <PlaceFacts
          rating={restaurant.rating}
          reviewCount={restaurant.review_count}
          price={restaurant.price}
          open={describeOpenStatus(restaurant.open_status)}
        />
        {categories.length > 0 && <CardLine>{categories.join(' • ')}</CardLine>}
        {services.length > 0 && (
          <CardLine as="ul" aria-label="Services" style={{ listStyle: 'none', padding: 0 }}>
            {services.map((service) => (
              <li key={service}>
                <Pill>{service}</Pill>
              </li>
            ))}
          </CardLine>
        )}
        <CardLine>
          {restaurant.distance !== undefined && <span>{formatDistance(restaurant.distance)}</span>}
          <span>
            {/* The street tells a chain's branches apart: 38 cards may read "Domino's". */}
            {restaurant.location.address1 && `${restaurant.location.address1}, `}
            {restaurant.location.city}, {restaurant.location.state}
          </span>
          {restaurant.attribution.is_sample && <CardCredit restaurant={restaurant} />}
        </CardLine>
        {!restaurant.attribution.is_sample && <CardCredit restaurant={restaurant} />}
      </Body>
      <Footer>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onQuickView(restaurant)}
          aria-label={`Quick view of ${restaurant.name}`}
        >
          Quick view
        </Button>
      </Footer>
    </Item>
  );
}
