import styled from 'styled-components';
import { Card, FieldBox, color, space } from '@pizza-atlas/ui';

export const Form = styled(Card)`
  display: grid;
  gap: ${space(5)};
  max-width: 760px;
`;

/** A field of the form; its text box is taller than a line. */
export const Field = styled(FieldBox)`
  textarea {
    min-height: 110px;
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

export const Hint = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.9rem;
`;
