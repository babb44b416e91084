import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { featuredQueryOptions } from './api/get-featured';
import { JOURNEY_STEPS, MAX_MATCHES, START_DELAY_MS, STEP_INTERVAL_MS } from './journey-steps';

const LAST_STEP = JOURNEY_STEPS.length;

/**
 * The journey's clock: `start` sets step 0, step 1 follows after 500 ms and each next step
 * 2 s later. At step 4 it asks for today's featured places (only then, spec section 7);
 * their first four are the matches. Timers are plain setTimeout, so tests drive them with
 * fake timers (jest) or the page clock (Playwright).
 */
export function useDiscoveryJourney() {
  const [step, setStep] = useState(0);
  const [isStarted, setStarted] = useState(false);
  const featured = useQuery({
    ...featuredQueryOptions(),
    enabled: isStarted && step === LAST_STEP,
  });

  useEffect(() => {
    if (!isStarted || step >= LAST_STEP) return;
    const timer = setTimeout(
      () => setStep((current) => current + 1),
      step === 0 ? START_DELAY_MS : STEP_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [isStarted, step]);

  const isSearched = isStarted && step === LAST_STEP;
  // No place is featured yet because none has reviews and a photo (a real import), and
  // today's list already says so (the shared cache: the home page asked, or a journey
  // ended so): a journey started now could only end in "no matches", so the page offers a
  // search instead of its Start button.
  const awaitsReviews = featured.data?.awaiting === 'reviews-and-photos';
  const cannotMatch = !isStarted && awaitsReviews && featured.data?.restaurants.length === 0;
  const matches = isSearched ? (featured.data?.restaurants.slice(0, MAX_MATCHES) ?? []) : [];
  const isFailed = isSearched && !featured.data && featured.isError;
  const isEmpty = isSearched && Boolean(featured.data) && matches.length === 0;
  const isComplete = matches.length > 0;

  return {
    step,
    isRunning: isStarted && !isComplete && !isFailed && !isEmpty,
    isStarted,
    isComplete,
    isFailed,
    isEmpty,
    cannotMatch,
    /** No place is featured yet because none has the reviews and photo featuring asks for. */
    awaitsReviews,
    matches,
    start: () => {
      setStep(0);
      setStarted(true);
    },
    reset: () => {
      setStep(0);
      setStarted(false);
    },
    retry: () => void featured.refetch(),
  };
}
