import { createLeafletMap, type MapController } from './leaflet-map';
import { CHICAGO } from './map-test-places';

// Leaflet in jsdom: the box gets a size (jsdom lays nothing out) and moves end at once.
function mapBox(): HTMLElement {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: 600 });
  Object.defineProperty(box, 'clientHeight', { value: 400 });
  document.body.append(box);
  return box;
}

const NO_TILES = { tiles: null, maxZoom: 19 };
let map: MapController | undefined;
afterEach(() => {
  map?.destroy();
  document.body.innerHTML = '';
});

const markers = (box: HTMLElement) =>
  [...box.querySelectorAll<HTMLElement>('.pa-marker')].map((m) => m.getAttribute('aria-label'));

describe('createLeafletMap', () => {
  it('draws clusters and markers, focusable and named, on a plain background', () => {
    const box = mapBox();
    map = createLeafletMap(box, NO_TILES, {});
    map.showPlaces(CHICAGO, true);
    expect(box.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(box.querySelector('.leaflet-control-attribution')).toBeNull();
    const labels = markers(box);
    expect(labels).toContain('Cluster of 7 places, zoom in');
    expect(labels).toContain('8. Pizza 8, 4.5 stars');
    for (const marker of box.querySelectorAll('.pa-marker')) {
      expect(marker).toHaveAttribute('role', 'button');
      expect(marker).toHaveAttribute('tabindex', '0');
    }
  });

  it('zooms into a cluster on Enter and gives the focus to a place inside it', () => {
    const box = mapBox();
    map = createLeafletMap(box, NO_TILES, {});
    map.showPlaces(CHICAGO, true);
    const cluster = box.querySelector<HTMLElement>('[data-cluster="7"]')!;
    cluster.focus();
    cluster.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // Leaflet animates the zoom in a browser; jsdom has no transitions, so it ends at once.
    expect(box.querySelector('[data-cluster="7"]')).toBeNull();
    expect(document.activeElement?.closest('.pa-marker')).not.toBeNull();
    expect(box.querySelector('.pa-marker')).not.toBeNull();
  });

  it('reports a chosen place, marks it, and says when the visitor moves the map', () => {
    const box = mapBox();
    const onSelect = jest.fn();
    const onUserMove = jest.fn();
    map = createLeafletMap(box, NO_TILES, { onSelect, onUserMove });
    map.showPlaces(CHICAGO, true);
    expect(onUserMove).not.toHaveBeenCalled();
    const evanston = box.querySelector<HTMLElement>('[data-place="catalog:8"]')!;
    evanston.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith('catalog:8');
    map.select('catalog:8');
    expect(evanston).toHaveClass('pa-marker--chosen');
    map.highlight('catalog:3');
    expect(box.querySelector('[data-cluster="7"]')).toHaveClass('pa-marker--on');
    box.querySelector<HTMLElement>('.leaflet-control-zoom-in')!.click();
    expect(onUserMove).toHaveBeenCalledTimes(1);
  });

  it('lays the configured tiles under the markers, with their credit as a link', () => {
    const box = mapBox();
    map = createLeafletMap(
      box,
      {
        tiles: {
          url: '/tiles/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
          attributionUrl: 'https://www.openstreetmap.org/copyright',
        },
        maxZoom: 19,
      },
      {},
    );
    map.showPlaces(CHICAGO, true);
    expect(box.querySelector('.leaflet-tile-pane img')).not.toBeNull();
    const credit = box.querySelector('.leaflet-control-attribution a')!;
    expect(credit).toHaveTextContent('© OpenStreetMap contributors');
    expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });
});
