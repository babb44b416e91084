import styled from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';

/** A small rounded label of a place: a category, a service, 'Popular', a card's number. */
export const Pill = styled.span<{ $tone?: 'popular' | 'plain' | 'number' }>`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${(p) =>
    p.$tone === 'popular' || p.$tone === 'number' ? color.primary : color.surfaceMuted};
  color: ${(p) => (p.$tone === 'plain' || !p.$tone ? color.text : color.primaryText)};
`;
