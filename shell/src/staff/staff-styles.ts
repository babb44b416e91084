import styled from 'styled-components';
import { breakpoint, color, radius, space } from '@pizza-atlas/ui';

/** One item of a staff list: a card with a header line, details and its actions. */
export const Item = styled.li`
  display: grid;
  /* minmax(0, …): a wide table scrolls inside the card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: ${space(2)};
  padding: ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Meta = styled.p`
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
`;

/** A section's heading line with its filters beside it (under it on a phone). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${space(4)};
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
  label {
    display: grid;
    gap: ${space(1)};
    font-weight: 600;
  }
  select,
  input {
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    font: inherit;
    font-weight: 400;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  @media (max-width: ${breakpoint.sm}) {
    align-items: stretch;
    flex-direction: column;
  }
`;

/** Label and value pairs, two columns on wide screens, stacked on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(1)} ${space(3)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${space(2)};
    }
  }
`;

export const Badge = styled.span<{ $tone?: 'on' | 'off' | 'neutral' }>`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  border: 1px solid
    ${(p) => (p.$tone === 'on' ? color.accent : p.$tone === 'off' ? color.danger : color.border)};
  color: ${(p) => (p.$tone === 'on' ? color.accent : p.$tone === 'off' ? color.danger : color.text)};
`;

/** Small form inside a dialog: fields one under the other, buttons at the end. */
export const DialogForm = styled.form`
  display: grid;
  /* minmax(0, …): a wide row shrinks to the dialog instead of widening its content. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(4)};
  textarea {
    min-height: 96px;
    resize: vertical;
  }
`;
