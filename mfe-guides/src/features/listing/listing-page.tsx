import styled from 'styled-components';
import type { ListingGuide } from '@pizza-atlas/contracts';
import { useRouteParams, useSiteOrigin } from '@pizza-atlas/platform';
import {
  breakpoint,
  buttonStyles,
  Card,
  color,
  countNoun,
  formatRating,
  Notice,
  PageTitle,
  radius,
  RestaurantImage,
  REVIEWS,
  SampleLabel,
  space,
  StarRating,
  formatCount,
} from '@pizza-atlas/ui';
import { Tags } from '../city/listing-card';
import { useListingGuide } from '../guides/api';
import { Breadcrumbs } from '../guides/breadcrumbs';
import { GuideView } from '../guides/guide-view';
import { LISTING_NOT_FOUND } from '../guides/not-found-text';
import { listingHoursLines } from '../guides/hours';
import { directionsUrl, guideTrail, listingHead } from '../guides/heads';
import { listingPath } from '../guides/paths';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space(6)};
  align-items: start;
  @media (max-width: ${breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Photo = styled(RestaurantImage)`
  border-radius: ${radius.lg};
`;

const Facts = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  h2 {
    font-size: 1.1rem;
    margin: 0;
  }
  address {
    font-style: normal;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(1)} ${space(4)};
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const ActionLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles};
  text-decoration: none;
`;

const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0 0 ${space(4)};
  color: ${color.textMuted};
`;

const Section = styled.section`
  margin-top: ${space(8)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${space(3)};
  }
  p {
    max-width: 72ch;
    line-height: 1.6;
  }
`;

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  img,
  div {
    border-radius: ${radius.md};
  }
`;

export function ListingGuideView({ guide }: { guide: ListingGuide }) {
  const { listing, state, city } = guide;
  const address = `${listing.street}, ${listing.city}, ${listing.stateCode} ${listing.zip}`;
  const gallery = listing.photos.slice(1);
  return (
    <>
      <Breadcrumbs trail={guideTrail(state, city, listing)} />
      <Notice style={{ marginBottom: space(5) }}>
        <SampleLabel /> This place, its phone number and its website are fictional: a sample that
        shows what a guide listing holds.
      </Notice>
      <PageTitle>{listing.name}</PageTitle>
      <Rating>
        <StarRating rating={listing.rating} />
        <span>
          {formatRating(listing.rating)} · {formatCount(listing.reviewCount)} sample{' '}
          {countNoun(listing.reviewCount, REVIEWS)}
        </span>
      </Rating>
      <Layout>
        <div>
          <Photo src={listing.photos[0]} name={listing.name} ratio="16 / 10" priority />
          <Section aria-labelledby="about-listing">
            <h2 id="about-listing">About {listing.name}</h2>
            <p>{listing.description}</p>
            <h3>Styles</h3>
            <Tags aria-label="Styles">
              {listing.styles.map((style) => (
                <li key={style}>{style}</li>
              ))}
            </Tags>
            {listing.dietTags.length > 0 && (
              <>
                <h3>Dietary options</h3>
                <Tags aria-label="Dietary options">
                  {listing.dietTags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </Tags>
              </>
            )}
          </Section>
        </div>
        <Facts as="aside" aria-label="Location and contact">
          <h2>Location and contact</h2>
          <address>{address}</address>
          <p style={{ margin: 0 }}>
            <a href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`}>{listing.phone}</a>
          </p>
          <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <a href={listing.website} target="_blank" rel="noopener noreferrer">
              {new URL(listing.website).hostname}
            </a>
          </p>
          <Actions>
            <ActionLink href={directionsUrl(listing)} target="_blank" rel="noopener noreferrer">
              Get Directions
            </ActionLink>
            <ActionLink
              href={listing.website}
              target="_blank"
              rel="noopener noreferrer"
              $variant="secondary"
            >
              Visit Website
            </ActionLink>
          </Actions>
          <h2>Hours</h2>
          <dl>
            {listingHoursLines(listing).map(({ day, text }) => (
              <div key={day} style={{ display: 'contents' }}>
                <dt>{day}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </Facts>
      </Layout>
      {gallery.length > 0 && (
        <Section aria-labelledby="listing-photos">
          <h2 id="listing-photos">Photos</h2>
          <Gallery>
            {gallery.map((photo, index) => (
              <li key={photo}>
                <RestaurantImage
                  src={photo}
                  name={`${listing.name} (${index + 2})`}
                  ratio="4 / 3"
                />
              </li>
            ))}
          </Gallery>
        </Section>
      )}
    </>
  );
}

/** /p/:listing */
export function ListingPage() {
  const { listing = '' } = useRouteParams();
  const origin = useSiteOrigin();
  const query = useListingGuide(listing);
  return (
    <GuideView
      query={query}
      notFound={LISTING_NOT_FOUND}
      canonicalPath={(guide) => listingPath(guide.listing)}
      head={(guide) => listingHead(guide, origin)}
      loadingHead={{ title: 'Pizza Place', description: 'A pizza place from our guides.' }}
    >
      {(guide) => <ListingGuideView guide={guide} />}
    </GuideView>
  );
}
