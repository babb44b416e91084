import styled from 'styled-components';
import { color, space } from '@pizza-atlas/ui';

const Credit = styled.p`
  margin: ${space(2)} 0 0;
  font-size: 0.8rem;
  color: ${color.textMuted};
`;

/** City populations are GeoNames' (CC BY 4.0), credited wherever they are shown. */
export function PopulationCredit() {
  return (
    <Credit>
      Populations from{' '}
      <a href="https://www.geonames.org/" rel="noopener noreferrer">
        GeoNames
      </a>{' '}
      (
      <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer">
        CC BY 4.0
      </a>
      ).
    </Credit>
  );
}
