import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Notice, PageFrame, color, space } from '@pizza-atlas/ui';
import { JourneyMatches } from './journey-matches';
import { SearchProgress } from './search-progress';
import { useDiscoveryJourney } from './use-discovery-journey';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin: ${space(6)} 0;
`;

const Results = styled.section`
  margin-top: ${space(8)};
  h2 {
    font-size: 1.75rem;
    margin: 0 0 ${space(1)};
    &:focus {
      outline: none;
    }
  }
  > p {
    margin: 0 0 ${space(5)};
    color: ${color.textMuted};
  }
`;

/**
 * /discovery-journey: a guided search that ends with four matches from today's featured
 * places, or, while no place is featured yet, the best four near the visitor.
 */
export function DiscoveryJourneyPage() {
  const journey = useDiscoveryJourney();
  const startButton = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const wasStarted = useRef(false);

  // Reset and "Discover More Restaurants" remove the button that had focus: give it to Start.
  useEffect(() => {
    if (wasStarted.current && !journey.isStarted) startButton.current?.focus();
    wasStarted.current = journey.isStarted;
  }, [journey.isStarted]);

  useEffect(() => {
    if (journey.isComplete) resultsHeading.current?.focus();
  }, [journey.isComplete]);

  return (
    <PageFrame
      owner="labs"
      heading="Discovery Journey"
      lead="Four quick steps from where you are to your perfect pizza match."
      head={{
        title: 'Discovery Journey',
        description: 'A guided search for your perfect pizza match.',
      }}
    >
      <SearchProgress current={journey.step} isRunning={journey.isRunning} />
      <Controls>
        {!journey.isStarted && (
          <Button ref={startButton} type="button" onClick={journey.start}>
            Start Your Discovery Journey
          </Button>
        )}
        {journey.isRunning && (
          <Button type="button" $variant="secondary" onClick={journey.reset}>
            Reset Journey
          </Button>
        )}
      </Controls>
      {journey.isFailed && (
        <Notice $tone="error" role="alert">
          <p>We couldn&apos;t load your matches right now. Please try again.</p>
          <Controls>
            <Button type="button" onClick={journey.retry}>
              Try again
            </Button>
            <Button type="button" $variant="secondary" onClick={journey.reset}>
              Reset Journey
            </Button>
          </Controls>
        </Notice>
      )}
      {journey.needsLocation && (
        <Notice role="status">
          <p>
            No place is featured yet, so the journey matches you with places near you, and your
            browser did not say where you are. <Link to="/directory">Search pizza places</Link> by
            city, state or zip code instead.
          </p>
          <Controls>
            <Button type="button" $variant="secondary" onClick={journey.reset}>
              Reset Journey
            </Button>
          </Controls>
        </Notice>
      )}
      {journey.isEmpty && (
        <Notice role="status">
          {journey.isNearby ? (
            <p>
              No pizza places are listed near you yet.{' '}
              <Link to="/submit">Suggest a Pizza Place</Link>
            </p>
          ) : (
            <p>No featured pizza places are available right now. Please try again later.</p>
          )}
          <Controls>
            <Button type="button" $variant="secondary" onClick={journey.reset}>
              Reset Journey
            </Button>
          </Controls>
        </Notice>
      )}
      {journey.isComplete && (
        <Results aria-labelledby="journey-results">
          <h2 id="journey-results" ref={resultsHeading} tabIndex={-1}>
            Discovery Complete
          </h2>
          <p>We found {journey.matches.length} perfect matches for you</p>
          {journey.isNearby && (
            <p>
              No place is featured yet, so these are the best near you, as the directory ranks them.
            </p>
          )}
          <JourneyMatches matches={journey.matches} />
          <Controls>
            <Button type="button" onClick={journey.reset}>
              Discover More Restaurants
            </Button>
          </Controls>
        </Results>
      )}
    </PageFrame>
  );
}
