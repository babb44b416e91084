import { forwardRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { describeOpenStatus } from '@pizza-atlas/contracts';
import { color, PlaceFacts, radius, space } from '@pizza-atlas/ui';
import type { OpenedFrom } from '../restaurants/restaurant-path';
import type { MapPlace } from './map-places';

// Placed by the map's bottom dock (results-map.tsx), above the note when it shows.
const Card = styled.div`
  position: relative;
  width: min(300px, 100%);
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)} ${space(10)} ${space(3)} ${space(3)};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
  a {
    font-weight: 700;
    font-size: 1rem;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${space(1)};
  right: ${space(1)};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${color.focus};
  }
`;

/** The small card a chosen marker opens on the map: name (a link), rating, open state. */
export const MapPlaceCard = forwardRef<
  HTMLAnchorElement,
  { place: MapPlace; onClose: () => void; onOpen?: () => void }
>(function MapPlaceCard({ place, onClose, onOpen }, linkRef) {
  const location = useLocation();
  return (
    <Card role="group" aria-label={`${place.name} on the map`} data-testid="map-place-card">
      <Link
        ref={linkRef}
        to={place.path}
        state={{ openedFrom: `${location.pathname}${location.search}` } satisfies OpenedFrom}
        onClick={onOpen}
      >
        {place.name}
      </Link>
      <PlaceFacts
        rating={place.rating}
        reviewCount={place.reviewCount}
        open={describeOpenStatus(place.openStatus)}
      />
      <Close type="button" aria-label={`Close ${place.name}`} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </Close>
    </Card>
  );
});
