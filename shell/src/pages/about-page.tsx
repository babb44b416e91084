import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { resolveRoute } from '@pizza-atlas/platform';
import { color, radius, space } from '@pizza-atlas/ui';
import { useHasSampleCatalog } from '../api/get-site-sources';
import { useSiteRoutes } from '../site-routes';
import {
  LAB_EXPERIMENTS,
  SITE_FEATURES,
  STATUS_LABELS,
  type AboutFeature,
  type FeatureStatus,
} from './about-features';
import { ContentPage } from './content-page';
import { DataCredits } from './data-credits';

const Features = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space(4)};
  li {
    margin: 0;
  }
  p {
    margin: ${space(1)} 0 0;
  }
`;

const FeatureName = styled.span`
  font-weight: 700;
  margin-right: ${space(2)};
`;

const Status = styled.span<{ $status: FeatureStatus }>`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  padding: 1px ${space(2)};
  border-radius: ${radius.pill};
  border: 1px ${(p) => (p.$status === 'available' ? 'solid' : 'dashed')}
    ${(p) => (p.$status === 'available' ? color.accent : color.border)};
  color: ${(p) => (p.$status === 'available' ? color.text : color.textMuted)};
  background: ${(p) => (p.$status === 'available' ? 'transparent' : color.surfaceMuted)};
  white-space: nowrap;
`;

function FeatureList({ features }: { features: readonly AboutFeature[] }) {
  const site = useSiteRoutes();
  // Loaded on the server before the page renders (src/routes.ts), as the footer's is.
  const hasSample = useHasSampleCatalog();
  const onSite = features.filter((feature) => feature.isOn(site));
  if (onSite.length === 0) return <p>None is switched on right now.</p>;
  return (
    <Features>
      {onSite.map((feature) => (
        <li key={feature.name}>
          <FeatureName>
            {feature.link ? <Link to={feature.link}>{feature.name}</Link> : feature.name}
          </FeatureName>
          <Status $status={feature.status}>{STATUS_LABELS[feature.status]}</Status>
          <p>
            {feature.text}
            {hasSample !== false && feature.whileSample && ` ${feature.whileSample}`}
          </p>
        </li>
      ))}
    </Features>
  );
}

export function AboutPage() {
  const site = useSiteRoutes();
  const hasContact = resolveRoute(site, '/contact').kind !== 'not-found';
  return (
    <ContentPage heading="About Pizza Atlas">
      <p>
        Pizza Atlas is a public directory of pizza places across the United States. Search by city,
        state or ZIP code, read and write reviews, and tell us about places we are missing. None of
        it needs an account.
      </p>
      <h2>What works today</h2>
      <p>
        Each feature says whether it is available, a demo with made-up data, or still in progress.
      </p>
      <FeatureList features={SITE_FEATURES} />
      <h3>Labs</h3>
      <p>Experiments that our staff switch on and off.</p>
      <FeatureList features={LAB_EXPERIMENTS} />
      <p>
        Pizza Atlas has no voice search, no recognition of food in photos and no real-time tracking.
      </p>
      <h2>Where the data comes from</h2>
      <DataCredits />
      {hasContact && (
        <>
          <h2>Get in touch</h2>
          <p>
            Questions, corrections or partnership ideas: use the{' '}
            <Link to="/contact">contact page</Link>.
          </p>
        </>
      )}
    </ContentPage>
  );
}
