import { useEffect, useId, useRef, useState } from 'react';
import { apiFetch } from '@pizza-atlas/api-client';
import styled from 'styled-components';
import type { MapSettings, SuggestedPin, SuggestedPinResponse } from '@pizza-atlas/contracts';
import { color, FieldBox, radius, space } from '@pizza-atlas/ui';
import type { PinMap } from './pin-leaflet';
import { useStaffQuery } from './staff-api';

// Columns and inputs that shrink to the dialog's width: an input's own width would
// otherwise set its column's.
const Row = styled.div`
  display: grid;
  gap: ${space(3)};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  input {
    width: 100%;
    min-width: 0;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const MapFrame = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  height: 260px;
  margin-block: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.surfaceMuted};
  @media (max-width: 520px) {
    height: 200px;
  }
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
  /* Leaflet's own grey (#ddd) glared in the dark theme: the theme's colour instead. */
  &.leaflet-container {
    background: ${color.surfaceMuted};
  }
`;

// Above Leaflet's panes (z-index up to 1000), bottom left, clear of the tile credit.
const TilesNote = styled.p`
  position: absolute;
  z-index: 1000;
  left: ${space(2)};
  right: ${space(2)};
  bottom: ${space(2)};
  margin: 0;
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font-size: 0.8rem;
  line-height: 1.35;
`;

/** What the map says without a tile source (MAP_TILES=none), as the public maps do. */
export const NO_TILES_NOTE =
  'Map background not configured, so only the pin shows. The site’s operator turns it on with the MAP_TILES setting.';

/**
 * The map with the pin, once there is a point. Leaflet and the tile settings load only
 * here; if either fails, the fields below still place the pin.
 */
function PinOnMap({
  draft,
  onMove,
}: {
  draft: PinDraft;
  /** `hasStreets`: false on a map without a background, where a drag is only a guess. */
  onMove: (latitude: number, longitude: number, hasStreets: boolean) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<PinMap | null>(null);
  const [hasNoTiles, setNoTiles] = useState(false);
  const hasStreets = useRef(true);
  const moved = useRef(onMove);
  moved.current = onMove;
  const latitude = Number(draft.latitude);
  const longitude = Number(draft.longitude);
  const ready = draft.latitude !== '' && Number.isFinite(latitude) && Number.isFinite(longitude);

  useEffect(() => {
    if (!ready || map.current || !box.current) return;
    let cancelled = false;
    const container = box.current;
    void Promise.all([
      // The shell's browser build carries no zod (decision 0016): the API checks this answer.
      apiFetch<MapSettings>('/api/site/map'),
      import('./pin-leaflet'),
    ])
      .then(([settings, leaflet]) => {
        if (cancelled) return;
        map.current = leaflet.createPinMap(
          container,
          settings,
          { latitude, longitude },
          (lat, lng) => moved.current(lat, lng, hasStreets.current),
        );
        hasStreets.current = settings.tiles !== null;
        setNoTiles(settings.tiles === null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Made once, at the first point; later points move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  useEffect(() => () => map.current?.destroy(), []);
  useEffect(() => {
    if (ready) map.current?.moveTo(latitude, longitude);
  }, [ready, latitude, longitude]);

  return (
    <MapFrame role="group" aria-label="Map of the place’s pin" aria-hidden={!ready}>
      <Canvas ref={box} />
      {hasNoTiles && <TilesNote>{NO_TILES_NOTE}</TilesNote>}
    </MapFrame>
  );
}

/** Why the geocoder gave no point, said before the fallback; nothing when it is off. */
const GEOCODER_MISSED: Partial<Record<SuggestedPinResponse['geocoder'], string>> = {
  timeout: 'The address lookup timed out (the US Census geocoder did not answer in time)',
  failed:
    'The address lookup failed (the US Census geocoder could not be reached or answered with an error)',
  'no-match': 'The US Census geocoder found no match for this address',
};

/** What the staff are told about where the suggested pin came from. */
export function pinText(
  pin: SuggestedPin | null,
  geocoder?: SuggestedPinResponse['geocoder'],
): string {
  if (pin?.source === 'census') return 'Pin from the address (US Census geocoder).';
  const fallback = pin
    ? `Pin at the ${pin.precision === 'zip' ? 'ZIP' : 'city'} centre, not the address: move it to the door.`
    : 'No pin yet: give the city, state or ZIP code, or type the point.';
  const missed = geocoder && GEOCODER_MISSED[geocoder];
  return missed ? `${missed}: ${fallback[0]!.toLowerCase()}${fallback.slice(1)}` : fallback;
}

/** When the console could not get the suggestion at all (offline, a 5xx). */
export const PIN_NOT_LOADED =
  'The suggested pin could not be loaded: type the point, or approve at the ZIP or city centre.';

/** The point staff confirm, as typed text; null fields mean "not chosen". */
export interface PinDraft {
  latitude: string;
  longitude: string;
  /** True once staff changed it: only then (or for an address match) is it sent. */
  chosen: boolean;
  /** The suggestion was only this centre (no address match), not the door. */
  centre: 'zip' | 'city' | null;
  /** The suggestion is still being looked up: approving now would skip it. */
  isFinding: boolean;
  /**
   * How the point got where it is: dragged on the map, typed, or the geocoder's match.
   * Absent before staff touch it.
   */
  from?: 'map' | 'typed' | 'geocoder';
  /** Dragged on a map without streets: a guess, so still approximate (decision 0034). */
  onBlankMap?: boolean;
}

/** The draft once the suggestion answered: its pin, unless staff already typed a point. */
function draftWithSuggestion(draft: PinDraft, pin: SuggestedPin | null): PinDraft {
  if (draft.chosen || !pin) return { ...draft, isFinding: false };
  return {
    latitude: pin.latitude.toFixed(6),
    longitude: pin.longitude.toFixed(6),
    // An address match is already the door, as far as the Census knows.
    chosen: pin.source === 'census',
    centre: pin.source === 'census' || pin.precision === 'address' ? null : pin.precision,
    isFinding: false,
    ...(pin.source === 'census' && { from: 'geocoder' as const }),
  };
}

/** The centre the pin still sits at, unmoved and untyped ('ZIP' or 'city'), or null. */
export function unmovedCentre(draft: PinDraft): 'ZIP' | 'city' | null {
  if (!draft.centre) return null;
  // Dragged on a map without streets, the pin is no nearer the door than the centre was.
  if (draft.chosen && !(draft.from === 'map' && draft.onBlankMap)) return null;
  return draft.centre === 'zip' ? 'ZIP' : 'city';
}

/**
 * The suggested pin of a pending submission, fetched when its approval opens (the server
 * asks the geocoder then, once), and latitude/longitude fields to put it at the door: a way
 * that needs no map, for keyboards, screen readers and a map that fails to load.
 */
export function PinFields({
  submissionId,
  draft,
  onChange,
  onSamePlace,
}: {
  submissionId: string;
  draft: PinDraft;
  onChange: (draft: PinDraft) => void;
  /** Told of a listed place the server found near the suggested pin (decision 0086). */
  onSamePlace?: (match: SuggestedPinResponse['samePlace']) => void;
}) {
  const query = useStaffQuery<SuggestedPinResponse>(
    ['submission-pin', submissionId],
    `/api/staff/submissions/${submissionId}/pin`,
  );
  const pin = query.data?.pin ?? null;
  const isAnswered = !query.isPending;
  const ids = { latitude: useId(), longitude: useId() };
  // Once per opening: the answer (or its failure) ends the wait, and seeds the pin.
  useEffect(() => {
    if (isAnswered && draft.isFinding) onChange(draftWithSuggestion(draft, pin));
  }, [isAnswered, draft, pin, onChange]);
  const samePlace = query.data?.samePlace;
  useEffect(() => {
    if (samePlace) onSamePlace?.(samePlace);
  }, [samePlace, onSamePlace]);

  return (
    <>
      <p role="status">
        {!isAnswered
          ? 'Finding the address on the map…'
          : query.isError
            ? PIN_NOT_LOADED
            : pinText(pin, query.data?.geocoder)}
        {draft.chosen && draft.from === 'map' && draft.onBlankMap && ` ${BLANK_MAP_PIN}`}
      </p>
      <PinOnMap
        draft={draft}
        onMove={(latitude, longitude, hasStreets) =>
          onChange({
            ...draft,
            latitude: latitude.toFixed(6),
            longitude: longitude.toFixed(6),
            chosen: true,
            from: 'map',
            onBlankMap: !hasStreets,
          })
        }
      />
      <Row>
        <FieldBox>
          <label htmlFor={ids.latitude}>Latitude</label>
          <input
            id={ids.latitude}
            inputMode="decimal"
            value={draft.latitude}
            onChange={(event) =>
              onChange({ ...draft, latitude: event.target.value, chosen: true, from: 'typed' })
            }
          />
        </FieldBox>
        <FieldBox>
          <label htmlFor={ids.longitude}>Longitude</label>
          <input
            id={ids.longitude}
            inputMode="decimal"
            value={draft.longitude}
            onChange={(event) =>
              onChange({ ...draft, longitude: event.target.value, chosen: true, from: 'typed' })
            }
          />
        </FieldBox>
      </Row>
    </>
  );
}

/** What staff are told once the pin was dragged on a map without streets. */
export const BLANK_MAP_PIN =
  'Moved on a map without streets, so the point is a guess: it is recorded as moved without a map, and the place’s directions go to its address.';

/** The point to send, an error to show, or nothing when staff did not choose one. */
export function pinToSend(
  draft: PinDraft,
):
  | { latitude: number; longitude: number; pinFrom: 'map' | 'typed' | 'geocoder' }
  | { error: string }
  | null {
  if (!draft.chosen) return null;
  const latitude = Number(draft.latitude);
  const longitude = Number(draft.longitude);
  if (!draft.latitude.trim() || !Number.isFinite(latitude) || latitude < -90 || latitude > 90)
    return { error: 'Latitude is a number between -90 and 90' };
  if (!draft.longitude.trim() || !Number.isFinite(longitude) || longitude < -180 || longitude > 180)
    return { error: 'Longitude is a number between -180 and 180' };
  return { latitude, longitude, pinFrom: draft.from ?? 'typed' };
}
