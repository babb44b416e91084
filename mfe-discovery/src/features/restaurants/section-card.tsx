import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, space } from '@pizza-atlas/ui';

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${space(3)};
    font-size: 1.2rem;
  }
`;

/** One titled card of the restaurant page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Section as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}
