// Loaded only when staff open an approval (a dynamic import): Leaflet never comes with
// the shell's public pages.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import type { MapSettings } from '@pizza-atlas/contracts';
import { injectPageStyle, LEAFLET_STYLE_ID } from '@pizza-atlas/ui';

/** An arrow key moves the pin about this far (degrees of latitude ≈ 5 m). */
const STEP = 0.00005;

/** The pin's own styles, beside Leaflet's (each once per page, whichever map came first). */
function injectStylesheet(): void {
  injectPageStyle(LEAFLET_STYLE_ID, leafletCss as unknown as string);
  injectPageStyle(
    'pizza-atlas-staff-pin',
    `.pa-pin { width: 18px; height: 18px; border-radius: 50%; background: var(--pa-primary);
  border: 3px solid var(--pa-surface); box-shadow: 0 1px 4px rgba(0,0,0,.4); }
.pa-pin:focus-visible { outline: 3px solid var(--pa-focus); outline-offset: 2px; }`,
  );
}

export interface PinMap {
  moveTo(latitude: number, longitude: number): void;
  destroy(): void;
}

/** A map with one pin staff can drag, or move with the arrow keys once it has focus. */
export function createPinMap(
  container: HTMLElement,
  settings: MapSettings,
  start: { latitude: number; longitude: number },
  onMove: (latitude: number, longitude: number) => void,
): PinMap {
  injectStylesheet();
  const map = L.map(container, { scrollWheelZoom: false }).setView(
    [start.latitude, start.longitude],
    17,
  );
  map.attributionControl.setPrefix(false);
  if (settings.tiles) {
    const { url, attribution, attributionUrl } = settings.tiles;
    L.tileLayer(url, {
      maxZoom: settings.maxZoom,
      attribution: `<a href="${encodeURI(attributionUrl)}" target="_blank" rel="noopener">${attribution.replace(/[<>&"]/g, '')}</a>`,
    }).addTo(map);
  }
  const marker = L.marker([start.latitude, start.longitude], {
    draggable: true,
    keyboard: true,
    title: 'The place’s door: drag it, or use the arrow keys',
    alt: 'Pin',
    icon: L.divIcon({ className: 'pa-pin', iconSize: [18, 18] }),
  }).addTo(map);
  const report = () => {
    const { lat, lng } = marker.getLatLng();
    onMove(lat, lng);
  };
  marker.on('dragend', report);
  const element = marker.getElement();
  element?.addEventListener('keydown', (event) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [STEP, 0],
      ArrowDown: [-STEP, 0],
      ArrowLeft: [0, -STEP],
      ArrowRight: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const { lat, lng } = marker.getLatLng();
    // A degree of longitude shrinks with latitude; keep the step about the same length.
    const next = L.latLng(lat + move[0], lng + move[1] / Math.cos((lat * Math.PI) / 180));
    marker.setLatLng(next);
    map.panTo(next);
    report();
  });
  return {
    moveTo(latitude, longitude) {
      marker.setLatLng([latitude, longitude]);
      map.panTo([latitude, longitude]);
    },
    destroy() {
      map.remove();
    },
  };
}
