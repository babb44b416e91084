import { useId, useState, type FormEvent } from 'react';
import { FEATURE_FILTERS, type FeatureKey } from '@pizza-atlas/contracts';
import { Button, Dialog } from '@pizza-atlas/ui';
import {
  Panel,
  Row,
  SearchLine,
  Field,
  Input,
  Select,
  Filters,
  PriceButtons,
  PriceButton,
  Checklist,
  OpenNow,
  Toggle,
  Actions,
  SheetFilters,
  SheetActions,
} from './search-panel-styles';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { LocationCombobox } from './location-combobox';
import { RadiusSelect } from './radius-select';
import { UseMyLocation } from './use-my-location';
import { useEarlyInput } from './use-early-input';
import { activeFilterLabels, CATEGORY_LABELS, minRatingLabel } from './active-filters';
import {
  CATEGORY_CHOICES,
  DEFAULT_RADIUS_MILES,
  MIN_RATINGS,
  hasFilters,
  PRICE_LEVELS,
  searchLocation,
  usesLinkedRadius,
  type Category,
  type SearchCriteria,
  type SortBy,
} from './search-criteria';

const SORT_LABELS: Record<SortBy, string> = {
  best_match: 'Best Match',
  rating: 'Highest Rated',
  review_count: 'Most Reviewed',
  distance: 'Distance',
};

/**
 * The directory's search controls. The location is applied by Search or Enter; every
 * other control applies at once when a search is showing (`onApply`), so no control
 * sits dead until the visitor finds the Search button.
 */
export function SearchPanel({
  criteria,
  isSearchActive,
  wholeState = false,
  searchFailed = false,
  onSearch,
}: {
  /** The search in the URL; the panel starts from it. */
  criteria: SearchCriteria;
  isSearchActive: boolean;
  /** The showing search covers a whole state (its radius reads 'Whole state'). */
  wholeState?: boolean;
  /**
   * The showing search ran no search (its place was not found, it was refused, or it
   * failed): no radius applied, so the select shows the one a new search takes.
   */
  searchFailed?: boolean;
  onSearch: (criteria: SearchCriteria) => void;
}) {
  const linked = usesLinkedRadius(criteria) && !searchFailed;
  const [draft, setDraft] = useState(criteria);
  const criteriaKey = JSON.stringify(criteria);
  const [syncedKey, setSyncedKey] = useState(criteriaKey);
  // The URL changed (a search ran, or Back/Forward): show what it holds now.
  if (syncedKey !== criteriaKey) {
    setSyncedKey(criteriaKey);
    setDraft(criteria);
  }
  const [showFilters, setShowFilters] = useState(hasFilters(criteria));
  // On a phone the filters open as a sheet over the results instead of pushing them down.
  const phone = useMediaQuery(PHONE_QUERY);
  const [isSheetOpen, setSheetOpen] = useState(false);
  /**
   * The width is read at the tap itself: the first render after hydration still has the
   * server's answer (not a phone) until the media query's effect has run, and a tap in that
   * moment on a phone must open the sheet, not the wide screen's filters.
   */
  const openFilters = () => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches)
      setSheetOpen(true);
    else setShowFilters((shown) => !shown);
  };
  // The sheet, once opened, stays until it is closed, even before `phone` has caught up.
  const sheet = phone || isSheetOpen;
  const locationRef = useEarlyInput(draft.location, (typed) =>
    setDraft((current) => ({ ...current, location: typed })),
  );
  const id = useId();
  const filtersId = `${id}-filters`;
  // Shown on the collapsed toggle, so filters hidden behind it still show they are on.
  const activeCount = activeFilterLabels(draft).length;
  const showLabel = activeCount > 0 ? `Show Filters (${activeCount})` : 'Show Filters';

  /**
   * Filters re-run the showing search right away, for the location typed in the box if
   * there is one (the visitor means the place they see), else for the search's own place.
   */
  const change = (patch: Partial<SearchCriteria>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!isSearchActive) return;
    const typed = next.location.trim();
    onSearch(
      typed && typed !== criteria.location
        ? searchLocation(next, typed)
        : { ...next, location: criteria.location },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(draft.location);
  };

  const searchFor = (text: string) => {
    const location = text.trim();
    if (!location) return;
    // A typed location replaces quiz coordinates (a whole state keeps them, for its
    // distances). The radius is the one the select shows: the linked 25 km while it still
    // shows that, else a choice (default 10 miles).
    onSearch({
      ...searchLocation(draft, location),
      radiusMiles: draft.radiusMiles ?? (linked ? undefined : DEFAULT_RADIUS_MILES),
    });
  };

  const togglePrice = (level: number) =>
    change({
      price: draft.price.includes(level)
        ? draft.price.filter((value) => value !== level)
        : [...draft.price, level].sort(),
    });

  const toggleFeature = (key: FeatureKey) =>
    change({
      features: draft.features.includes(key)
        ? draft.features.filter((value) => value !== key)
        : [...draft.features, key],
    });

  const filterControls = (
    <>
      <fieldset>
        <legend>Price</legend>
        <PriceButtons>
          {PRICE_LEVELS.map((level) => (
            <PriceButton
              key={level}
              type="button"
              aria-pressed={draft.price.includes(level)}
              aria-label={`Price ${'$'.repeat(level)}`}
              onClick={() => togglePrice(level)}
            >
              {'$'.repeat(level)}
            </PriceButton>
          ))}
        </PriceButtons>
      </fieldset>
      <Field>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <Select
          id={`${id}-sort`}
          value={draft.sortBy}
          onChange={(event) => change({ sortBy: event.target.value as SortBy })}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-category`}>Category</label>
        <Select
          id={`${id}-category`}
          value={draft.category}
          onChange={(event) => change({ category: event.target.value as Category })}
        >
          <option value="">All Pizza</option>
          {CATEGORY_CHOICES.map((value) => (
            <option key={value} value={value}>
              {CATEGORY_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-rating`}>Minimum rating</label>
        <Select
          id={`${id}-rating`}
          value={draft.minRating}
          onChange={(event) => change({ minRating: Number(event.target.value) })}
        >
          {MIN_RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating === 0 ? 'Any rating' : minRatingLabel(rating)}
            </option>
          ))}
        </Select>
      </Field>
      <OpenNow>
        <input
          type="checkbox"
          id={`${id}-open-now`}
          checked={draft.openNow}
          onChange={() => change({ openNow: !draft.openNow })}
        />
        <label htmlFor={`${id}-open-now`}>Open now</label>
      </OpenNow>
      <fieldset style={{ gridColumn: '1 / -1' }}>
        <legend>Features</legend>
        <Checklist>
          {(Object.entries(FEATURE_FILTERS) as [FeatureKey, string][]).map(([key, label]) => (
            <li key={key}>
              <label>
                <input
                  type="checkbox"
                  checked={draft.features.includes(key)}
                  onChange={() => toggleFeature(key)}
                />
                {label}
              </label>
            </li>
          ))}
        </Checklist>
      </fieldset>
    </>
  );

  return (
    // action and names: before the page is live, the browser itself runs the search.
    <Panel
      as="form"
      role="search"
      onSubmit={submit}
      aria-label="Search pizza places"
      action="/directory"
      method="get"
    >
      <Row>
        <SearchLine>
          <Field>
            <label htmlFor={`${id}-location`}>Location</label>
            <LocationCombobox
              id={`${id}-location`}
              input={Input}
              inputRef={locationRef}
              placeholder="Enter city, state, or zip code..."
              value={draft.location}
              onChange={(location) => setDraft((current) => ({ ...current, location }))}
              onChoose={searchFor}
            />
          </Field>
          <Button type="submit" disabled={draft.location.trim() === ''}>
            Search
          </Button>
        </SearchLine>
        <Field>
          <label htmlFor={`${id}-radius`}>Radius</label>
          <RadiusSelect
            id={`${id}-radius`}
            radiusMiles={draft.radiusMiles}
            linked={linked}
            wholeState={wholeState}
            onChange={(radiusMiles) => change({ radiusMiles })}
          />
        </Field>
      </Row>
      <Actions>
        {sheet ? (
          <Toggle
            type="button"
            $variant="ghost"
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            onClick={() => setSheetOpen(true)}
          >
            {showLabel}
          </Toggle>
        ) : (
          <Toggle
            type="button"
            $variant="ghost"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={openFilters}
          >
            {showFilters ? 'Hide Filters' : showLabel}
          </Toggle>
        )}
        <UseMyLocation
          inputId={`${id}-location`}
          onLocated={(latitude, longitude) =>
            onSearch({
              ...draft,
              location: '',
              latitude,
              longitude,
              radiusMiles: draft.radiusMiles,
            })
          }
        />
      </Actions>
      {sheet ? (
        <Dialog open={isSheetOpen} onClose={() => setSheetOpen(false)} title="Filters">
          <SheetFilters>{filterControls}</SheetFilters>
          <SheetActions>
            <Button type="button" onClick={() => setSheetOpen(false)}>
              Show results
            </Button>
          </SheetActions>
        </Dialog>
      ) : (
        <Filters id={filtersId} hidden={!showFilters}>
          {filterControls}
        </Filters>
      )}
    </Panel>
  );
}
