import styled from 'styled-components';
import { mapPlaces } from '../map/map-places';
import { ResultsMap } from '../map/results-map';
import type { Restaurant } from '@pizza-atlas/contracts';
import { buttonStyles, color, space } from '@pizza-atlas/ui';
import { deliveryLinks, mapLinks } from './map-links';
import { SectionCard } from '../restaurants/section-card';
import { transactionLabel } from '../restaurants/services';

export const ExternalLink = styled.a.attrs({ target: '_blank', rel: 'noopener noreferrer' })<{
  $variant?: 'primary' | 'secondary';
}>`
  ${buttonStyles}
`;

const Links = styled.div`
  display: grid;
  gap: ${space(2)};
`;

const Note = styled.p`
  margin: ${space(3)} 0 0;
  font-size: 0.85rem;
  color: ${color.textMuted};
`;

const NewTab = () => <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * The address, and directions by coordinates in Google Maps or Apple Maps. The small map
 * only when the site has map tiles (`withMap`, known from the server render on): without
 * them it would be one pin on a plain background, which says nothing the address does
 * not, so there is no box at all (decision 0088).
 */
export function DirectionsCard({
  restaurant,
  withMap,
}: {
  restaurant: Restaurant;
  withMap: boolean;
}) {
  const links = mapLinks(restaurant);
  return (
    <SectionCard title="Location & Directions">
      <p style={{ marginTop: 0 }}>{restaurant.location.display_address.join(', ')}</p>
      {links.byAddress && <p>The place’s point is approximate: directions go to the address.</p>}
      {withMap && (
        <div style={{ height: 200, marginBottom: 16 }}>
          <ResultsMap
            places={mapPlaces([restaurant])}
            label={`Map of ${restaurant.name}`}
            height="200px"
            interactive={false}
          />
        </div>
      )}
      <Links>
        <ExternalLink href={links.google} $variant="primary">
          Directions in Google Maps
          <NewTab />
        </ExternalLink>
        <ExternalLink href={links.apple} $variant="secondary">
          Directions in Apple Maps
          <NewTab />
        </ExternalLink>
      </Links>
    </SectionCard>
  );
}

/**
 * What the place says it offers, and how the delivery links below stand to it: they are
 * its ordering only when it delivers. A place that lists takeout and no delivery (an
 * OpenStreetMap `takeaway=only` or `takeaway=yes` without `delivery`) is not told to be
 * ordered through a delivery service; the links are offered as a search, nothing more.
 */
export function orderingSentence(restaurant: Pick<Restaurant, 'name' | 'transactions'>): string {
  const delivers = restaurant.transactions.includes('delivery');
  const takeout = restaurant.transactions.includes('pickup');
  if (delivers) {
    const offers = takeout ? (['delivery', 'pickup'] as const) : (['delivery'] as const);
    const words = offers.map((offer) => transactionLabel(offer).toLowerCase()).join(' and ');
    return `${restaurant.name} offers ${words}. Order through a delivery service:`;
  }
  if (takeout) {
    return `${restaurant.name} offers takeout; its listing names no delivery. A delivery service may still list it:`;
  }
  return 'Look for this place on a delivery service:';
}

/** Ordering through delivery services, searched by the place's name. */
export function DeliveryCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <SectionCard title="Delivery & Takeout">
      <p style={{ marginTop: 0 }}>{orderingSentence(restaurant)}</p>
      <Links>
        {deliveryLinks(restaurant).map((service) => (
          <ExternalLink key={service.name} href={service.href} $variant="secondary">
            {service.name}
            <NewTab />
          </ExternalLink>
        ))}
      </Links>
      <Note>
        {restaurant.attribution.is_sample
          ? 'This is a sample place, so the services will not list it.'
          : 'Partner links may earn Pizza Atlas a referral fee.'}
      </Note>
    </SectionCard>
  );
}
