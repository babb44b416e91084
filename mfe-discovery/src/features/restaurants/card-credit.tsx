import styled from 'styled-components';
import type { ListedRestaurant } from '@pizza-atlas/contracts';
import { color, SampleLabel } from '@pizza-atlas/ui';
import { shortCredit } from './attribution-note';

// textMuted is the theme's small-text colour, with enough contrast in both themes; one
// line that ellipsises, so a long credit never makes a card taller than its neighbours.
const Credit = styled.small`
  display: block;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: 0.75rem;
  color: ${color.textMuted};
`;

/** A card's credit: the sample label for a sample place, its sources' names otherwise. */
export function CardCredit({ restaurant }: { restaurant: ListedRestaurant }) {
  if (restaurant.attribution.is_sample) return <SampleLabel />;
  const text = shortCredit(restaurant.attribution, restaurant.credits);
  return <Credit title={text}>{text}</Credit>;
}
