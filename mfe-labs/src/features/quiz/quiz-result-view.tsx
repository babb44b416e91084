import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, breakpoint, color, space } from '@pizza-atlas/ui';
import type { Personality } from './personalities';
import { PersonalityIcon } from './personality-icon';

const Head = styled.div`
  text-align: center;
  margin-bottom: ${space(6)};
  h3 {
    font-size: 1.5rem;
    margin: ${space(3)} 0 ${space(2)};
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const Eyebrow = styled.p`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(5)};
  margin-bottom: ${space(6)};
  h4 {
    margin: 0 0 ${space(2)};
  }
  ul {
    margin: 0;
    padding-left: ${space(5)};
  }
  li + li {
    margin-top: ${space(1)};
  }
  @media (max-width: ${breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
`;

/** The quiz's answer: who the visitor is as a pizza lover, and what to do next. */
export function QuizResultView({
  personality,
  onRetake,
  onFindPlaces,
}: {
  personality: Personality;
  onRetake: () => void;
  onFindPlaces: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-personality={personality.type}>
      <Head>
        <PersonalityIcon personality={personality} />
        <Eyebrow>Your pizza personality</Eyebrow>
        <h3 ref={heading} tabIndex={-1}>
          {personality.title}
        </h3>
        <p>{personality.description}</p>
      </Head>
      <Lists>
        <section aria-labelledby="quiz-traits">
          <h4 id="quiz-traits">Your traits</h4>
          <ul>
            {personality.traits.map((trait) => (
              <li key={trait}>{trait}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="quiz-recommendations">
          <h4 id="quiz-recommendations">We recommend</h4>
          <ul>
            {personality.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </section>
      </Lists>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onRetake}>
          Retake Quiz
        </Button>
        <Button type="button" onClick={onFindPlaces}>
          Find My Pizza Places
        </Button>
      </Actions>
    </div>
  );
}
