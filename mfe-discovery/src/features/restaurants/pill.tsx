import styled from 'styled-components';
import { color, pillShape } from '@pizza-atlas/ui';

/** A small rounded label of a place: a category, a service, 'Popular', a card's number. */
export const Pill = styled.span<{ $tone?: 'popular' | 'plain' | 'number' }>`
  ${pillShape}
  background: ${(p) =>
    p.$tone === 'popular' || p.$tone === 'number' ? color.primary : color.surfaceMuted};
  color: ${(p) => (p.$tone === 'plain' || !p.$tone ? color.text : color.primaryText)};
`;
