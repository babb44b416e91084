import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { requestLocation, type Coordinates } from '../quiz/find-places';
import { featuredQueryOptions } from './api/get-featured';
import { nearbyMatchesQueryOptions } from './api/search-nearby';
import { JOURNEY_STEPS, MAX_MATCHES, START_DELAY_MS, STEP_INTERVAL_MS } from './journey-steps';

const LAST_STEP = JOURNEY_STEPS.length;

type Whereabouts =
  { status: 'asking' } | { status: 'found'; at: Coordinates } | { status: 'refused' };

/**
 * The journey's clock: `start` sets step 0, step 1 follows after 500 ms and each next step
 * 2 s later. At step 4 it asks for today's featured places (only then, spec section 7);
 * their first four are the matches. While no place is featured yet (places are listed, but
 * none has the reviews and photo featuring asks for), the browser is asked where the
 * visitor is and the matches are the best four near them, as the directory ranks them.
 * Timers are plain setTimeout, so tests drive them with fake timers (jest) or the page
 * clock (Playwright).
 */
export function useDiscoveryJourney() {
  const [step, setStep] = useState(0);
  const [isStarted, setStarted] = useState(false);
  const [whereabouts, setWhereabouts] = useState<Whereabouts>();
  // A reset while the browser is asked drops its late answer.
  const run = useRef(0);
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
  /** No place is featured yet because none is well reviewed (a real import). */
  const awaitsReviews = !!featured.data?.awaiting && featured.data.restaurants.length === 0;

  useEffect(() => {
    if (!isSearched || !awaitsReviews || whereabouts) return;
    const id = run.current;
    setWhereabouts({ status: 'asking' });
    void requestLocation().then((at) => {
      if (id === run.current) setWhereabouts(at ? { status: 'found', at } : { status: 'refused' });
    });
  }, [isSearched, awaitsReviews, whereabouts]);

  const found = whereabouts?.status === 'found' ? whereabouts.at : undefined;
  const nearby = useQuery({
    ...nearbyMatchesQueryOptions(found ?? { latitude: 0, longitude: 0 }),
    enabled: isSearched && awaitsReviews && found !== undefined,
  });

  const matches = !isSearched
    ? []
    : awaitsReviews
      ? (nearby.data?.restaurants.slice(0, MAX_MATCHES) ?? [])
      : (featured.data?.restaurants.slice(0, MAX_MATCHES) ?? []);
  const isFailed =
    isSearched &&
    ((!featured.data && featured.isError) || (awaitsReviews && !nearby.data && nearby.isError));
  /** Nothing near enough is known without the visitor's location. */
  const needsLocation = isSearched && awaitsReviews && whereabouts?.status === 'refused';
  const isEmpty =
    isSearched &&
    matches.length === 0 &&
    (awaitsReviews ? Boolean(nearby.data) : Boolean(featured.data));
  const isComplete = matches.length > 0;

  return {
    step,
    isRunning: isStarted && !isComplete && !isFailed && !isEmpty && !needsLocation,
    isStarted,
    isComplete,
    isFailed,
    isEmpty,
    needsLocation,
    /** The matches are the best near the visitor, as no place is featured yet. */
    isNearby: awaitsReviews,
    matches,
    start: () => {
      setStep(0);
      setStarted(true);
    },
    reset: () => {
      run.current += 1;
      setWhereabouts(undefined);
      setStep(0);
      setStarted(false);
    },
    retry: () => void (awaitsReviews ? nearby.refetch() : featured.refetch()),
  };
}
