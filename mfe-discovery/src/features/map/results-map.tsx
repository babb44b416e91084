import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, color, radius, space } from '@pizza-atlas/ui';
import { mapSettingsQueryOptions } from './api/get-map-settings';
import type { MapController, MapHandlers } from './leaflet-map';
import { MapPlaceCard } from './map-place-card';
import type { MapPlace } from './map-places';

// isolation: Leaflet's panes and controls (z-index 400 to 1000) stack inside the map, not
// over the page's sticky header (z-index 20) when the page scrolls under it.
const Frame = styled.div<{ $height: string }>`
  position: relative;
  isolation: isolate;
  height: ${(p) => p.$height};
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${color.border};
  background: ${color.surfaceMuted};
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Status = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${space(4)};
  color: ${color.textMuted};
  text-align: center;
`;

const AreaButton = styled(Button)`
  position: absolute;
  z-index: 1000;
  top: ${space(3)};
  left: 50%;
  transform: translateX(-50%);
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
`;

// The place card and the no-tiles note, bottom left, the card above the note. Clear of the
// tile credit (bottom right) when there are tiles.
const BottomDock = styled.div<{ $raised: boolean }>`
  position: absolute;
  z-index: 1000;
  left: ${space(3)};
  right: ${space(3)};
  bottom: ${(p) => (p.$raised ? space(7) : space(3))};
  display: grid;
  gap: ${space(2)};
  justify-items: start;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const TilesNote = styled.p`
  margin: 0;
  max-width: 100%;
  padding: ${space(1)} ${space(2)};
  border-radius: ${radius.sm};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font-size: 0.8rem;
  line-height: 1.35;
`;

/** What a map without a tile source (MAP_TILES=none, decision 0048) says on it. */
export const NO_TILES_NOTE =
  'No street map is shown here: the pins show where the places are, and each place’s page has its address and directions.';

const NONE: readonly string[] = [];

export interface MapView {
  center: { latitude: number; longitude: number };
  corner: { latitude: number; longitude: number };
}

/**
 * A Leaflet map of places, loaded when it is shown (never with the page). The box has its
 * size from the start, so nothing moves when the map arrives; without the map (it failed,
 * or scripts are off) the list beside it is the whole page, by keyboard and screen reader.
 * Choosing a marker opens its small card (`selected`); Escape closes it and returns to the
 * marker.
 */
export function ResultsMap({
  places,
  label,
  height,
  highlighted = NONE,
  onHighlight,
  selected = null,
  onSelect,
  onOpenPlace,
  onSearchArea,
  interactive = true,
}: {
  places: MapPlace[];
  /** The region's name for screen readers, e.g. 'Map of the results'. */
  label: string;
  height: string;
  /** The places whose markers are marked (a result hovered, or a marker's own places). */
  highlighted?: readonly string[];
  onHighlight?: MapHandlers['onHighlight'];
  /** The place whose card is open on the map. */
  selected?: string | null;
  /** A marker was chosen (its key), or its card closed (null). */
  onSelect?: (key: string | null) => void;
  /** Called before a card's link opens the restaurant page. */
  onOpenPlace?: () => void;
  /** Offered as 'Search this area' once the visitor moves the map. */
  onSearchArea?: (view: MapView) => void;
  interactive?: boolean;
}) {
  const settings = useQuery(mapSettingsQueryOptions());
  // (Asked at once: a small answer, cached for the visit.)
  const canvasRef = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [movedTo, setMovedTo] = useState<MapView | null>(null);
  // Leaflet and the tiles load once the box is near the screen, not with the page.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);
  // Handlers change every render; the map keeps the latest through this box.
  const handlers = useRef({ onHighlight, onSelect });
  handlers.current = { onHighlight, onSelect };
  const cardLink = useRef<HTMLAnchorElement>(null);
  const chosen = places.find((place) => place.key === selected) ?? null;

  useEffect(() => {
    if (!near || !settings.data || !canvasRef.current) return;
    let cancelled = false;
    const canvas = canvasRef.current;
    import('./leaflet-map')
      .then(({ createLeafletMap }) => {
        if (cancelled) return;
        controller.current = createLeafletMap(
          canvas,
          settings.data,
          {
            onHighlight: (key) => handlers.current.onHighlight?.(key),
            onSelect: (key) => handlers.current.onSelect?.(key),
            onUserMove: (view) => setMovedTo(view),
          },
          { interactive },
        );
        setReady(true);
      })
      .catch((error: unknown) => {
        console.error('The map could not be loaded:', error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
      setReady(false);
    };
  }, [near, settings.data, interactive]);

  // New results: show them and fit the view to them.
  const placesKey = places.map((place) => place.key).join('|');
  useEffect(() => {
    if (!ready) return;
    controller.current?.showPlaces(places, true);
    setMovedTo(null);
    // The key stands for the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, placesKey]);

  // By value: a new list of the same places is no change.
  const highlightedKey = highlighted.join('|');
  useEffect(() => {
    if (ready) controller.current?.highlight(highlighted);
    // The key stands for the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, highlightedKey]);

  // A marker chosen from the map (its own focus): its card takes the focus, to read or follow.
  const chosenKey = chosen?.key ?? null;
  useEffect(() => {
    if (ready) controller.current?.select(chosenKey);
    if (chosenKey && canvasRef.current?.contains(document.activeElement)) {
      cardLink.current?.focus();
    }
  }, [ready, chosenKey]);

  // No tile source: the pins sit on a plain background, which the map says.
  const noTiles = ready && settings.data?.tiles === null;

  const closeCard = () => {
    if (!chosenKey) return;
    onSelect?.(null);
    controller.current?.focusPlace(chosenKey);
  };

  return (
    <Frame
      $height={height}
      role="region"
      aria-label={label}
      data-testid="results-map"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && chosenKey) {
          event.preventDefault();
          closeCard();
        }
      }}
    >
      <Canvas ref={canvasRef} data-ready={ready || undefined} />
      {(failed || settings.isError) && (
        <Status>The map could not be loaded. The list has every place.</Status>
      )}
      {!ready && !failed && !settings.isError && <Status aria-hidden="true">Loading map…</Status>}
      {movedTo && onSearchArea && (
        <AreaButton type="button" onClick={() => onSearchArea(movedTo)}>
          Search this area
        </AreaButton>
      )}
      {((chosen && ready) || noTiles) && (
        <BottomDock $raised={!noTiles}>
          {chosen && ready && (
            <MapPlaceCard ref={cardLink} place={chosen} onClose={closeCard} onOpen={onOpenPlace} />
          )}
          {noTiles && <TilesNote data-testid="map-tiles-note">{NO_TILES_NOTE}</TilesNote>}
        </BottomDock>
      )}
    </Frame>
  );
}
