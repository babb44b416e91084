import styled from 'styled-components';
import { SampleBadge, color, radius, space } from '@pizza-atlas/ui';

/** Spec section 2: a fixed taste profile, shown as an example rather than the visitor's own. */
export const EXAMPLE_TASTE_PROFILE = [
  { label: 'Favorite Style', value: 'Neapolitan' },
  { label: 'Spice Level', value: 'Medium' },
  { label: 'Price Range', value: '$$-$$$' },
  { label: 'Adventure Level', value: 'High' },
] as const;

const Title = styled.h3`
  margin: 0;
`;

const Figures = styled.dl`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  margin: ${space(4)} 0 0;
  div {
    padding: ${space(4)};
    border-radius: ${radius.md};
    background: ${color.surfaceMuted};
  }
  dt {
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${space(1)} 0 0;
    font-size: 1.3rem;
    font-weight: 700;
  }
`;

export function TasteInsights() {
  return (
    <section aria-labelledby="taste-insights">
      <Title id="taste-insights">
        Your Taste Profile <SampleBadge>Example profile</SampleBadge>
      </Title>
      <p>An example of the profile Pizza Intelligence builds; it is not based on your choices.</p>
      <Figures>
        {EXAMPLE_TASTE_PROFILE.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </Figures>
    </section>
  );
}
