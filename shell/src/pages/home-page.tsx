import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_WIDGETS, isAvailable, useManifest, usePageHead } from '@pizza-atlas/platform';
import {
  Container,
  breakpoint,
  buttonStyles,
  color,
  space,
  type ButtonVariant,
} from '@pizza-atlas/ui';
import { RemoteModule } from '../remotes/remote-module';

const Hero = styled.section`
  padding: ${space(16)} 0 ${space(12)};
  background: radial-gradient(circle at 20% 0%, ${color.surfaceMuted}, transparent 60%);
  text-align: center;
  h1 {
    font-size: clamp(2rem, 6vw, 3.5rem);
    line-height: 1.1;
    margin: 0 0 ${space(4)};
  }
  p {
    font-size: 1.2rem;
    color: ${color.textMuted};
    margin: 0 auto ${space(8)};
    max-width: 46ch;
  }
  @media (max-width: ${breakpoint.sm}) {
    padding: ${space(10)} 0 ${space(8)};
  }
`;

const Section = styled.section`
  padding: ${space(10)} 0;
`;

const Cta = styled.section`
  text-align: center;
  padding: ${space(12)} 0;
  h2 {
    margin: 0 0 ${space(3)};
  }
  p {
    color: ${color.textMuted};
    margin: 0 0 ${space(6)};
  }
`;

const CtaLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export function HomePage() {
  const manifest = useManifest();
  usePageHead({
    title: 'AI Pizza Finder & AR Menu Scanner',
    description:
      'Find the best pizza near you: search any US city, state or ZIP, read reviews, see wait times, and try AI picks, a pizza personality quiz and an AR menu scanner.',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Pizza Atlas',
      url: window.location.origin,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${window.location.origin}/directory?location={location}`,
        'query-input': 'required name=location',
      },
    },
  });
  const discovery = isAvailable(manifest, HOME_WIDGETS.heroSearch);
  return (
    <>
      <Hero>
        <Container>
          <h1>Find Your Perfect Slice</h1>
          <p>
            Search pizza places in any US city, state or ZIP code, with AI picks and live wait
            times.
          </p>
          {discovery && (
            <RemoteModule remote="discovery" module={HOME_WIDGETS.heroSearch.module} compact />
          )}
        </Container>
      </Hero>
      {discovery && (
        <Section>
          <Container>
            <RemoteModule remote="discovery" module={HOME_WIDGETS.featuredPlaces.module} compact />
          </Container>
        </Section>
      )}
      {isAvailable(manifest, HOME_WIDGETS.labsShowcase) && (
        <Section>
          <Container>
            <RemoteModule remote="labs" module={HOME_WIDGETS.labsShowcase.module} compact />
          </Container>
        </Section>
      )}
      {discovery && (
        <Cta>
          <Container>
            <h2>Know a great pizza place we&apos;re missing?</h2>
            <p>Add it to the directory and help other pizza lovers find it.</p>
            <CtaLink to="/submit">Add a Pizza Place</CtaLink>
          </Container>
        </Cta>
      )}
    </>
  );
}
