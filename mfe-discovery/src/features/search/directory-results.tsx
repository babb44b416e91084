import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_RANKED_NEAREST, type ListedRestaurant } from '@pizza-atlas/contracts';
import {
  Button,
  Card,
  Grid,
  Notice,
  RESTAURANTS,
  Skeleton,
  color,
  countOf,
  space,
  formatCount,
} from '@pizza-atlas/ui';
import { SourceCredit } from '../restaurants/source-credit';
import {
  flattenSearchPages,
  isRefusedSearch,
  isUnknownLocation,
  useRestaurantSearch,
} from './api/search-restaurants';
import { rememberDirectorySearch } from './last-search';
import { QuickView } from './quick-view';
import { ResultCard } from './result-card';
import {
  EMPTY_CRITERIA,
  RADIUS_MILES,
  SEARCH_LIMIT,
  canSearch,
  hasFilters,
  writeCriteria,
  type SearchCriteria,
} from './search-criteria';
import { ShowMoreResults } from './show-more-results';
import { activeFilterLabels } from './active-filters';
import { ListAndMap } from './list-and-map';
import { pagesForView, useResultsView, writeResultsView } from './results-view';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { ResultsMap, type MapView } from '../map/results-map';
import { mapPlaces, placeKey, radiusForView } from '../map/map-places';

const Status = styled.p`
  margin: 0 0 ${space(4)};
  font-weight: 600;
  min-height: 1.5em;
`;

const Message = styled(Notice)`
  p {
    margin: 0;
  }
  p + p,
  p + button {
    margin-top: ${space(3)};
  }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;

const RankedNote = styled.p`
  margin: -${space(2)} 0 ${space(4)};
  color: ${color.textMuted};
`;

const Results = styled(Grid)<{ $stale: boolean }>`
  opacity: ${(p) => (p.$stale ? 0.5 : 1)};
  transition: opacity 150ms;
`;

const PlaceNotes = styled.div`
  display: grid;
  gap: ${space(2)};
  margin: -${space(2)} 0 ${space(4)};
  color: ${color.textMuted};
  p {
    margin: 0;
  }
  ul {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${space(1)} ${space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * What the search made of the words typed: a typo it read ('Chicgo' → Chicago, IL), other
 * places of the same name, and for a whole state the cities its places are in. Each
 * place is a link to the same search there.
 */
function PlaceChoices({
  criteria,
  results,
}: {
  criteria: SearchCriteria;
  results: {
    locationLabel?: string;
    correctedFrom?: string;
    alternatives: string[];
    topCities: string[];
  };
}) {
  const linkTo = (location: string) =>
    `/directory?${writeCriteria({ ...criteria, location, latitude: undefined, longitude: undefined }).toString()}`;
  const list = (places: string[]) => (
    <ul>
      {places.map((place) => (
        <li key={place}>
          <Link to={linkTo(place)}>{place}</Link>
        </li>
      ))}
    </ul>
  );
  if (!results.correctedFrom && results.alternatives.length === 0 && results.topCities.length === 0)
    return null;
  return (
    <PlaceNotes>
      {results.correctedFrom && results.locationLabel && (
        <p>
          Showing results for <strong>{results.locationLabel}</strong>. You searched for “
          {results.correctedFrom}”.
        </p>
      )}
      {results.alternatives.length > 0 && (
        <div>Did you mean another place? {list(results.alternatives)}</div>
      )}
      {results.topCities.length > 0 && <div>Search a city instead: {list(results.topCities)}</div>}
    </PlaceNotes>
  );
}

/**
 * Past the capped total, a search within a radius ranks its nearest matches, not all of
 * them (decision 0068): said when it applies, with what to do about it.
 */
export function rankedNearestNote(
  criteria: Pick<SearchCriteria, 'sortBy'>,
  results: { total: number; totalCapped?: boolean; locationKind?: string },
): string | null {
  if (!results.totalCapped || criteria.sortBy === 'distance' || results.locationKind === 'state')
    return null;
  return (
    `More than ${formatCount(results.total)} places match, so these are ranked among the nearest ` +
    `${formatCount(SEARCH_RANKED_NEAREST)}. Narrow the radius or add a filter to rank a smaller area.`
  );
}

/**
 * An open-now search with more places than it checks (decision 0072) checked the nearest
 * ones (across a state, the first in the search's order): said, with what to do about it.
 */
export function openNowCheckedNote(results: {
  openNowChecked?: number;
  locationKind?: string;
}): string | null {
  if (results.openNowChecked === undefined) return null;
  const checked = formatCount(results.openNowChecked);
  return results.locationKind === 'state'
    ? `More than ${formatCount(SEARCH_RANKED_NEAREST)} places match, so only the first ${checked} ` +
        'in this order were checked for being open now. Search a city or add a filter to check others.'
    : `More than ${formatCount(SEARCH_RANKED_NEAREST)} places match, so only the nearest ${checked} ` +
        'were checked for being open now. Narrow the radius or add a filter to check a smaller area.';
}

export const SEARCH_FAILED_TEXT =
  'Failed to search restaurants. Please check your internet connection and try again.';

export function emptyText(location: string): string {
  return `No pizza restaurants found in "${location}". Try a different location.`;
}

export const REFUSED_TEXT = 'This search could not be run. Please change it and try again.';

/**
 * A refused search (400) in the visitor's words: the validator's own ("location: Location is
 * too long") names a field, not what to do.
 */
export function refusedText(error: { fields?: Record<string, string[]> }): string {
  if (error.fields?.location)
    return 'That location is too long. Enter a city, state or ZIP code, for example "Austin, TX" or "78701".';
  return REFUSED_TEXT;
}

function LoadingCards() {
  return (
    <Grid $min="280px" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} style={{ padding: 0, overflow: 'hidden' }}>
          <Skeleton $height="170px" style={{ borderRadius: 0 }} />
          <div style={{ display: 'grid', gap: 8, padding: 16 }}>
            <Skeleton $height="1.2rem" />
            <Skeleton $height="0.9rem" style={{ width: '50%' }} />
          </div>
        </Card>
      ))}
    </Grid>
  );
}

/**
 * After "Show more results", focus moves to the first new card, so a keyboard visitor
 * carries on reading where the new results begin.
 */
function useFocusFirstNewCard(shown: number, loading: boolean) {
  const gridRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loading) return;
    focusFrom.current = null;
    if (shown <= from) return;
    const links = gridRef.current?.querySelectorAll<HTMLAnchorElement>(
      '[data-testid="result-card"] h3 a',
    );
    links?.[from]?.focus();
  }, [shown, loading]);
  return { gridRef, focusFrom };
}

/** Cards whose photos load with the page: what a phone or a desktop shows at first. */
const EAGER_PHOTOS = 3;

/** A phone shows this many cards at a time, so a results page is never one very long page. */
export const PHONE_BATCH = 6;

/**
 * How many of the loaded cards to show: all on a wider screen; on a phone a batch, and one
 * more batch each "Show more results" (the next page is fetched when the batch needs it).
 * What was asked for is in the URL (`shown`), so a reload or Back shows as many again; a new
 * search starts again from one batch.
 */
function useShownOnPhone(loaded: number, asked: number | undefined) {
  const phone = useMediaQuery(PHONE_QUERY);
  const visible = phone ? Math.min(loaded, asked ?? PHONE_BATCH) : loaded;
  return { visible, phone };
}

/**
 * A price filter found nothing because no place matching the rest lists a price (imported
 * places have none): said, so the visitor does not read it as no place at that price.
 */
export function unpricedText(
  place: string,
  unpriced: { total: number; capped?: true },
  otherFilters: boolean,
): string {
  const rest = otherFilters ? ' that match the other filters' : '';
  return unpriced.total === 1
    ? `The one pizza place near ${place}${rest} does not list its prices yet, so a price filter cannot find it.`
    : `None of the ${formatCount(unpriced.total)}${unpriced.capped ? '+' : ''} pizza places near ${place}${rest} lists its prices yet, so a price filter cannot find them.`;
}

/** The same search with every filter off (location, radius and sort stay). */
function withoutFilters(criteria: SearchCriteria): SearchCriteria {
  const { price, features, category, minRating, openNow } = EMPTY_CRITERIA;
  return { ...criteria, price, features, category, minRating, openNow };
}

/** Count, states and cards of the search the URL holds, page by page, with its map. */
export function DirectoryResults({ criteria }: { criteria: SearchCriteria }) {
  const search = useRestaurantSearch(criteria);
  const navigate = useNavigate();
  const [quickView, setQuickView] = useState<ListedRestaurant | null>(null);
  const results = search.data ? flattenSearchPages(search.data) : undefined;
  const loaded = results?.restaurants.length ?? 0;
  const [resultsView, changeView] = useResultsView();
  const { visible: shown, phone } = useShownOnPhone(loaded, resultsView.shown);
  // The pages the URL asks for (a reload after "Show more results", or Back to it) are loaded
  // one after another; a server render has loaded them already (routes.ts).
  const wantedPages = pagesForView(resultsView);
  const loadedPages = search.isPlaceholderData ? 0 : (search.data?.pages.length ?? 0);
  const { hasNextPage, isFetching, isError, fetchNextPage } = search;
  useEffect(() => {
    if (loadedPages > 0 && loadedPages < wantedPages && hasNextPage && !isFetching && !isError)
      void fetchNextPage();
  }, [loadedPages, wantedPages, hasNextPage, isFetching, isError, fetchNextPage]);
  const { gridRef, focusFrom } = useFocusFirstNewCard(shown, search.isFetchingNextPage);
  // The place the API found ('Chicago, IL 60614'), else what was typed.
  const found = results?.locationLabel || criteria.location || 'your area';
  // A search from the visitor's own position (near me, the quiz) is 'near you'.
  const place = criteria.area
    ? `this map area (${found})`
    : !criteria.location && results?.locationKind === 'coordinates'
      ? `you (${found})`
      : found;
  // The places marked on both sides: a hovered or focused result, or a marker's own places
  // (a cluster's all of them).
  const [highlighted, setHighlighted] = useState<readonly string[]>([]);
  const highlightCard = useCallback((key: string | null) => setHighlighted(key ? [key] : []), []);
  const searchArea = (view: MapView) => {
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    const next: SearchCriteria = {
      ...criteria,
      location: '',
      latitude: round(view.center.latitude),
      longitude: round(view.center.longitude),
      radiusMiles: radiusForView(view.center, view.corner, RADIUS_MILES),
      area: true,
    };
    // Searched from the map, the phone stays on the map.
    navigate(
      `/directory${writeResultsView(writeCriteria(next).toString(), { shown: undefined, map: resultsView.map })}`,
    );
  };
  // The place whose card is open on the map: its result stays marked and in sight.
  const [selected, setSelected] = useState<string | null>(null);
  const selectOnMap = (key: string | null) => {
    setSelected(key);
    if (!key) return;
    document
      .querySelector(`[data-testid="result-card"][data-place="${CSS.escape(key)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };
  const typed = criteria.location || place;
  // "Back to Search Results" returns to the results as they were: as many, list or map.
  const rememberSearch = () =>
    rememberDirectorySearch(
      criteria.location,
      writeResultsView(writeCriteria(criteria).toString(), resultsView) || '?',
    );
  const showMore = () => {
    focusFrom.current = shown;
    // A phone shows one more batch; a wider screen the next page.
    changeView({ shown: phone ? shown + PHONE_BATCH : loaded + SEARCH_LIMIT });
    // The pages it needs follow (the effect above); a page that failed is asked for again.
    if (search.isFetchNextPageError) void search.fetchNextPage();
  };

  let status = '';
  let body: ReactNode = null;
  if (!canSearch(criteria)) {
    body = (
      <Message>
        <p>Enter a city, state, or zip code above to find pizza places near you.</p>
      </Message>
    );
  } else if (search.isPending) {
    status = 'Searching for pizza places...';
    body = <LoadingCards />;
  } else if (search.isError && !search.isFetchNextPageError && isUnknownLocation(search.error)) {
    // One message for one failure: the API's, which names the words and the forms it reads.
    body = (
      <Message role="status">
        <p>{search.error.apiMessage ?? emptyText(typed)}</p>
      </Message>
    );
  } else if (search.isError && !search.isFetchNextPageError && isRefusedSearch(search.error)) {
    // The API refused the search itself (a location too long, say): say what, not "offline".
    body = (
      <Message role="alert">
        <p>{refusedText(search.error)}</p>
      </Message>
    );
  } else if ((search.isError && !search.isFetchNextPageError) || !results) {
    body = (
      <Message $tone="error" role="alert">
        <p>{SEARCH_FAILED_TEXT}</p>
        <Button type="button" $variant="secondary" onClick={() => search.refetch()}>
          Try again
        </Button>
      </Message>
    );
  } else {
    const { total } = results;
    // Open now checked on the nearest places only: the open ones among them are a lower bound
    // ("12+"); none open among them is said by the empty message and the note.
    const totalCapped = results.totalCapped || (results.openNowChecked !== undefined && total > 0);
    const rankedNote = openNowCheckedNote(results) ?? rankedNearestNote(criteria, results);
    const restaurants = results.restaurants.slice(0, shown);
    status = search.isPlaceholderData
      ? 'Searching for pizza places...'
      : `${countOf(total, RESTAURANTS, totalCapped)} found ${results.locationKind === 'state' ? 'in' : 'near'} ${place}` +
        (total > shown ? ` (showing ${shown})` : '');
    body =
      shown === 0 ? (
        hasFilters(criteria) ? (
          <>
            <PlaceChoices criteria={criteria} results={results} />
            <Message>
              <p>No pizza places near {place} match these filters.</p>
              <p>Filters on: {activeFilterLabels(criteria).join(', ')}.</p>
              {results.unpricedMatches && (
                <p>
                  {unpricedText(
                    place,
                    results.unpricedMatches,
                    hasFilters({ ...criteria, price: [] }),
                  )}
                </p>
              )}
              {rankedNote && <p>{rankedNote}</p>}
              <EmptyActions>
                {results.unpricedMatches && (
                  <Button
                    type="button"
                    onClick={() =>
                      navigate(`/directory?${writeCriteria({ ...criteria, price: [] }).toString()}`)
                    }
                  >
                    Clear the price filter
                  </Button>
                )}
                {(!results.unpricedMatches || hasFilters({ ...criteria, price: [] })) && (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() =>
                      navigate(`/directory?${writeCriteria(withoutFilters(criteria)).toString()}`)
                    }
                  >
                    Clear filters
                  </Button>
                )}
              </EmptyActions>
            </Message>
          </>
        ) : (
          <>
            {/* What the count line names, with how the words were read and the other places. */}
            <PlaceChoices criteria={criteria} results={results} />
            <Message>
              <p>{emptyText(criteria.location ? found : typed)}</p>
            </Message>
          </>
        )
      ) : (
        <>
          <PlaceChoices criteria={criteria} results={results} />
          {rankedNote && <RankedNote>{rankedNote}</RankedNote>}
          <ListAndMap
            view={resultsView.map ? 'map' : 'list'}
            onView={(next) => changeView({ map: next === 'map' })}
            list={
              <>
                <Results
                  ref={gridRef}
                  $min="260px"
                  $stale={search.isPlaceholderData}
                  aria-busy={search.isFetching}
                >
                  {restaurants.map((restaurant, index) => (
                    <ResultCard
                      key={placeKey(restaurant)}
                      restaurant={restaurant}
                      number={index + 1}
                      highlighted={
                        highlighted.includes(placeKey(restaurant)) ||
                        selected === placeKey(restaurant)
                      }
                      onHighlight={highlightCard}
                      onOpen={rememberSearch}
                      onQuickView={setQuickView}
                      // The first cards are on screen as the page opens: their photos load at once.
                      eagerPhoto={index < EAGER_PHOTOS}
                      priorityPhoto={index === 0}
                    />
                  ))}
                </Results>
                {(search.hasNextPage || shown < loaded) && !search.isPlaceholderData && (
                  <ShowMoreResults
                    shown={shown}
                    total={total}
                    totalCapped={totalCapped}
                    loading={search.isFetchingNextPage}
                    failed={search.isFetchNextPageError}
                    onMore={showMore}
                  />
                )}
              </>
            }
            map={(height) => (
              <ResultsMap
                places={mapPlaces(restaurants)}
                label="Map of the results"
                height={height}
                highlighted={highlighted}
                onHighlight={setHighlighted}
                selected={selected}
                onSelect={selectOnMap}
                onOpenPlace={rememberSearch}
                onSearchArea={searchArea}
              />
            )}
          />
          <SourceCredit attributions={results.attribution} />
        </>
      );
  }

  return (
    <section aria-labelledby="search-results-heading">
      {/* The cards' h3 headings sit under this one, not straight under the page's h1. */}
      <h2 id="search-results-heading" className="visually-hidden">
        Search results
      </h2>
      <Status role="status" aria-live="polite">
        {status}
      </Status>
      {body}
      <QuickView
        restaurant={quickView}
        onClose={() => setQuickView(null)}
        onOpen={rememberSearch}
      />
    </section>
  );
}
