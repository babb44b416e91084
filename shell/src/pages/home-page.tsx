import styled from 'styled-components';
import type { HomeSlot } from '@pizza-atlas/contracts';
import { usePageHead, useSiteOrigin, widgetsFor } from '@pizza-atlas/platform';
import { Container, breakpoint, color, space } from '@pizza-atlas/ui';
import { useSiteRoutes } from '../site-routes';
import { AreaLoading, RemoteModule } from '../remotes/remote-module';
import { SLOTS_LOADED_WHEN_NEAR } from '../remotes/loaded-when-near';
import { homeHead } from '../routes';

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

/** Renders every widget that fills a home-page slot, each isolated in its own area. */
function Slot({ slot }: { slot: HomeSlot }) {
  const site = useSiteRoutes();
  return (
    <>
      {widgetsFor(site, slot).map((widget) => (
        <RemoteModule
          key={`${widget.remote}/${widget.module}`}
          remote={widget.remote}
          module={widget.module}
          area={widget.area}
          compact
          loading={widget.reserve ? <AreaLoading minHeight={widget.reserve} /> : undefined}
          loadWhenNear={SLOTS_LOADED_WHEN_NEAR.has(slot)}
        />
      ))}
    </>
  );
}

export function HomePage() {
  const site = useSiteRoutes();
  const origin = useSiteOrigin();
  usePageHead(homeHead(origin));
  const filled = (slot: HomeSlot) => widgetsFor(site, slot).length > 0;
  return (
    <>
      <Hero>
        <Container>
          <h1>Find Your Perfect Slice</h1>
          <p>
            Search pizza places in any US city, state or ZIP code, with AI picks and live wait
            times.
          </p>
          <Slot slot="home.hero" />
        </Container>
      </Hero>
      {filled('home.featured') && (
        <Section>
          <Container>
            <Slot slot="home.featured" />
          </Container>
        </Section>
      )}
      {filled('home.labs') && (
        <Section>
          <Container>
            <Slot slot="home.labs" />
          </Container>
        </Section>
      )}
      {filled('home.cta') && (
        <Section>
          <Container>
            <Slot slot="home.cta" />
          </Container>
        </Section>
      )}
      <Slot slot="home.overlay" />
    </>
  );
}
