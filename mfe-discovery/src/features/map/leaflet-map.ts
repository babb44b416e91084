// Loaded only when a map is shown (a dynamic import): Leaflet and its stylesheet never
// come with the page, so the map never delays first paint.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import type { MapSettings } from '@pizza-atlas/contracts';
import { injectPageStyle, LEAFLET_STYLE_ID } from '@pizza-atlas/ui';
import { clusterPlaces, type MapItem, type PlaceClusters } from './map-clusters';
import { clusterLabel, placeLabel, type MapPlace } from './map-places';

/** The map markers' own styles, beside Leaflet's (each once per page). */
function injectStylesheet(): void {
  injectPageStyle(LEAFLET_STYLE_ID, leafletCss as unknown as string);
  injectPageStyle(
    'pizza-atlas-map-markers',
    // Leaflet places a marker with its transform: the look (and the highlight's scale) is on
    // the inner dot, so a highlighted marker grows in place instead of moving off the pointer.
    `.pa-marker {
  border-radius: 50%;
}
.pa-marker--on,
.pa-marker--chosen {
  z-index: 1000 !important;
}
.pa-marker > span {
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: var(--pa-primary);
  color: var(--pa-primary-text);
  border: 2px solid var(--pa-surface);
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
  font: 700 13px/1 system-ui, sans-serif;
  transition: scale 120ms;
}
.pa-marker--on > span,
.pa-marker--chosen > span {
  scale: 1.3;
  background: var(--pa-accent);
}
.pa-marker--chosen > span {
  box-shadow: 0 0 0 3px var(--pa-text);
}
/* A group of places is a square with a second one behind it, not a round numbered pin:
   its count is how many places, never a place's number on the list. */
.pa-cluster {
  border-radius: 8px;
}
.pa-cluster > span {
  border-radius: 8px;
  background: var(--pa-text);
  color: var(--pa-bg);
  font-size: 14px;
  box-shadow:
    5px -5px 0 -2px var(--pa-surface),
    5px -5px 0 0 var(--pa-text),
    0 1px 4px rgba(0, 0, 0, 0.35);
}
.pa-marker:focus-visible {
  outline: 3px solid var(--pa-focus);
  outline-offset: 2px;
}
.leaflet-container {
  font: inherit;
  background: var(--pa-surface-muted);
}
.leaflet-container .leaflet-control-attribution {
  background: var(--pa-surface);
  color: var(--pa-text);
}
.leaflet-container .leaflet-control-attribution a {
  color: var(--pa-text);
  text-decoration: underline;
}
/* The zoom buttons in the page's theme: Leaflet's own are white in the dark theme too. */
.leaflet-container .leaflet-bar a {
  background: var(--pa-surface);
  color: var(--pa-text);
  border-bottom-color: var(--pa-border);
}
.leaflet-container .leaflet-bar a:hover,
.leaflet-container .leaflet-bar a:focus-visible {
  background: var(--pa-surface-muted);
}
.leaflet-container .leaflet-bar a.leaflet-disabled {
  background: var(--pa-surface-muted);
  color: var(--pa-text-muted);
}`,
  );
}

export interface MapHandlers {
  /**
   * A marker was hovered or focused: its place, or every place a cluster holds; an empty
   * list when it is left, blurred or drawn away.
   */
  onHighlight?: (keys: readonly string[]) => void;
  /** A place's marker was chosen (click, tap or Enter). */
  onSelect?: (key: string) => void;
  /** The visitor moved or zoomed the map (never our own fitting). */
  onUserMove?: (view: {
    center: { latitude: number; longitude: number };
    corner: { latitude: number; longitude: number };
  }) => void;
}

export interface MapController {
  showPlaces(places: MapPlace[], fit: boolean): void;
  /** Marks the markers of these places (a cluster holding one of them is marked). */
  highlight(keys: readonly string[]): void;
  /** Marks the place whose card is open (null: none). */
  select(key: string | null): void;
  /** Focuses the place's marker, or the cluster it is in. */
  focusPlace(key: string): void;
  destroy(): void;
}

/** Past this zoom every place has its own marker. */
const CLUSTER_MAX_ZOOM = 16;

function itemIcon(item: MapItem): L.DivIcon {
  const cluster = item.kind === 'cluster';
  const size = cluster ? 36 : 28;
  return L.divIcon({
    className: cluster ? 'pa-marker pa-cluster' : 'pa-marker',
    html: `<span aria-hidden="true">${cluster ? item.count : item.place.number}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const holds = (item: MapItem, key: string | null) =>
  key !== null && (item.kind === 'place' ? item.id === key : item.keys.includes(key));

const holdsAny = (item: MapItem, keys: readonly string[]) => keys.some((key) => holds(item, key));

/** The places a marker stands for: its own, or those of its cluster. */
const placesOf = (item: MapItem): string[] => (item.kind === 'place' ? [item.id] : item.keys);

/**
 * A Leaflet map in `container` with numbered markers, clustered where they would overlap
 * (clusters show their count and zoom in when chosen), that report hovers and choices.
 * Without a tile source the markers sit on the plain background.
 */
export function createLeafletMap(
  container: HTMLElement,
  settings: MapSettings,
  handlers: MapHandlers,
  options: { interactive: boolean } = { interactive: true },
): MapController {
  injectStylesheet();
  const map = L.map(container, {
    scrollWheelZoom: false,
    dragging: options.interactive,
    zoomControl: options.interactive,
    keyboard: options.interactive,
    attributionControl: settings.tiles !== null,
    maxZoom: settings.maxZoom,
  });
  if (settings.tiles) {
    const { url, attribution, attributionUrl } = settings.tiles;
    map.attributionControl.setPrefix(false);
    L.tileLayer(url, {
      maxZoom: settings.maxZoom,
      attribution: `<a href="${encodeURI(attributionUrl)}" target="_blank" rel="noopener">${attribution.replace(/[<>&"]/g, '')}</a>`,
    }).addTo(map);
  }

  let hasView = false;
  map.on('load', () => {
    hasView = true;
  });
  let clusters: PlaceClusters = clusterPlaces([], CLUSTER_MAX_ZOOM);
  const shown = new Map<string, { marker: L.Marker; item: MapItem }>();
  let highlighted: readonly string[] = [];
  // The marker the pointer or the focus is on: its places are marked in the list.
  let pointedAt: string | null = null;
  let selected: string | null = null;
  // After a cluster is zoomed by keyboard, focus goes to this place's marker (or cluster).
  let focusAfterMove: string | null = null;
  // Fitting the view to the results moves the map too; only the visitor's moves count.
  let fitting = false;

  const paint = (element: HTMLElement | undefined, item: MapItem) => {
    element?.classList.toggle('pa-marker--on', holdsAny(item, highlighted));
    element?.classList.toggle('pa-marker--chosen', holds(item, selected));
  };

  const choose = (item: MapItem, byKeyboard: boolean) => {
    if (item.kind === 'place') {
      handlers.onSelect?.(item.id);
      return;
    }
    if (byKeyboard) focusAfterMove = [...item.keys].sort()[0] ?? null;
    map.setView([item.latitude, item.longitude], clusters.expansionZoom(item.clusterId));
  };

  const addMarker = (item: MapItem) => {
    const label = item.kind === 'place' ? placeLabel(item.place) : clusterLabel(item.count);
    const marker = L.marker([item.latitude, item.longitude], {
      icon: itemIcon(item),
      title: item.kind === 'place' ? item.place.name : label,
      keyboard: options.interactive,
      riseOnHover: true,
    }).addTo(map);
    const element = marker.getElement();
    if (item.kind === 'place') element?.setAttribute('data-place', item.id);
    else element?.setAttribute('data-cluster', String(item.count));
    element?.setAttribute('aria-label', label);
    // A label needs a role: a button to choose, or (on a map that only shows) an image.
    element?.setAttribute('role', options.interactive ? 'button' : 'img');
    paint(element, item);
    // A place marks its result; a cluster marks all the results it holds, by pointer or focus.
    const point = () => {
      pointedAt = item.id;
      handlers.onHighlight?.(placesOf(item));
    };
    const leave = () => {
      if (pointedAt !== item.id) return;
      pointedAt = null;
      handlers.onHighlight?.([]);
    };
    marker.on('mouseover', point);
    marker.on('mouseout', leave);
    element?.addEventListener('focus', point);
    element?.addEventListener('blur', leave);
    if (options.interactive) {
      marker.on('click', () => choose(item, false));
      // Enter or Space on a focused marker chooses it, as a click does.
      element?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        choose(item, true);
      });
    }
    shown.set(item.id, { marker, item });
  };

  /** Draws what the view holds at its zoom, keeping the markers that stay (and their focus). */
  const draw = () => {
    const bounds = map.getBounds().pad(0.25);
    const items = clusters.itemsIn(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      map.getZoom(),
    );
    const wanted = new Set(items.map((item) => item.id));
    for (const [id, { marker }] of shown) {
      if (wanted.has(id)) continue;
      marker.remove();
      shown.delete(id);
      // A marker drawn away (a cluster zoomed into) sends no leave of its own.
      if (pointedAt === id) {
        pointedAt = null;
        handlers.onHighlight?.([]);
      }
    }
    for (const item of items) if (!shown.has(item.id)) addMarker(item);
    if (focusAfterMove) {
      const key = focusAfterMove;
      focusAfterMove = null;
      controller.focusPlace(key);
    }
  };

  map.on('moveend', () => {
    draw();
    if (fitting) return;
    const center = map.getCenter();
    const corner = map.getBounds().getNorthEast();
    handlers.onUserMove?.({
      center: { latitude: center.lat, longitude: center.lng },
      corner: { latitude: corner.lat, longitude: corner.lng },
    });
  });

  const controller: MapController = {
    showPlaces(places, fit) {
      for (const { marker } of shown.values()) marker.remove();
      shown.clear();
      if (pointedAt) {
        pointedAt = null;
        handlers.onHighlight?.([]);
      }
      clusters = clusterPlaces(places, Math.min(CLUSTER_MAX_ZOOM, settings.maxZoom - 1));
      if (fit && places.length > 0) {
        // Without animation Leaflet ends the move (moveend) before fitBounds returns.
        fitting = true;
        const bounds = L.latLngBounds(places.map((p) => [p.latitude, p.longitude]));
        map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15, animate: false });
        fitting = false;
      }
      // Leaflet draws markers only on a map that has a view.
      if (hasView) draw();
    },
    highlight(keys) {
      // Classes on the same elements: replacing an icon would lose a marker's focus.
      highlighted = keys;
      for (const { marker, item } of shown.values()) {
        paint(marker.getElement(), item);
        marker.setZIndexOffset(holdsAny(item, keys) ? 1000 : 0);
      }
    },
    select(key) {
      selected = key;
      for (const { marker, item } of shown.values()) paint(marker.getElement(), item);
    },
    focusPlace(key) {
      for (const { marker, item } of shown.values()) {
        if (holds(item, key)) marker.getElement()?.focus();
      }
    },
    destroy() {
      map.remove();
    },
  };
  return controller;
}
