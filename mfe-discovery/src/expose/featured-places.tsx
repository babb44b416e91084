import styled from 'styled-components';
import { color, space } from '@pizza-atlas/ui';

const Heading = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space(3)};
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  span {
    color: ${color.textMuted};
  }
`;

/** Today's featured places. The cards arrive with the restaurant API. */
export default function FeaturedPlaces() {
  return (
    <section aria-labelledby="featured-heading" data-app="discovery">
      <Heading>
        <h2 id="featured-heading">Today&apos;s Featured Pizza Places</h2>
        <span>Rotates daily</span>
      </Heading>
    </section>
  );
}
