import styled from 'styled-components';
import { Button, Card, breakpoint, color, radius, space } from '@pizza-atlas/ui';

export const Panel = styled(Card)`
  display: grid;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
`;

/**
 * The location box with Search beside it, then Radius; under the box and Search on a narrow
 * screen. The order seen is the order tabbed through.
 */
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 160px;
  gap: ${space(3)};
  align-items: end;
  @media (max-width: ${breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * The box and Search on one row at every width, the row the suggestion list opens under
 * (position: relative): it never covers Search nor moves it (decision 0062).
 */
export const SearchLine = styled.div`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: ${space(3)};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${space(1)};
  label,
  legend {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const controlStyles = `
  min-height: 44px;
  padding: 0 ${space(3)};
  font: inherit;
  border-radius: ${radius.md};
`;

export const Input = styled.input`
  ${controlStyles}
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
`;

export const Select = styled.select`
  ${controlStyles}
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
`;

const filterLayout = `
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(4)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  /* Fieldset legends read like the other filters' labels. */
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    padding: 0;
  }
`;

export const Filters = styled.div`
  ${filterLayout}
  &[hidden] {
    display: none;
  }
  /* A phone opens them as a sheet (SearchPanel), also before the page is live. */
  @media (max-width: ${breakpoint.sm}) {
    display: none;
  }
`;

/** The filters in the phone's sheet: one column. */
export const SheetFilters = styled.div`
  ${filterLayout}
  grid-template-columns: 1fr;
`;

export const SheetActions = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  margin-top: ${space(5)};
  padding-top: ${space(3)};
  background: ${color.surface};
`;

/** Four buttons that share their column's width, never wider than it. */
export const PriceButtons = styled.div`
  display: flex;
  gap: ${space(2)};
  margin-top: ${space(1)};
  & > button {
    flex: 1 1 0;
  }
`;

export const PriceButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.primaryText};
  }
`;

export const Checklist = styled.ul`
  list-style: none;
  margin: ${space(1)} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${space(1)} ${space(3)};
  label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 32px;
    font-weight: 400;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export const Toggle = styled(Button)`
  justify-self: start;
`;

/** Show Filters and Use my location, on one line that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${space(2)} ${space(4)};
`;

/** The Open now switch: a checkbox with its label, on a line of its own in the filters. */
export const OpenNow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 32px;
  align-self: end;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
  label {
    font-weight: 700;
  }
`;
