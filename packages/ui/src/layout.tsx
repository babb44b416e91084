import styled, { css } from 'styled-components';
import { breakpoint, color, radius, shadow, space } from './tokens';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${space(4)};
`;

/** A page's area inside the shell's one <main> landmark (so never a second main). */
export const Page = styled.div`
  padding: ${space(8)} 0 ${space(12)};
  min-height: 60vh;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.2;
  margin: 0 0 ${space(4)};
`;

export const Lead = styled.p`
  font-size: 1.125rem;
  color: ${color.textMuted};
  margin: 0 0 ${space(6)};
`;

export const Card = styled.div`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow};
  padding: ${space(5)};
`;

/**
 * Cards in columns at least `$min` wide. With `$columns`, never more than that many, so a
 * known number of cards (six, three) fills its rows instead of leaving a short last row.
 */
export const Grid = styled.div<{ $min?: string; $columns?: number }>`
  --grid-gap: ${space(4)};
  display: grid;
  gap: var(--grid-gap);
  grid-template-columns: ${(p) =>
    p.$columns
      ? `repeat(auto-fit, minmax(max(${p.$min ?? '260px'}, calc((100% - ${p.$columns - 1} * var(--grid-gap)) / ${p.$columns})), 1fr))`
      : `repeat(auto-fill, minmax(${p.$min ?? '260px'}, 1fr))`};
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

/** A card with media on top and no inner padding; shows focus when anything inside has it. */
export const MediaCard = styled(Card)`
  position: relative;
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/**
 * For the one link of a card: its hit area covers the whole card (whose position must be
 * relative), and the card, not the link, shows the focus ring (MediaCard's :focus-within).
 */
export const stretchedLink = css`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;
