import styled from 'styled-components';
import { photoSizesOf, type Restaurant } from '@pizza-atlas/contracts';
import { breakpoint, Button, radius, RestaurantImage, space } from '@pizza-atlas/ui';
import { HydrateWhenNear } from '@pizza-atlas/ui/near-view';
import { sourceSiteName } from '../restaurants/attribution-note';
import { listServices } from '../restaurants/services';
import { ReviewsSection } from '../reviews/reviews-section';
import { Pill } from '../restaurants/pill';
import { LocationContact } from './location-contact';
import { PassportCheckIn } from './passport-check-in';
import { DeliveryCard, DirectionsCard, ExternalLink } from './restaurant-side-cards';
import { RestaurantHeader } from './restaurant-header';
import { SectionCard } from '../restaurants/section-card';
import { WaitTimeCard } from './wait-time-card';

/**
 * The DOM order is the single-column (phone) order: photo and quick actions, then what a
 * visitor on the way needs (wait times, location and contact, directions, ordering), then
 * services and the long reviews list. Wide screens put the side column on the right, beside
 * both the other groups, so reading and tab order follow the same order everywhere.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'top side'
    'main side';
  gap: ${space(6)};
  align-items: start;
  @media (max-width: ${breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas:
      'top'
      'side'
      'main';
  }
`;

const Column = styled.div<{ $area: 'top' | 'side' | 'main' }>`
  grid-area: ${(p) => p.$area};
  display: grid;
  gap: ${space(6)};
`;

const Photo = styled(RestaurantImage)`
  border-radius: ${radius.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  ul& {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** The owner's description as they wrote it: plain text, its line breaks kept. */
const OwnerWords = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Every section of a found restaurant (spec section 2). */
export function RestaurantDetails({
  restaurant,
  onWriteReview,
  withMap = false,
}: {
  restaurant: Restaurant;
  onWriteReview: () => void;
  /** The site has map tiles: the directions card shows the small map (decision 0088). */
  withMap?: boolean;
}) {
  const services = listServices(restaurant);
  const providerPage = restaurant.url ?? restaurant.attribution.url;
  // Catalog reviews are ours to keep; a provider's listings take reviews on its own site.
  const reviewsHere = restaurant.provider === 'catalog';
  return (
    <>
      <RestaurantHeader restaurant={restaurant} />
      <Layout>
        <Column $area="top">
          <Photo
            src={restaurant.image_url}
            sizes={photoSizesOf(restaurant, restaurant.image_url)}
            shownAt="page"
            name={restaurant.name}
            ratio="16 / 9"
            priority
          />
          <SectionCard title="Quick Actions">
            <Row>
              {providerPage ? (
                <ExternalLink href={providerPage} $variant="secondary">
                  View on {sourceSiteName(restaurant.attribution.name)}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </ExternalLink>
              ) : null}
              {reviewsHere ? (
                <Button type="button" onClick={onWriteReview}>
                  Write a Review
                </Button>
              ) : (
                providerPage && (
                  <ExternalLink href={providerPage} $variant="primary">
                    Write a Review on {sourceSiteName(restaurant.attribution.name)}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </ExternalLink>
                )
              )}
            </Row>
            {!providerPage && restaurant.attribution.is_sample && (
              <p style={{ marginBottom: 0 }}>
                This place is sample data from the Pizza Atlas catalog, so it has no page on a
                listing provider.
              </p>
            )}
            <PassportCheckIn restaurant={restaurant} />
          </SectionCard>
        </Column>
        {/* The later columns are hydrated as the visitor nears them, each on its own: on a
            phone they start below the first screen, so the page answers a tap sooner. */}
        <HydrateWhenNear>
          <Column $area="side">
            <WaitTimeCard
              provider={restaurant.provider}
              id={restaurant.id}
              name={restaurant.name}
            />
            <LocationContact restaurant={restaurant} />
            <DirectionsCard restaurant={restaurant} withMap={withMap} />
            <DeliveryCard restaurant={restaurant} />
            <SectionCard title="Categories">
              <Row as="ul">
                {restaurant.categories.map((category) => (
                  <li key={category.alias}>
                    <Pill>{category.title}</Pill>
                  </li>
                ))}
              </Row>
            </SectionCard>
          </Column>
        </HydrateWhenNear>
        <HydrateWhenNear>
          <Column $area="main">
            {restaurant.description && (
              <SectionCard title="From the Owner">
                <OwnerWords>{restaurant.description}</OwnerWords>
              </SectionCard>
            )}
            <SectionCard title="Available Services">
              {services.length ? (
                <Row as="ul">
                  {services.map((service) => (
                    <li key={service}>
                      <Pill>{service}</Pill>
                    </li>
                  ))}
                </Row>
              ) : (
                <p>No services listed.</p>
              )}
            </SectionCard>
            <ReviewsSection
              provider={restaurant.provider}
              id={restaurant.id}
              isSample={restaurant.attribution.is_sample}
              listingTotal={restaurant.review_count}
              onWrite={onWriteReview}
            />
          </Column>
        </HydrateWhenNear>
      </Layout>
    </>
  );
}
