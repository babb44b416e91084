import styled from 'styled-components';
import { Card, breakpoint, color, radius, space } from '@pizza-atlas/ui';

export const Form = styled(Card)`
  display: grid;
  gap: ${space(5)};
  max-width: 760px;
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

export const Field = styled.div`
  display: grid;
  /* Rows keep their height when the field beside this one grows (a message under it). */
  align-content: start;
  gap: ${space(1)};
  & > label,
  legend {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='file']),
  select,
  textarea {
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    font: inherit;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  textarea {
    min-height: 110px;
    resize: vertical;
  }
  fieldset& {
    border: 0;
    margin: 0;
    padding: 0;
  }
`;

export const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
  label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 32px;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: 0.9rem;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
`;
