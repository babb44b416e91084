// Loaded only when a map is shown (a dynamic import): Leaflet and its stylesheet never
// come with the page, so the map never delays first paint.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import type { MapSettings } from '@pizza-atlas/contracts';
import { injectPageStyle, LEAFLET_STYLE_ID } from '@pizza-atlas/ui';
import type { MapPlace } from './map-places';

/** The map markers' own styles, beside Leaflet's (each once per page). */
function injectStylesheet(): void {
  injectPageStyle(LEAFLET_STYLE_ID, leafletCss as unknown as string);
  injectPageStyle(
    'pizza-atlas-map-markers',
    `.pa-marker {
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: var(--pa-primary);
  color: var(--pa-primary-text);
  border: 2px solid var(--pa-surface);
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
  font: 700 13px/1 system-ui, sans-serif;
  transition: transform 120ms;
}
.pa-marker--on {
  transform-origin: center;
  scale: 1.3;
  background: var(--pa-accent);
  z-index: 1000 !important;
}
.pa-marker:focus-visible {
  outline: 3px solid var(--pa-focus);
  outline-offset: 2px;
}
.leaflet-container {
  font: inherit;
  background: var(--pa-surface-muted);
}`,
  );
}

export interface MapHandlers {
  /** A marker was hovered, focused, left or blurred (null). */
  onHighlight?: (key: string | null) => void;
  /** A marker was chosen (click or Enter). */
  onChoose?: (key: string) => void;
  /** The visitor moved or zoomed the map (never our own fitting). */
  onUserMove?: (view: {
    center: { latitude: number; longitude: number };
    corner: { latitude: number; longitude: number };
  }) => void;
}

export interface MapController {
  showPlaces(places: MapPlace[], fit: boolean): void;
  highlight(key: string | null): void;
  destroy(): void;
}

function markerIcon(place: MapPlace): L.DivIcon {
  return L.divIcon({
    className: 'pa-marker',
    html: `<span aria-hidden="true">${place.number}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

/** A Leaflet map in `container` with numbered markers that report hovers and choices. */
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
  });
  map.attributionControl.setPrefix(false);
  L.tileLayer(settings.tileUrl, {
    maxZoom: settings.maxZoom,
    attribution: `<a href="${encodeURI(settings.attributionUrl)}" target="_blank" rel="noopener">${settings.attribution.replace(/[<>&"]/g, '')}</a>`,
  }).addTo(map);

  const markers = new Map<string, { marker: L.Marker; place: MapPlace }>();
  let highlighted: string | null = null;
  // Fitting the view to the results moves the map too; only the visitor's moves count.
  let fitting = false;

  map.on('moveend', () => {
    if (fitting) {
      fitting = false;
      return;
    }
    const center = map.getCenter();
    const corner = map.getBounds().getNorthEast();
    handlers.onUserMove?.({
      center: { latitude: center.lat, longitude: center.lng },
      corner: { latitude: corner.lat, longitude: corner.lng },
    });
  });

  const controller: MapController = {
    showPlaces(places, fit) {
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
      // The view first: Leaflet draws markers only on a map that has one.
      if (fit && places.length > 0) {
        fitting = true;
        const bounds = L.latLngBounds(places.map((p) => [p.latitude, p.longitude]));
        map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15, animate: false });
      }
      for (const place of places) {
        const marker = L.marker([place.latitude, place.longitude], {
          icon: markerIcon(place),
          title: place.name,
          alt: place.name,
          keyboard: options.interactive,
          riseOnHover: true,
        }).addTo(map);
        marker.on('mouseover', () => handlers.onHighlight?.(place.key));
        marker.on('mouseout', () => handlers.onHighlight?.(null));
        marker.on('click', () => handlers.onChoose?.(place.key));
        const element = marker.getElement();
        element?.setAttribute('data-place', place.key);
        element?.setAttribute('aria-label', `${place.number}. ${place.name}`);
        element?.classList.toggle('pa-marker--on', place.key === highlighted);
        element?.addEventListener('focus', () => handlers.onHighlight?.(place.key));
        element?.addEventListener('blur', () => handlers.onHighlight?.(null));
        // Enter or Space on a focused marker chooses it, as a click does.
        element?.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          handlers.onChoose?.(place.key);
        });
        // A label needs a role: a button to choose, or (on a map that only shows) an image.
        element?.setAttribute('role', options.interactive ? 'button' : 'img');
        markers.set(place.key, { marker, place });
      }
    },
    highlight(key) {
      // A class on the same element: replacing the icon would lose a marker's focus.
      const previous = highlighted;
      highlighted = key;
      for (const changed of [previous, key]) {
        const entry = changed ? markers.get(changed) : undefined;
        if (!entry) continue;
        entry.marker.getElement()?.classList.toggle('pa-marker--on', changed === key);
        entry.marker.setZIndexOffset(changed === key ? 1000 : 0);
      }
    },
    destroy() {
      map.remove();
    },
  };
  return controller;
}
