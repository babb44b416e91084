import styled from 'styled-components';
import type { Attribution } from '@pizza-atlas/contracts';
import { color, space } from '@pizza-atlas/ui';

const Credit = styled.p`
  margin: ${space(4)} 0 0;
  font-size: 0.85rem;
  color: ${color.textMuted};
`;

/** Who the listed places come from; shown only beside results. */
export function SourceCredit({ attributions }: { attributions: Attribution[] }) {
  if (attributions.length === 0) return null;
  return (
    <Credit>
      Listings from{' '}
      {attributions.map((attribution, index) => (
        <span key={`${attribution.provider}:${attribution.name}`}>
          {index > 0 && ', '}
          {attribution.url ? (
            <a href={attribution.url} target="_blank" rel="noopener noreferrer">
              {attribution.name}
            </a>
          ) : (
            attribution.name
          )}
          {attribution.license && ` (${attribution.license})`}
        </span>
      ))}
      .
    </Credit>
  );
}
