import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageFrame, breakpoint, buttonStyles, color, radius, space } from '@pizza-atlas/ui';
import { AD_PACKAGES, LAUNCH_DISCOUNT, type AdPackage } from './packages';

const Stack = styled.div`
  display: grid;
  gap: ${space(8)};
`;

const Special = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)} ${space(4)};
  padding: ${space(4)} ${space(5)};
  border-radius: ${radius.lg};
  border: 2px solid ${color.primary};
  background: ${color.surfaceMuted};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    flex: 1 1 260px;
  }
`;

const Badge = styled.span`
  display: inline-block;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.primaryText};
`;

const Packages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(3, 1fr);
  @media (max-width: ${breakpoint.lg}) {
    grid-template-columns: 1fr;
  }
`;

/** The five parts of a package, on rows shared by the three cards (subgrid), so they line up. */
const PACKAGE_ROWS = 5;

const PackageItemBox = styled.li`
  display: grid;
  grid-row: span ${PACKAGE_ROWS};
  grid-template-rows: subgrid;
  row-gap: 0;
`;

const PackageCard = styled(Card)<{ $featured?: boolean }>`
  display: grid;
  grid-row: span ${PACKAGE_ROWS};
  grid-template-rows: subgrid;
  row-gap: ${space(3)};
  border-width: ${(p) => (p.$featured ? '2px' : '1px')};
  border-color: ${(p) => (p.$featured ? color.primary : color.border)};
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${space(5)};
    display: grid;
    gap: ${space(1)};
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-content: start;
  gap: ${space(2)} ${space(3)};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(2)};
  strong {
    font-size: 2rem;
    color: ${color.primary};
  }
  s {
    color: ${color.textMuted};
  }
`;

const Muted = styled.p`
  color: ${color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonStyles}
`;

function PackageItem({ item }: { item: AdPackage }) {
  const headingId = `package-${item.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <PackageItemBox>
      <PackageCard as="article" aria-labelledby={headingId} $featured={item.featured}>
        <Title>
          <h3 id={headingId}>{item.name}</h3>
          {item.featured && <Badge>Most popular</Badge>}
        </Title>
        <Price>
          <strong>${item.price}/month</strong>
          <s>
            <span className="visually-hidden">Regular price </span>${item.regularPrice}
          </s>
          <Badge>{LAUNCH_DISCOUNT}</Badge>
        </Price>
        <Muted>{item.summary}</Muted>
        <ul aria-label={`${item.name} includes`}>
          {item.includes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <ActionLink
          to={`/advertise/signup?package=${item.id}`}
          $variant={item.featured ? undefined : 'secondary'}
          aria-label={`Choose ${item.name}`}
        >
          Choose {item.name}
        </ActionLink>
      </PackageCard>
    </PackageItemBox>
  );
}

/** /advertise: the advertising packages at launch prices. Display only: nothing is paid here. */
export function AdvertisePage() {
  return (
    <PageFrame
      owner="partners"
      heading="Advertise with Pizza Atlas"
      lead="Put your pizza place in front of people looking for their next slice. Join now as a founding partner and keep launch pricing."
      head={{
        title: 'Advertise with Pizza Atlas',
        description: 'Advertising packages for pizza restaurant owners.',
      }}
    >
      <Stack>
        <Special aria-labelledby="launch-special">
          <Badge>Limited time</Badge>
          <h2 id="launch-special">Launch special: {LAUNCH_DISCOUNT}</h2>
          <p>
            Founding partners get 75% off every package while we launch. Sign up during the launch
            phase to become a founding partner.
          </p>
        </Special>
        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading">Advertising packages</h2>
          <Packages>
            {AD_PACKAGES.map((item) => (
              <PackageItem key={item.name} item={item} />
            ))}
          </Packages>
        </section>
        <section aria-labelledby="get-started">
          <h2 id="get-started">Get started</h2>
          <Muted>
            Prices are shown for information: nothing is charged on this page. Create an advertiser
            account to choose a package, or talk to us about a partnership.
          </Muted>
          <Actions style={{ marginTop: space(4) }}>
            <ActionLink to="/advertise/signup">Become a Founding Partner</ActionLink>
            <ActionLink to="/contact?type=partnership" $variant="secondary">
              Contact Us About Partnerships
            </ActionLink>
            <ActionLink to="/advertiser/login" $variant="ghost">
              Advertiser Sign In
            </ActionLink>
          </Actions>
        </section>
      </Stack>
    </PageFrame>
  );
}
